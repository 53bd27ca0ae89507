/// One font file: a face of a family, such as DejaVu Serif Bold Italic.
///
/// The system fonts (DejaVu Sans and Sans Bold) are found in `FontLibrary.searchPaths`; any other
/// face is found by its PostScript name through fontconfig (`FontCatalog`), which gives its file.
///
/// A class with one instance per face (`FontCatalog` keeps them), compared by identity: a `Font`
/// holds a reference, not the names, so fonts stay small to copy and cheap to compare (the
/// figure against a struct of four strings: docs/performance.md, "Measured choices").
public final class FontFace: Hashable, Sendable, CustomStringConvertible {
    /// The PostScript name scripts ask for (`DejaVuSerif-Italic`), as UIKit's `UIFont(name:size:)`.
    public let postScriptName: String
    /// The family (`DejaVu Serif`), as pictures name it.
    public let family: String
    /// Bold or heavier.
    public let isBold: Bool
    /// Italic or oblique.
    public let isItalic: Bool
    /// The file's name, looked for in `FontLibrary.searchPaths` when `path` is nil.
    public let fileName: String
    /// The file, when fontconfig found it.
    public let path: String?

    /// A face found in a font file.
    public init(postScriptName: String, family: String, isBold: Bool, isItalic: Bool, fileName: String, path: String?) {
        self.postScriptName = postScriptName
        self.family = family
        self.isBold = isBold
        self.isItalic = isItalic
        self.fileName = fileName
        self.path = path
    }

    /// DejaVu Sans: the system font.
    public static let systemRegular = FontFace(postScriptName: "DejaVuSans", family: "DejaVu Sans", isBold: false,
                                               isItalic: false, fileName: "DejaVuSans.ttf", path: nil)
    /// DejaVu Sans Bold: the bold system font.
    public static let systemBold = FontFace(postScriptName: "DejaVuSans-Bold", family: "DejaVu Sans", isBold: true,
                                            isItalic: false, fileName: "DejaVuSans-Bold.ttf", path: nil)

    /// The same face: faces are loaded once and compared by identity.
    public static func == (a: FontFace, b: FontFace) -> Bool { a === b }
    /// Hashes the face's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The face's PostScript name.
    public var description: String { postScriptName }
}
