import Testing
@testable import MoonKit

@Suite("Animator")
struct AnimatorTests {
    /// An engine on the iPad with one 100×100 box at (0, 0) on screen.
    func makeEngine() -> (Engine, View) {
        let engine = Engine(device: .iPad)
        let box = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        box.backgroundColor = .red
        engine.window.addSubview(box)
        return (engine, box)
    }

    @Test("the model value changes at once; the presentation moves on the clock")
    func linearFade() {
        let (engine, box) = makeEngine()
        var finished: [Bool] = []
        engine.animate(withDuration: 0.7, options: .curveLinear, animations: { box.alpha = 0 },
                       completion: { finished.append($0) })
        #expect(box.alpha == 0)
        #expect(engine.animator.presentation(of: box).alpha == 1)
        engine.step(0.35)
        #expect(engine.animator.presentation(of: box).alpha == 0.5)
        #expect(finished.isEmpty)
        engine.step(0.35)
        #expect(engine.animator.presentation(of: box).alpha == 0)
        #expect(finished == [true])
        engine.step(5)
        #expect(finished == [true])
        #expect(engine.animator.isIdle)
    }

    @Test("a property set twice in a block animates from its value before the block to the last")
    func setTwice() {
        let (engine, box) = makeEngine()
        engine.animate(withDuration: 1, options: .curveLinear, animations: {
            box.alpha = 0.2
            box.alpha = 0.6
        })
        engine.step(0.5)
        #expect(abs(engine.animator.presentation(of: box).alpha - 0.8) < 1e-12)
        #expect(engine.animator.runningCount == 1)
    }

    @Test("views outside the window, or set back to where they were, are not animated")
    func outsideOrUnchanged() {
        let (engine, box) = makeEngine()
        let loose = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        engine.animate(withDuration: 1, animations: {
            loose.alpha = 0
            box.alpha = 0.5
            box.alpha = 1
        })
        #expect(engine.animator.isIdle)
        #expect(loose.alpha == 0)
    }

    @Test("a block inside a block is animated with the outer block's timing, as before")
    func nested() {
        let (engine, box) = makeEngine()
        var inner: [Bool] = []
        engine.animate(withDuration: 2, options: .curveLinear, animations: {
            engine.animate(withDuration: 0.5, options: .curveLinear, animations: { box.alpha = 0 },
                           completion: { inner.append($0) })
        })
        engine.step(1)
        #expect(abs(engine.animator.presentation(of: box).alpha - 0.5) < 1e-12)
        #expect(inner == [false])
    }

    @Test("frame, transform and colour blend; unchanged properties are not animated")
    func severalProperties() {
        let (engine, box) = makeEngine()
        engine.animate(withDuration: 1, options: .curveLinear, animations: {
            box.frame = Rect(x: 100, y: 50, width: 200, height: 100)
            box.transform = Transform(scaleX: 0, y: 0)
            box.backgroundColor = .blue
        })
        #expect(engine.animator.runningCount == 4)   // centre, bounds, transform, colour
        engine.step(0.5)
        let shown = engine.animator.presentation(of: box)
        #expect(shown.center == Point(x: 125, y: 75))
        #expect(shown.bounds.size == Size(width: 150, height: 100))
        #expect(shown.transform.scaleX == 0.5)
        #expect(shown.backgroundColor == Color(red: 0.5, green: 0, blue: 0.5))
        #expect(shown.alpha == 1)
    }

    @Test("autoreverse with repeat cycles forever and never completes")
    func repeating() {
        let (engine, box) = makeEngine()
        var completions = 0
        engine.animate(withDuration: 20, options: [.repeat, .autoreverse, .allowUserInteraction, .curveLinear],
                       animations: { box.backgroundColor = .blue }, completion: { _ in completions += 1 })
        engine.step(10)
        #expect(engine.animator.presentation(of: box).backgroundColor == Color(red: 0.5, green: 0, blue: 0.5))
        engine.step(20)
        #expect(engine.animator.presentation(of: box).backgroundColor == Color(red: 0.5, green: 0, blue: 0.5))
        engine.step(10)
        #expect(engine.animator.presentation(of: box).backgroundColor == .red)
        engine.step(3600)
        #expect(completions == 0)
        #expect(!engine.animator.blocksTouches(box))
    }

