import LuaBridge
import MoonKit

/// A scroll view's deceleration rate as scripts write it: a number between 0 and 1, or UIKit's
/// `"normal"` or `"fast"`.
struct DecelerationRate: LuaConvertible {
    let value: Double

    static var luaType: LuaType { .union([.builtin("number"), .builtin("\"normal\""), .builtin("\"fast\"")]) }
    static var luaPushedType: LuaType { .builtin("number") }

    func push(to top: LuaStackTop) { top.push(value) }

    static func read(from call: LuaCall, at index: Int32) throws(LuaArgumentError) -> DecelerationRate {
        if call.isString(index) {
            switch try call.string(index) {
            case "normal": return DecelerationRate(value: ScrollMotion.normalDecelerationRate)
            case "fast": return DecelerationRate(value: ScrollMotion.fastDecelerationRate)
            case let name: throw LuaArgumentError(index: index, message: "\(LuaText.quoted(name)) is not one of fast, normal")
            }
        }
        let rate = try call.double(index)
        guard rate > 0, rate < 1 else {
            throw LuaArgumentError(index: index, message: "decelerationRate must be between 0 and 1, or \"normal\" or \"fast\"")
        }
        return DecelerationRate(value: rate)
    }
}
