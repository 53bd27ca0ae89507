import Testing
@testable import MoonKit

@Suite struct TextTests {
    // DejaVu Sans: 2048 units per em, ascender 1901, descender −483, line gap 0.
    @Test func verticalMetrics() {
        #expect(Font.system(24).lineHeight == 2384.0 / 2048 * 24)  // 27.9375
        #expect(Font.system(17).ascender == 1901.0 / 2048 * 17)
        #expect(Font.boldSystem(10).descender == -483.0 / 2048 * 10)
        #expect(Font.system(24).availabilityError == nil)
    }

    @Test func widthsAreSummedAdvancesWithKerning() {
        // "CLUES": C 1430 + L 1141 + U 1501 + E 1294 + S 1300 = 6562 units (no kerning pairs).
        #expect(Font.system(24).width(of: "CLUES") == 6562.0 / 2048 * 24)
        // "Score: 0" at 17 pt: 8380 units → 69.560546875 pt.
        #expect(Font.system(17).width(of: "Score: 0") == 69.560546875)
        // A and V each advance 1401 units; the kerning pair pulls V back by 131.
        let kernedUnits: Double = 1401 + 1401 - 131
        #expect(Font.system(100).width(of: "AV") == kernedUnits / 2048 * 100)
        #expect(Font.boldSystem(24).width(of: "CLUES") > Font.system(24).width(of: "CLUES"))
        #expect(Font.system(12).width(of: "") == 0)
    }

    @Test func wrapsAtWordsThenCharacters() {
        let font = Font.system(20)
        let w = font.width(of: "one two")
        #expect(TextLayout.lines("one two three", font: font, width: w) == ["one two", "three"])
        #expect(TextLayout.lines("one two three", font: font, width: w - 0.01) == ["one", "two", "three"])
        #expect(TextLayout.lines("a\nb c", font: font, width: nil) == ["a", "b c"])
        let narrow = font.width(of: "abc")
        #expect(TextLayout.lines("abcdefg", font: font, width: narrow) == ["abc", "def", "g"])
        let size = TextLayout.size("one two three", font: font, width: w, numberOfLines: 0)
        #expect(size == Size(width: w, height: 2 * font.lineHeight))
        #expect(TextLayout.size("one two three", font: font, width: w, numberOfLines: 1).height == font.lineHeight)
    }

    @Test func measuresTheSameFromManyThreads() async {
        let expected = Font.system(31).width(of: "Psychic Tester ☆ wiggle")
        let results = await withTaskGroup(of: Double.self) { group in
            for _ in 0..<8 { group.addTask { Font.system(31).width(of: "Psychic Tester ☆ wiggle") } }
            var out: [Double] = []
            for await r in group { out.append(r) }
            return out
        }
        #expect(results == Array(repeating: expected, count: 8))
    }

    /// Mostly-ASCII text with a few other characters reads the ASCII ones from the table: the
    /// same sums, kerning pairs across the non-ASCII characters included, as asking FreeType.
    @Test func mixedTextReadsTheASCIITableExactly() throws {
        for font in [Font.system(14), Font.boldSystem(17)] {
            _ = font.width(of: "AV")   // builds the weight's ASCII table
            for text in ["Hits 3 · Misses 10 · 23%", "café ☆ AV·VA", "·A", "V·", "To\tTo", "é", "AVÀVA"] {
                let fast = try FontLibrary.shared.advance(of: text, face: font.face)
                let slow = try FontLibrary.shared.advance(of: text, face: font.face, readingASCIITable: false)
                #expect(fast == slow, "\(text)")
            }
        }
        // A kerning pair inside mixed text still counts (A and V: −131 units in DejaVu Sans).
        let av = try FontLibrary.shared.advance(of: "·AV", face: .systemRegular)
        let a = try FontLibrary.shared.advance(of: "·A", face: .systemRegular)
        #expect(av - a == 1401 - 131)
    }

    /// The ASCII table's kerning is FreeType's, pair for pair, as the library gives it pair by
    /// pair (the table is asked of FreeType once per weight; a reader of the font's 'kern'
    /// table, which saved ~1 % of a Swifty Words run at start-up, is gone).
    @Test func asciiTableKerningMatchesFreeType() throws {
        for font in [Font.system(12), Font.boldSystem(12)] {
            let table = try #require(font.table)
            for l in FontLibrary.ASCIITable.printable {
                for r in FontLibrary.ASCIITable.printable {
                    let pair = FontLibrary.shared.kerning(between: l, and: r, face: font.face)
                    if table.kerning[Int(l) * 128 + Int(r)] != pair { Issue.record("\(font) \(l) \(r)") }
                }
            }
            // A and V: −131 units in DejaVu Sans, −139 in DejaVu Sans Bold.
            #expect(table.kerning[Int(UInt8(ascii: "A")) * 128 + Int(UInt8(ascii: "V"))] == (font.weight == .regular ? -131 : -139))
        }
    }
}