    @Test("settleTime: when the animations that end by themselves have ended, endless ones left out")
    func settleTime() {
        let (engine, box) = makeEngine()
        let card = View(frame: Rect(x: 200, y: 0, width: 50, height: 50))
        engine.window.addSubview(card)
        #expect(engine.animator.settleTime(in: engine.window) == nil)
        engine.step(1)
        // A pulse for ever, a fade from t = 1 to 1.5, a flip from 1.25 to 2.
        engine.animate(withDuration: 0.25, options: [.repeat, .autoreverse], animations: { box.backgroundColor = .blue })
        #expect(engine.animator.settleTime(in: engine.window) == nil)
        engine.animate(withDuration: 0.5, animations: { box.alpha = 0.5 })
        #expect(engine.animator.settleTime(in: engine.window) == 1.5)
        engine.step(0.25)
        engine.transition(with: card, duration: 0.75, options: .transitionFlipFromRight, animations: { card.alpha = 0.3 })
        #expect(engine.animator.settleTime(in: engine.window) == 2)
        // Only what runs inside the scope counts.
        #expect(engine.animator.settleTime(in: box) == 1.5)
        engine.step(0.75)
        #expect(engine.animator.settleTime(in: engine.window) == nil)
        #expect(!engine.animator.isIdle)
    }

    @Test("a new animation of the same property starts from the screen and ends the old one")
    func interrupted() {
        let (engine, box) = makeEngine()
        var log: [String] = []
        engine.animate(withDuration: 1, options: .curveLinear, animations: { box.alpha = 0 },
                       completion: { log.append("first \($0)") })
        engine.step(0.5)
        engine.animate(withDuration: 1, options: .curveLinear, animations: { box.alpha = 1 },
                       completion: { log.append("second \($0)") })
        #expect(engine.animator.presentation(of: box).alpha == 0.5)
        engine.step(0.5)
        #expect(engine.animator.presentation(of: box).alpha == 0.75)
        #expect(log == ["first false"])
        engine.step(0.5)
        #expect(log == ["first false", "second true"])
    }

    @Test("a block that changes nothing completes on the next turn of the queue, finished")
    func nothingToAnimate() {
        let (engine, box) = makeEngine()
        var finished: Bool?
        engine.animate(withDuration: 1, animations: { box.alpha = 1 }, completion: { finished = $0 })
        #expect(finished == nil)
        engine.step(0)
        #expect(finished == true)
    }

    @Test("the old value shows during the delay, and animating views ignore touches unless allowed")
    func delayAndTouches() {
        let (engine, box) = makeEngine()
        engine.animate(withDuration: 1, delay: 1, options: .curveLinear, animations: { box.alpha = 0.5 })
        engine.step(0.5)
        #expect(engine.animator.presentation(of: box).alpha == 1)
        #expect(engine.animator.blocksTouches(box))
        engine.step(1)
        #expect(engine.animator.presentation(of: box).alpha == 0.75)
        engine.step(1)
        #expect(!engine.animator.blocksTouches(box))
    }

    @Test("removing animations reports them unfinished")
    func removal() {
        let (engine, box) = makeEngine()
        var finished: Bool?
        engine.animate(withDuration: 1, animations: { box.center = Point(x: 500, y: 500) },
                       completion: { finished = $0 })
        engine.animator.removeAnimations(of: engine.window)
        engine.step(0)
        #expect(finished == false)
        #expect(engine.animator.presentation(of: box).center == Point(x: 500, y: 500))
    }

    @Test("a flip shows the old face narrowing, is edge-on half way, then shows the new face")
    func flip() {
        let (engine, card) = makeEngine()
        let back = View(frame: card.bounds), face = View(frame: card.bounds)
        face.isHidden = true
        card.addSubviews(face, back)
        var finished: Bool?
        engine.transition(with: card, duration: 0.7, options: [.transitionFlipFromRight, .curveLinear],
                          animations: { back.isHidden = true; face.isHidden = false },
                          completion: { finished = $0 })
        #expect(back.isHidden && !face.isHidden)
        engine.step(0.175)
        #expect(!engine.animator.presentation(of: back).isHidden)
        #expect(engine.animator.presentation(of: face).isHidden)
        #expect(abs(engine.animator.presentation(of: card).transform.scaleX - 0.5.squareRoot()) < 1e-12)
        engine.step(0.175)
        #expect(abs(engine.animator.presentation(of: card).transform.scaleX) < 1e-12)
        #expect(engine.animator.presentation(of: back).isHidden)
        #expect(!engine.animator.presentation(of: face).isHidden)
        engine.step(0.35)
        #expect(finished == true)
        #expect(engine.animator.presentation(of: card).transform == .identity)
    }
}

