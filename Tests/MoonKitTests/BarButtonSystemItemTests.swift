import Testing
@testable import MoonKit

/// A navigation controller on a portrait iPhone (390 points wide) whose root screen, titled
/// "Words", shows `right` and `left` in its bar.
private func bar(right: BarButtonItem?, left: BarButtonItem? = nil) -> (NavigationBar, Engine) {
    let screen = ViewController()
    screen.title = "Words"
    screen.navigationItem.rightBarButtonItem = right
    screen.navigationItem.leftBarButtonItem = left
    let navigation = NavigationController(rootViewController: screen)
    let engine = portraitEngine(showing: navigation)
    return (navigation.navigationBar, engine)
}

@Suite struct BarButtonSystemItemTests {
    @Test func aGlyphItemIsAButtonTheGlyphsWidthAtTheBarsRightEdge() throws {
        var added = 0
        let (bar, engine) = bar(right: BarButtonItem(systemItem: .add) { _ in added += 1 })
        let button = try #require(bar.rightButton)
        // 8 points from the edge, 22 wide: the glyph's box, no title.
        expectFrame(button, Rect(x: 360, y: 0, width: 22, height: 44))
        #expect(button.currentTitle == nil)
        #expect(button.systemItem == .add)
        #expect(button.glyphFrame == Rect(x: 0, y: 11, width: 22, height: 22))
        #expect(button.glyph?.strokes.map(\.points) == [[Point(x: 11, y: 3), Point(x: 11, y: 19)],
                                                        [Point(x: 3, y: 11), Point(x: 19, y: 11)]])
        #expect(button.description.hasSuffix("title=nil type=system systemItem=add>"))
        try engine.driver.tap(engine.driver.barButton(systemItem: "add"))
        #expect(added == 1)
    }

    @Test func doneIsTheWordDoneInBoldAndCancelPlain() throws {
        let (bar, engine) = bar(right: BarButtonItem(systemItem: .done), left: BarButtonItem(systemItem: .cancel))
        let done = try #require(bar.rightButton), cancel = try #require(bar.leftButton)
        #expect(done.currentTitle == "Done" && done.titleLabel.font == .boldSystem(17) && done.glyph == nil)
        #expect(cancel.currentTitle == "Cancel" && cancel.titleLabel.font == .system(17))
        let doneWidth = Font.boldSystem(17).width(of: "Done").rounded(.up)
        let cancelWidth = Font.system(17).width(of: "Cancel").rounded(.up)
        expectFrame(done, Rect(x: 382 - doneWidth, y: 0, width: doneWidth, height: 44))
        expectFrame(cancel, Rect(x: 8, y: 0, width: cancelWidth, height: 44))
        // Word items are found by their system item as well as by their titles.
        #expect(try engine.driver.barButton(systemItem: "done") === done)
    }

    @Test func aTitleSetOnASystemItemReplacesItsGlyph() throws {
        let item = BarButtonItem(systemItem: .trash)
        let (bar, engine) = bar(right: item)
        #expect(bar.rightButton?.glyph != nil)
        item.title = "Empty"
        engine.window.layoutIfNeeded()
        let button = try #require(bar.rightButton)
        #expect(button.currentTitle == "Empty" && button.glyph == nil && button.systemItem == nil)
        let width = Font.system(17).width(of: "Empty").rounded(.up)
        expectFrame(button, Rect(x: 382 - width, y: 0, width: width, height: 44))
    }

    @Test func everyGlyphStaysInsideItsBoxAndOnlyWordsAndSpacesHaveNone() {
        for item in BarButtonSystemItem.allCases {
            guard let glyph = item.glyph else {
                #expect(item.title != nil || item.isSpace, "\(item) has neither a word nor a glyph")
                continue
            }
            #expect(!glyph.strokes.isEmpty, "\(item)")
            for point in glyph.strokes.flatMap(\.points) {
                #expect((0...BarGlyph.side).contains(point.x) && (0...BarGlyph.side).contains(point.y), "\(item): \(point)")
            }
        }
    }

    @Test func aMissingSystemItemNamesTheOnesOnScreen() {
        let (_, engine) = bar(right: BarButtonItem(systemItem: .add), left: BarButtonItem(systemItem: .edit))
        #expect(throws: DriverError.noSuchView("system item 'trash' (system items on screen: 'edit', 'add')")) {
            try engine.driver.barButton(systemItem: "trash")
        }
    }
}
