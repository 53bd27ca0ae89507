import LuaBridge
import MoonKit

/// The bot's actions on the everyday controls, each counted as one tap (`game.taps`).
extension BotSession {
    func toggle(_ view: View) throws -> Bool {
        let on = try engine.driver.toggle(try control(view, as: Switch.self, "a Switch"))
        taps += 1
        return on
    }

    func slide(_ view: View, to value: Double) throws {
        try engine.driver.slide(try control(view, as: Slider.self, "a Slider"), to: value)
        taps += 1
    }

    func step(_ view: View, up: Bool) throws -> Double {
        let value = try engine.driver.step(try control(view, as: Stepper.self, "a Stepper"), up: up)
        taps += 1
        return value
    }

    func pickSegment(_ view: View, at index: Int) throws {
        try engine.driver.pickSegment(try control(view, as: SegmentedControl.self, "a SegmentedControl"), at: index)
        taps += 1
    }

    func pickSegment(_ view: View, titled title: String) throws {
        try engine.driver.pickSegment(try control(view, as: SegmentedControl.self, "a SegmentedControl"), titled: title)
        taps += 1
    }

    func pickPage(_ view: View, _ page: Int) throws {
        try engine.driver.pickPage(try control(view, as: PageControl.self, "a PageControl"), page)
        taps += 1
    }

    /// `view` as the kind of control an action works, or the bot's error naming what it is.
    private func control<T: View>(_ view: View, as type: T.Type, _ name: String) throws -> T {
        guard let control = view as? T else { throw BotError.notAControl(view.debugName, expected: name) }
        return control
    }
}

extension BotSession {
    /// Adds what a control shows to its description: a switch's state, a slider's or stepper's
    /// value and range, a segmented control's titles and selection, a page control's page, a
    /// progress bar's progress, whether a spinner turns.
    func describeControlValue(_ view: View, in t: inout LuaTableBuilder) {
        switch view {
        case let toggle as Switch:
            t.set("isOn", toggle.isOn)
        case let slider as Slider:
            t.set("value", slider.value)
            t.set("minimumValue", slider.minimumValue)
            t.set("maximumValue", slider.maximumValue)
        case let stepper as Stepper:
            t.set("value", stepper.value)
            t.set("minimumValue", stepper.minimumValue)
            t.set("maximumValue", stepper.maximumValue)
        case let segments as SegmentedControl:
            let titles = segments.titles
            t.setTable("segments", arrayCount: titles.count) { list in
                for title in titles { list.append(title) }
            }
            t.set("selectedSegmentIndex", segments.selectedSegmentIndex)
        case let pages as PageControl:
            t.set("currentPage", pages.currentPage)
            t.set("numberOfPages", pages.numberOfPages)
        case let bar as ProgressView:
            t.set("progress", bar.progress)
        case let spinner as ActivityIndicatorView:
            t.set("isAnimating", spinner.isAnimating)
        default:
            break
        }
    }
}
