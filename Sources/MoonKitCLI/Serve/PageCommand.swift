import Foundation

/// What the page asks the game to do, as it arrives over the WebSocket
/// (`{"command":"down","x":120,"y":300}`). Points are in window coordinates.
enum PageCommand: Sendable, Equatable {
    /// A finger lands (mouse button pressed).
    case down(x: Double, y: Double)
    /// The finger moves.
    case move(x: Double, y: Double)
    /// The finger presses as hard as it can (the mouse held still): a force press.
    case force
    /// The finger lifts.
    case up
    /// Answer the alert on top with the action titled `title`, typing `texts` into its fields.
    case alert(title: String, texts: [String])
    /// Type `text` into the game's first responder (a key pressed on the page).
    case type(text: String)
    /// The delete key, in the game's first responder.
    case deleteBackward
    /// The return key, in the game's first responder.
    case pressReturn
    /// Let the clock run at `speed` times the wall clock.
    case run(speed: Double)
    /// Stop the clock.
    case pause
    /// Move the clock on by `seconds` at once (stepping while paused, fast-forwarding).
    case advance(seconds: Double)
    /// Load the game again, as a save would.
    case reload
    /// Text that is no command: the page's mistake, shown in its event list.
    case invalid(reason: String)

    /// The command a page's JSON text describes, or `.invalid` saying why it describes none.
    static func from(_ text: String) -> PageCommand {
        switch parse(text) {
        case .success(let command): return command
        case .failure(let error): return .invalid(reason: error.description)
        }
    }

    static func parse(_ text: String) -> Result<PageCommand, PageCommandError> {
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
              let name = object["command"] as? String else {
            return .failure(PageCommandError("not a command: \(text.prefix(80))"))
        }
        func number(_ key: String) -> Double? {
            guard let value = (object[key] as? NSNumber)?.doubleValue, value.isFinite else { return nil }
            return value
        }
        switch name {
        case "down", "move":
            guard let x = number("x"), let y = number("y") else { return .failure(PageCommandError("\(name) needs finite x and y")) }
            return .success(name == "down" ? .down(x: x, y: y) : .move(x: x, y: y))
        case "force": return .success(.force)
        case "up": return .success(.up)
        case "alert":
            guard let title = object["title"] as? String else { return .failure(PageCommandError("alert needs the action's title")) }
            return .success(.alert(title: title, texts: object["texts"] as? [String] ?? []))
        case "type":
            // A key or a paste: one line, of a size no key press makes larger.
            guard let text = object["text"] as? String, !text.isEmpty, text.utf8.count <= 4096 else {
                return .failure(PageCommandError("type needs a text of 1 to 4096 bytes"))
            }
            return .success(.type(text: text))
        case "delete": return .success(.deleteBackward)
        case "return": return .success(.pressReturn)
        case "run":
            guard let speed = number("speed"), speed > 0, speed <= PageCommand.fastest else {
                return .failure(PageCommandError("run needs a speed above 0 and at most \(Int(PageCommand.fastest))"))
            }
            return .success(.run(speed: speed))
        case "pause": return .success(.pause)
        case "advance":
            guard let seconds = number("seconds"), seconds > 0, seconds <= 3600 else {
                return .failure(PageCommandError("advance needs seconds above 0 and at most 3600"))
            }
            return .success(.advance(seconds: seconds))
        case "reload": return .success(.reload)
        default: return .failure(PageCommandError("unknown command '\(name)'"))
        }
    }

    /// The fastest the clock may run: beyond, a frame would jump whole seconds.
    static let fastest = 64.0
}

struct PageCommandError: Error, CustomStringConvertible, Equatable {
    let description: String
    init(_ description: String) { self.description = description }
}
