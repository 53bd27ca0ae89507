import LuaBridge
import MoonKit
import Synchronization

/// Images found by name, shared by every engine of the process: looking a name up (the
/// candidates `images/name.png`, `name@2x.png`, … each checked against the script root) and
/// reading its header, for the same few cards every game, would be done by every fresh game
/// (the figure: docs/performance.md, "Measured choices"). An `Image` is a value (name, size, path),
/// so engines share nothing mutable through it. A name is looked up again when the file it
/// led to changes or goes (`FileStamp`).
enum SharedImages {
    private struct Entry {
        var stamp: FileStamp
        var image: Image
    }

    private static let found = Mutex<[String: Entry]>([:])

    private static func key(_ root: ScriptRoot, _ name: String) -> String { root.canonical + "\0" + name }

    /// The image `name` found in `root` before, if its file has not changed since.
    static func image(named name: String, in root: ScriptRoot) -> Image? {
        guard let entry = found.withLock({ $0[key(root, name)] }), let path = entry.image.path,
              FileStamp(path: path) == entry.stamp else { return nil }
        return entry.image
    }

    /// Remembers what `name` led to in `root`, under the stamp its file had before it was read.
    static func remember(_ image: Image, named name: String, in root: ScriptRoot, stamp: FileStamp) {
        found.withLock { $0[key(root, name)] = Entry(stamp: stamp, image: image) }
    }
}
