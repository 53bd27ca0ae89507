import Testing
@testable import MoonKit

/// A one-line label of 17-pt text in a box `width` points wide and one line high.
private func label(_ text: String, width: Double, mode: LineBreakMode = .byTruncatingTail, lines: Int = 1) -> Label {
    let label = Label(text: text)
    label.lineBreakMode = mode
    label.numberOfLines = lines
    label.frame = Rect(x: 0, y: 0, width: width, height: 21)
    return label
}

@Suite struct LineBreakTests {
    let font = Font.system(17)
    let text = "Abyssinian Cats Forever"

    @Test func truncationKeepsWhatFitsBesideTheEllipsis() {
        // Exactly the width of the expected line: one more character would not fit.
        #expect(label(text, width: font.width(of: "Abyssinian C…")).displayedLines == ["Abyssinian C…"])
        #expect(label(text, width: font.width(of: "…Cats Forever"), mode: .byTruncatingHead).displayedLines == ["…Cats Forever"])
        #expect(label(text, width: font.width(of: "Abyss…rever"), mode: .byTruncatingMiddle).displayedLines == ["Abyss…rever"])
        // A space next to the ellipsis is dropped: "Abyssinian …" reads as "Abyssinian…".
        #expect(label(text, width: font.width(of: "Abyssinian …")).displayedLines == ["Abyssinian…"])
        // Text that fits is left alone; a box narrower than the ellipsis shows nothing.
        #expect(label(text, width: font.width(of: text)).displayedLines == [text])
        #expect(label(text, width: font.width(of: "…") - 0.5).displayedLines == [""])
    }

    @Test func oneLineOfAWrappingModeEndsAtAWordOrCharacterAndClippingKeepsAll() {
        let width = font.width(of: "Abyssinian Ca")
        #expect(label(text, width: width, mode: .byWordWrapping).displayedLines == ["Abyssinian"])
        #expect(label(text, width: width, mode: .byCharWrapping).displayedLines == ["Abyssinian Ca"])
        #expect(label(text, width: width, mode: .byClipping).displayedLines == [text])
    }

    @Test func theLastLineShownIsCutWhenMoreLinesFollow() {
        let width = font.width(of: "Abyssinian Cats")
        let long = "Abyssinian Cats Forever and Ever"
        #expect(TextLayout.lines(long, font: font, width: width) == ["Abyssinian Cats", "Forever and", "Ever"])
        let two = label(long, width: width, lines: 2)
        two.frame.size.height = 100
        // The last line shown holds the rest of the paragraph, cut to fit, as UILabel's does.
        #expect(two.displayedLines == ["Abyssinian Cats", TextTruncation.truncate("Forever and Ever", font: font, width: width, at: .tail)])
        #expect(two.displayedLines == ["Abyssinian Cats", "Forever and E…"])
        two.lineBreakMode = .byWordWrapping
        #expect(two.displayedLines == ["Abyssinian Cats", "Forever and"])
        two.numberOfLines = 1
        #expect(two.displayedLines == ["Abyssinian Cats"])
        two.lineBreakMode = .byTruncatingTail
        #expect(two.displayedLines == ["Abyssinian C…"])
        // As many lines as the height holds, whatever numberOfLines says (0: unlimited).
        two.numberOfLines = 0
        two.frame.size.height = 2 * font.lineHeight + 3
        #expect(two.displayedLines == ["Abyssinian Cats", "Forever and E…"])
        two.frame.size.height = 3 * font.lineHeight
        #expect(two.displayedLines == ["Abyssinian Cats", "Forever and", "Ever"])
    }

    @Test func theEllipsisStandsForParagraphsBelowTheLastLineShown() {
        let width = font.width(of: "Abyssinian Cats")
        let label = label("Abyssinian Cats\nForever\nand Ever", width: width, lines: 2)
        label.frame.size.height = 100
        // "Forever" fits whole, but a paragraph follows unseen.
        #expect(label.displayedLines == ["Abyssinian Cats", "Forever…"])
        // Without a line limit the height decides; every line shown, no ellipsis.
        label.numberOfLines = 0
        #expect(label.displayedLines == ["Abyssinian Cats", "Forever", "and Ever"])
        // A one-line label shows the first paragraph, cut.
        label.numberOfLines = 1
        #expect(label.displayedLines == [TextTruncation.truncate("Abyssinian Cats", font: font, width: width, at: .tail, continues: true)])
        #expect(label.displayedLines == ["Abyssinian C…"])
    }

    @Test func characterWrappingBreaksAnywhereAndIsMeasuredSo() {
        let wrapped = Label(text: "ab cdefgh")
        wrapped.numberOfLines = 0
        wrapped.lineBreakMode = .byCharWrapping
        wrapped.preferredMaxLayoutWidth = font.width(of: "ab cd")
        #expect(TextLayout.lines("ab cdefgh", font: font, width: wrapped.preferredMaxLayoutWidth, wrapping: .character) == ["ab cd", "efgh"])
        #expect(wrapped.intrinsicContentSize == Size(width: font.width(of: "ab cd").rounded(.up), height: (2 * font.lineHeight).rounded(.up)))
        wrapped.frame = Rect(x: 0, y: 0, width: wrapped.preferredMaxLayoutWidth, height: 60)
        #expect(wrapped.displayedLines == ["ab cd", "efgh"])
        // By word the same text breaks after "ab".
        wrapped.lineBreakMode = .byWordWrapping
        #expect(wrapped.displayedLines.first == "ab")
    }

    @Test func aShrinkingFontFitsTheWidthDownToTheMinimumScale() {
        // "Score: 0" is 69.560546875 points wide at 17 pt.
        let score = label("Score: 0", width: 50)
        score.adjustsFontSizeToFitWidth = true
        // Without a minimum scale factor (UIKit's 0) the font keeps its size.
        #expect(score.displayedFont == font)
        score.minimumScaleFactor = 0.5
        #expect(score.displayedFont.pointSize == 17 * (50 / 69.560546875))
        #expect(score.displayedLines == ["Score: 0"])
        #expect(score.intrinsicContentSize == Size(width: 70, height: 20))
        // At 0.8 (13.6 pt) it is still too wide (55.6 points), so it is also cut.
        score.minimumScaleFactor = 0.8
        let small = Font.system(17 * 0.8)
        #expect(score.displayedFont == small)
        #expect(score.displayedLines == [TextTruncation.truncate("Score: 0", font: small, width: 50, at: .tail)])
        #expect(score.displayedLines == ["Scor…"])
        // Multi-line labels keep their font.
        score.numberOfLines = 0
        #expect(score.displayedFont == font)
    }
}
