/// The screen: the root of the view tree, sized by its device profile, that turns touches into
/// responder calls and shows presented view controllers above the root one (UIKit's `UIWindow`).
///
/// ```swift
/// final class Game: ViewController {
///     let score = Label(text: "Score: 0")
///     override func loadView() {
///         view = View()
///         score.translatesAutoresizingMaskIntoConstraints = false
///         view.addSubview(score)
///         LayoutConstraint.activate([
///             score.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
///             score.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
///         ])
///     }
/// }
/// let window = Window(device: .iPad)
/// window.rootViewController = Game()   // loads, appears and lays out
/// print(window.recursiveDescription)   // frames of the whole tree
/// ```
public final class Window: View {
    /// The device the window pretends to be.
    public let device: DeviceProfile
    /// The window's clock in seconds; touch timestamps read it. With a `queue` it is the
    /// queue's virtual time; without one, whatever was last set.
    public var time: Double {
        get { queue?.now ?? fixedTime }
        set { fixedTime = newValue }
    }
    private var fixedTime: Double = 0
    /// The engine's main queue, whose clock `time` reads.
    public var queue: MainQueue? {
        get { queueLink?.target }
        set { queueLink = newValue?.link }
    }
    /// The engine's animations: views animated without `allowUserInteraction` take no touches,
    /// and a view leaving the window stops animating, as in UIKit.
    public var animator: Animator? {
        get { animatorLink?.target }
        set { animatorLink = newValue?.link }
    }
    // Links rather than `weak` references: a weak reference gives the queue and the animator a
    // side table, and every retain and release of them then takes the runtime's slow path (each
    // timer and animation retains them a few times).
    private var queueLink: UnownedLink<MainQueue>?
    private var animatorLink: UnownedLink<Animator>?
    /// Diagnostics in the order they happened: layout conflicts, refused presentations; the
    /// newest `keptLogLines` (a game may make conflicts for ever), `logDropped` counts the others.
    public var log: [String] { logLines.lines }
    /// How many older diagnostics `log` no longer holds.
    public var logDropped: Int { logLines.dropped }
    /// How many diagnostics `log` keeps.
    public static let keptLogLines = 10_000
    private var logLines = NewestLines(capacity: Window.keptLogLines)
    /// Called with each diagnostic as it is logged (the command line prints them).
    public var onLog: ((String) -> Void)?

    /// The views a layout pass lays out, kept empty between passes so that each pass reuses its
    /// storage (see `View.layoutIfNeeded`).
    var laidOutScratch: [View] = []

    /// Touches currently down.
    public var activeTouches: [Touch] { activeTouchList }
    /// Private, and changed as a local array that owns its buffer (`changeActiveTouches`): the
    /// compiler proves each access exclusive, where a public stored property is checked at run
    /// time on each read (a plain release build; see `ShortAccessList`).
    private var activeTouchList: [Touch] = []

    @inline(__always)
    private func changeActiveTouches(_ body: (inout [Touch]) -> Void) {
        var list = activeTouchList
        activeTouchList = []
        body(&list)
        activeTouchList = list
    }

    /// The storage `withTouchSet` delivers one touch's set in: the set of the touch delivered
    /// last until its last phase, then empty.
    private var touchSetScratch: Set<Touch> = []

    /// A window filling the device's screen.
    public init(device: DeviceProfile = .iPad) {
        self.device = device
        super.init(frame: Rect(origin: .zero, size: device.size))
        backgroundColor = .black
    }

    /// A window is its own window.
    public override var window: Window? { self }

    /// The responder typed text goes to (FirstResponder.swift), or nil: held while it is in
    /// this window (a text field leaving the window resigns).
    public internal(set) var firstResponder: Responder?

    /// Light or dark for this run (`--appearance`): what semantic colours draw as.
    public var appearance: Appearance = .light

    /// The device's safe area: the window's is the screen's.
    public override var safeAreaInsets: EdgeInsets { device.safeAreaInsets }

