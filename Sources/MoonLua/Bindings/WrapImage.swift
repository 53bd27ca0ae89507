import LuaBridge
import MoonKit

/// A `ui.Image`: a picture from the game's folder, with its size, scale and rendering mode.
public final class ImageObject {
    /// The image a script holds.
    public let image: Image
    /// Wraps an image for a script.
    public init(_ image: Image) { self.image = image }
}

/// `ui.Image`: `ui.Image.named("cat")`, `image:withRenderingMode("alwaysTemplate")`.
enum WrapImage: LuaBinding {
    static let luaName = "Image"

    static func bind(_ c: inout LuaClassBuilder<ImageObject>) {
        c.function("named", "(name: string): Image") { call in call.push(object: ImageObject(try LuaImages.load(call, at: 1))) }
        c.property("name", get: { $0.image.name })
        c.property("size", get: { $0.image.size })
        c.property("scale", get: { $0.image.scale })
        c.property("renderingMode", get: { $0.image.renderingMode })
        c.method("withRenderingMode(mode)") { (object, mode: Image.RenderingMode) in object.image.withRenderingMode(mode) }
    }
}
