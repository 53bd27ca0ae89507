import Testing
@testable import MoonKit

/// A navigation controller on a portrait iPhone (390 points wide) showing `second` pushed over
/// a screen titled `below`.
private func bar(below: String, title: String) -> NavigationBar {
    let first = ViewController(), second = ViewController()
    first.title = below
    second.title = title
    let navigation = NavigationController(rootViewController: first)
    let engine = portraitEngine(showing: navigation)
    navigation.pushViewController(second, animated: false)
    engine.window.layoutIfNeeded()
    return navigation.navigationBar
}

@Suite struct NavigationBarTitleFitTests {
    let buttonFont = Font.system(17), titleFont = Font.boldSystem(17)

    /// The title's frame: centred on the 390-point bar, clear of a back button `back` points wide
    /// at x = 8 by the 8-point gap.
    func titleFrame(besideBack back: Double) -> Rect {
        let half = 195 - (8 + back + 8)
        return Rect(x: 195 - half, y: 0, width: 2 * half, height: 44)
    }

    @Test func aTitleThatFitsBesideTheFullBackTitleKeepsIt() {
        let bar = bar(below: "Cats", title: "Abyssinian")
        #expect(bar.backButton.currentTitle == "‹ Cats")
        let back = buttonFont.width(of: "‹ Cats").rounded(.up)
        expectFrame(bar.backButton, Rect(x: 8, y: 0, width: back, height: 44))
        expectFrame(bar.titleLabel, titleFrame(besideBack: back))
        #expect(bar.titleLabel.displayedLines == ["Abyssinian"])
    }

    @Test func theBackButtonShortensToBackWhenTheTitleWouldNotFit() {
        let bar = bar(below: "Breeds of the World", title: "Abyssinian")
        // Beside "‹ Breeds of the World" the title would have 2 × (195 − 8 − w − 8) points.
        let full = buttonFont.width(of: "‹ Breeds of the World").rounded(.up)
        #expect(titleFont.width(of: "Abyssinian") > 2 * (195 - 16 - full))
        #expect(bar.backButton.currentTitle == "‹ Back")
        let back = buttonFont.width(of: "‹ Back").rounded(.up)
        expectFrame(bar.backButton, Rect(x: 8, y: 0, width: back, height: 44))
        expectFrame(bar.titleLabel, titleFrame(besideBack: back))
        #expect(bar.titleLabel.displayedLines == ["Abyssinian"])
    }

    @Test func thenToTheArrowAloneAndTheTitleIsCutWithAnEllipsis() {
        let long = "The Abyssinian, the Oldest of the Cat Breeds"
        let bar = bar(below: "Breeds", title: long)
        #expect(bar.backButton.currentTitle == "‹")
        let back = buttonFont.width(of: "‹").rounded(.up)
        expectFrame(bar.backButton, Rect(x: 8, y: 0, width: back, height: 44))
        let frame = titleFrame(besideBack: back)
        expectFrame(bar.titleLabel, frame)
        #expect(titleFont.width(of: long) > frame.width)
        #expect(bar.titleLabel.displayedLines == [TextTruncation.truncate(long, font: titleFont, width: frame.width, at: .tail)])
        #expect(bar.titleLabel.displayedLines.first?.hasSuffix("…") == true)
        // The title no longer reaches over the back button.
        #expect(bar.titleLabel.frame.minX >= bar.backButton.frame.maxX + 8)
    }
}
