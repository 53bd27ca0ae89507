import LuaBridge
import MoonKit

/// `ui.Button`: a title per state.
enum WrapButton: LuaBinding {
    static let luaName = "Button"
    static var parent: (any LuaBinding.Type)? { WrapControl.self }

    static func bind(_ c: inout LuaClassBuilder<Button>) {
        c.constructor("(type?)", charging: ScriptMemory.textViewBytes) { (type: Button.ButtonType?) in
            Button(type: type ?? .system)
        }
        c.property("title", get: { $0.title(for: .normal) }, set: { $0.setTitle($1, for: .normal) })
        c.property("currentTitle", get: { $0.currentTitle })
        c.property("titleColor", get: { $0.titleColor(for: .normal) }, set: { $0.setTitleColor($1, for: .normal) })
        c.property("titleLabel", get: { $0.titleLabel })
        c.method("setTitle", signature: "(title: string?, state: \(ControlState.self))") { button, call in
            let title = try call.argument(1, as: String?.self)
            button.setTitle(title, for: try call.argument(2, as: ControlState.self))
            // Charged as the `title` property is: roughly, the last title set.
            call.charge(button, part: "title", bytes: title.heldBytes)
        }
        c.method("setImage(image, state?)") { (button, image: Image?, state: ControlState?) in
            button.setImage(image, for: state ?? .normal)
        }
        c.property("currentImage", get: { $0.currentImage })
        c.property("imageView", get: { $0.imageView })
        c.method("setTitleColor(color, state)") { (button, color: Color?, state: ControlState) in
            button.setTitleColor(color, for: state)
        }
    }
}