    /// The view controller whose view fills the window. Setting it loads the view, sizes it to the
    /// window, gives it the device's minimum margins, adds it (appearance callbacks follow) and lays out.
    public var rootViewController: ViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            guard let vc = rootViewController else { return }
            let root = vc.view
            root.frame = bounds
            root.directionalLayoutMargins = device.systemMinimumLayoutMargins
            insertSubview(root, at: 0)
            layoutIfNeeded()
        }
    }

    /// Records a diagnostic.
    public func report(_ message: String) {
        logLines.append(message)
        onLog?(message)
    }

    /// Forgets the diagnostics logged so far.
    public func clearLog() { logLines.removeAll() }

    // MARK: presentation

    /// View controllers presented modally, bottom to top.
    public private(set) var presentedStack: [ViewController] = []

    /// The view controller on top: the last presented one, else the root one.
    public var topViewController: ViewController? { presentedStack.last ?? rootViewController }

    /// Called whenever a view controller is presented (the command line prints alerts).
    public var onPresent: ((ViewController) -> Void)?

    /// Called when a view on the screen opens a URL (a tapped link); the engine passes it on to
    /// whoever observes it (`Engine.openURL`).
    public var onOpenURL: ((String) -> Void)?

    func show(_ presented: ViewController) {
        let v = presented.view
        v.frame = bounds
        presentedStack.append(presented)
        addSubview(v)
        layoutIfNeeded()
        onPresent?(presented)
    }

    func hide(_ presented: ViewController) {
        presentedStack.removeAll { $0 === presented }
        presented.viewIfLoaded?.removeFromSuperview()
    }

    // MARK: touches

    /// The view a finger at `point` (window coordinates) would land on, after laying out.
    public func hitView(at point: Point) -> View? {
        layoutIfNeeded()
        return hitTest(point)
    }

    /// A finger lands at `point`: the hit view is fixed for the touch's life and gets `touchesBegan`.
    @discardableResult
    public func beginTouch(at point: Point, force: Double = 1) -> Touch {
        beginTouch(at: point, force: force, landingOn: hitView(at: point))
    }

    /// A finger lands at `point` on `view`, which the caller has just hit-tested there.
    private func beginTouch(at point: Point, force: Double, landingOn view: View?) -> Touch {
        let touch = Touch(location: point, force: force, window: self, timestamp: time)
        touch.view = view
        changeActiveTouches { $0.append(touch) }
        if let view { touch.recognizerList = view.recognizersAlongChain() }
        for recognizer in touch.recognizers { recognizer.deliver(touch) }
        if let view, !touch.isTakenByRecognizer {
            withTouchSet(of: touch, lastPhase: false) { touches in view.touchesBegan(touches, with: event(delivering: touches, of: touch)) }
        }
        return touch
    }

    /// The finger moves to `point`, optionally pressing with another force.
    public func moveTouch(_ touch: Touch, to point: Point, force: Double? = nil) {
        guard activeTouches.contains(touch) else { return }
        touch.previousLocationInWindow = touch.locationInWindow
        touch.locationInWindow = point
        if let force { touch.force = min(max(force, 0), touch.maximumPossibleForce) }
        touch.phase = .moved
        touch.timestamp = time
        for recognizer in touch.recognizers { recognizer.deliver(touch) }
        if let view = touch.view, !touch.isTakenByRecognizer {
            withTouchSet(of: touch, lastPhase: false) { touches in view.touchesMoved(touches, with: event(delivering: touches, of: touch)) }
        }
    }

    /// The finger lifts.
    public func endTouch(_ touch: Touch) {
        finish(touch, as: .ended) { view, touches, event in view.touchesEnded(touches, with: event) }
    }

    /// The system takes the touch away.
    public func cancelTouch(_ touch: Touch) {
        finish(touch, as: .cancelled) { view, touches, event in view.touchesCancelled(touches, with: event) }
    }

    /// A touch's last event: the event still lists it, then it leaves the active touches.
    private func finish(_ touch: Touch, as phase: Touch.Phase, deliver: (View, Set<Touch>, TouchEvent) -> Void) {
        guard activeTouches.contains(touch) else { return }
        touch.phase = phase
        touch.timestamp = time
        for recognizer in touch.recognizers { recognizer.deliver(touch) }
        withTouchSet(of: touch, lastPhase: true) { touches in
            let e = event(delivering: touches, of: touch)
            changeActiveTouches { $0.removeFirst(identicalTo: touch) }
            if let view = touch.view, !touch.isTakenByRecognizer { deliver(view, touches, e) }
        }
        for recognizer in touch.recognizers { recognizer.touchFinished() }
    }

    /// `recognizer` recognized its gesture in `touch`: the touch's other recognizers fail, and
    /// when it cancels touches in view, the view the touch landed on gets `touchesCancelled`
    /// and no more of the touch (see `GestureRecognizer`).
    func recognizerRecognized(_ recognizer: GestureRecognizer, touch: Touch) {
        for other in touch.recognizers where other !== recognizer { other.lose(touch) }
        guard recognizer.cancelsTouchesInView, !touch.isTakenByRecognizer else { return }
        touch.isTakenByRecognizer = true
        guard let view = touch.view else { return }
        let phase = touch.phase
        touch.phase = .cancelled
        let touches: Set<Touch> = [touch]
        view.touchesCancelled(touches, with: TouchEvent(allTouches: Set(activeTouches), timestamp: touch.timestamp))
        touch.phase = phase
    }

    /// A whole tap at `point`: began then ended at the same place. Returns the view it landed on.
    @discardableResult
    public func tap(at point: Point, force: Double = 1) -> View? {
        let touch = beginTouch(at: point, force: force)
        endTouch(touch)
        return touch.view
    }

    /// A whole tap at `point` on `view`, which the caller (the driver) has just hit-tested there
    /// with the window laid out: the touch skips a second, identical hit test.
    func tap(at point: Point, landingOn view: View) {
        endTouch(beginTouch(at: point, force: 1, landingOn: view))
    }

    /// The event of this moment, for delivering `touches` (the set of `touch` alone). With one
    /// finger down, all the touches are that same set: it is shared rather than built again.
    /// Its time is the touch's, which every caller has just set to the window's clock.
    private func event(delivering touches: Set<Touch>, of touch: Touch) -> TouchEvent {
        let all = activeTouches.count == 1 && activeTouches[0] === touch ? touches : Set(activeTouches)
        return TouchEvent(allTouches: all, timestamp: touch.timestamp)
    }

    /// Calls `body` with the set of `touch` alone, made in storage the window keeps between
    /// deliveries: building and freeing a one-touch set for each phase was two allocations a tap.
    /// The set made for a touch's `began` serves its later phases as it is (inserting the touch
    /// again hashed it again), unless another touch was delivered in between; after the touch's
    /// last phase the set is emptied (a copy a responder kept stays as it was: the storage is
    /// then shared, and emptying makes new storage). A delivery started inside `body` finds the
    /// storage taken and makes its own.
    private func withTouchSet(of touch: Touch, lastPhase: Bool, _ body: (Set<Touch>) -> Void) {
        var touches: Set<Touch> = []
        swap(&touches, &touchSetScratch)
        if touches.count != 1 || !touches.holds(touch) {
            touches.removeAll(keepingCapacity: true)
            touches.insert(touch)
        }
        body(touches)
        if lastPhase { touches.removeAll(keepingCapacity: true) }
        swap(&touches, &touchSetScratch)
    }

    /// The device's name.
    public override var descriptionDetails: [String] { ["device=\(device.name)"] }
}
