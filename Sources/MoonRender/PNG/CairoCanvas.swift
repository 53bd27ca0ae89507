import CCairo
import Foundation
import MoonKit

/// Paints pixels with Cairo and writes them as PNG.
///
/// ```swift
/// var canvas = try CairoCanvas(width: 844, height: 390)
/// canvas.rect(x: 0, y: 0, width: 844, height: 390, fill: .white, stroke: nil, strokeWidth: 0, cornerRadius: 0)
/// try canvas.writePNG(to: "shot.png")
/// ```
public final class CairoCanvas: Canvas {
    /// The picture's width in points (its pixels are `width × scale`).
    public let width: Double
    /// The picture's height in points (its pixels are `height × scale`).
    public let height: Double
    /// Pixels per point.
    public let scale: Double

    /// Internal for `PixelDifference`, which reads and writes the pixels themselves.
    let surface: OpaquePointer
    private let context: OpaquePointer

    /// A transparent picture of `width`×`height` points at `scale` pixels per point.
    public init(width: Double, height: Double, scale: Double = 1) throws(RenderError) {
        let pixelWidth = (width * scale).rounded(), pixelHeight = (height * scale).rounded()
        guard pixelWidth >= 1, pixelHeight >= 1, pixelWidth <= 16384, pixelHeight <= 16384 else {
            throw .badSize(width: width, height: height, scale: scale)
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              let context = cairo_create(surface) else {
            throw .cairo("could not create a \(Int(pixelWidth))×\(Int(pixelHeight)) image")
        }
        self.width = width
        self.height = height
        self.scale = scale
        self.surface = surface
        self.context = context
        cairo_scale(context, scale, scale)
        // Unhinted metrics, so glyphs advance exactly as the layout measured them.
        if let options = cairo_font_options_create() {
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_set_font_options(context, options)
            cairo_font_options_destroy(options)
        }
    }

    /// A PNG file opened for reading its pixels (and drawing on), one point per pixel.
    public init(png path: String) throws(RenderError) {
        guard let surface = cairo_image_surface_create_from_png(path) else { throw .cairo("cannot read \(path)") }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
            let reason = String(cString: cairo_status_to_string(cairo_surface_status(surface)))
            cairo_surface_destroy(surface)
            throw .cairo("cannot read \(path): \(reason)")
        }
        self.width = Double(cairo_image_surface_get_width(surface))
        self.height = Double(cairo_image_surface_get_height(surface))
        self.scale = 1
        self.surface = surface
        self.context = context
    }

