import LuaBridge
import MoonKit

/// `ui.ImageView`: an image from the game's folder, sized by it, fitted by its content mode.
enum WrapImageView: LuaBinding {
    static let luaName = "ImageView"
    static var parent: (any LuaBinding.Type)? { WrapView.self }

    static func bind(_ c: inout LuaClassBuilder<ImageView>) {
        c.constructor(charging: ScriptMemory.viewBytes) { ImageView() }
        c.property("image", get: { $0.image }, set: { $0.image = $1 })
        c.property("contentMode", get: { $0.contentMode }, set: { $0.contentMode = $1 })
    }
}
