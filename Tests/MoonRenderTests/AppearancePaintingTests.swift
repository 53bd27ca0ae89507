import Testing
@testable import MoonRender
import MoonKit

/// Semantic colours drawn in the window's appearance.
@Suite("Appearance painting")
struct AppearancePaintingTests {
    @Test("a view set to systemBackground and a label set to label swap in dark")
    func darkSwapsTheColours() throws {
        func screen(_ appearance: Appearance) throws -> CairoCanvas {
            let window = Window(device: LayerPaintingTests.device)
            window.appearance = appearance
            let root = View(frame: window.bounds)
            root.backgroundColor = try Color(named: "systemBackground")
            let bar = View(frame: Rect(x: 0, y: 60, width: 120, height: 20))
            bar.backgroundColor = try Color(named: "label")
            root.addSubview(bar)
            window.addSubview(root)
            let canvas = try CairoCanvas(width: 120, height: 80)
            var painted = canvas
            ScreenPainter().paint(window, on: &painted)
            return canvas
        }
        let light = try screen(.light), dark = try screen(.dark)
        #expect(light.pixel(x: 10, y: 10) == .white && light.pixel(x: 10, y: 70) == .black)
        #expect(dark.pixel(x: 10, y: 10) == .black && dark.pixel(x: 10, y: 70) == .white)
    }
}
