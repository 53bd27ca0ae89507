import Testing
import Foundation
@testable import MoonRender
import MoonKit

@Suite("Screen painter")
struct ScreenPainterTests {
    static let device = DeviceProfile(name: "test", idiom: .phone, size: Size(width: 200, height: 120),
                                      safeAreaInsets: .zero, systemMinimumLayoutMargins: .zero, scale: 1)

    /// A white screen with a bordered red box holding a half-transparent blue child that sticks
    /// out (clipped), a hidden green view, a label, and a gradient strip at the bottom.
    func makeScreen() -> Window {
        let window = Window(device: Self.device)
        let root = View(frame: window.bounds)
        root.backgroundColor = .white
        window.addSubview(root)

        let box = View(frame: Rect(x: 10, y: 10, width: 60, height: 40))
        box.backgroundColor = .red
        box.borderWidth = 2
        box.borderColor = .black
        box.clipsToBounds = true
        let child = View(frame: Rect(x: 30, y: 20, width: 60, height: 60))
        child.backgroundColor = .blue
        child.alpha = 0.5
        box.addSubview(child)
        let hidden = View(frame: Rect(x: 100, y: 10, width: 20, height: 20))
        hidden.backgroundColor = .green
        hidden.isHidden = true
        let label = Label(text: "Hi", font: .boldSystem(20))
        label.frame = Rect(x: 100, y: 10, width: 80, height: 40)
        label.textAlignment = .center
        let strip = GradientView(colors: [.white, .black])
        strip.frame = Rect(x: 0, y: 100, width: 200, height: 20)
        let scaled = View(frame: Rect(x: 150, y: 60, width: 20, height: 20))
        scaled.backgroundColor = .black
        scaled.transform = Transform(scaleX: 0.5, y: 0.5)
        root.addSubviews(box, hidden, label, strip, scaled)
        return window
    }

    @Test("pixels show backgrounds, borders on top, clipping, alpha, hiding, transforms and gradients")
    func png() throws {
        let canvas = try CairoCanvas(width: 200, height: 120)
        var painted = canvas
        ScreenPainter().paint(makeScreen(), on: &painted)
        func px(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let c = canvas.pixel(x: x, y: y) ?? .clear
            return (Int((c.red * 255).rounded()), Int((c.green * 255).rounded()), Int((c.blue * 255).rounded()))
        }
        #expect(px(5, 5) == (255, 255, 255))        // root background
        #expect(px(10, 10) == (0, 0, 0))            // the box's border, over its fill
        #expect(px(20, 20) == (255, 0, 0))          // the box's fill
        #expect(px(50, 40) == (127, 0, 128))        // half-transparent blue over red
        #expect(px(75, 40) == (255, 255, 255))      // the child outside the box is clipped
        #expect(px(105, 12) == (255, 255, 255))     // the hidden view is not drawn
        #expect(px(160, 70) == (0, 0, 0))           // scaled ×0.5 about its centre: 155…165
        #expect(px(152, 62) == (255, 255, 255))
        #expect(px(100, 100).0 > 240)               // gradient top
        #expect(px(100, 119).0 < 15)                // gradient bottom
        var dark = 0
        for y in 10..<50 { for x in 100..<180 where px(x, y).0 < 128 { dark += 1 } }
        #expect(dark > 40)                          // the label's text
    }

    @Test("the SVG holds each visible view once, in back-to-front order")
    func svg() {
        var canvas = SVGCanvas(width: 200, height: 120)
        ScreenPainter().paint(makeScreen(), on: &canvas)
        let svg = canvas.document()
        #expect(svg.contains(">Hi</text>"))
        #expect(!svg.contains("#00ff00"))
        let red = svg.range(of: "fill=\"#ff0000\"")!.lowerBound
        let blue = svg.range(of: "fill=\"#0000ff\"")!.lowerBound
        let border = svg.range(of: "stroke=\"#000000\"")!.lowerBound
        #expect(red < blue && blue < border)
        #expect(svg.contains("<g clip-path="))
        #expect(svg.contains("<linearGradient"))
    }

    @Test("debug outlines name every view")
    func debug() {
        var canvas = SVGCanvas(width: 200, height: 120)
        ScreenPainter(debugOutlines: true).paint(makeScreen(), on: &canvas)
        let svg = canvas.document()
        #expect(svg.contains(">GradientView</text>"))
        #expect(svg.contains(">Label</text>"))
    }

    @Test("mid-animation pictures show presentation values")
    func midAnimation() throws {
        let engine = Engine(device: Self.device, seed: 1)
        let box = View(frame: Rect(x: 0, y: 0, width: 100, height: 120))
        box.backgroundColor = .black
        engine.window.backgroundColor = .white
        engine.window.addSubview(box)
        engine.animate(withDuration: 1, options: .curveLinear, animations: { box.alpha = 0 })
        engine.step(0.25)
        let canvas = try CairoCanvas(width: 200, height: 120)
        var painted = canvas
        ScreenPainter(animator: engine.animator).paint(engine.window, on: &painted)
        let shade = try #require(canvas.pixel(x: 50, y: 50))
        #expect(Int((shade.red * 255).rounded()) == 64)   // 75 % black over white
        let model = try CairoCanvas(width: 200, height: 120)
        var modelPainted = model
        ScreenPainter().paint(engine.window, on: &modelPainted)
        #expect(model.pixel(x: 50, y: 50) == .white)       // the model is already transparent
    }