    deinit {
        for picture in images.values { cairo_surface_destroy(picture) }
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Fills and strokes a rectangle, rounded when `cornerRadius` is more than 0, on the pixels.
    public func rect(x: Double, y: Double, width: Double, height: Double,
                     fill: Color?, stroke: Color?, strokeWidth: Double, cornerRadius: Double) {
        if let fill, fill.alpha > 0 {
            path(rect: (x, y, width, height), radius: cornerRadius)
            setColor(fill)
            cairo_fill(context)
        }
        if let stroke, stroke.alpha > 0, strokeWidth > 0 {
            let inset = strokeWidth / 2
            path(rect: (x + inset, y + inset, max(0, width - strokeWidth), max(0, height - strokeWidth)),
                 radius: max(0, cornerRadius - inset))
            setColor(stroke)
            cairo_set_line_width(context, strokeWidth)
            cairo_stroke(context)
        }
    }

    /// Fills a rectangle with a linear gradient from its top to its bottom.
    public func verticalGradient(x: Double, y: Double, width: Double, height: Double,
                                 stops: [(location: Double, color: Color)]) {
        guard !stops.isEmpty, let pattern = cairo_pattern_create_linear(0, y, 0, y + height) else { return }
        defer { cairo_pattern_destroy(pattern) }
        for stop in stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, min(max(stop.location, 0), 1), c.red, c.green, c.blue, c.alpha * fading)
        }
        cairo_rectangle(context, x, y, width, height)
        cairo_set_source(context, pattern)
        cairo_fill(context)
    }

    /// Paints the image scaled into the rectangle, or its alpha filled with `tint`.
    public func image(_ image: Image, x: Double, y: Double, width: Double, height: Double, tint: Color?) {
        guard width > 0, height > 0, let picture = loadedImage(image) else { return }
        let w = Double(cairo_image_surface_get_width(picture)), h = Double(cairo_image_surface_get_height(picture))
        cairo_save(context)
        cairo_translate(context, x, y)
        cairo_scale(context, width / w, height / h)
        if let tint {
            // A template: the tint painted through the picture's alpha.
            setColor(tint)
            cairo_mask_surface(context, picture, 0, 0)
        } else {
            cairo_set_source_surface(context, picture, 0, 0)
            cairo_paint_with_alpha(context, fading)
        }
        cairo_restore(context)
    }

    /// Where a picture's pixels come from: a file, or bytes a host gave in memory.
    private enum PictureSource: Hashable {
        case file(String)
        case bytes(Data)
    }

    /// Decoded pictures by source: a card image is drawn many times in one picture.
    private var images: [PictureSource: OpaquePointer] = [:]

    private func loadedImage(_ image: Image) -> OpaquePointer? {
        guard let source = image.data.map(PictureSource.bytes) ?? image.path.map(PictureSource.file) else { return nil }
        if let cached = images[source] { return cached }
        let decoded = switch source {
        case .file(let path): Self.isJPEG(path) ? Self.jpegSurface(path) : cairo_image_surface_create_from_png(path)
        case .bytes(let data): data.starts(with: [0xFF, 0xD8, 0xFF]) ? Self.jpegSurface(data, name: image.name)
            : Self.pngSurface(data)
        }
        guard let picture = decoded else { return nil }
        guard cairo_surface_status(picture) == CAIRO_STATUS_SUCCESS,
              cairo_image_surface_get_width(picture) > 0, cairo_image_surface_get_height(picture) > 0 else {
            cairo_surface_destroy(picture)
            return nil
        }
        images[source] = picture
        return picture
    }

    /// Fills the ellipse inscribed in the rectangle.
    public func ellipse(x: Double, y: Double, width: Double, height: Double, fill: Color) {
        guard fill.alpha > 0, width > 0, height > 0 else { return }
        cairo_save(context)
        cairo_translate(context, x + width / 2, y + height / 2)
        cairo_scale(context, width / 2, height / 2)
        cairo_arc(context, 0, 0, 1, 0, 2 * Double.pi)
        cairo_restore(context)
        setColor(fill)
        cairo_fill(context)
    }

    /// Fills or strokes the points joined by lines, with round ends and joins.
    public func polyline(_ points: [Point], closed: Bool, fill: Color?, stroke: Color?, lineWidth: Double) {
        guard let first = points.first, points.count >= 2 else { return }
        func trace() {
            cairo_new_path(context)
            cairo_move_to(context, first.x, first.y)
            for point in points.dropFirst() { cairo_line_to(context, point.x, point.y) }
            if closed { cairo_close_path(context) }
        }
        if let fill, fill.alpha > 0 {
            trace()
            setColor(fill)
            cairo_fill(context)
        }
        if let stroke, stroke.alpha > 0, lineWidth > 0 {
            // Saved and restored: the round ends must not reach the square outlines of `rect`.
            cairo_save(context)
            trace()
            setColor(stroke)
            cairo_set_line_width(context, lineWidth)
            cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke(context)
            cairo_restore(context)
        }
    }

    /// Draws one line of text with Cairo, its baseline starting at (x, y); characters the font lacks (emoji) in a face that has them.
    public func text(_ string: String, x: Double, y: Double, font: Font, color: Color) {
        let size = font.pointSize
        guard color.alpha > 0, !string.isEmpty, size > 0 else { return }
        setColor(color)
        // Characters the font's face lacks (emoji) are drawn with the face that has them.
        for run in font.faceRuns(of: string) {
            let face = run.face
            if let loaded = CairoFonts.shared.face(face) {
                cairo_set_font_face(context, loaded)
            } else {
                cairo_select_font_face(context, face.family, face.isItalic ? CAIRO_FONT_SLANT_ITALIC : CAIRO_FONT_SLANT_NORMAL,
                                       face.isBold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
            }
            cairo_set_font_size(context, size)
            cairo_move_to(context, x + run.x, y)
            cairo_show_text(context, run.text)
        }
        cairo_new_path(context)
    }

    /// One line of text in the system font (bold or not); the protocol's convenience, callable
    /// on a `let` canvas since a `CairoCanvas` is a reference.
    public func text(_ string: String, x: Double, y: Double, size: Double, bold: Bool, color: Color) {
        text(string, x: x, y: y, font: bold ? .boldSystem(size) : .system(size), color: color)
    }

    /// Saves Cairo's state and starts a group that is moved, scaled, clipped and faded as one.
    public func beginGroup(translateX: Double, translateY: Double, scaleX: Double, scaleY: Double,
                           opacity: Double, clip: CanvasRect?) {
        cairo_save(context)
        cairo_translate(context, translateX, translateY)
        // A zero scale would make Cairo's matrix singular; a tiny one draws nothing visible.
        cairo_scale(context, Self.nonZero(scaleX), Self.nonZero(scaleY))
        if let clip {
            path(rect: (clip.x, clip.y, clip.width, clip.height), radius: clip.cornerRadius)
            cairo_clip(context)
        }
        let opacity = min(max(opacity, 0), 1)
        if opacity >= 1 {
            // Painting an opaque group on its own surface and then at full strength gives what
            // painting it in place gives: no surface is made (a screen nests views by dozens).
            groups.append(.inPlace)
        } else if pushedGroups < Self.mostPushedGroups {
            cairo_push_group(context)
            pushedGroups += 1
            groups.append(.pushed(opacity: opacity))
        } else {
            // Each pushed group holds a surface the size of the picture: past `mostPushedGroups`
            // translucent levels, a group's opacity fades each thing painted in it instead (where
            // its own parts overlap they show through each other, as they would not in UIKit).
            groups.append(.faded(previous: fading))
            fading *= opacity
        }
    }

    /// Paints the innermost group with its opacity and restores the state before it.
    public func endGroup() {
        guard let group = groups.popLast() else { return }
        switch group {
        case .inPlace:
            break
        case .pushed(let opacity):
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, opacity)
            pushedGroups -= 1
        case .faded(let previous):
            fading = previous
        }
        cairo_restore(context)
    }

    /// How a group begun by `beginGroup` is painted.
    private enum Group {
        /// Opaque: painted straight onto what is below.
        case inPlace
        /// Translucent: painted on a surface of its own, then onto what is below at `opacity`.
        case pushed(opacity: Double)
        /// Translucent, too deep for a surface: `fading` holds its opacity until it ends.
        case faded(previous: Double)
    }

    private var groups: [Group] = []
    private var pushedGroups = 0
    /// The most translucent groups painted on surfaces of their own at once.
    static let mostPushedGroups = 8
    /// The opacity of the faded groups open now, applied to everything painted.
    private var fading = 1.0

    /// The colour of one pixel (in pixels, not points), un-premultiplied; nil outside the picture.
    public func pixel(x: Int, y: Int) -> Color? {
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        guard x >= 0, y >= 0, x < w, y < h, let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        // ARGB32 is one native-endian 32-bit word per pixel, premultiplied by alpha.
        let word = UnsafeRawPointer(data + y * stride + x * 4).loadUnaligned(as: UInt32.self)
        let a = Double(word >> 24) / 255
        guard a > 0 else { return .clear }
        func channel(_ shift: UInt32) -> Double { min(1, Double((word >> shift) & 0xFF) / 255 / a) }
        return Color(red: channel(16), green: channel(8), blue: channel(0), alpha: a)
    }

    /// Writes the picture as a PNG file.
    public func writePNG(to path: String) throws(RenderError) {
        while !groups.isEmpty { endGroup() }
        let status = cairo_surface_write_to_png(surface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cannotWrite(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
    }

    /// The picture as the bytes of a PNG file, for a host that keeps it in memory or sends it.
    public func pngData() throws(RenderError) -> Data {
        while !groups.isEmpty { endGroup() }
        // Cairo's callback is a C function and cannot capture: the sink goes as its context
        // pointer (C interop, not speed), kept alive for exactly the call.
        let sink = PNGBytes()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<PNGBytes>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cairo("could not encode the PNG: " + String(cString: cairo_status_to_string(status)))
        }
        return sink.data
    }

    /// Where Cairo's PNG writer puts its bytes, chunk by chunk.
    private final class PNGBytes {
        var data = Data()
    }

    private func setColor(_ color: Color) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha * fading)
    }

    private func path(rect: (x: Double, y: Double, w: Double, h: Double), radius: Double) {
        let r = min(max(radius, 0), rect.w / 2, rect.h / 2)
        guard r > 0 else { return cairo_rectangle(context, rect.x, rect.y, rect.w, rect.h) }
        let (x, y, w, h) = rect
        cairo_new_sub_path(context)
        cairo_arc(context, x + w - r, y + r, r, -Double.pi / 2, 0)
        cairo_arc(context, x + w - r, y + h - r, r, 0, Double.pi / 2)
        cairo_arc(context, x + r, y + h - r, r, Double.pi / 2, Double.pi)
        cairo_arc(context, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(context)
    }

    private static func nonZero(_ s: Double) -> Double {
        guard s.isFinite else { return 1 }
        return abs(s) < 1e-6 ? (s < 0 ? -1e-6 : 1e-6) : s
    }
}
