/// One running game: a window on a device, the main queue and its virtual clock, the animator,
/// the seeded randomness, and the driver that taps like a finger. Everything an embedder needs
/// to build a screen in Swift and play it; the Lua runtime builds on the same object.
///
/// ```swift
/// let engine = Engine(device: .iPad, seed: 7)
/// engine.window.rootViewController = GameViewController()
/// try engine.driver.tap(title: "SUBMIT")
/// engine.step(1)
/// ```
public final class Engine {
    /// The main queue and its clock.
    public let queue: MainQueue
    /// The screen.
    public private(set) var window: Window
    /// UIView-style animations on the queue's clock.
    public let animator: Animator
    /// What tests and bots tap and read with.
    public private(set) var driver: Driver
    /// The one source of randomness; the same seed and the same taps give the same game.
    public var random: SeededRandom
    /// The seed the engine started from.
    public let seed: UInt64
    /// The sounds played, and who listens (no audio device: see `SoundOutput`).
    public let sounds = SoundOutput()
    /// Who hears of the URLs the game opens (`openURL(_:)`).
    private var urlObservers: [(String) -> Void] = []

    /// An engine with a window on `device`, its clock at 0.
    public init(device: DeviceProfile = .iPad, seed: UInt64 = 1) {
        queue = MainQueue()
        window = Window(device: device)
        animator = Animator(queue: queue)
        driver = Driver(window: window)
        random = SeededRandom(seed: seed)
        self.seed = seed
        window.queue = queue
        window.animator = animator
        window.onOpenURL = { [weak self] url in self?.openURL(url) }
    }

    /// Switches the screen to another device, before a game has put anything on it (a script
    /// names its device in its app description, after the engine exists).
    public func useDevice(_ device: DeviceProfile) {
        guard device != window.device, window.subviews.isEmpty else { return }
        let old = window
        window = Window(device: device)
        // Whoever listens to the screen listens to the new one: a command that hooked the
        // window before the script named its device still hears of its conflicts.
        window.onLog = old.onLog
        window.onPresent = old.onPresent
        window.onOpenURL = old.onOpenURL
        // A run's appearance (`--appearance dark`) is chosen before the script names its device.
        window.appearance = old.appearance
        window.queue = queue
        window.animator = animator
        driver = Driver(window: window)
    }

    /// The virtual time in seconds.
    public var now: Double { queue.now }

    /// Advances virtual time by `seconds`, running timers, animations and completions on the way.
    public func step(_ seconds: Double) {
        queue.step(seconds)
    }

    /// `step(seconds)` while `goOn` says yes before each item; false when it stopped the step.
    public func step(_ seconds: Double, while goOn: () -> Bool) -> Bool {
        queue.step(seconds, while: goOn)
    }

    /// Runs until nothing is scheduled or `limit` seconds have passed; true when idle.
    @discardableResult
    public func runUntilIdle(limit: Double = 3600) -> Bool {
        queue.runUntilIdle(limit: limit)
    }

    /// Runs until `condition` holds, or `limit` seconds have passed; returns the condition.
    @discardableResult
    public func run(until condition: () -> Bool, limit: Double = 3600) -> Bool {
        queue.run(until: condition, limit: limit)
    }

    /// Plays `sound` now (AVAudioPlayer's `play()`): an event on `sounds` at the current time.
    @discardableResult
    public func play(_ sound: Sound) -> SoundOutput.Playback {
        sounds.play(sound, at: now)
    }

    /// Opens `url` (UIKit's `UIApplication.open`, as a tapped link does). There is no browser:
    /// opening is an event the observers hear of at once.
    public func openURL(_ url: String) {
        for handler in urlObservers { handler(url) }
    }

    /// Calls `handler` with every URL the game opens from now on.
    public func observeOpenURL(_ handler: @escaping (String) -> Void) {
        urlObservers.append(handler)
    }

    /// UIKit's `UIView.animate(withDuration:delay:options:animations:completion:)` for the views
    /// on this engine's screen.
    public func animate(withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
                        animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        animator.animate(in: window, duration: duration, delay: delay, options: options,
                         changes: animations, completion: completion)
    }

    /// UIKit's `UIView.transition(with:duration:options:animations:completion:)`.
    public func transition(with view: View, duration: Double, options: AnimationOptions = [],
                           animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        animator.transition(with: view, duration: duration, options: options,
                            changes: animations, completion: completion)
    }
}

/// An engine is used by one task at a time and may move between threads whole (the threading
/// rule, docs/architecture.md): never shared, since nothing in it locks.
@available(*, unavailable)
extension Engine: Sendable {}
