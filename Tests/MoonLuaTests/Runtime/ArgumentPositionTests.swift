import Testing
import Foundation
import LuaBridge
import TestSupport
@testable import MoonLua

/// Arguments are numbered as the script wrote them, in the bindings and in Lua's messages: a
/// method's first argument after `self` is #1, a constructor's first is #1, and a setter's value
/// is named by its property.
@Suite("Argument positions as Lua counts them")
struct ArgumentPositionTests {
    /// What each statement raised, `file:line: message`, from a one-screen game.
    private func messages(_ statements: [String]) throws -> (found: [LuaValue], file: String) {
        let calls = statements.map { "try(function() \($0) end)" }.joined(separator: "\n")
        let (runtime, folder) = try runGame(app("""
            local found = {}
            local function try(f) local ok, e = pcall(f); found[#found + 1] = ok and "no error" or e end
            \(calls)
            FOUND = found
            """))
        return (try runtime.lua.global("FOUND").arrayValues, withExtendedLifetime(folder) { folder.path("game.lua") })
    }

    @Test("a typed method's first argument is #1, in the binding and in the message")
    func methodArguments() throws {
        let (found, file) = try messages([
            "view:insertSubview(5, 1)",
            "view:insertSubview(ui.View(), 'top')",
            "view:insertSubview(ui.View(), 1.5)",
            "ui.ScrollView():setContentOffset({x = 0, y = 0/0})",
            "ui.TableView():scrollToRow({section = 0, row = 0}, 'sideways')",
            "view.insertSubview(view, 5)",
        ])
        #expect(found == [
            "\(file):9: bad argument #1 to 'insertSubview' (View expected, got number)",
            "\(file):10: bad argument #2 to 'insertSubview' (number expected, got string)",
            "\(file):11: bad argument #2 to 'insertSubview' (number has no integer representation)",
            "\(file):12: bad argument #1 to 'setContentOffset' (point {x, y} expected, with two finite numbers)",
            "\(file):13: bad argument #2 to 'scrollToRow' ('sideways' is not one of bottom, middle, none, top)",
            // Called with a dot, `self` is an argument the script wrote: Lua counts it.
            "\(file):14: bad argument #2 to 'insertSubview' (View expected, got number)",
        ].map(LuaValue.string))
    }

    @Test("a setter's value is named by its property, whatever its type")
    func setterValues() throws {
        let (found, file) = try messages([
            "view.frame = 5",
            "view.frame = {x = 1, y = 2}",
            "view.backgroundColor = 'mauve-ish'",
            "ui.Label().textAlignment = 'middle'",
            "ui.Label().attributedText = {'a', 7}",
            "ui.TabBarController().viewControllers = {ui.ViewController(), 3}",
        ])
        #expect(found == [
            "\(file):9: bad value for property 'frame' of View (rect {x, y, width, height} expected, got number)",
            "\(file):10: bad value for property 'frame' of View (rect {x, y, width, height} expected, with four numbers)",
            "\(file):11: bad value for property 'backgroundColor' of View (no colour is named 'mauve-ish')",
            "\(file):12: bad value for property 'textAlignment' of Label ('middle' is not one of center, justified, left, natural, right)",
            "\(file):13: bad value for property 'attributedText' of Label (run 2: string or table {text, font, color, alignment, link} expected, got number)",
            "\(file):14: bad value for property 'viewControllers' of TabBarController (item 2: ViewController expected, got number)",
        ].map(LuaValue.string))
    }

    @Test("a constructor's first argument is #1, named as the script called it")
    func constructorArguments() throws {
        let (found, file) = try messages([
            "ui.NavigationController(5)",
            "ui.TableViewCell('fancy')",
            "ui.Button.new('round')",
            "local Cell = ui.TableViewCell; Cell(true)",
        ])
        #expect(found == [
            "\(file):9: bad argument #1 to 'NavigationController' (ViewController expected, got number)",
            "\(file):10: bad argument #1 to 'TableViewCell' ('fancy' is not one of default, subtitle, value1)",
            "\(file):11: bad argument #1 to 'new' ('round' is not one of custom, system)",
            "\(file):12: bad argument #1 to 'Cell' (string expected, got boolean)",
        ].map(LuaValue.string))
    }
}

extension LuaValue {
    /// The items of an array value (nothing for any other value).
    fileprivate var arrayValues: [LuaValue] {
        if case .array(let items) = self { return items }
        return []
    }

}
