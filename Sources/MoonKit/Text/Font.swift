/// A font: a face at a point size, measured with FreeType (UIKit's `UIFont`).
///
/// `Font.system(size)` stands for the system font with DejaVu Sans, `Font.boldSystem(size)` with
/// DejaVu Sans Bold, so layout and pictures agree on every machine with those files.
/// `Font.named("DejaVuSerif-Italic", size: 17)` finds any installed face through fontconfig.
///
/// Line height is the face's baseline-to-baseline distance (`hhea` ascender − descender + line
/// gap; DejaVu's line gap is 0, so 2384/2048 em), scaled without hinting or rounding: UIKit's
/// `UIFont.lineHeight` is likewise the unrounded ascender − descender + leading.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The weights MoonKit has files for.
    public enum Weight: String, Hashable, Sendable {
        /// DejaVu Sans.
        case regular
        /// DejaVu Sans Bold.
        case bold
    }

    /// Regular or bold.
    public var weight: Weight
    /// The size in points (the em square).
    public var pointSize: Double
    /// The face found by name, or nil for the system font of `weight`. Kept apart so that the
    /// system fonts, nearly all text, are measured without comparing names.
    public var namedFace: FontFace?

    /// The system font of the given weight and size.
    public init(weight: Weight, size: Double) {
        self.weight = weight
        self.pointSize = size
    }

    /// A font of an installed face (`Font.named` finds one).
    public init(face: FontFace, size: Double) {
        self.weight = face.isBold ? .bold : .regular
        self.pointSize = size
        self.namedFace = face
    }

    /// The installed face with PostScript name `name` (`DejaVuSerif-BoldItalic`,
    /// `DejaVuSansMono-Oblique`) at `size` (UIKit's `UIFont(name:size:)`); an unknown name is an
    /// error listing the installed ones.
    public static func named(_ name: String, size: Double) throws(FontError) -> Font {
        Font(face: try FontCatalog.face(named: name), size: size)
    }

    /// The face drawn: the named one, or the system face of the weight.
    public var face: FontFace { namedFace ?? (weight == .bold ? .systemBold : .systemRegular) }
    /// Whether the face is italic (or oblique).
    public var isItalic: Bool { namedFace?.isItalic ?? false }

    /// The system font at `size` points.
    public static func system(_ size: Double) -> Font { Font(weight: .regular, size: size) }
    /// The bold system font at `size` points.
    public static func boldSystem(_ size: Double) -> Font { Font(weight: .bold, size: size) }
    /// UIKit's spelling of `system(_:)`.
    public static func systemFont(ofSize size: Double) -> Font { system(size) }
    /// UIKit's spelling of `boldSystem(_:)`.
    public static func boldSystemFont(ofSize size: Double) -> Font { boldSystem(size) }

    /// UILabel's default font, 17 pt.
    public static let labelDefault = Font.system(17)
    /// A system button's default title font, 15 pt (UIKit's `UIButton(type: .system)`).
    public static let buttonDefault = Font.system(15)

    // Built once per process (Swift runs a static's initialiser exactly once, thread-safely).
    private static let regularTable = FontLibrary.shared.asciiTable(.systemRegular)
    private static let boldTable = FontLibrary.shared.asciiTable(.systemBold)

    var table: FontLibrary.ASCIITable? {
        if let namedFace { return FontLibrary.shared.asciiTable(namedFace) }
        return weight == .regular ? Font.regularTable : Font.boldTable
    }

    private var faceMetrics: FontLibrary.FaceMetrics {
        // A missing font file leaves DejaVu Sans' own numbers in place so layout still completes;
        // `Font.availabilityError` says what is wrong.
        table?.metrics ?? FontLibrary.FaceMetrics(unitsPerEm: 2048, ascender: 1901, descender: -483, height: 2384)
    }

    var scale: Double { pointSize / Double(faceMetrics.unitsPerEm) }

    /// The error loading this font's file, or nil when it measures from the real file.
    public var availabilityError: FontError? {
        do { _ = try FontLibrary.shared.metrics(face); return nil } catch { return error }
    }

    /// Height above the baseline.
    public var ascender: Double { Double(faceMetrics.ascender) * scale }
    /// Depth below the baseline (negative).
    public var descender: Double { Double(faceMetrics.descender) * scale }
    /// Baseline-to-baseline distance.
    public var lineHeight: Double { Double(faceMetrics.height) * scale }

    /// The advance width of one line of text, kerning included.
    public func width(of text: String) -> Double {
        if text.isEmpty { return 0 }
        if let table, let units = table.advance(of: text) {
            return Double(units) * scale
        }
        let units = (try? FontLibrary.shared.advance(of: text, face: face, readingASCIITable: false))
            ?? text.unicodeScalars.count * faceMetrics.unitsPerEm * 6 / 10
        return Double(units) * scale
    }

    /// A piece of a line of text drawn with one face, `x` points from the line's start.
    public struct FaceRun: Equatable, Sendable {
        /// The piece's text.
        public var text: String
        /// The face that draws it (the font's own, or one that has characters it lacks).
        public var face: FontFace
        /// Where the piece starts, in points from the line's start.
        public var x: Double
    }

    /// `text` cut where it goes between this font's face and the faces that draw characters
    /// it lacks (`FontFallback`: emoji), each piece placed where `width(of:)` puts it. Text
    /// the face has every character of (nearly all) is one piece.
    public func faceRuns(of text: String) -> [FaceRun] {
        if let table, table.advance(of: text) != nil { return [FaceRun(text: text, face: face, x: 0)] }
        var runs: [FaceRun] = []
        var current = "", currentFace = face, x = 0.0
        for scalar in text.unicodeScalars {
            let drawing = self.face(drawing: scalar.value)
            if drawing !== currentFace && !current.isEmpty {
                runs.append(FaceRun(text: current, face: currentFace, x: x))
                // No kerning across the cut: one side is a glyph the font's face lacks.
                x += width(of: current)
                current = ""
            }
            currentFace = drawing
            current.unicodeScalars.append(scalar)
        }
        if !current.isEmpty { runs.append(FaceRun(text: current, face: currentFace, x: x)) }
        return runs
    }

    /// The face that draws a character: this font's, unless it lacks it and another has it.
    private func face(drawing code: UInt32) -> FontFace {
        guard FontLibrary.mayFallBack(code), !FontLibrary.shared.hasGlyph(code, face: face) else { return face }
        return FontFallback.face(for: code, lackingIn: face) ?? face
    }

    /// The same face at another size.
    public func withSize(_ size: Double) -> Font {
        var copy = self
        copy.pointSize = size
        return copy
    }

    /// The face's PostScript name and the size: `DejaVuSans 17pt`.
    public var description: String {
        "\(face.postScriptName) \(Geometry.format(pointSize))pt"
    }
}
