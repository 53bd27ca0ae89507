import Testing
import Foundation
@testable import MoonRender
import MoonKit

/// Rounded clipping and shadows, painted as UIKit composites a layer.
@Suite("Layer painting")
struct LayerPaintingTests {
    static let device = DeviceProfile(name: "test", idiom: .phone, size: Size(width: 120, height: 80),
                                      safeAreaInsets: .zero, systemMinimumLayoutMargins: .zero, scale: 1)

    /// A white screen holding `view`.
    func screen(_ view: View) -> Window {
        let window = Window(device: Self.device)
        let root = View(frame: window.bounds)
        root.backgroundColor = .white
        window.addSubview(root)
        root.addSubview(view)
        return window
    }

    func pixels(of window: Window) throws -> CairoCanvas {
        let canvas = try CairoCanvas(width: 120, height: 80)
        var painted = canvas
        ScreenPainter().paint(window, on: &painted)
        return canvas
    }

    func byte(_ value: Double?) -> Int { Int(((value ?? -1) * 255).rounded()) }

    @Test("masksToBounds with a corner radius cuts subviews at the rounded corners")
    func roundedClipping() throws {
        let card = View(frame: Rect(x: 20, y: 10, width: 80, height: 60))
        card.layer.cornerRadius = 20
        card.layer.masksToBounds = true
        #expect(card.clipsToBounds && card.cornerRadius == 20)
        let fill = View(frame: card.bounds)
        fill.backgroundColor = .blue
        card.addSubview(fill)
        let png = try pixels(of: screen(card))
        #expect(png.pixel(x: 60, y: 40) == .blue)       // the middle
        #expect(png.pixel(x: 21, y: 11) == .white)      // the corner, cut by the radius
        #expect(png.pixel(x: 25, y: 40) == .blue)       // the straight left edge
        var svg = SVGCanvas(width: 120, height: 80)
        ScreenPainter().paint(screen(card), on: &svg)
        #expect(svg.document().contains("<clipPath id=\"clip1\"><rect x=\"0\" y=\"0\" width=\"80\" height=\"60\" rx=\"20\"/></clipPath>"))
    }

    @Test("a shadow falls at its offset, full strength inside, fading over its radius, and not when clipped")
    func shadow() throws {
        let card = View(frame: Rect(x: 30, y: 20, width: 40, height: 30))
        card.backgroundColor = .white
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 4
        card.layer.shadowOffset = Size(width: 10, height: 10)
        #expect(card.shadow == Shadow(color: .black, opacity: 0.5, radius: 4, offset: Size(width: 10, height: 10)))
        let png = try pixels(of: screen(card))
        // Inside the card: its white background covers the shadow.
        #expect(png.pixel(x: 50, y: 35) == .white)
        // Under the card's bottom-right, well inside the shadow: black at half opacity over white.
        #expect((127...128).contains(byte(png.pixel(x: 75, y: 55)?.red)))
        // Past the shadow's blurred edge (10 + 40 + 4 = 84 on x): untouched.
        #expect(png.pixel(x: 85, y: 55) == .white)
        // Within the blur: lighter than the full shadow, darker than the page.
        let edge = byte(png.pixel(x: 80, y: 45)?.red)
        #expect(edge > 128 && edge < 255)
        // One shape per point of the blur's width (8 for 4 points each side), from 4 to 24.
        #expect(ScreenPainter.shadowSteps(radius: 4) == 8)
        #expect(ScreenPainter.shadowSteps(radius: 1) == 4 && ScreenPainter.shadowSteps(radius: 30) == 24)
        var svg = SVGCanvas(width: 120, height: 80)
        ScreenPainter().paint(screen(card), on: &svg)
        #expect(svg.document().components(separatedBy: "fill=\"#000000\" fill-opacity=").count - 1 == 8)
        card.clipsToBounds = true
        #expect(try pixels(of: screen(card)).pixel(x: 75, y: 55) == .white)
    }
}
