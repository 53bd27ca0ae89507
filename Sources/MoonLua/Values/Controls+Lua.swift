import LuaBridge
import MoonKit

// The everyday controls' enumerations, written as names (`ui.ActivityIndicatorView("large")`).

extension ActivityIndicatorView.Style: LuaNamedEnum {
    /// The alias scripts' editors see for it, `ActivityIndicatorStyle`, which messages name too.
    public static var luaName: String { "ActivityIndicatorStyle" }
}

/// A control's number from a script: finite, or an error naming the property and the value.
enum ControlNumber {
    static func finite(_ value: Double, _ name: String, argument: Int32 = 1) throws(LuaArgumentError) -> Double {
        guard value.isFinite else {
            throw LuaArgumentError(index: argument, message: "\(name) must be a finite number, got \(NumberText.of(value))")
        }
        return value
    }
}
