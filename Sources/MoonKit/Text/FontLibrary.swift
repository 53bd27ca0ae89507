import CFreeType
import Synchronization

/// The font files behind `Font`, opened once per process through FreeType, with glyph advances
/// and kerning pairs cached in font units.
///
/// FreeType's `FT_Library` and `FT_Face` are not thread-safe, and engines run one per thread in
/// simulations, so every FreeType call and every cache access happens under one `Mutex`.
/// Values are cached in integer font units, so a measurement is the same no matter which thread
/// asked first or in what order: widths are exact sums scaled once.
public final class FontLibrary: Sendable {
    /// The process-wide library.
    public static let shared = FontLibrary()

    /// Folders searched for the DejaVu files, in order.
    public static let searchPaths = [
        "/usr/share/fonts/truetype/dejavu",
        "/usr/share/fonts/dejavu",
        "/usr/local/share/fonts/dejavu",
    ]

    /// Vertical metrics of a face in font units (from the face's `hhea` table via FreeType).
    public struct FaceMetrics: Sendable, Equatable {
        /// Font units per em.
        public var unitsPerEm: Int
        /// Distance from the baseline to the top of the tallest glyphs.
        public var ascender: Int
        /// Distance from the baseline to the bottom of the deepest glyphs (negative).
        public var descender: Int
        /// Baseline-to-baseline distance: ascender − descender + line gap.
        public var height: Int
    }

    private struct LoadedFace {
        var face: FT_Face
        var metrics: FaceMetrics
        var hasKerning: Bool
        var advances: [UInt32: (glyph: UInt32, advance: Int)] = [:]
        var kerning: [UInt64: Int] = [:]
        /// The ASCII table once built: `advance(of:)` reads printable ASCII from it.
        var ascii: ASCIITable?
    }

    private struct State: ~Copyable {
        var library: FT_Library?
        var faces: [FontFace: LoadedFace] = [:]
        var failures: [FontFace: FontError] = [:]
        /// The advances, in a face's units, of characters it lacks (see `fallbackAdvance`).
        var fallbackAdvances: [FallbackKey: Int] = [:]
    }

    private struct FallbackKey: Hashable {
        let face: FontFace
        let code: UInt32
    }

    private let state: Mutex<State>

    private init() {
        var library: FT_Library?
        let err = FT_Init_FreeType(&library)
        state = Mutex(State(library: err == 0 ? library : nil))
    }

    /// The vertical metrics of a face, loading its file on first use.
    public func metrics(_ key: FontFace) throws(FontError) -> FaceMetrics {
        let result: Result<FaceMetrics, FontError> = state.withLock { state in
            switch Self.load(key, &state) {
            case .success: return .success(state.faces[key].map(\.metrics) ?? Self.fallback)
            case .failure(let e): return .failure(e)
            }
        }
        return try result.get()
    }

    /// The advance widths, kerning included, of a string in font units, as `Font.width(of:)`
    /// measures it: from the face's ASCII table when that measures every character.
    public func advance(of text: String, face key: FontFace) throws(FontError) -> Int {
        try advance(of: text, face: key, readingASCIITable: true)
    }

    /// `readingASCIITable` false measures every character through FreeType (tests compare).
    func advance(of text: String, face key: FontFace, readingASCIITable: Bool) throws(FontError) -> Int {
        // The table asks this library for characters beyond ASCII: it is read outside the lock.
        if readingASCIITable, let table = state.withLock({ $0.faces[key]?.ascii }),
           let units = table.advance(of: text) {
            return units
        }
        let (measured, lacking) = try reading(key) { face in
            var total = 0
            var previous: UInt32 = 0
            var lacking: [UInt32] = []
            for scalar in text.unicodeScalars {
                let (glyph, advance) = Self.glyph(scalar.value, &face)
                // A character the face lacks (an emoji) is measured as the face drawing it does.
                if glyph == 0 && Self.mayFallBack(scalar.value) {
                    lacking.append(scalar.value)
                } else {
                    total += advance
                    if face.hasKerning, previous != 0, glyph != 0 { total += Self.kern(previous, glyph, &face) }
                }
                previous = glyph
            }
            return (total, lacking)
        }.get()
        return lacking.reduce(measured) { $0 + fallbackAdvance(of: $1, for: key) }
    }

