import CFontconfig
import Synchronization

/// Where a character that a face lacks is drawn from: the installed face fontconfig offers
/// for it, as a desktop would (🐹 is not in DejaVu Sans; Debian's `fonts-noto-color-emoji`
/// has it). Layout measures such a character with that face's advance and pictures draw it with
/// that face, so both agree. Answers are kept for the process's life.
public enum FontFallback {
    private struct Key: Hashable {
        let face: ObjectIdentifier
        let code: UInt32
    }
    private static let found = Mutex<[Key: FontFace?]>([:])
    /// For each face asked about, the installed fonts in the order fontconfig sorts them for
    /// its family and style: sorted once, so that text of many characters the face lacks costs
    /// a look in each candidate's character set per character, not a sort.
    private static let candidates = Mutex<[ObjectIdentifier: Candidates]>([:])

    /// The fonts fontconfig sorted, kept for the process's life (read only once made, so any
    /// thread may read their character sets).
    private final class Candidates: @unchecked Sendable {
        let fonts: OpaquePointer?   // FcFontSet *
        init(fonts: UnsafeMutablePointer<FcFontSet>?) { self.fonts = fonts.map(OpaquePointer.init) }
    }

    /// The face that draws `code` in place of `face`, which lacks it; nil when no installed
    /// face has it (the character is then drawn as `face`'s missing-glyph box).
    public static func face(for code: UInt32, lackingIn face: FontFace) -> FontFace? {
        let key = Key(face: ObjectIdentifier(face), code: code)
        if let known = found.withLock({ $0[key] }) { return known }
        let answer = search(code, in: sorted(near: face), lackingIn: face)
        found.withLock { $0[key] = .some(answer) }
        return answer
    }

    /// The first candidate for `face` whose character set holds `code`.
    private static func search(_ code: UInt32, in candidates: Candidates, lackingIn face: FontFace) -> FontFace? {
        guard let set = candidates.fonts.map(UnsafeMutablePointer<FcFontSet>.init) else { return nil }
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i] else { continue }
            var characters: OpaquePointer?
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &characters) == FcResultMatch, let characters,
                  FcCharSetHasChar(characters, code) != 0 else { continue }
            var name: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, FC_POSTSCRIPT_NAME, 0, &name) == FcResultMatch, let name,
                  let found = try? FontCatalog.face(named: String(cString: name)), found !== face else { continue }
            return found
        }
        return nil
    }

    /// The installed fonts sorted for `face`'s family and style, asked of fontconfig once.
    private static func sorted(near face: FontFace) -> Candidates {
        if let known = candidates.withLock({ $0[ObjectIdentifier(face)] }) { return known }
        let made = Candidates(fonts: sort(near: face))
        return candidates.withLock { known in
            if let first = known[ObjectIdentifier(face)] {
                if let fonts = made.fonts { FcFontSetDestroy(UnsafeMutablePointer(fonts)) }
                return first
            }
            known[ObjectIdentifier(face)] = made
            return made
        }
    }

    private static func sort(near face: FontFace) -> UnsafeMutablePointer<FcFontSet>? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = face.family.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: face.family.utf8.count + 1) {
                FcPatternAddString(pattern, FC_FAMILY, $0)
            }
        }
        _ = FcPatternAddInteger(pattern, FC_WEIGHT, face.isBold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR)
        _ = FcPatternAddInteger(pattern, FC_SLANT, face.isItalic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        _ = FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        return FcFontSort(nil, pattern, FcTrue, nil, &result)
    }
}
