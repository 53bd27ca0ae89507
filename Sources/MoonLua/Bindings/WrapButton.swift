import LuaBridge
import MoonKit

/// `ui.Button`: a title per state.
enum WrapButton: LuaBinding {
    static let luaName = "Button"
    static var parent: (any LuaBinding.Type)? { WrapControl.self }

    static func bind(_ c: inout LuaClassBuilder<Button>) {
        c.constructor("(type?: \"system\"|\"custom\")") { call in
            let type = try call.argument(1, as: String?.self)
            switch type {
            case nil, "system": return ScriptMemory.charged(Button(type: .system), call, bytes: ScriptMemory.textViewBytes)
            case "custom": return ScriptMemory.charged(Button(type: .custom), call, bytes: ScriptMemory.textViewBytes)
            case let other?: throw LuaArgumentError(index: 1, message: "'\(other)' is not a button type (system, custom)")
            }
        }
        c.property("title", get: { $0.title(for: .normal) }, set: { $0.setTitle($1, for: .normal); ScriptMemory.text($0, slot: 0, $1) })
        c.property("currentTitle", get: { $0.currentTitle })
        c.property("titleColor", type: "Color?", get: { button, call in call.push(LuaGeometry.colorName(button.titleColor(for: .normal))) },
                   set: { button, call in button.setTitleColor(try LuaGeometry.color(call, 3), for: .normal) })
        c.property("titleLabel", type: "Label", get: { $0.titleLabel })
        c.method("setTitle", "(title: string?, state: ControlState)") { button, call in
            let title = try call.argument(2, as: String?.self)
            button.setTitle(title, for: try LuaGeometry.choice(call, 3, LuaGeometry.states))
            ScriptMemory.text(button, slot: 0, title)  // roughly: the last title set
        }
        c.method("setImage", "(image: Image|string|nil, state?: ControlState)") { button, call in
            let image = call.isNil(2) ? nil : try LuaImages.image(call, at: 2)
            let state = call.argumentCount >= 3 ? try LuaGeometry.choice(call, 3, LuaGeometry.states) : ControlState.normal
            button.setImage(image, for: state)
        }
        c.property("currentImage", type: "Image?", get: { button, call in call.push(object: button.currentImage.map(ImageObject.init)) })
        c.property("imageView", type: "ImageView", get: { $0.imageView })
        c.method("setTitleColor", "(color: Color?, state: ControlState)") { button, call in
            button.setTitleColor(try LuaGeometry.color(call, 2), for: try LuaGeometry.choice(call, 3, LuaGeometry.states))
        }
    }
}