    /// Whether a character a face lacks is looked for in other faces: not control characters
    /// (a line break has no glyph anywhere).
    static func mayFallBack(_ code: UInt32) -> Bool { code >= 0x20 && code != 0x7F }

    /// The advance, in `key`'s font units, of a character `key` lacks, as the face fontconfig
    /// finds for it (`FontFallback`) draws it: its advance as a fraction of that face's em,
    /// times `key`'s units per em. `key`'s missing-glyph advance when no face has it.
    func fallbackAdvance(of code: UInt32, for key: FontFace) -> Int {
        let cacheKey = FallbackKey(face: key, code: code)
        if let known = state.withLock({ $0.fallbackAdvances[cacheKey] }) { return known }
        // Asked of fontconfig outside the lock: it may list the fonts, and opens none of ours.
        let fallback = FontFallback.face(for: code, lackingIn: key)
        return state.withLock { state in
            guard case .success = Self.load(key, &state), var main = state.faces[key] else { return 0 }
            var units = Self.glyph(code, &main).1
            if let fallback, case .success = Self.load(fallback, &state), let drawing = state.faces[fallback],
               let em = Self.emAdvance(of: code, in: drawing.face) {
                units = Int((em * Double(main.metrics.unitsPerEm)).rounded())
            }
            state.faces[key] = main
            state.fallbackAdvances[cacheKey] = units
            return units
        }
    }