@Suite("Animations and the rest of the engine")
struct AnimatorIntegrationTests {
    @Test("an animated button ignores taps unless the animation allows interaction")
    func touchesDuringAnimation() throws {
        let engine = Engine(device: .iPad)
        let button = Button(title: "GO")
        button.frame = Rect(x: 100, y: 100, width: 100, height: 44)
        engine.window.addSubview(button)
        var taps = 0
        button.addTarget(for: .touchUpInside) { _ in taps += 1 }
        engine.animate(withDuration: 1, animations: { button.alpha = 0.5 })
        #expect(engine.window.tap(at: Point(x: 150, y: 120)) !== button)
        engine.step(1)
        engine.window.tap(at: Point(x: 150, y: 120))
        engine.animate(withDuration: 1, options: .allowUserInteraction, animations: { button.alpha = 1 })
        engine.window.tap(at: Point(x: 150, y: 120))
        #expect(taps == 2)
    }

    @Test("a view leaving the window stops animating; its completion says unfinished")
    func removalEndsAnimations() {
        let engine = Engine(device: .iPad)
        let card = View(frame: Rect(x: 0, y: 0, width: 100, height: 140))
        engine.window.addSubview(card)
        var finished: Bool?
        engine.animate(withDuration: 0.7, animations: { card.transform = Transform(scaleX: 0.001, y: 0.001) },
                       completion: { finished = $0 })
        card.removeFromSuperview()
        #expect(engine.animator.isIdle)
        engine.step(0)
        #expect(finished == false)
    }

    @Test("touch timestamps follow the virtual clock")
    func timestamps() {
        let engine = Engine(device: .iPad)
        engine.step(2.5)
        let touch = engine.window.beginTouch(at: Point(x: 1, y: 1))
        #expect(touch.timestamp == 2.5)
        #expect(engine.window.time == 2.5)
    }
}

@Suite("perform(afterDelay:)")
struct PerformAfterDelayTests {
    @Test("runs on the engine's clock once the controller is on screen")
    func perform() {
        let engine = Engine(device: .iPad)
        let controller = ViewController()
        var ran: [Double] = []
        #expect(!controller.perform(afterDelay: 1) { ran.append(engine.now) })
        engine.window.rootViewController = controller
        #expect(controller.perform(afterDelay: 1.5) { ran.append(engine.now) })
        engine.step(2)
        #expect(ran == [1.5])
    }
}

@Suite("Animations hold no views")
struct AnimationLifetimeTests {
    @Test("a view dropped while it animates is freed at once; its animations still end on time")
    func droppedViewIsFreed() {
        let engine = Engine(device: .iPad)
        weak var dropped: View?
        var finished: [Bool] = []
        do {
            let loose = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            dropped = loose
            engine.animator.animate(in: loose, duration: 1, changes: { loose.alpha = 0 }, completion: { finished.append($0) })
            engine.transition(with: loose, duration: 1, options: .transitionCrossDissolve,
                              animations: { loose.isHidden = true }, completion: { finished.append($0) })
            #expect(engine.animator.runningCount == 2)
        }
        #expect(dropped == nil)
        engine.step(1)
        #expect(engine.animator.isIdle)
        #expect(finished == [true, true])
    }

    @Test("a view dropped while it animates for ever is freed with its record of animations")
    func droppedForeverAnimatingViewIsFreed() {
        let engine = Engine(device: .iPad)
        weak var dropped: View?
        weak var record: ViewAnimations?
        do {
            let loose = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
            dropped = loose
            engine.animator.animate(in: loose, duration: 1, options: [.repeat, .autoreverse],
                                    changes: { loose.alpha = 0 })
            record = loose.inFlightAnimations
            #expect(record != nil)
        }
        // A group that ends on time keeps its records until then; one that never ends must not,
        // or the record and its animation's group would keep each other for ever.
        #expect(dropped == nil)
        #expect(record == nil)
    }
}
