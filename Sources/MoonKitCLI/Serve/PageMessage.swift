import Foundation
import MoonKit

/// What the game thread tells the page, as JSON text over the WebSocket. Each has a `kind`:
/// `frame` (the screen and the clock), `tree` (the view tree), `events` (new lines for the side
/// panel) and `loaded` (the game was loaded, or reloaded after a save).
enum PageMessage {
    /// The screen as SVG, the clock, and the alert on top (so the page can offer its buttons).
    struct Frame: Encodable {
        let kind = "frame"
        /// The picture; left out when it is the one sent last.
        var svg: String?
        var width: Double
        var height: Double
        var time: Double
        var running: Bool
        var speed: Double
        var alert: AlertInfo?
    }

    struct AlertInfo: Encodable, Equatable {
        var title: String
        var message: String
        var actions: [String]
        var fields: [String]
    }

    /// The tree as `run` prints it, and each view on screen with its frame in window
    /// coordinates (what the page's tree panel lists, and what a test finds views by).
    struct Tree: Encodable, Equatable {
        let kind = "tree"
        var text: String
        var views: [ViewInfo]
    }

    struct ViewInfo: Encodable, Equatable {
        var type: String
        var identifier: String?
        var title: String?
        var text: String?
        /// x, y, width, height in window coordinates.
        var frame: [Double]
        var hidden: Bool
    }

    /// One line of the side panel.
    struct Event: Encodable {
        /// property, alert, signal, sound, error, log, print, bot, reload, page
        var type: String
        var time: Double
        var text: String
    }

    struct Events: Encodable {
        let kind = "events"
        var events: [Event]
    }

    /// The game (re)loaded: which script, seed and device, or why it could not load.
    struct Loaded: Encodable {
        let kind = "loaded"
        var script: String
        var seed: String
        var device: String
        var generation: Int
        var error: String?
    }

    /// `value` as JSON text.
    static func json<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        guard let data = try? encoder.encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The tree of `window` for the page, laid out first: every view, depth first, with the
    /// text it shows and whether it is shown, as a bot would be told them.
    static func tree(of window: Window) -> Tree {
        window.layoutIfNeeded()
        var views: [ViewInfo] = []
        window.walkSubtreeNotingShown { view, isShown in
            let frame = view.convert(view.bounds, to: nil)
            views.append(ViewInfo(type: view.typeName, identifier: view.identifier, title: (view as? Button)?.currentTitle,
                                  text: Driver.shownText(of: view),
                                  frame: [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height], hidden: !isShown))
            return .descend
        }
        return Tree(text: window.recursiveDescription, views: views)
    }

    /// The alert on top, if any.
    static func alert(_ driver: Driver) -> AlertInfo? {
        guard let alert = driver.alert else { return nil }
        return AlertInfo(title: alert.title ?? "", message: alert.message ?? "", actions: alert.actions.compactMap(\.title),
                         fields: alert.textFields.map { $0.placeholder ?? "" })
    }
}
