import Testing
@testable import MoonRender
@testable import MoonKit

/// A bar's glyph button drawn as lines in its tint, in both canvases.
@Suite("Bar glyph painting")
struct BarGlyphPaintingTests {
    static let device = DeviceProfile(name: "test", idiom: .phone, size: Size(width: 60, height: 44),
                                      safeAreaInsets: .zero, systemMinimumLayoutMargins: .zero, scale: 1)

    /// A white screen holding a bar button for `item` at (10, 0), 22 × 44.
    func screen(_ item: BarButtonSystemItem) -> Window {
        let window = Window(device: Self.device)
        let root = View(frame: window.bounds)
        root.backgroundColor = .white
        window.addSubview(root)
        let button = BarButton()
        button.show(BarButtonItem(systemItem: item))
        button.frame = Rect(x: 10, y: 0, width: 22, height: 44)
        root.addSubview(button)
        return window
    }

    @Test("the add glyph is a plus in the tint, 2 points wide, in SVG and PNG")
    func plus() throws {
        var svg = SVGCanvas(width: 60, height: 44)
        ScreenPainter().paint(screen(.add), on: &svg)
        // The glyph's box is centred in the button, at (0, 11) in the button's own coordinates
        // (the SVG's group moves them to the button's place, 10 points in).
        let line = "stroke=\"#007aff\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
        #expect(svg.document().contains("<polyline points=\"11,14 11,30\" fill=\"none\" " + line))
        #expect(svg.document().contains("<polyline points=\"3,22 19,22\" fill=\"none\" " + line))
        let canvas = try CairoCanvas(width: 60, height: 44)
        var painted = canvas
        ScreenPainter().paint(screen(.add), on: &painted)
        // On screen the upright is at x = 10 + 11.
        #expect(canvas.pixel(x: 21, y: 18) == .systemBlue.resolved(for: .light))   // on the upright
        #expect(canvas.pixel(x: 16, y: 22) == .systemBlue.resolved(for: .light))   // on the bar
        #expect(canvas.pixel(x: 16, y: 17) == .white)                               // between the arms
    }

    @Test("a filled glyph is a filled polygon")
    func filled() {
        var svg = SVGCanvas(width: 60, height: 44)
        ScreenPainter().paint(screen(.play), on: &svg)
        #expect(svg.document().contains("<polygon points=\"6,14 19,22 6,30\" fill=\"#007aff\"/>"))
    }
}
