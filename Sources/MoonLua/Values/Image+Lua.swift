import LuaBridge
import MoonKit

/// Images are values in MoonKit and objects in Lua (`ui.Image`, an `ImageObject`); where a script
/// gives one it may give its name instead, found as `ui.Image.named` finds it (`LuaImages`).
extension Image: LuaConvertible {
    /// What a script may give: an image or the name of one.
    public static var luaType: LuaType { .union([.object(ImageObject.self), .builtin("string")]) }
    /// What a script gets: an image.
    public static var luaPushedType: LuaType { .object(ImageObject.self) }

    /// An image holds its name and its file's path; its pixels are read when it is drawn.
    public static var holdsBytes: Bool { true }
    /// The image's own size plus its name's and path's bytes, charged to the object that holds it.
    public var heldBytes: Int { MemoryLayout<Image>.stride + name.utf8.count + (path?.utf8.count ?? 0) }

    /// Pushes the image as a `ui.Image` object.
    public func push(to top: LuaStackTop) { top.push(object: ImageObject(self)) }

    /// Reads an image argument: a `ui.Image`, or the name of one the game has.
    public static func read(from call: LuaCall, at index: Int32) throws(LuaArgumentError) -> Image {
        try LuaImages.image(call, at: index)
    }
}
