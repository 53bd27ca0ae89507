import Testing
@testable import MoonKit

/// A view that records the touch callbacks it gets.
final class RecordingView: View {
    var calls: [String] = []
    var forces: [Double] = []
    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        calls.append("began"); forces.append(touches.first?.force ?? -1)
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) { calls.append("moved") }
    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) { calls.append("ended") }
    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) { calls.append("cancelled") }
}

final class RecordingController: ViewController {
    var calls: [String] = []
    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) { calls.append("vc began") }
    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) { calls.append("vc ended") }
}

@Suite struct HitTestingTests {
    /// A window with a 400×400 container at (100, 100) holding a 100×100 target at (50, 50).
    func scene() -> (Window, View, RecordingView) {
        let window = Window(device: .iPad)
        let container = View(frame: Rect(x: 100, y: 100, width: 400, height: 400))
        let target = RecordingView(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(container)
        container.addSubview(target)
        return (window, container, target)
    }

    @Test func hitsTheDeepestView() {
        let (window, container, target) = scene()
        #expect(window.hitView(at: Point(x: 200, y: 200)) === target)
        #expect(window.hitView(at: Point(x: 149, y: 149)) === container)  // just outside the target
        #expect(window.hitView(at: Point(x: 10, y: 10)) === window)
        #expect(window.hitView(at: Point(x: 2000, y: 10)) == nil)
    }

    @Test func hiddenTransparentAndNonInteractiveViewsAreSkipped() {
        let (window, container, target) = scene()
        let p = Point(x: 200, y: 200)
        target.isHidden = true
        #expect(window.hitView(at: p) === container)
        target.isHidden = false
        target.alpha = 0.009
        #expect(window.hitView(at: p) === container)
        target.alpha = 0.01
        #expect(window.hitView(at: p) === target)
        container.isUserInteractionEnabled = false  // takes the subview with it
        #expect(window.hitView(at: p) === window)
    }

    @Test func laterSubviewsCoverEarlierOnes() {
        let (window, container, target) = scene()
        let cover = View(frame: Rect(x: 100, y: 100, width: 20, height: 20))
        container.addSubview(cover)
        #expect(window.hitView(at: Point(x: 205, y: 205)) === cover)
        #expect(window.hitView(at: Point(x: 225, y: 225)) === target)
        let label = Label(text: "over")  // labels take no touches, so they do not cover
        label.frame = Rect(x: 130, y: 130, width: 20, height: 20)
        container.addSubview(label)
        #expect(window.hitView(at: Point(x: 235, y: 235)) === target)
    }

    @Test func subviewsOutsideTheirSuperviewsBoundsAreMissed() {
        let (window, container, _) = scene()
        let sticking = View(frame: Rect(x: 380, y: 0, width: 100, height: 50))
        container.addSubview(sticking)
        #expect(window.hitView(at: Point(x: 490, y: 110)) === sticking)  // inside both
        #expect(window.hitView(at: Point(x: 520, y: 110)) === window)  // inside sticking, outside container
    }

    @Test func touchesGoToTheHitViewThenUpTheChain() {
        let window = Window(device: .iPad)
        let vc = RecordingController()
        window.rootViewController = vc
        let target = RecordingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        vc.view.addSubview(target)
        let t = window.beginTouch(at: Point(x: 50, y: 50), force: 3)
        window.moveTouch(t, to: Point(x: 60, y: 60))
        window.endTouch(t)
        #expect(target.calls == ["began", "moved", "ended"])
        #expect(target.forces == [3])
        #expect(t.location(in: target) == Point(x: 60, y: 60))
        #expect(t.phase == .ended)
        // A plain view passes touches on: root view → its controller.
        window.tap(at: Point(x: 500, y: 500))
        #expect(vc.calls == ["vc began", "vc ended"])
        let c = window.beginTouch(at: Point(x: 10, y: 10))
        window.cancelTouch(c)
        #expect(target.calls.last == "cancelled")
        #expect(window.activeTouches.isEmpty)
    }
}

/// A view that keeps every set and event it is handed, and can start a tap of its own while
/// handling one.
final class KeepingView: View {
    var sets: [(String, Set<Touch>)] = []
    var events: [TouchEvent] = []
    var onBegan: (() -> Void)?
    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        sets.append(("began", touches)); events.append(event)
        onBegan?()
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        sets.append(("moved", touches)); events.append(event)
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        sets.append(("ended", touches)); events.append(event)
    }
}

@Suite struct TouchDeliveryTests {
    /// An iPad window whose top-left 100 × 100 points are a view that keeps what it is handed.
    private func windowWithKeepingView() -> (Window, KeepingView) {
        let window = Window(device: .iPad)
        let target = KeepingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(target)
        return (window, target)
    }

