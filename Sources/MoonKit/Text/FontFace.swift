/// One font file: a face of a family, such as DejaVu Serif Bold Italic.
///
/// The system fonts (DejaVu Sans and Sans Bold) are found in `FontLibrary.searchPaths`; any other
/// face is found by its PostScript name through fontconfig (`FontCatalog`), which gives its file.
public struct FontFace: Hashable, Sendable, CustomStringConvertible {
    /// The PostScript name scripts ask for (`DejaVuSerif-Italic`), as UIKit's `UIFont(name:size:)`.
    public var postScriptName: String
    /// The family (`DejaVu Serif`), as pictures name it.
    public var family: String
    /// Bold or heavier.
    public var isBold: Bool
    /// Italic or oblique.
    public var isItalic: Bool
    /// The file's name, looked for in `FontLibrary.searchPaths` when `path` is nil.
    public var fileName: String
    /// The file, when fontconfig found it.
    public var path: String?

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

    public var description: String { postScriptName }
}
