import CCairo
import CFreeType
import MoonKit
import Foundation

/// DejaVu Sans and DejaVu Sans Bold as Cairo font faces, loaded once per process through
/// FreeType from the same files the layout measures, so pictures and layout agree.
final class CairoFonts: @unchecked Sendable {
    // Unchecked: the pointers are written once in `init` and only read afterwards, and the faces
    // opened later are kept under `namedLock`; Cairo reference-counts its font faces and locks
    // the FreeType face it draws with. (FT_New_Face on the shared library happens under the lock.)
    static let shared = CairoFonts()

    static let regularPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let boldPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    /// nil when the font file is missing: text then falls back to Cairo's own font lookup.
    let regular: OpaquePointer?
    let bold: OpaquePointer?

    private init() {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else {
            regular = nil
            bold = nil
            self.library = nil
            return
        }
        self.library = library
        regular = Self.face(library, Self.regularPath)
        bold = Self.face(library, Self.boldPath)
        // The library stays open for the process's life: the faces above live in it.
    }

    /// Faces found by name (`Font.named`), by file, opened on first use. The FreeType library
    /// handle is kept for them (nil when FreeType could not start).
    private let library: FT_Library?
    private var named: [String: OpaquePointer] = [:]
    /// Guards `named`: pictures are painted on many threads at once in simulations.
    private let namedLock = NSLock()

    /// The Cairo face of a font face; nil when its file cannot be opened.
    func face(_ face: FontFace) -> OpaquePointer? {
        if face == .systemRegular { return regular }
        if face == .systemBold { return bold }
        guard let path = face.path, let library else { return nil }
        // Cairo's faces are reference-counted and thread-safe: one per file serves every canvas.
        namedLock.lock()
        defer { namedLock.unlock() }
        if let known = named[path] { return known }
        guard let opened = Self.face(library, path) else { return nil }
        named[path] = opened
        return opened
    }

    private static func face(_ library: FT_Library, _ path: String) -> OpaquePointer? {
        var face: FT_Face?
        guard FT_New_Face(library, path, 0, &face) == 0, let face else { return nil }
        // A face of colour glyphs (Noto Color Emoji, found for emoji: `FontFallback`) is drawn
        // in its own colours, which FreeType loads only when asked.
        let colour = (face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR)) != 0
        return cairo_ft_font_face_create_for_ft_face(face, colour ? Int32(FT_LOAD_COLOR) : 0)
    }
}
