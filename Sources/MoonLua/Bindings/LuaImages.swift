import LuaBridge
import MoonKit

/// Images are PNG or JPEG files in the game's folder or its `images` subfolder (or among the files
/// a host gave, `GameFiles`, where they are looked for in the same places). As with UIKit's
/// `UIImage(named:)`, a name found once is cached for the life of the game: a game that
/// deals cards every round reads each file once, not every round.
///
/// Image names obey the rules of `require` and `files` (`ScriptRoot`): no absolute path, no
/// `..`, and no symbolic link leading out of the game's folder. A name that breaks them is
/// refused before any file is looked at, so names cannot probe which folders exist outside.
enum LuaImages {
    /// The image named by the string at `index`.
    static func load(_ call: LuaCall, at index: Int32) throws(LuaArgumentError) -> Image {
        let runtime = GameRuntime.of(call)
        if let image = runtime?.imageCache.value(call, at: index) { return image }
        let name = try call.string(index)
        // A state with no runtime (a bot's, a test's) looks in the working folder, as before.
        let folder = runtime == nil ? "." : runtime?.gameFolder
        guard let root = call.state.root ?? folder.map(ScriptRoot.init) else {
            throw LuaArgumentError(index: index, message: "no image named \(LuaText.quoted(name)): \(noFolder)")
        }
        if let provided = root.provided {
            let image = try providedImage(named: name, in: root, provided, call, at: index)
            runtime?.imageCache.store(image, call, at: index)
            return image
        }
        if let image = SharedImages.image(named: name, in: root) {
            runtime?.imageCache.store(image, call, at: index)
            return image
        }
        do throws(LuaError) {
            if let (real, _) = try firstFile(named: name, in: root) {
                // There but unreadable: say why.
                let stamp = FileStamp(path: real)
                var image: Image
                do throws(ImageError) {
                    image = try Image(contentsOfFile: real)
                } catch {
                    throw LuaError(error.description)
                }
                image.name = name
                runtime?.imageCache.store(image, call, at: index)
                if let stamp, stamp.isSettled { SharedImages.remember(image, named: name, in: root, stamp: stamp) }
                return image
            }
        } catch {
            throw LuaArgumentError(index: index, message: error.message)
        }
        throw LuaArgumentError(index: index, message: notFound(name, in: folder ?? root.display))
    }

    /// The first file that image `name` may be, where UIKit looks: `images/` before the root,
    /// and in each `Image.fileNames(for:)` in order (`name.png`, `name@2x.png`, …). Its real path
    /// (for a host's files, its path among them) and the path as looked up; nil when none is
    /// there. A name that breaks the root's rules is refused, quoted as the script wrote it.
    private static func firstFile(named name: String, in root: ScriptRoot) throws(LuaError) -> (real: String, asked: String)? {
        _ = try root.lookUp(file: name, for: "image")
        for subfolder in ["images/", ""] {
            for file in Image.fileNames(for: name) {
                if case .found(let real, isFolder: false) = try root.lookUp(file: subfolder + file, for: "image") {
                    return (real, subfolder + file)
                }
            }
        }
        return nil
    }

    /// Why `name` was found nowhere: the places looked in and every file name tried there, in
    /// the order tried (a folder's and a host's files alike).
    static func notFound(_ name: String, in shown: String) -> String {
        let tried = Image.fileNames(for: name).map { LuaText.quoted($0) }.joined(separator: ", ")
        return "no image named \(LuaText.quoted(name)) in \(shown)/images or \(shown) (tried \(tried))"
    }

    /// The image `name` among the files a host gave (`GameFiles`), looked for where a folder's
    /// would be (`images/name.png`, `name@2x.png`, …), its bytes kept in the image for pictures.
    /// Not shared between engines as a folder's are (`SharedImages`): two hosts' providers may
    /// hold different files under one name.
    private static func providedImage(named name: String, in root: ScriptRoot, _ provided: any GameFiles,
                                      _ call: LuaCall, at index: Int32) throws(LuaArgumentError) -> Image {
        do throws(LuaError) {
            if let (path, asked) = try firstFile(named: name, in: root) {
                guard let data = provided.contents(of: path) else {
                    throw LuaError("image: cannot read \(LuaText.quoted(asked)) in \(provided.name)")
                }
                var image: Image
                do throws(ImageError) {
                    image = try Image(data: data, fileName: provided.name + "/" + path)
                } catch {
                    throw LuaError(error.description)
                }
                image.name = name
                return image
            }
        } catch {
            throw LuaArgumentError(index: index, message: error.message)
        }
        throw LuaArgumentError(index: index, message: notFound(name, in: provided.name))
    }

    /// Why a game given as a string without a root finds no file.
    static let noFolder = "the game was given as a string with no folder (GameRuntime's root)"
}

extension LuaImages {
    /// The image at `index`: a name (looked up as `load` does) or a `ui.Image`.
    static func image(_ call: LuaCall, at index: Int32) throws(LuaArgumentError) -> Image {
        if call.isString(index) { return try load(call, at: index) }
        guard let object = try? call.object(index, as: ImageObject.self) else {
            throw LuaArgumentError(index: index, expected: "image name or Image", in: call)
        }
        return object.image
    }
}
