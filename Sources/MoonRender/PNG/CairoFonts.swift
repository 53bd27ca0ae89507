import CCairo
import CFreeType

/// DejaVu Sans and DejaVu Sans Bold as Cairo font faces, loaded once per process through
/// FreeType from the same files the layout measures, so pictures and layout agree.
final class CairoFonts: @unchecked Sendable {
    // Unchecked: both pointers are written once in `init` and only read afterwards; Cairo
    // reference-counts its font faces and locks the FreeType face it draws with.
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
            return
        }
        regular = Self.face(library, Self.regularPath)
        bold = Self.face(library, Self.boldPath)
        // The library stays open for the process's life: the faces above live in it.
    }

    private static func face(_ library: FT_Library, _ path: String) -> OpaquePointer? {
        var face: FT_Face?
        guard FT_New_Face(library, path, 0, &face) == 0, let face else { return nil }
        return cairo_ft_font_face_create_for_ft_face(face, 0)
    }
}
