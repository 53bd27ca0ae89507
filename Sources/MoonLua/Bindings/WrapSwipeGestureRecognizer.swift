import LuaBridge
import MoonKit

/// `ui.SwipeGestureRecognizer`: a quick stroke `"right"`, `"left"`, `"up"` or `"down"`.
enum WrapSwipeGestureRecognizer: LuaBinding {
    static let luaName = "SwipeGestureRecognizer"
    static var parent: (any LuaBinding.Type)? { WrapGestureRecognizer.self }

    static func bind(_ c: inout LuaClassBuilder<SwipeGestureRecognizer>) {
        c.constructor(charging: ScriptMemory.recognizerBytes) { SwipeGestureRecognizer() }
        c.property("direction", get: { $0.direction }, set: { $0.direction = $1 })
    }
}
