import LuaBridge
import MoonKit

/// `ui.ImageView`: an image from the game's folder, sized by it.
enum WrapImageView: LuaBinding {
    static let luaName = "ImageView"
    static var parent: (any LuaBinding.Type)? { WrapView.self }

    static func bind(_ c: inout LuaClassBuilder<ImageView>) {
        c.constructor { call in ScriptMemory.charged(ImageView(), call, bytes: ScriptMemory.viewBytes) }
        c.property("image", get: { view, call in call.push(view.image?.name) }, set: { view, call in
            // Read as a plain string: the generic optional read cost a runtime cast per card face.
            guard !call.isNil(3) else { view.image = nil; return }
            view.image = try LuaImages.load(call, at: 3)
        })
    }
}
