import LuaBridge
import MoonKit

/// The part of a text field's text an edit replaces, as `shouldChangeCharacters` gets it:
/// `{location = 3, length = 0}`, in characters, `location` counted from 0 as UIKit's `NSRange`.
extension TextFieldEditRange: LuaConvertible {
    /// Editors see a table `{ location, length }`.
    public static var luaType: LuaType { .declared("TextFieldEditRange", declaration: luaDeclaration) }

    /// The declaration, which `ModuleTypes.valueTypes` also writes: no bound member takes or
    /// gives a range, only the delegate method `shouldChangeCharacters`.
    static let luaDeclaration = """
        ---The characters of a text field's text an edit replaces: `location` characters come before them (from 0), `length` are replaced.
        ---@class TextFieldEditRange
        ---@field location integer
        ---@field length integer
        """

    /// Pushes `{location, length}`.
    public func push(to top: LuaStackTop) {
        top.pushTable(fieldCount: 2) { t in
            t.set("location", location)
            t.set("length", length)
        }
    }

    /// Reads `{location, length}`: two whole numbers ≥ 0.
    public static func read(from call: LuaCall, at index: Int32) throws(LuaArgumentError) -> TextFieldEditRange {
        guard call.isTable(index) else { throw LuaArgumentError(index: index, expected: "range {location, length}", in: call) }
        guard let location = call.number(index, field: "location"), let length = call.number(index, field: "length"),
              let l = Int(exactly: location), let n = Int(exactly: length), l >= 0, n >= 0 else {
            throw LuaArgumentError(index: index, message: "range {location, length} expected, with two whole numbers ≥ 0")
        }
        return TextFieldEditRange(location: l, length: n)
    }
}
