import LuaBridge
import MoonKit

// The stack view's enumerations, written as names (`stack.distribution = "fillEqually"`).

extension StackView.Distribution: LuaNamedEnum {
    /// The alias scripts' editors see for it, `StackDistribution`, which messages name too.
    public static var luaName: String { "StackDistribution" }
}

extension StackView.Alignment: LuaNamedEnum {
    /// The alias scripts' editors see for it, `StackAlignment`, which messages name too.
    public static var luaName: String { "StackAlignment" }
}