    /// The window hands each phase's set in storage it reuses: a set a responder kept must stay
    /// the set it was handed, whatever the window delivers next.
    @Test func keptSetsStayAsDelivered() {
        let (window, target) = windowWithKeepingView()
        let first = window.beginTouch(at: Point(x: 10, y: 10))
        window.moveTouch(first, to: Point(x: 20, y: 20))
        window.endTouch(first)
        let second = window.beginTouch(at: Point(x: 30, y: 30))
        window.endTouch(second)
        #expect(target.sets.map(\.0) == ["began", "moved", "ended", "began", "ended"])
        let held = target.sets.map { set in set.1.map { $0 === first ? "first" : $0 === second ? "second" : "?" } }
        #expect(held == [["first"], ["first"], ["first"], ["second"], ["second"]])
        #expect(target.sets.allSatisfy { $0.1.count == 1 })
        #expect(target.events.map { $0.allTouches.count } == [1, 1, 1, 1, 1])
    }

    /// Each event carries the window's clock at that phase, which is the touch's timestamp.
    @Test func eventTimeIsTheWindowClockOfThePhase() {
        let (window, target) = windowWithKeepingView()
        window.time = 1.5
        let t = window.beginTouch(at: Point(x: 10, y: 10))
        window.time = 2.25
        window.moveTouch(t, to: Point(x: 12, y: 12))
        window.time = 4
        window.endTouch(t)
        #expect(target.events.map(\.timestamp) == [1.5, 2.25, 4])
        #expect(t.timestamp == 4)
    }

    /// With two fingers down, each delivery holds its own finger and the event all of them.
    @Test func twoFingersEachGetTheirOwnSet() {
        let (window, target) = windowWithKeepingView()
        let a = window.beginTouch(at: Point(x: 10, y: 10))
        let b = window.beginTouch(at: Point(x: 50, y: 50))
        window.endTouch(a)
        window.endTouch(b)
        #expect(target.sets.map { $0.1.count } == [1, 1, 1, 1])
        #expect(target.sets[0].1.holds(a) && !target.sets[0].1.holds(b))
        #expect(target.sets[1].1.holds(b) && !target.sets[1].1.holds(a))
        #expect(target.sets[2].1.holds(a) && target.sets[3].1.holds(b))
        #expect(target.events.map { $0.allTouches.count } == [1, 2, 2, 1])
        #expect(target.events[2].allTouches == Set([a, b]))
    }

    /// Fingers moving in turn: every delivery holds the finger of that phase alone, though the
    /// window keeps one finger's set from phase to phase while no other finger comes between.
    @Test func interleavedFingersEachGetTheirOwnSetInEveryPhase() {
        let (window, target) = windowWithKeepingView()
        let a = window.beginTouch(at: Point(x: 10, y: 10))
        window.moveTouch(a, to: Point(x: 11, y: 11))
        let b = window.beginTouch(at: Point(x: 50, y: 50))
        window.moveTouch(a, to: Point(x: 12, y: 12))
        window.moveTouch(b, to: Point(x: 51, y: 51))
        window.moveTouch(b, to: Point(x: 52, y: 52))
        window.endTouch(a)
        window.endTouch(b)
        let c = window.beginTouch(at: Point(x: 20, y: 20))
        window.endTouch(c)
        let who = target.sets.map { entry in entry.1.map { $0 === a ? "a" : $0 === b ? "b" : $0 === c ? "c" : "?" } }
        #expect(target.sets.map(\.0) == ["began", "moved", "began", "moved", "moved", "moved", "ended", "ended", "began", "ended"])
        #expect(who == [["a"], ["a"], ["b"], ["a"], ["b"], ["b"], ["a"], ["b"], ["c"], ["c"]])
        #expect(target.events.map { $0.allTouches.count } == [1, 1, 2, 2, 2, 2, 2, 1, 1, 1])
        #expect(window.activeTouches.isEmpty)
    }

    /// A tap started while a touch is being delivered gets sets of its own, and the touch being
    /// delivered still gets its own set afterwards.
    @Test func aTapInsideADeliveryGetsItsOwnSets() {
        let window = Window(device: .iPad)
        let outer = KeepingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let inner = KeepingView(frame: Rect(x: 200, y: 0, width: 100, height: 100))
        window.addSubview(outer)
        window.addSubview(inner)
        var nested: Touch?
        outer.onBegan = {
            outer.onBegan = nil
            let t = window.beginTouch(at: Point(x: 250, y: 50))
            window.endTouch(t)
            nested = t
        }
        let t = window.beginTouch(at: Point(x: 50, y: 50))
        window.endTouch(t)
        #expect(outer.sets.map(\.0) == ["began", "ended"])
        #expect(outer.sets.allSatisfy { $0.1.count == 1 && $0.1.holds(t) })
        #expect(inner.sets.map(\.0) == ["began", "ended"])
        #expect(inner.sets.allSatisfy { $0.1.count == 1 && $0.1.holds(nested!) })
        #expect(window.activeTouches.isEmpty)
    }

