import Foundation
import LuaBridge
import MoonKit
import MoonRender

/// The Swift half of `expect(game):toMatchSnapshot(name, {tolerance = …})`: the screen compared
/// pixel by pixel with its golden picture, `__snapshots__/<test file's name>/<name>.png` beside
/// the test file. When they differ, a diff picture (`<name>.diff.png`: the screen in pale grey,
/// each changed pixel red) is written beside the golden and the failure names it; when they
/// match, an old diff is removed. With `--update-snapshots` the screen becomes the golden.
struct SnapshotAssertion {
    /// The folder of the test file's goldens.
    let folder: String
    /// Whether the screen replaces the golden instead of being compared with it.
    let update: Bool

    /// The goldens of the test file `file`.
    init(testFile file: String, update: Bool) {
        let name = (file as NSString).lastPathComponent
        let base = name.hasSuffix(".lua") ? String(name.dropLast(4)) : name
        folder = TestFiles.join(PathText.folder(of: file), "__snapshots__/" + base)
        self.update = update
    }

    /// The golden picture of the snapshot `name`, and its diff picture.
    func goldenPath(_ name: String) -> String { folder + "/" + name + ".png" }
    func diffPath(_ name: String) -> String { folder + "/" + name + ".diff.png" }

    /// Nil when the screen matches the golden `name` (or has just become it), else why not.
    func check(_ engine: Engine, name: String, tolerance: Int) throws -> String? {
        engine.window.layoutIfNeeded()
        let screen = try ScreenPicture.pixels(engine)
        let golden = goldenPath(name), diff = diffPath(name)
        let files = FileManager.default
        if update {
            try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try screen.writePNG(to: golden)
            try? files.removeItem(atPath: diff)
            return nil
        }
        guard files.fileExists(atPath: golden) else {
            return "no snapshot \"\(name)\" yet (\(golden)): moonkit test --update-snapshots writes it"
        }
        let difference = PixelDifference(actual: screen, golden: try CairoCanvas(png: golden), tolerance: tolerance)
        guard difference.changed > 0 else {
            try? files.removeItem(atPath: diff)
            return nil
        }
        try difference.picture().writePNG(to: diff)
        let how = difference.sameSize
            ? "differs from \(golden) in \(difference.changed) of \(difference.total) pixels (tolerance \(tolerance))"
            : "is \(difference.actualSize.width)×\(difference.actualSize.height) pixels, "
                + "its golden \(golden) \(difference.goldenSize.width)×\(difference.goldenSize.height)"
        return "snapshot \"\(name)\" \(how); diff: \(diff)"
    }
}