    @Test("a view fainter than View.leastVisibleAlpha is left out with its subviews, as hit testing leaves it out")
    func faintViews() {
        let window = Window(device: Self.device)
        for (x, alpha) in [(0.0, 0.005), (100.0, View.leastVisibleAlpha)] {
            let faint = View(frame: Rect(x: x, y: 0, width: 100, height: 120))
            faint.backgroundColor = .red
            faint.alpha = alpha
            let inside = Label(text: "in \(alpha)", font: .system(12))
            inside.frame = Rect(x: 0, y: 0, width: 100, height: 20)
            faint.addSubview(inside)
            window.addSubview(faint)
            #expect((window.hitTest(Point(x: x + 50, y: 60)) === faint) == (alpha >= 0.01))
        }
        var canvas = SVGCanvas(width: 200, height: 120)
        ScreenPainter().paint(window, on: &canvas)
        let svg = canvas.document()
        #expect(svg.components(separatedBy: "fill=\"#ff0000\"").count == 2)
        #expect(!svg.contains(">in 0.005</text>"))
        #expect(svg.contains(">in 0.01</text>"))
    }

    @Test("particles are painted where the emitter says they are at the engine's time")
    func particles() {
        let engine = Engine(device: Self.device, seed: 1)
        let emitter = EmitterView(frame: engine.window.bounds)
        emitter.emitterPosition = Point(x: 100, y: 0)
        emitter.cell.birthRate = 1
        emitter.cell.lifetime = 5
        emitter.cell.velocity = 10
        emitter.cell.color = .red
        engine.window.addSubview(emitter)
        engine.step(2.5)
        var canvas = SVGCanvas(width: 200, height: 120)
        ScreenPainter(animator: engine.animator).paint(engine.window, on: &canvas)
        // Born at 0, 1 and 2 s, falling straight down at 10 points a second.
        #expect(canvas.document().contains("<ellipse cx=\"100\" cy=\"25\" rx=\"10\" ry=\"10\" fill=\"#ff0000\"/>"))
        #expect(canvas.document().contains("<ellipse cx=\"100\" cy=\"15\" rx=\"10\" ry=\"10\" fill=\"#ff0000\"/>"))
        #expect(canvas.document().contains("<ellipse cx=\"100\" cy=\"5\" rx=\"10\" ry=\"10\" fill=\"#ff0000\"/>"))
    }

    @Test("a view squeezed to nothing (a card edge-on) is skipped and does not spoil the picture")
    func edgeOn() throws {
        let engine = Engine(device: Self.device, seed: 1)
        engine.window.backgroundColor = .white
        let card = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        card.backgroundColor = .red
        card.transform = Transform(scaleX: 1e-17, y: 1)
        let other = View(frame: Rect(x: 100, y: 10, width: 50, height: 50))
        other.backgroundColor = .blue
        engine.window.addSubviews(card, other)
        let canvas = try CairoCanvas(width: 200, height: 120)
        var painted = canvas
        ScreenPainter(animator: engine.animator).paint(engine.window, on: &painted)
        #expect(canvas.pixel(x: 35, y: 35) == .white)
        #expect(canvas.pixel(x: 125, y: 35) == .blue)
    }

    @Test("a scrolled scroll view shows its content moved, clipped, with its indicator while scrolling")
    func scrolledContent() throws {
        let window = Window(device: Self.device)
        let scroll = ScrollView(frame: Rect(x: 20, y: 10, width: 100, height: 100))
        scroll.backgroundColor = .white
        scroll.contentSize = Size(width: 100, height: 400)
        window.addSubview(scroll)
        // Stripes 50 points tall: red, green, blue, red, …
        for k in 0..<8 {
            let stripe = View(frame: Rect(x: 0, y: Double(k) * 50, width: 100, height: 50))
            stripe.backgroundColor = [Color.red, .green, .blue][k % 3]
            scroll.addSubview(stripe)
        }
        scroll.contentOffset = Point(x: 0, y: 75)   // shows 75…175: green's lower half, blue, red's top half
        let canvas = try CairoCanvas(width: 200, height: 120)
        var painted = canvas
        ScreenPainter().paint(window, on: &painted)
        func px(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let c = canvas.pixel(x: x, y: y) ?? .clear
            return (Int((c.red * 255).rounded()), Int((c.green * 255).rounded()), Int((c.blue * 255).rounded()))
        }
        #expect(px(40, 15) == (0, 255, 0))       // content y 80: green
        #expect(px(40, 50) == (0, 0, 255))       // content y 115: blue
        #expect(px(40, 100) == (255, 0, 0))      // content y 165: red
        #expect(px(40, 115) == (0, 0, 0))        // below the scroll view: clipped (the window is black)
        // The indicator: 3 wide, 6 from the right edge: x 114…117; length 94 × 100 / 400 = 36 (its minimum).
        let indicator = try #require(scroll.verticalScrollIndicatorFrame)
        #expect(indicator == Rect(x: 94, y: 75 + 3 + (94 - 36) * 75 / 300, width: 3, height: 36))
        // On screen at y 10 + 3 + 14.5 = 27.5 to 63.5, over the blue stripe: black at 35 % over blue.
        #expect(px(115, 46) == (0, 0, 166))
        #expect(px(112, 46) == (0, 0, 255))
        #expect(px(115, 20) == (0, 255, 0))      // above the indicator
    }
}
