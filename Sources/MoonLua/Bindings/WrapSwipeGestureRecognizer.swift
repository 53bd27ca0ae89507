import LuaBridge
import MoonKit

/// `ui.SwipeGestureRecognizer`: a quick stroke `"right"`, `"left"`, `"up"` or `"down"`.
enum WrapSwipeGestureRecognizer: LuaBinding {
    static let luaName = "SwipeGestureRecognizer"
    static var parent: (any LuaBinding.Type)? { WrapGestureRecognizer.self }

    static func bind(_ c: inout LuaClassBuilder<SwipeGestureRecognizer>) {
        c.constructor("()") { _ in SwipeGestureRecognizer() }
        c.property("direction", type: "SwipeDirection", get: { s, call in call.push(s.direction.rawValue) }, set: { swipe, call in
            swipe.direction = try LuaGeometry.choice(call, 3, LuaGeometry.swipeDirections)
        })
    }
}