    /// The advance of a character as a fraction of the em: font units over units per em for
    /// an outline face, pixels over pixels per em at its largest strike for a face of bitmaps
    /// only (Noto Color Emoji: 136 over 109), as Cairo scales that strike to the size drawn.
    private static func emAdvance(of code: UInt32, in face: FT_Face) -> Double? {
        let glyph = FT_Get_Char_Index(face, FT_ULong(code))
        guard glyph != 0 else { return nil }
        let rec = face.pointee
        if (rec.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE)) != 0, rec.units_per_EM > 0 {
            guard FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_NO_SCALE)) == 0, let slot = rec.glyph else { return nil }
            return Double(slot.pointee.advance.x) / Double(rec.units_per_EM)
        }
        guard rec.num_fixed_sizes > 0, let sizes = rec.available_sizes else { return nil }
        let largest = (0..<Int(rec.num_fixed_sizes)).max { sizes[$0].y_ppem < sizes[$1].y_ppem } ?? 0
        guard FT_Select_Size(face, FT_Int(largest)) == 0, sizes[largest].y_ppem > 0,
              FT_Load_Glyph(face, glyph, FT_Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph else { return nil }
        return Double(slot.pointee.advance.x) / Double(sizes[largest].y_ppem)
    }

    /// Whether `key` has a glyph for `code` (false too when its file cannot load).
    func hasGlyph(_ code: UInt32, face key: FontFace) -> Bool {
        (glyph(of: code, face: key)?.glyph ?? 0) != 0
    }

    /// The glyph index and advance (font units) of one character, as `advance(of:)` reads it;
    /// nil when the face cannot load.
    func glyph(of code: UInt32, face key: FontFace) -> (glyph: UInt32, advance: Int)? {
        try? reading(key) { face in Self.glyph(code, &face) }.get()
    }

    /// The kerning between two neighbouring characters in font units, as `advance(of:)` adds it
    /// (0 where either has no glyph or the face no kerning); nil when the face cannot load.
    func kerning(between left: UInt32, and right: UInt32, face key: FontFace) -> Int? {
        try? reading(key) { face in
            let l = Self.glyph(left, &face).0, r = Self.glyph(right, &face).0
            return face.hasKerning && l != 0 && r != 0 ? Self.kern(l, r, &face) : 0
        }.get()
    }

    /// Runs `body` on a face under the lock, loading the face first, and writes the
    /// face back only when one of its caches grew (most look-ups hit them).
    private func reading<T: Sendable>(_ key: FontFace, _ body: (inout LoadedFace) -> T) -> Result<T, FontError> {
        state.withLock { state in
            if case .failure(let e) = Self.load(key, &state) { return .failure(e) }
            guard var face = state.faces[key] else { return .failure(.noLibrary) }
            let known = (face.advances.count, face.kerning.count)
            let value = body(&face)
            if (face.advances.count, face.kerning.count) != known { state.faces[key] = face }
            return .success(value)
        }
    }

    /// Advances and kerning of the printable ASCII range for one face, read once: ASCII text
    /// (nearly all game text) is then measured with two array reads per character and no lock.
    /// The few characters beyond ASCII that it also measures (see `measures`) are asked of the
    /// library, as are the kerning pairs with them.
    public final class ASCIITable: Sendable {
        /// The codes whose advances and kerning pairs the table holds.
        static let printable: Range<UInt32> = 32..<127
        /// The face measured.
        let face: FontFace
        /// Advance of each ASCII code in font units.
        let advances: [Int]
        /// FreeType's glyph index of each ASCII code (0: none).
        let glyphs: [UInt32]
        /// Kerning of each ASCII pair (`left × 128 + right`) in font units.
        let kerning: [Int]
        /// The face's vertical metrics.
        public let metrics: FaceMetrics

        init(face: FontFace, advances: [Int], glyphs: [UInt32], kerning: [Int], metrics: FaceMetrics) {
            self.face = face
            self.advances = advances
            self.glyphs = glyphs
            self.kerning = kerning
            self.metrics = metrics
        }

        /// Whether the table measures `code`: printable ASCII, or a character beyond it that
        /// stands alone (Latin letters with accents, "·", curly quotes, dashes, "…", currency
        /// signs). None of those joins a space or a line end into one `Character`, so text made
        /// of them splits into lines and words by code as `TextLayout.lines` splits it.
        func measures(_ code: UInt32) -> Bool {
            switch code {
            case Self.printable, 0xA0...0x24F, 0x2010...0x2027, 0x2030...0x203A, 0x20A0...0x20BF: return true
            default: return false
            }
        }

        /// The advance of a code the table measures, in font units.
        func advance(_ code: UInt32) -> Int {
            if code < 128 { return advances[Int(code)] }
            return FontLibrary.shared.glyph(of: code, face: face)?.advance ?? 0
        }

        /// The kerning between two neighbouring codes the table measures, in font units.
        func kern(_ left: UInt32, _ right: UInt32) -> Int {
            if left < 128 && right < 128 { return kerning[Int(left) * 128 + Int(right)] }
            return FontLibrary.shared.kerning(between: left, and: right, face: face) ?? 0
        }

        /// The advance of `text` in font units, or nil when a character is one the table does
        /// not measure.
        func advance(of text: String) -> Int? {
            var total = 0
            var previous: UInt32?
            for scalar in text.unicodeScalars {
                let code = scalar.value
                guard measures(code) else { return nil }
                total += advance(code)
                if let previous { total += kern(previous, code) }
                previous = code
            }
            return total
        }
    }

    /// The ASCII table of a face, built on first use (nil when the font file is missing).
    public func asciiTable(_ key: FontFace) -> ASCIITable? {
        state.withLock { state in
            guard case .success = Self.load(key, &state), var face = state.faces[key] else { return nil }
            if let built = face.ascii { return built }
            var advances = [Int](repeating: 0, count: 128)
            var glyphs = [UInt32](repeating: 0, count: 128)
            for code in 0..<128 {
                let (g, a) = Self.glyph(UInt32(code), &face)
                glyphs[code] = g
                advances[code] = a
            }
            let kerning = face.hasKerning
                ? Self.asciiKerningFromFreeType(face.face, glyphs: glyphs) : [Int](repeating: 0, count: 128 * 128)
            let table = ASCIITable(face: key, advances: advances, glyphs: glyphs, kerning: kerning, metrics: face.metrics)
            face.ascii = table
            state.faces[key] = face
            return table
        }
    }

    /// The kerning of every printable ASCII pair (`left × 128 + right`), asked of FreeType pair by
    /// pair: straight, not through the pair cache, which filling with ~9 000 pairs cost more.
    static func asciiKerningFromFreeType(_ face: FT_Face, glyphs: [UInt32]) -> [Int] {
        var kerning = [Int](repeating: 0, count: 128 * 128)
        for l in ASCIITable.printable where glyphs[Int(l)] != 0 {
            for r in ASCIITable.printable where glyphs[Int(r)] != 0 {
                kerning[Int(l) * 128 + Int(r)] = unscaledKerning(glyphs[Int(l)], glyphs[Int(r)], face)
            }
        }
        return kerning
    }

    private static let fallback = FaceMetrics(unitsPerEm: 2048, ascender: 1901, descender: -483, height: 2384)

    private static func load(_ key: FontFace, _ state: inout State) -> Result<Void, FontError> {
        if state.faces[key] != nil { return .success(()) }
        if let failure = state.failures[key] { return .failure(failure) }
        guard let library = state.library else { return .failure(.noLibrary) }
        let name = key.fileName
        // A face fontconfig found has its file; the system faces are looked for by name.
        let paths = key.path.map { [$0] } ?? searchPaths.map { $0 + "/" + name }
        for path in paths {
            var face: FT_Face?
            guard FT_New_Face(library, path, 0, &face) == 0, let face else { continue }
            let rec = face.pointee
            let metrics = FaceMetrics(unitsPerEm: Int(rec.units_per_EM), ascender: Int(rec.ascender),
                                      descender: Int(rec.descender), height: Int(rec.height))
            let kerning = (rec.face_flags & FT_Long(FT_FACE_FLAG_KERNING)) != 0
            state.faces[key] = LoadedFace(face: face, metrics: metrics, hasKerning: kerning)
            return .success(())
        }
        let failure = FontError.fileNotFound(name: name, searched: key.path.map { [$0] } ?? searchPaths)
        state.failures[key] = failure
        return .failure(failure)
    }

    private static func glyph(_ code: UInt32, _ face: inout LoadedFace) -> (UInt32, Int) {
        if let hit = face.advances[code] { return hit }
        let glyph = UInt32(FT_Get_Char_Index(face.face, FT_ULong(code)))
        var advance = 0
        // FT_LOAD_NO_SCALE leaves the advance in font units, unhinted: exact and size-independent.
        if FT_Load_Glyph(face.face, glyph, FT_Int32(FT_LOAD_NO_SCALE)) == 0, let slot = face.face.pointee.glyph {
            advance = Int(slot.pointee.advance.x)
        }
        face.advances[code] = (glyph, advance)
        return (glyph, advance)
    }

    private static func kern(_ left: UInt32, _ right: UInt32, _ face: inout LoadedFace) -> Int {
        let key = UInt64(left) << 32 | UInt64(right)
        if let hit = face.kerning[key] { return hit }
        let value = unscaledKerning(left, right, face.face)
        face.kerning[key] = value
        return value
    }

    /// The kerning between two glyphs in font units (0 when FreeType has none).
    private static func unscaledKerning(_ left: UInt32, _ right: UInt32, _ face: FT_Face) -> Int {
        var delta = FT_Vector()
        guard FT_Get_Kerning(face, left, right, FT_UInt(FT_KERNING_UNSCALED.rawValue), &delta) == 0 else { return 0 }
        return Int(delta.x)
    }
}

/// Why a font could not be measured.
public enum FontError: Error, Equatable, CustomStringConvertible {
    /// FreeType could not start.
    case noLibrary
    /// The DejaVu file is not installed in any searched folder.
    case fileNotFound(name: String, searched: [String])
    /// No installed font has that PostScript name.
    case unknownName(String, installed: [String])

    /// Why the font could not be found or read, for a person.
    public var description: String {
        switch self {
        case .noLibrary:
            return "FreeType could not be initialised"
        case .fileNotFound(let name, let searched):
            return "font file \(name) not found in \(searched.joined(separator: ", ")) (install fonts-dejavu-core)"
        case .unknownName(let name, let installed):
            // A machine may have hundreds of fonts: the first few show the naming.
            let shown = installed.prefix(40).joined(separator: ", ")
            let more = installed.count > 40 ? ", … (\(installed.count - 40) more)" : ""
            return "no font named \(MessageText.quoted(name)); installed: \(shown)\(more) (`fc-list : postscriptname` lists them)"
        }
    }
}
