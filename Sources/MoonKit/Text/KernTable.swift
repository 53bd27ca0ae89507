import CFreeType

/// Kerning read straight from a font's TrueType 'kern' table, giving the values FreeType's
/// `FT_Get_Kerning` (unscaled) gives: the format-0 subtables of horizontal (not minimum) values,
/// in order, each adding its pair's value or, with its override bit, replacing the sum so far.
///
/// Reading every pair of a range this way is one pass over the table's pairs, where asking
/// FreeType is a binary search per pair. Anything unusual (no table, another version, codes
/// sharing a glyph, a duplicated pair) returns nil, and the caller asks FreeType instead.
enum KernTable {
    /// The kerning of every pair of `codes` (`left × 128 + right`, font units), for codes below
    /// 128 whose glyphs are `glyphs[code]` (0: none, never kerned); nil when the table cannot be
    /// read as described.
    static func asciiKerning(_ face: FT_Face, glyphs: [UInt32], codes: Range<UInt32>) -> [Int]? {
        guard let table = load(face) else { return nil }
        // Which code each glyph stands for, by glyph index (-1: none): the pass reads it for every
        // pair of the table, thousands, where a hashed look-up cost ten times an array read.
        // Codes sharing a glyph: leave it to FreeType.
        let glyphCount = Int(face.pointee.num_glyphs)
        var codeOfGlyph = [Int](repeating: -1, count: max(glyphCount, 0))
        for code in codes where glyphs[Int(code)] != 0 {
            let glyph = Int(glyphs[Int(code)])
            guard glyph < codeOfGlyph.count, codeOfGlyph[glyph] < 0 else { return nil }
            codeOfGlyph[glyph] = Int(code)
        }
        var kerning = [Int](repeating: 0, count: 128 * 128)
        return table.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> [Int]? in
            func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
            func s16(_ at: Int) -> Int { Int(Int16(bitPattern: UInt16(u16(at)))) }
            guard bytes.count >= 4, u16(0) == 0 else { return nil }
            // FreeType reads at most 32 subtables.
            let count = min(u16(2), 32)
            var start = 4
            for _ in 0..<count {
                guard start + 6 <= bytes.count else { break }
                let length = u16(start + 2), coverage = u16(start + 4)
                let end = min(start + length, bytes.count)
                defer { start = end }
                // FreeType stops at a subtable too short to hold pairs: so does this, by leaving it to FreeType.
                guard length > 14 else { return nil }
                // Format 0, horizontal, not minimum values: the subtables FreeType uses.
                guard coverage >> 8 == 0, coverage & 3 == 1, start + 14 <= end else { continue }
                let pairs = min(u16(start + 6), (end - start - 14) / 6)
                let override = coverage & 8 != 0
                // Each pair once per subtable, as a search finds one.
                var seen = [Bool](repeating: false, count: 128 * 128)
                for k in 0..<pairs {
                    let at = start + 14 + 6 * k
                    let left = u16(at), right = u16(at + 2)
                    guard left < codeOfGlyph.count, right < codeOfGlyph.count else { continue }
                    let l = codeOfGlyph[left], r = codeOfGlyph[right]
                    guard l >= 0, r >= 0 else { continue }
                    let index = l * 128 + r
                    guard !seen[index] else { return nil }
                    seen[index] = true
                    let value = s16(at + 4)
                    kerning[index] = override ? value : kerning[index] + value
                }
            }
            return kerning
        }
    }

    /// The bytes of the face's 'kern' table, or nil when it has none.
    private static func load(_ face: FT_Face) -> [UInt8]? {
        let tag = FT_ULong(0x6B65_726E)   // "kern"
        var length: FT_ULong = 0
        guard FT_Load_Sfnt_Table(face, tag, 0, nil, &length) == 0, length > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        let error = bytes.withUnsafeMutableBufferPointer { FT_Load_Sfnt_Table(face, tag, 0, $0.baseAddress, &length) }
        return error == 0 ? bytes : nil
    }
}
