import Testing
@testable import MoonRender
@testable import MoonKit

/// The large title is drawn as UIKit draws it: bold 34-point text at the left of the bar's
/// lower row, clipped to what is left of the row as it collapses.
@Suite("Pictures of large titles")
struct LargeTitlePictureTests {
    /// A portrait iPhone showing a screen titled "Breeds" in a navigation controller preferring
    /// large titles when `large`, scrolled by `collapse` points when the screen is a scroll view.
    func engine(large: Bool, collapse: Double? = nil) -> (Engine, NavigationController) {
        let engine = Engine(device: .iPhonePortrait)
        let screen = ViewController()
        screen.title = "Breeds"
        if collapse != nil {
            let scroll = ScrollView()
            scroll.contentSize = Size(width: 390, height: 2000)
            screen.view = scroll
        }
        let navigation = NavigationController(rootViewController: screen)
        navigation.navigationBar.prefersLargeTitles = large
        engine.window.rootViewController = navigation
        engine.window.layoutIfNeeded()
        if let collapse, let scroll = screen.view as? ScrollView {
            scroll.contentOffset = Point(x: 0, y: -143 + collapse)
            engine.window.layoutIfNeeded()
        }
        return (engine, navigation)
    }

    /// The dark (text) pixels in the rectangle, at 1×.
    func inkedPixels(_ picture: CairoCanvas, in rect: Rect) -> Int {
        var count = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                if let c = picture.pixel(x: x, y: y), c.red < 0.5, c.green < 0.5, c.blue < 0.5 { count += 1 }
            }
        }
        return count
    }

    @Test("the SVG has the title in bold 34-point text, once")
    func svg() {
        let (engine, _) = engine(large: true)
        var canvas = SVGCanvas(width: 390, height: 844)
        ScreenPainter().paint(engine.window, on: &canvas)
        let document = canvas.document()
        let texts = document.components(separatedBy: "<text ").dropFirst()
        let large = texts.first { $0.contains(">Breeds</text>") && $0.contains("font-size=\"34\"") }
        #expect(large?.contains("font-weight=\"bold\"") == true, "\(large ?? document)")
        // The middle title is hidden while the large one shows.
        #expect(texts.filter { $0.contains(">Breeds</text>") }.count == 1)
    }

    @Test("the PNG draws the title in the row under the bar, the whole of it expanded and the lower half at 26")
    func png() throws {
        // The large title's row: 47 + 44 = 91 to 143, text from x 16.
        let row = Rect(x: 16, y: 91, width: 200, height: 52)
        let expanded = try ScreenPicture.pixels(engine(large: true).0)
        #expect(inkedPixels(expanded, in: row) > 100)
        // Without large titles the row is the empty screen.
        let plain = try ScreenPicture.pixels(engine(large: false).0)
        #expect(inkedPixels(plain, in: row) == 0)
        // Half-collapsed (26 points): the bar ends at 117; what was above y 26 of the title's
        // row is clipped, so the title's ink is only below 91 (the buttons' row ends there).
        let half = try ScreenPicture.pixels(engine(large: true, collapse: 26).0)
        #expect(inkedPixels(half, in: Rect(x: 16, y: 91, width: 200, height: 26)) > 0)
        #expect(inkedPixels(half, in: Rect(x: 16, y: 117, width: 200, height: 26)) == 0)
    }
}
