import Testing
@testable import MoonKit

@Suite struct GestureRecognizerTests {
    /// A plain 200×200 view at (100, 100) on an engine's window: touches reach it only through
    /// its recognizers (it has no controller of its own).
    func scene() -> (Engine, View) {
        let engine = Engine(device: .iPad)
        let vc = ViewController()
        engine.window.rootViewController = vc
        let pad = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
        vc.view.addSubview(pad)
        return (engine, pad)
    }

    @Test func aDoubleTapNeedsTwoQuickTaps() {
        let (engine, pad) = scene()
        var heard: [String] = []
        let single = TapGestureRecognizer { heard.append("single \($0.state.rawValue)") }
        let double = TapGestureRecognizer { heard.append("double at \($0.location(in: pad))") }
        double.numberOfTapsRequired = 2
        pad.addGestureRecognizer(double)
        #expect(double.view === pad)
        engine.window.tap(at: Point(x: 150, y: 150))
        #expect(heard == [])
        engine.step(0.2)
        engine.window.tap(at: Point(x: 152, y: 150))
        #expect(heard == ["double at (52, 50)"])
        // Too slow: the second tap starts a new count.
        engine.step(1)
        engine.window.tap(at: Point(x: 150, y: 150))
        engine.step(0.5)
        engine.window.tap(at: Point(x: 150, y: 150))
        #expect(heard == ["double at (52, 50)"])
        pad.removeGestureRecognizer(double)
        pad.addGestureRecognizer(single)
        engine.window.tap(at: Point(x: 120, y: 120))
        #expect(heard == ["double at (52, 50)", "single ended"])
        // A touch that wanders is no tap.
        let t = engine.window.beginTouch(at: Point(x: 120, y: 120))
        engine.window.moveTouch(t, to: Point(x: 140, y: 120))
        engine.window.endTouch(t)
        #expect(heard.count == 2)
    }

    @Test func aLongPressBeginsAfterHalfASecond() {
        let (engine, pad) = scene()
        var heard: [String] = []
        let press = LongPressGestureRecognizer { heard.append("\($0.state.rawValue) at \(Geometry.format(engine.now))") }
        pad.addGestureRecognizer(press)
        let t = engine.window.beginTouch(at: Point(x: 150, y: 150))
        engine.step(0.4)
        #expect(heard == [])
        engine.step(0.2)
        #expect(heard == ["began at 0.5"])
        engine.window.moveTouch(t, to: Point(x: 190, y: 150))
        engine.window.endTouch(t)
        #expect(heard == ["began at 0.5", "changed at 0.6", "ended at 0.6"])
        // Lifted early: nothing.
        engine.window.endTouch(engine.window.beginTouch(at: Point(x: 150, y: 150)))
        engine.step(1)
        #expect(heard.count == 3)
    }

    @Test func aPanReportsTranslationAndVelocity() {
        let (engine, pad) = scene()
        var heard: [String] = []
        let pan = PanGestureRecognizer { g in
            let p = g as! PanGestureRecognizer
            heard.append("\(p.state.rawValue) \(p.translation()) \(p.velocity())")
        }
        pad.addGestureRecognizer(pan)
        let t = engine.window.beginTouch(at: Point(x: 150, y: 150))
        engine.step(0.5)
        engine.window.moveTouch(t, to: Point(x: 155, y: 150))   // within the 10-point hysteresis
        #expect(heard == [])
        engine.step(0.5)
        engine.window.moveTouch(t, to: Point(x: 175, y: 150))
        engine.step(0.25)
        engine.window.moveTouch(t, to: Point(x: 200, y: 160))
        engine.window.endTouch(t)
        #expect(heard == ["began (25, 0) (40, 0)", "changed (50, 10) (100, 40)", "ended (50, 10) (100, 40)"])
    }

    @Test func aSwipeGoesOneWayFastEnough() {
        let (engine, pad) = scene()
        var heard: [String] = []
        let swipe = SwipeGestureRecognizer { heard.append("swiped \(($0 as! SwipeGestureRecognizer).direction)") }
        swipe.direction = .left
        pad.addGestureRecognizer(swipe)
        func stroke(_ dx: Double, _ dy: Double, seconds: Double) {
            let t = engine.window.beginTouch(at: Point(x: 250, y: 200))
            for k in 1...5 {
                engine.step(seconds / 5)
                engine.window.moveTouch(t, to: Point(x: 250 + dx * Double(k) / 5, y: 200 + dy * Double(k) / 5))
            }
            engine.window.endTouch(t)
        }
        stroke(100, 0, seconds: 0.2)      // the wrong way
        stroke(-100, 80, seconds: 0.2)    // too far across
        stroke(-100, 0, seconds: 1)       // too slow
        #expect(heard == [])
        stroke(-100, 10, seconds: 0.2)
        #expect(heard == ["swiped left"])
    }

    @Test func recognizingCancelsTheTouchInTheViewUnlessToldNotTo() {
        let (engine, pad) = scene()
        let button = Button(title: "Go")
        button.frame = Rect(x: 10, y: 10, width: 100, height: 40)
        pad.addSubview(button)
        var events: [String] = []
        button.addAction(for: [.touchUpInside, .touchCancel]) { _, e in events.append(e.contains(.touchCancel) ? "cancel" : "up") }
        var taps = 0
        let tap = TapGestureRecognizer { _ in taps += 1 }
        pad.addGestureRecognizer(tap)
        engine.window.tap(at: Point(x: 130, y: 130))
        #expect(taps == 1 && events == ["cancel"])
        tap.cancelsTouchesInView = false
        engine.window.tap(at: Point(x: 130, y: 130))
        #expect(taps == 2 && events == ["cancel", "up"])
        tap.isEnabled = false
        engine.window.tap(at: Point(x: 130, y: 130))
        #expect(taps == 2 && events == ["cancel", "up", "up"])
    }
}
