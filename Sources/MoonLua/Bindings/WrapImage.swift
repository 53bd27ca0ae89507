import LuaBridge
import MoonKit

/// A `ui.Image`: a picture from the game's folder, with its size, scale and rendering mode.
public final class ImageObject {
    public let image: Image
    public init(_ image: Image) { self.image = image }
}

/// `ui.Image`: `ui.Image.named("cat")`, `image:withRenderingMode("alwaysTemplate")`.
enum WrapImage: LuaBinding {
    static let luaName = "Image"

    static let renderingModes: [String: Image.RenderingMode] = Dictionary(
        uniqueKeysWithValues: Image.RenderingMode.allCases.map { ($0.rawValue, $0) })

    static func bind(_ c: inout LuaClassBuilder<ImageObject>) {
        c.function("named", "(name: string): Image") { call in call.push(object: ImageObject(try LuaImages.load(call, at: 1))) }
        c.property("name", get: { $0.image.name })
        c.property("size", type: "Size", get: { object, call in
            call.pushTable(fieldCount: 2) { t in
                t.set("width", object.image.size.width)
                t.set("height", object.image.size.height)
            }
        })
        c.property("scale", get: { $0.image.scale })
        c.property("renderingMode", type: "ImageRenderingMode", get: { $0.image.renderingMode.rawValue })
        c.method("withRenderingMode", "(mode: ImageRenderingMode): Image") { object, call in
            let mode = try LuaGeometry.choice(call, 2, renderingModes)
            call.push(object: ImageObject(object.image.withRenderingMode(mode)))
        }
    }
}
