import LuaBridge
import MoonKit

// The stack view's enumerations, written as names (`stack.distribution = "fillEqually"`).

extension StackView.Distribution: LuaNamedEnum {
    public static var luaName: String { "StackDistribution" }
}

extension StackView.Alignment: LuaNamedEnum {
    public static var luaName: String { "StackAlignment" }
}
