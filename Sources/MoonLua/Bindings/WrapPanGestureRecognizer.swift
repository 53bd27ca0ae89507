import LuaBridge
import MoonKit

/// `ui.PanGestureRecognizer`: a dragging finger, its translation and velocity.
enum WrapPanGestureRecognizer: LuaBinding {
    static let luaName = "PanGestureRecognizer"
    static var parent: (any LuaBinding.Type)? { WrapGestureRecognizer.self }

    static func bind(_ c: inout LuaClassBuilder<PanGestureRecognizer>) {
        c.constructor("()") { _ in PanGestureRecognizer() }
        c.method("translationIn", "(view: View?): Point") { pan, call in
            call.push(pan.translation(in: try call.optionalObject(2, as: View.self)))
        }
        c.method("velocityIn", "(view: View?): Point") { pan, call in
            call.push(pan.velocity(in: try call.optionalObject(2, as: View.self)))
        }
        c.method("setTranslation", "(translation: Point, view: View?)") { pan, call in
            pan.setTranslation(try LuaGeometry.finitePoint(call, 2), in: try call.optionalObject(3, as: View.self))
        }
    }
}
