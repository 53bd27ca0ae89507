import Testing
@testable import MoonRender
@testable import MoonKit

/// A text field drawn in both canvases: its clear button (a grey disc crossed in the background
/// colour), its text kept left of the button, and its placeholder in UIKit's placeholder colour.
@Suite("Text field painting")
struct TextFieldPaintingTests {
    static let device = DeviceProfile(name: "test", idiom: .phone, size: Size(width: 200, height: 40),
                                      safeAreaInsets: .zero, systemMinimumLayoutMargins: .zero, scale: 1)

    /// A white screen holding one 200 × 40 field at (0, 0) showing `text`, its clear button
    /// always shown.
    func screen(_ text: String?, placeholder: String? = nil, editing: Bool = false,
                appearance: Appearance = .light) -> (Window, TextField) {
        let window = Window(device: Self.device)
        window.appearance = appearance
        let root = View(frame: window.bounds)
        root.backgroundColor = Color(semantic: .systemBackground)
        window.addSubview(root)
        let field = TextField(frame: window.bounds)
        field.text = text
        field.placeholder = placeholder
        field.clearButtonMode = .always
        root.addSubview(field)
        if editing { field.becomeFirstResponder() }
        return (window, field)
    }

    func svg(_ window: Window) -> String {
        var svg = SVGCanvas(width: 200, height: 40)
        ScreenPainter().paint(window, on: &svg)
        return svg.document()
    }

    @Test("the clear button is a 15-point tertiaryLabel disc with a 7-point × across it, at the right end")
    func clearButtonInSVG() {
        let light = svg(screen("moon").0)
        // In the button's own coordinates (its group moves them to (181, 10.5)): centred in its 19-point square.
        #expect(light.contains("translate(181 10.5)"))
        #expect(light.contains("<ellipse cx=\"9.5\" cy=\"9.5\" rx=\"7.5\" ry=\"7.5\" fill=\"#3c3c43\" fill-opacity=\"0.3\"/>"))
        let stroke = "fill=\"none\" stroke=\"#ffffff\" stroke-width=\"1.5\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
        #expect(light.contains("<polyline points=\"6,6 13,13\" " + stroke))
        #expect(light.contains("<polyline points=\"6,13 13,6\" " + stroke))
        // In the dark, the × takes the dark background's black.
        #expect(svg(screen("moon", appearance: .dark).0).contains("<polyline points=\"6,6 13,13\" fill=\"none\" stroke=\"#000000\""))
        // No text, no button.
        #expect(!svg(screen("").0).contains("<ellipse"))
    }

    @Test("in PNG the disc is grey and the × white, right of the text")
    func clearButtonInPNG() throws {
        let canvas = try CairoCanvas(width: 200, height: 40)
        var painted = canvas
        ScreenPainter().paint(screen("moon").0, on: &painted)
        // Inside the disc, above the ×: UIKit's grey ink (#3c3c43) at 30 % over white.
        let disc = try #require(canvas.pixel(x: 190, y: 14))
        #expect(abs(disc.red - (0.7 + 0.3 * 0x3c / 255)) < 0.005 && disc.green == disc.red)
        #expect(abs(disc.blue - (0.7 + 0.3 * 0x43 / 255)) < 0.005)
        // Where the strokes cross, white; beside the disc, the white background.
        #expect(try #require(canvas.pixel(x: 190, y: 20)).red > 0.9)
        #expect(canvas.pixel(x: 179, y: 20) == .white)
    }

    @Test("text wider than the room left of the button ends in … when not edited and shows its end when edited")
    func longText() {
        let long = String(repeating: "m", count: 40)
        let resting = svg(screen(long).0)
        #expect(resting.contains("…</text>"))
        #expect(!resting.contains(long))
        let edited = svg(screen(long, editing: true).0)
        #expect(edited.contains(">\(long)</text>"))
        // Cut at the button's left edge: a clip 181 points wide.
        #expect(edited.contains("<rect x=\"0\" y=\"0\" width=\"181\" height=\"40\""))
        // The text's end sits at the button's edge: it starts 181 points minus its width in.
        let font = TextField().font
        #expect(edited.contains("<text x=\"\(SVGCanvas.number(181 - font.width(of: long)))\""))
    }

    @Test("the placeholder is drawn in UIKit's placeholderText colour, which follows the appearance")
    func placeholder() {
        #expect(svg(screen(nil, placeholder: "Name").0).contains("fill=\"#3c3c43\" fill-opacity=\"0.3\" xml:space=\"preserve\">Name</text>"))
        #expect(svg(screen(nil, placeholder: "Name", appearance: .dark).0)
            .contains("fill=\"#ebebf5\" fill-opacity=\"0.3\" xml:space=\"preserve\">Name</text>"))
    }
}
