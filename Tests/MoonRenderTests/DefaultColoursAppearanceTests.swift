import Testing
@testable import MoonRender
import MoonKit

/// What a game leaves at its defaults follows `--appearance`: text in `label`, screens, cells
/// and text views on `systemBackground`, bars on `secondarySystemBackground` with a
/// `separator` hairline, tables' hairlines in `opaqueSeparator`.
@Suite("Default colours follow the appearance")
struct DefaultColoursAppearanceTests {
    @Test("the defaults are UIKit's semantic colours")
    func defaults() {
        #expect(Label().textColor == Color(semantic: .label))
        #expect(TextField().textColor == Color(semantic: .label))
        #expect(TextView().backgroundColor == Color(semantic: .systemBackground))
        #expect(TableView.defaultSeparatorColor == Color(semantic: .opaqueSeparator))
        #expect(TableViewHeaderView.fill == Color(semantic: .secondarySystemBackground))
    }

    @Test("a navigation screen with a default label draws light on dark in dark")
    func darkScreen() {
        let device = DeviceProfile(name: "test", idiom: .phone, size: Size(width: 200, height: 200),
                                   safeAreaInsets: .zero, systemMinimumLayoutMargins: .zero, scale: 1)
        func svg(_ appearance: Appearance) -> String {
            let window = Window(device: device)
            window.appearance = appearance
            let screen = ViewController()
            screen.title = "Words"
            let label = Label()
            label.text = "Hi"
            label.frame = Rect(x: 20, y: 100, width: 100, height: 30)
            screen.view.addSubview(label)
            window.rootViewController = NavigationController(rootViewController: screen)
            var canvas = SVGCanvas(width: 200, height: 200)
            ScreenPainter().paint(window, on: &canvas)
            return canvas.document()
        }
        let dark = svg(.dark), light = svg(.light)
        // The screen behind the content, the bar's background and its hairline.
        #expect(dark.contains("<rect x=\"0\" y=\"0\" width=\"200\" height=\"200\" fill=\"#000000\"/>"))
        #expect(light.contains("<rect x=\"0\" y=\"0\" width=\"200\" height=\"200\" fill=\"#ffffff\"/>"))
        #expect(dark.contains("<rect x=\"0\" y=\"0\" width=\"200\" height=\"44\" fill=\"#1c1c1e\"/>"))
        #expect(light.contains("<rect x=\"0\" y=\"0\" width=\"200\" height=\"44\" fill=\"#f2f2f7\"/>"))
        // The label's text and the bar's title: white in dark, black in light.
        for (document, ink) in [(dark, "#ffffff"), (light, "#000000")] {
            let texts = document.components(separatedBy: "<text ").dropFirst()
            let hi = texts.first { $0.contains(">Hi</text>") }, title = texts.first { $0.contains(">Words</text>") }
            #expect(hi?.contains("fill=\"\(ink)\"") == true, "\(hi ?? "no Hi")")
            #expect(title?.contains("fill=\"\(ink)\"") == true, "\(title ?? "no title")")
        }
    }
}
