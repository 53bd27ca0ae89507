import Foundation
import MoonKit

/// A picture of an engine's screen as it looks now (animations mid-flight included), written as
/// SVG or PNG by the file's extension.
///
/// A host calls it through the engine (`Engine.picture(_:)`, `Engine.writePicture(to:)`):
///
/// ```swift
/// let png = try runtime.engine.picture(.png)
/// try runtime.engine.writePicture(to: "shot.svg")
/// ```
public enum ScreenPicture {
    /// The formats a picture can be written in.
    public enum Format: String, Sendable, CaseIterable {
        /// SVG, a text document of shapes and text; PNG, pixels drawn by Cairo.
        case svg, png

        /// The format a file name asks for, by its extension.
        public init(path: String) throws(RenderError) {
            let ext = (path as NSString).pathExtension.lowercased()
            guard let format = Format(rawValue: ext) else { throw .unknownFormat(path: path) }
            self = format
        }
    }

    /// The SVG document of the screen.
    public static func svg(_ engine: Engine, debug: Bool = false) -> String {
        let size = engine.window.bounds.size
        var canvas = SVGCanvas(width: size.width, height: size.height)
        ScreenPainter(animator: engine.animator, debugOutlines: debug).paint(engine.window, on: &canvas)
        return canvas.document()
    }

    /// The screen painted into pixels, `scale` pixels per point.
    public static func pixels(_ engine: Engine, scale: Double = 1, debug: Bool = false) throws(RenderError) -> CairoCanvas {
        let size = engine.window.bounds.size
        let canvas = try CairoCanvas(width: size.width, height: size.height, scale: scale)
        var painted = canvas
        ScreenPainter(animator: engine.animator, debugOutlines: debug).paint(engine.window, on: &painted)
        return canvas
    }

    /// The bytes of a picture of the screen in `format`: UTF-8 SVG, or a PNG file's bytes.
    public static func data(_ engine: Engine, format: Format, scale: Double = 1, debug: Bool = false) throws(RenderError) -> Data {
        switch format {
        case .svg: Data(svg(engine, debug: debug).utf8)
        case .png: try pixels(engine, scale: scale, debug: debug).pngData()
        }
    }

    /// Writes the screen to `path` as SVG or PNG, chosen by the extension.
    public static func write(_ engine: Engine, to path: String, scale: Double = 1, debug: Bool = false) throws(RenderError) {
        let format = try Format(path: path)
        if let problem = PictureDestination.problem(path) { throw .cannotWrite(path: path, reason: problem) }
        switch format {
        case .svg:
            do {
                try svg(engine, debug: debug).write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                throw .cannotWrite(path: path, reason: error.localizedDescription)
            }
        case .png:
            try pixels(engine, scale: scale, debug: debug).writePNG(to: path)
        }
    }
}
