import Testing
import Foundation
@testable import MoonRender
import MoonKit

/// A body and its result, handed to the thread of `onSmallStack` and back (the semaphore orders
/// the hand-overs).
final class SmallStackBox<T>: @unchecked Sendable {
    var body: (() -> T)?
    var result: T?
    init(_ body: @escaping () -> T) { self.body = body }
}

/// Runs `body` on a thread whose stack is 256 KB, and returns what it returned: a painter that
/// recursed once per level of a few thousand nested views would overflow it.
func onSmallStack<T>(_ body: @escaping () -> T) -> T {
    let box = SmallStackBox(body)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.result = box.body?()
        box.body = nil
        done.signal()
    }
    thread.stackSize = 256 << 10
    thread.start()
    done.wait()
    return box.result!
}

/// Pictures of trees nested far deeper than a screen (issue 20: 20 000 levels overflowed the
/// painter's recursion, for SVG and PNG alike).
@Suite("Painting deep trees")
struct DeepTreePaintingTests {
    static let device = DeviceProfile(name: "test", idiom: .phone, size: Size(width: 40, height: 20),
                                      safeAreaInsets: .zero, systemMinimumLayoutMargins: .zero, scale: 1)

    /// `depth` nested views filling the window, the deepest one red; each of the others with
    /// `alpha`.
    private func chain(depth: Int, alpha: Double = 1) -> Window {
        let window = Window(device: Self.device)
        var parent: View = window
        for _ in 0..<depth {
            let v = View(frame: window.bounds)
            v.alpha = alpha
            parent.addSubview(v)
            parent = v
        }
        parent.alpha = 1
        parent.backgroundColor = .red
        return window
    }

    @Test func thousandsOfNestedViewsPaintAsSVGAndPNGOnASmallStack() throws {
        let (text, pixel) = onSmallStack { () -> (String, Color?) in
            let window = self.chain(depth: 4_000)
            var svg = SVGCanvas(width: 40, height: 20)
            ScreenPainter().paint(window, on: &svg)
            guard var png = try? CairoCanvas(width: 40, height: 20) else { return ("", nil) }
            ScreenPainter().paint(window, on: &png)
            return (svg.document(), png.pixel(x: 20, y: 10))
        }
        #expect(text.components(separatedBy: "<g").count - 1 == 4_001)
        #expect(text.components(separatedBy: "</g>").count - 1 == 4_001)
        #expect(pixel == Color(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func translucentLevelsBeyondEightFadeWhatTheyPaint() throws {
        // Ten levels at 0.8: eight painted on surfaces of their own (each a picture's size), the
        // other two fade the red square itself; 0.8^10 of it shows over the black window.
        let window = chain(depth: 11, alpha: 0.8)
        var png = try CairoCanvas(width: 40, height: 20)
        ScreenPainter().paint(window, on: &png)
        let pixel = try #require(png.pixel(x: 20, y: 10))
        #expect(abs(pixel.red - pow(0.8, 10)) < 3.0 / 255)
        #expect(pixel.green == 0 && pixel.alpha == 1)
    }
}
