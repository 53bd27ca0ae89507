import CFontconfig
import Synchronization

/// The fonts installed on the machine, asked of fontconfig by PostScript name
/// (`fc-list : postscriptname` lists the same names). Answers are kept for the process's life.
public enum FontCatalog {
    private static let found = Mutex<[String: FontFace]>([:])

    /// The face whose PostScript name is `name` (`DejaVuSerif-Italic`), or an error listing the
    /// names installed.
    public static func face(named name: String) throws(FontError) -> FontFace {
        if let known = found.withLock({ $0[name] }) { return known }
        guard let face = listFaces(postScriptName: name).first else {
            throw .unknownName(name, installed: installedNames())
        }
        // One instance per name, even when two threads asked at once: faces compare by identity.
        return found.withLock { known in
            if let first = known[name] { return first }
            known[name] = face
            return face
        }
    }

    /// Every installed PostScript name, sorted.
    public static func installedNames() -> [String] {
        Array(Set(listFaces(postScriptName: nil).map(\.postScriptName))).sorted()
    }

    /// The faces fontconfig lists, all of them or those with one PostScript name. `FcFontList`
    /// gives only real matches (unlike `FcFontMatch`, which always falls back to some font).
    private static func listFaces(postScriptName: String?) -> [FontFace] {
        guard let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        if let postScriptName {
            _ = postScriptName.withCString { text in
                text.withMemoryRebound(to: FcChar8.self, capacity: postScriptName.utf8.count + 1) {
                    FcPatternAddString(pattern, "postscriptname", $0)
                }
            }
        }
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        for object in ["postscriptname", "family", "file", "weight", "slant"] { _ = FcObjectSetAdd(objects, object) }
        guard let list = FcFontList(nil, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(list) }
        var faces: [FontFace] = []
        for i in 0..<Int(list.pointee.nfont) {
            guard let font = list.pointee.fonts[i],
                  let name = string(font, "postscriptname"), let file = string(font, "file") else { continue }
            let family = string(font, "family") ?? name
            let weight = integer(font, "weight") ?? Int(FC_WEIGHT_REGULAR)
            let slant = integer(font, "slant") ?? Int(FC_SLANT_ROMAN)
            let fileName = file.split(separator: "/").last.map(String.init) ?? file
            faces.append(FontFace(postScriptName: name, family: family, isBold: weight >= Int(FC_WEIGHT_BOLD),
                                  isItalic: slant != Int(FC_SLANT_ROMAN), fileName: fileName, path: file))
        }
        // The same order on every machine state: fontconfig's own order follows its caches.
        return faces.sorted { ($0.postScriptName, $0.path ?? "") < ($1.postScriptName, $1.path ?? "") }
    }

    private static func string(_ pattern: OpaquePointer, _ object: String) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }

    private static func integer(_ pattern: OpaquePointer, _ object: String) -> Int? {
        var value: Int32 = 0
        guard FcPatternGetInteger(pattern, object, 0, &value) == FcResultMatch else { return nil }
        return Int(value)
    }
}
