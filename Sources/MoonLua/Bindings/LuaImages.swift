import LuaBridge
import MoonKit

/// Images are PNG files in the game's folder or its `images` subfolder. As with UIKit's
/// `UIImage(named:)`, a name found once is cached for the life of the game: a game that
/// deals cards every round reads each file once, not every round.
enum LuaImages {
    /// The image named by the string at `index`.
    static func load(_ call: LuaCall, at index: Int32) throws -> Image {
        let runtime = GameRuntime.of(call)
        if let image = runtime?.imageCache.value(call, at: index) { return image }
        let name = try call.string(index)
        let root = runtime?.gameFolder ?? "."
        for folder in [root + "/images", root] {
            let image: Image
            do throws(ImageError) {
                image = try Image(named: name, in: folder)
            } catch {
                // Not there: try the next folder. There but unreadable: say why.
                if case .notFound = error { continue }
                throw LuaArgumentError(index: index, message: error.description)
            }
            runtime?.imageCache.store(image, call, at: index)
            return image
        }
        throw LuaArgumentError(index: index, message: "no image named '\(name)' in \(root)/images or \(root)")
    }
}

extension LuaImages {
    /// The image at `index`: a name (looked up as `load` does) or a `ui.Image`.
    static func image(_ call: LuaCall, at index: Int32) throws -> Image {
        if call.isString(index) { return try load(call, at: index) }
        guard let object = try? call.object(index, as: ImageObject.self) else {
            throw LuaArgumentError(index: index, expected: "image name or Image", in: call)
        }
        return object.image
    }
}
