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
}