@Suite struct TextFastPathTests {
    /// The measurement from the tables must agree with wrapping into strings and measuring them.
    @Test func tablePathMatchesTheStringPath() throws {
        let texts = [
            "1. A cow in a tornado\n2. Fruit in a glass\n\n3. Supercalifragilisticexpialidocious words",
            "  leading and   inner spaces  ", "AV AV AV To To", "x", "a\n", "\n\n", "WWWWWWWWWWWWWWWWWWWW",
            // Characters beyond ASCII that stand alone: read from the font library, pairs too.
            "Hits 3 · Misses 10 · 23%", "·AV V· ·", "Crème brûlée — “à la carte” ‘L’Été’…",
            "ÀVÀVÀVÀVÀVÀVÀVÀVÀVÀVÀVÀV\nÀ ·", "Ŵŵ €5 ‰ ‹a›",
        ]
        for font in [Font.system(24), Font.boldSystem(13)] {
            for text in texts {
                for width in [nil, 30.0, 77, 150, 490.4, 10_000] as [Double?] {
                    for lines in [0, 1, 2] {
                        var all = TextLayout.lines(text, font: font, width: lines == 1 ? nil : width)
                        if lines > 0, all.count > lines { all.removeLast(all.count - lines) }
                        let widest = all.map { font.width(of: $0) }.max() ?? 0
                        let expected = Size(width: widest, height: Double(all.count) * font.lineHeight)
                        #expect(TextLayout.size(text, font: font, width: width, numberOfLines: lines) == expected,
                                "\(text.debugDescription) width \(String(describing: width)) lines \(lines)")
                    }
                }
            }
        }
        // Text with characters that may join their neighbours into one Character (a combining
        // accent, an emoji), or with control characters, takes the string path.
        let table = try #require(Font.system(20).table)
        for text in ["café ☆", "e\u{301} x", "a \u{301}b", "🙂 ok", "é\ttab", "é\r\nline"] {
            #expect(TextLayout.tableSize(text, table: table, scale: 1, width: 100, numberOfLines: 0) == nil, "\(text.debugDescription)")
        }
        #expect(TextLayout.tableSize("Hits 3 · Misses 10", table: table, scale: 1, width: nil, numberOfLines: 0) != nil)
        #expect(TextLayout.size("café ☆", font: .system(20), width: nil, numberOfLines: 0).width == Font.system(20).width(of: "café ☆"))
    }
}

/// Only the two routes of measuring remain (the font's table, and splitting into strings
/// measured through FreeType); they agree wherever the table measures, and the table leaves
/// every other text to the string path.
@Suite struct TextRouteTests {
    /// A carriage return joins the newline after it into one `Character`: the string path keeps
    /// "a\r\nb" on one line, and so must the measured size.
    @Test func controlCharactersTakeTheStringPath() throws {
        let font = Font.system(20)
        let table = try #require(font.table)
        for text in ["a\r\nb", "tab\there", "bell\u{7}"] {
            #expect(TextLayout.tableSize(text, table: table, scale: 1, width: nil, numberOfLines: 0) == nil)
            #expect(table.advance(of: text) == nil)
        }
        let size = TextLayout.size("a\r\nb", font: font, width: nil, numberOfLines: 0)
        #expect(size == Size(width: font.width(of: "a\r\nb"), height: font.lineHeight))
    }

    /// What the table measures (ASCII from its arrays, the characters beyond from the library)
    /// is what FreeType gives, pairs across the two included.
    @Test func theTableMeasuresAsFreeTypeDoes() throws {
        for font in [Font.system(14), Font.boldSystem(17)] {
            let table = try #require(font.table)
            for text in ["AV To Wa", "Hits 3 · Misses 10 · 23%", "Crème brûlée — “à la carte”", "·AVÀ", "€5 ‰ ‹a›"] {
                let fromTable = try #require(table.advance(of: text))
                let fromFreeType = try FontLibrary.shared.advance(of: text, face: font.face, readingASCIITable: false)
                #expect(fromTable == fromFreeType, "\(text)")
                #expect(font.width(of: text) == Double(fromFreeType) * font.scale)
            }
        }
    }
}

@Suite struct TextFieldMeasureTests {
    /// The kept measurement is dropped by each change that affects it: text, placeholder, font.
    @Test func intrinsicSizeFollowsTextPlaceholderAndFont() {
        let field = TextField()
        func expected() -> Size {
            let w = max(field.font.width(of: field.text ?? ""), field.font.width(of: field.placeholder ?? ""))
            return Size(width: w.rounded(.up), height: field.font.lineHeight.rounded(.up))
        }
        #expect(field.intrinsicContentSize == expected())
        field.text = "WIDE WORDS"
        #expect(field.intrinsicContentSize == expected())
        #expect(field.intrinsicContentSize?.width == Font.labelDefault.width(of: "WIDE WORDS").rounded(.up))
        field.placeholder = "an even longer placeholder"
        #expect(field.intrinsicContentSize == expected())
        #expect(field.intrinsicContentSize?.width == Font.labelDefault.width(of: "an even longer placeholder").rounded(.up))
        field.font = .system(44)
        #expect(field.intrinsicContentSize == expected())
        #expect(field.intrinsicContentSize?.height == Font.system(44).lineHeight.rounded(.up))
        field.placeholder = nil
        field.text = "ab"
        #expect(field.intrinsicContentSize?.width == Font.system(44).width(of: "ab").rounded(.up))
        // The placeholder's width, kept apart from the text's, follows font and placeholder too.
        field.placeholder = "a placeholder wider than ab"
        field.font = .system(10)
        field.text = "abc"
        #expect(field.intrinsicContentSize == expected())
        #expect(field.intrinsicContentSize?.width == Font.system(10).width(of: "a placeholder wider than ab").rounded(.up))
    }
}
