import MoonKit
import Testing
@testable import MoonKitCLI

/// Explore lets a screen settle before reading it: a wait, written as a bot statement, until
/// the animations that end by themselves have ended, capped, and never for an endless one.
@Suite("explore lets a screen settle")
struct ScreenSettlingTests {
    /// An engine with one box on screen, its clock at 2 s.
    func makeEngine() -> (Engine, View) {
        let engine = Engine(device: .iPhone)
        let box = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        engine.window.addSubview(box)
        engine.step(2)
        return (engine, box)
    }

    @Test("a push's 0.35 s slide is waited for in one statement, to the hundredth")
    func slide() {
        let (engine, box) = makeEngine()
        engine.animate(withDuration: 0.35, animations: { box.alpha = 0 })
        var settling = ScreenSettling()
        let wait = settling.nextWait(on: engine)
        #expect(wait?.statement == "game:wait(0.35)")
        engine.step(wait?.seconds ?? 0)
        #expect(engine.animator.isIdle)
        #expect(settling.nextWait(on: engine) == nil)
    }

    @Test("an animation that repeats for ever is not waited for; a long one is waited for a second at most")
    func endlessAndLong() {
        let (engine, box) = makeEngine()
        engine.animate(withDuration: 0.5, options: [.repeat, .autoreverse], animations: { box.alpha = 0.5 })
        var settling = ScreenSettling()
        #expect(settling.nextWait(on: engine) == nil)
        engine.animate(withDuration: 2.5, animations: { box.center = Point(x: 200, y: 200) })
        let wait = settling.nextWait(on: engine)
        #expect(wait?.statement == "game:wait(1)")
        engine.step(wait?.seconds ?? 0)
        #expect(settling.nextWait(on: engine) == nil)
        #expect(settling.waited == 1)
    }
}