    /// A control tracks one finger: another finger lifting does not end its touch.
    @Test func aControlIgnoresAnotherFingersLift() {
        let window = Window(device: .iPad)
        let button = Button(title: "GO")
        button.frame = Rect(x: 100, y: 100, width: 80, height: 44)
        window.addSubview(button)
        var taps = 0
        button.addTarget(for: .touchUpInside) { _ in taps += 1 }
        let first = window.beginTouch(at: Point(x: 140, y: 120))
        let second = window.beginTouch(at: Point(x: 150, y: 120))
        window.endTouch(second)
        #expect(taps == 0)
        #expect(button.isHighlighted)
        window.endTouch(first)
        #expect(taps == 1)
        #expect(!button.isHighlighted)
    }
}

@Suite struct ControlTests {
    func buttonScene() -> (Window, Button, [String]) {
        let window = Window(device: .iPad)
        let button = Button(title: "GO")
        button.frame = Rect(x: 100, y: 100, width: 80, height: 44)
        window.addSubview(button)
        return (window, button, [])
    }

    @Test func tapFiresTouchUpInsideOnce() {
        let (window, button, _) = buttonScene()
        var events: [String] = []
        button.addAction(for: .allTouchEvents) { _, e in events.append(e.description) }
        var taps = 0
        button.addTarget(for: .touchUpInside) { _ in taps += 1 }
        window.tap(at: Point(x: 140, y: 120))
        #expect(taps == 1)
        #expect(events == ["touchDown", "touchUpInside"])
        #expect(!button.isHighlighted)
    }

    @Test func liftingOutsideFiresTouchUpOutside() {
        let (window, button, _) = buttonScene()
        var events: [String] = []
        button.addAction(for: .allTouchEvents) { _, e in events.append(e.description) }
        let t = window.beginTouch(at: Point(x: 140, y: 120))
        #expect(button.isHighlighted)
        window.moveTouch(t, to: Point(x: 300, y: 300))
        #expect(!button.isHighlighted)
        window.endTouch(t)
        #expect(events == ["touchDown", "touchDragOutside", "touchUpOutside"])
    }

    @Test func disabledButtonsSendNothing() {
        let (window, button, _) = buttonScene()
        var taps = 0
        button.addTarget(for: .touchUpInside) { _ in taps += 1 }
        button.isEnabled = false
        window.tap(at: Point(x: 140, y: 120))
        #expect(taps == 0)
        #expect(button.currentTitleColor == Color(white: 0.56))
    }

    /// `sendActions` leaves early when no action answers: a control must still send an event
    /// once an action for it is added, and stop once it is removed.
    @Test func eventsNobodyAnsweredAreSentOnceAnswered() {
        let (window, button, _) = buttonScene()
        var heard: [String] = []
        button.sendActions(for: .touchDown)        // nobody listens yet
        let down = button.addAction(for: .touchDown) { _, e in heard.append(e.description) }
        window.tap(at: Point(x: 140, y: 120))
        #expect(heard == ["touchDown"])
        button.addAction(for: [.valueChanged, .touchUpInside]) { _, e in heard.append(e.description) }
        button.sendActions(for: .valueChanged)
        #expect(heard == ["touchDown", "valueChanged"])
        button.removeAction(down)
        window.tap(at: Point(x: 140, y: 120))
        #expect(heard == ["touchDown", "valueChanged", "touchUpInside"])
        button.removeActions(for: .valueChanged)
        window.tap(at: Point(x: 140, y: 120))
        button.sendActions(for: .allEvents)
        #expect(heard == ["touchDown", "valueChanged", "touchUpInside"])
        #expect(button.actions.isEmpty)
        button.addTarget(for: .primaryActionTriggered) { _ in heard.append("primary") }
        window.tap(at: Point(x: 140, y: 120))
        #expect(heard == ["touchDown", "valueChanged", "touchUpInside", "primary"])
    }

    /// An action added while events are being sent hears the events sent after it.
    @Test func anActionAddedWhileSendingHearsTheLaterEvents() {
        let (window, button, _) = buttonScene()
        var heard: [String] = []
        button.addAction(for: .touchUpInside) { control, _ in
            heard.append("up")
            if heard.count == 1 {
                control.addAction(for: .primaryActionTriggered) { _, _ in heard.append("primary") }
            }
        }
        window.tap(at: Point(x: 140, y: 120))   // a button sends touchUpInside, then primaryActionTriggered
        #expect(heard == ["up", "primary"])
    }

    @Test func eventNamesAndRemoval() {
        let (window, button, _) = buttonScene()
        var taps = 0
        let action = button.addTarget(for: Control.Event(name: "touchUpInside") ?? []) { _ in taps += 1 }
        window.tap(at: Point(x: 140, y: 120))
        button.removeAction(action)
        window.tap(at: Point(x: 140, y: 120))
        #expect(taps == 1)
        #expect(Control.Event(name: "nonsense") == nil)
        #expect(Control.Event([.touchDown, .valueChanged]).description == "touchDown|valueChanged")
    }
}
