import Synchronization

/// A text as `TextLayout`'s measuring loop reads it: a count of characters, each one's code, and
/// the advances and kerning of codes in font units, exactly as `Font.width(of:)` would sum them.
protocol MeasuredCodes {
    /// How many characters.
    var count: Int { get }
    /// The code of character `i`.
    func code(at i: Int) -> UInt32
    /// Whether this reading can measure `code` (else the text takes the string path).
    func reads(_ code: UInt32) -> Bool
    /// The advance of a code.
    func advance(_ code: UInt32) -> Int
    /// The kerning between two neighbouring codes.
    func kern(_ left: UInt32, _ right: UInt32) -> Int
}

/// ASCII text, byte by byte, from the ASCII table alone.
struct ASCIICodes: MeasuredCodes {
    let bytes: UnsafeBufferPointer<UInt8>
    let advances: UnsafeBufferPointer<Int>
    let kerning: UnsafeBufferPointer<Int>

    var count: Int { bytes.count }
    @inline(__always) func code(at i: Int) -> UInt32 { UInt32(bytes[i]) }
    @inline(__always) func reads(_ code: UInt32) -> Bool { code < 128 }
    @inline(__always) func advance(_ code: UInt32) -> Int { advances[Int(code)] }
    @inline(__always) func kern(_ left: UInt32, _ right: UInt32) -> Int { kerning[Int(left) &* 128 &+ Int(right)] }
}

/// Printable ASCII text with a few characters beyond it that stand alone as characters: Latin
/// letters with accents, "·", curly quotes, dashes, "…", currency signs. None of them joins a
/// space or a line end into one `Character`, so the text splits into lines and words as
/// `TextLayout.lines` splits it. The ASCII characters and their pairs come from the table; the
/// others, and every pair with one of them, from the font library, as `FontLibrary.advance(of:)`
/// measures them.
struct MixedCodes: MeasuredCodes {
    let codes: UnsafeBufferPointer<UInt32>
    let ascii: ASCIICodes
    let beyond: BeyondASCII

    var count: Int { codes.count }
    func code(at i: Int) -> UInt32 { codes[i] }
    func reads(_ code: UInt32) -> Bool { true }

    func advance(_ code: UInt32) -> Int { code < 128 ? ascii.advance(code) : beyond.glyph(code).advance }

    func kern(_ left: UInt32, _ right: UInt32) -> Int {
        left < 128 && right < 128 ? ascii.kern(left, right) : beyond.kerning(left, right)
    }

    /// Whether a character beyond ASCII can be measured this way (see the type).
    static func standsAlone(_ code: UInt32) -> Bool {
        switch code {
        case 0xA0...0x24F, 0x2010...0x2027, 0x2030...0x203A, 0x20A0...0x20BF: return true
        default: return false
        }
    }

    /// Decodes `bytes` (valid UTF-8) and runs `body` on the reading; nil when the text has a
    /// character this reading does not take (a control character, an emoji, a combining mark).
    static func reading<Result>(_ bytes: UnsafeBufferPointer<UInt8>, ascii: ASCIICodes, beyond: BeyondASCII,
                                _ body: (MixedCodes) -> Result?) -> Result? {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: bytes.count) { buffer -> Result? in
            var count = 0, i = 0
            while i < bytes.count {
                let lead = UInt32(bytes[i])
                let code: UInt32
                if lead < 0x80 {
                    code = lead
                    i += 1
                    guard code == UInt32(UInt8(ascii: "\n")) || ASCIITable.printable.contains(code) else { return nil }
                } else if lead & 0xE0 == 0xC0, i + 1 < bytes.count {
                    code = (lead & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
                    i += 2
                } else if lead & 0xF0 == 0xE0, i + 2 < bytes.count {
                    code = (lead & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
                    i += 3
                } else {
                    return nil
                }
                guard code < 0x80 || standsAlone(code) else { return nil }
                buffer[count] = code
                count += 1
            }
            let codes = UnsafeBufferPointer(rebasing: buffer[0..<count])
            return body(MixedCodes(codes: codes, ascii: ascii, beyond: beyond))
        }
    }
}

/// The characters beyond ASCII that measured text has held, for one weight, with the kerning
/// pairs met with them: each read from the font library once, then found here under a lock of
/// their own (the library's lock guards FreeType and costs a copy of the face's caches).
final class BeyondASCII: Sendable {
    let weight: Font.Weight
    private struct Known {
        var glyphs: [UInt32: (glyph: UInt32, advance: Int)] = [:]
        var pairs: [UInt64: Int] = [:]
    }
    private let known = Mutex(Known())

    init(weight: Font.Weight) { self.weight = weight }

    /// The glyph index and advance of a code beyond ASCII (0 and 0 when the face cannot load).
    func glyph(_ code: UInt32) -> (glyph: UInt32, advance: Int) {
        if let hit = known.withLock({ $0.glyphs[code] }) { return hit }
        let read = FontLibrary.shared.glyph(of: code, weight: weight) ?? (0, 0)
        known.withLock { $0.glyphs[code] = read }
        return read
    }

    /// The kerning between two neighbouring codes, at least one beyond ASCII, as
    /// `FontLibrary.advance(of:)` adds it.
    func kerning(_ left: UInt32, _ right: UInt32) -> Int {
        let key = UInt64(left) << 32 | UInt64(right)
        if let hit = known.withLock({ $0.pairs[key] }) { return hit }
        let read = FontLibrary.shared.kerning(between: left, and: right, weight: weight) ?? 0
        known.withLock { $0.pairs[key] = read }
        return read
    }
}

private typealias ASCIITable = FontLibrary.ASCIITable
