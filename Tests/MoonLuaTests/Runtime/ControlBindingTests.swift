import Testing
import Foundation
@testable import LuaBridge
import TestSupport
@testable import MoonLua
@testable import MoonBots
import MoonKit

/// Stack views and the everyday controls from Lua: built with field tables, values refused
/// with the property's name, and `valueChanged` handlers run by a bot's actions.
@Suite("Stack views and controls from Lua")
struct ControlBindingTests {
    static let source = app("""
          stack = ui.StackView { axis = "vertical", spacing = 8, alignment = "leading" }
          stack.translatesAutoresizingMaskIntoConstraints = false
          view:addSubview(stack)
          ui.activate { stack.top:eq(view.top + 100), stack.leading:eq(view.leading + 20) }
          toggle = ui.Switch { identifier = "sound" }
          slider = ui.Slider { identifier = "volume", maximumValue = 10, value = 5 }
          stepper = ui.Stepper { identifier = "count", minimumValue = 1, maximumValue = 4, value = 1 }
          segments = ui.SegmentedControl { identifier = "level", items = {"A", "B"}, selectedSegmentIndex = 0 }
          pages = ui.PageControl { identifier = "pages", numberOfPages = 3 }
          bar = ui.ProgressView { progress = 2 }
          spinner = ui.ActivityIndicatorView("large")
          stack.arrangedSubviews = { toggle, slider, stepper, segments, pages, bar, spinner }
          ui.activate { slider.width:eq(228), bar.width:eq(100) }
          heard = {}
          for _, control in ipairs { toggle, slider, stepper, segments, pages } do
            control:on("valueChanged", function(c) heard[#heard + 1] = c.identifier end)
          end
        """)

    static func started() throws -> (GameRuntime, ScriptFolder) {
        let folder = try ScriptFolder(["game.lua": source])
        let runtime = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
        runtime.onError = { _ in }
        try runtime.start()
        runtime.engine.window.layoutIfNeeded()
        return (runtime, folder)
    }

    @Test("a column of controls: sizes as UIKit's, placed at the leading edge with the spacing")
    func column() throws {
        let (runtime, folder) = try Self.started()
        defer { withExtendedLifetime(folder) {} }
        #expect(runtime.errors.isEmpty)
        let d = runtime.engine.driver
        func onScreen(_ id: String) throws -> Rect { let v = try d.view(identifier: id); return v.convert(v.bounds, to: nil) }
        #expect(try onScreen("sound") == Rect(x: 20, y: 100, width: 51, height: 31))
        #expect(try onScreen("volume") == Rect(x: 20, y: 139, width: 228, height: 34))
        #expect(try onScreen("count") == Rect(x: 20, y: 181, width: 94, height: 32))
        #expect(try runtime.lua.run("return bar.progress, #stack.arrangedSubviews, spinner.isHidden, slider.value")
                == [.double(1), .int(7), .bool(true), .double(5)])
    }

    @Test("NaN, infinities and missing segments or pages are errors naming the property")
    func refusals() throws {
        let (runtime, folder) = try Self.started()
        defer { withExtendedLifetime(folder) {} }
        func message(_ code: String) -> String? { luaError { _ = try runtime.lua.run(code) }?.message }
        #expect(message("slider.value = 0/0") == "bad value for property 'value' of Slider (value must be a finite number, got nan)")
        #expect(message("slider:setValue(1/0)")?.hasSuffix("bad argument #1 to 'setValue' (value must be a finite number, got inf)") == true)
        #expect(message("stepper.stepValue = 0")
                == "bad value for property 'stepValue' of Stepper (stepValue must be more than 0, got 0)")
        #expect(message("bar.progress = -1/0") == "bad value for property 'progress' of ProgressView (progress must be a finite number, got -inf)")
        #expect(message("stack.spacing = 0/0") == "bad value for property 'spacing' of StackView (spacing must be a finite number, got nan)")
        #expect(message("segments.selectedSegmentIndex = 2")
                == "bad value for property 'selectedSegmentIndex' of SegmentedControl (no segment 2: the control has 2 (segments count from 0; -1 selects none))")
        #expect(message("pages.currentPage = 3")
                == "bad value for property 'currentPage' of PageControl (no page 3: the control has 3 (pages count from 0))")
        #expect(message("stack:addArrangedSubview(stack)")?.hasSuffix("cannot be a subview of itself") == true)
    }

    @Test("a bot toggles, slides, steps and picks; the handlers hear each change")
    func botActions() throws {
        let (runtime, folder) = try Self.started()
        defer { withExtendedLifetime(folder) {} }
        let session = BotSession(engine: runtime.engine)
        try session.tap(runtime.engine.driver.view(identifier: "sound"))
        #expect(try session.toggle(runtime.engine.driver.view(identifier: "sound")) == false)
        try session.slide(runtime.engine.driver.view(identifier: "volume"), to: 2.5)
        #expect(try session.step(runtime.engine.driver.view(identifier: "count"), up: true) == 2)
        try session.pickSegment(runtime.engine.driver.view(identifier: "level"), titled: "B")
        try session.pickPage(runtime.engine.driver.view(identifier: "pages"), 2)
        #expect(try runtime.lua.run("return slider.value, table.concat(heard, ' ', 1, 2), heard[#heard]")
                == [.double(2.5), .string("sound sound"), .string("pages")])
        #expect(throws: BotError.self) { try session.toggle(runtime.engine.driver.view(identifier: "volume")) }
        #expect(session.taps == 6)
    }
}
