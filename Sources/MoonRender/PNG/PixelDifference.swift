import CCairo

/// How a picture differs from a golden one, pixel by pixel: what `moonkit test`'s snapshot
/// assertions compare. A pixel has changed when one of its four channels (as Cairo stores them,
/// premultiplied, 0–255) differs by more than the tolerance; where the pictures' sizes differ,
/// every pixel that only one of them has has changed.
///
/// ```swift
/// let difference = PixelDifference(actual: try ScreenPicture.pixels(engine), golden: try CairoCanvas(png: "start.png"))
/// if difference.changed > 0 { try difference.picture().writePNG(to: "start.diff.png") }
/// ```
public struct PixelDifference {
    /// The compared area's width in pixels: the wider of the two pictures'.
    public let width: Int
    /// The compared area's height in pixels: the taller of the two pictures'.
    public let height: Int
    /// The size of the actual picture in pixels.
    public let actualSize: (width: Int, height: Int)
    /// The size of the golden picture in pixels.
    public let goldenSize: (width: Int, height: Int)
    /// How many pixels changed.
    public let changed: Int
    /// Whether each pixel changed, row by row (`width × height`).
    private let changedMap: [Bool]
    /// The actual picture's pixels as a pale grey copy, row by row: the diff picture's background.
    private let ghost: [UInt32]

    /// Compares `actual` with `golden`, ignoring differences of up to `tolerance` levels.
    public init(actual: CairoCanvas, golden: CairoCanvas, tolerance: Int = 0) {
        let a = Pixels(actual.surface), g = Pixels(golden.surface)
        actualSize = (a.width, a.height)
        goldenSize = (g.width, g.height)
        width = max(a.width, g.width)
        height = max(a.height, g.height)
        var map = [Bool](repeating: false, count: width * height)
        var ghost = [UInt32](repeating: 0xFFFF_FFFF, count: width * height)
        var changed = 0
        for y in 0..<height {
            for x in 0..<width {
                let mine = a.word(x, y), theirs = g.word(x, y)
                if let mine { ghost[y * width + x] = Self.pale(mine) }
                if let mine, let theirs, Self.within(mine, theirs, tolerance) { continue }
                map[y * width + x] = true
                changed += 1
            }
        }
        self.changed = changed
        changedMap = map
        self.ghost = ghost
    }

    /// The pixels compared.
    public var total: Int { width * height }

    /// Whether the two pictures have the same size.
    public var sameSize: Bool { actualSize == goldenSize }

    /// The diff picture: the actual picture as a pale grey copy, with each changed pixel red.
    public func picture() throws(RenderError) -> CairoCanvas {
        let canvas = try CairoCanvas(width: Double(width), height: Double(height))
        let surface = canvas.surface
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { throw .cairo("the diff picture has no pixels") }
        let stride = Int(cairo_image_surface_get_stride(surface))
        // Cairo's own buffer of the canvas just made, exactly width × height pixels (C interop).
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride)
            for x in 0..<width {
                let word: UInt32 = changedMap[y * width + x] ? 0xFFFF_0000 : ghost[y * width + x]
                row.storeBytes(of: word, toByteOffset: x * 4, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(surface)
        return canvas
    }

    /// Every channel of two ARGB32 words within `tolerance` of each other.
    private static func within(_ a: UInt32, _ b: UInt32, _ tolerance: Int) -> Bool {
        for shift: UInt32 in [0, 8, 16, 24] {
            let ca = Int((a >> shift) & 0xFF), cb = Int((b >> shift) & 0xFF)
            if abs(ca - cb) > tolerance { return false }
        }
        return true
    }

    /// A pixel as the diff's background shows it: its grey level, two thirds of the way to
    /// white, so that the red of the changed pixels stands out on the screen it belongs to.
    private static func pale(_ word: UInt32) -> UInt32 {
        let r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF
        let alpha = (word >> 24) & 0xFF
        // Premultiplied: a transparent pixel is black here, and shows as white (the page).
        let grey = (r * 3 + g * 6 + b) / 10 + (255 - alpha)
        let pale = 255 - (255 - min(grey, 255)) / 3
        return 0xFF00_0000 | pale << 16 | pale << 8 | pale
    }

    /// The pixels of an image surface, read as ARGB32 words (an RGB24 one is opaque).
    ///
    /// Raw pointers because Cairo hands its pixels over as a C buffer (C interop, not a speed
    /// choice): `word` reads only inside `width × height`, row by row at Cairo's stride, and a
    /// `Pixels` lives only while its canvas does (inside `init`). `PixelDifferenceTests` pins the
    /// bounds with pictures of different sizes.
    private struct Pixels {
        let width: Int, height: Int
        private let data: UnsafeMutablePointer<UInt8>?
        private let stride: Int
        private let opaque: Bool

        init(_ surface: OpaquePointer) {
            cairo_surface_flush(surface)
            width = Int(cairo_image_surface_get_width(surface))
            height = Int(cairo_image_surface_get_height(surface))
            data = cairo_image_surface_get_data(surface)
            stride = Int(cairo_image_surface_get_stride(surface))
            opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        }

        /// The pixel at (x, y), or nil outside the picture.
        func word(_ x: Int, _ y: Int) -> UInt32? {
            guard x < width, y < height, let data else { return nil }
            let word = UnsafeRawPointer(data + y * stride + x * 4).loadUnaligned(as: UInt32.self)
            return opaque ? word | 0xFF00_0000 : word
        }
    }
}
