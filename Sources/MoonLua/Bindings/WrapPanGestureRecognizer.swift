import LuaBridge
import MoonKit

/// `ui.PanGestureRecognizer`: a dragging finger, its translation and velocity.
enum WrapPanGestureRecognizer: LuaBinding {
    static let luaName = "PanGestureRecognizer"
    static var parent: (any LuaBinding.Type)? { WrapGestureRecognizer.self }

    static func bind(_ c: inout LuaClassBuilder<PanGestureRecognizer>) {
        c.constructor(charging: ScriptMemory.recognizerBytes) { PanGestureRecognizer() }
        c.method("translationIn(view)") { (pan, view: View?) in pan.translation(in: view) }
        c.method("velocityIn(view)") { (pan, view: View?) in pan.velocity(in: view) }
        c.method("setTranslation(translation, view)") { (pan, translation: Point, view: View?) in
            pan.setTranslation(try translation.finite(argument: 1), in: view)
        }
    }
}
