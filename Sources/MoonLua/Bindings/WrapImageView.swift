import LuaBridge
import MoonKit

/// `ui.ImageView`: an image from the game's folder, sized by it, fitted by its content mode.
enum WrapImageView: LuaBinding {
    static let luaName = "ImageView"
    static var parent: (any LuaBinding.Type)? { WrapView.self }

    static let contentModes: [String: ContentMode] = Dictionary(
        uniqueKeysWithValues: ContentMode.allCases.map { ($0.rawValue, $0) })

    static func bind(_ c: inout LuaClassBuilder<ImageView>) {
        c.constructor("()") { call in ScriptMemory.charged(ImageView(), call, bytes: ScriptMemory.viewBytes) }
        c.property("image", type: "Image?", get: { view, call in call.push(object: view.image.map(ImageObject.init)) }, set: { view, call in
            // Read as a plain string: the generic optional read cost a runtime cast per card face.
            guard !call.isNil(3) else { view.image = nil; return }
            view.image = try LuaImages.image(call, at: 3)
        })
        c.property("contentMode", type: "ContentMode", get: { view, call in call.push(view.contentMode.rawValue) },
                   set: { view, call in view.contentMode = try LuaGeometry.choice(call, 3, contentModes) })
    }
}
