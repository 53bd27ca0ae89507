import Foundation
import MoonKit

/// Pictures of an engine's screen in one call: what a host embedding MoonKit (or MoonLua's
/// `GameRuntime`, through its `engine`) uses, and what `moonkit snapshot` and `play` use too.
///
/// ```swift
/// let game = try GameRuntime(script: "scripts/counter.lua")
/// try game.start()
/// let png: Data = try game.engine.picture(.png, scale: 2)
/// try game.engine.writePicture(to: "counter.svg")
/// ```
extension Engine {
    /// The screen as it looks now, as the bytes of a PNG file (`scale` pixels per point) or of
    /// an SVG document (UTF-8). `debug` outlines every view and writes its type and identifier.
    public func picture(_ format: ScreenPicture.Format, scale: Double = 1, debug: Bool = false) throws(RenderError) -> Data {
        try ScreenPicture.data(self, format: format, scale: scale, debug: debug)
    }

    /// Writes the screen as it looks now to `path`, as SVG or PNG by the file's extension.
    /// Throws `RenderError.unknownFormat` for another extension and `.cannotWrite` (saying why
    /// in the reader's words) when the file cannot be written.
    public func writePicture(to path: String, scale: Double = 1, debug: Bool = false) throws(RenderError) {
        try ScreenPicture.write(self, to: path, scale: scale, debug: debug)
    }
}
