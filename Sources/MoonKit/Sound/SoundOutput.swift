/// Where an engine's sounds go. There is no audio device: each sound played is recorded with the
/// virtual time it started at, and observers hear about it as it happens (a run prints it, a
/// bot reads it, a test checks it).
///
/// ```swift
/// engine.sounds.observe { played in print(played.sound.name, played.time) }
/// try engine.play(Sound(named: "meow", in: "scripts/sounds"))
/// ```
public final class SoundOutput {
    /// One sound started.
    public struct Playback: Equatable, Sendable {
        /// What was played.
        public var sound: Sound
        /// When it started, in virtual seconds.
        public var time: Double
        /// When it ends, in virtual seconds.
        public var endTime: Double { time + sound.duration }
    }

    /// Every sound played so far, in order.
    public private(set) var played: [Playback] = []
    private var observers: [(Playback) -> Void] = []

    /// An output that has played nothing yet.
    public init() {}

    /// Calls `handler` for every sound played from now on.
    public func observe(_ handler: @escaping (Playback) -> Void) {
        observers.append(handler)
    }

    /// Records `sound` as started at `time` and tells the observers.
    @discardableResult
    public func play(_ sound: Sound, at time: Double) -> Playback {
        let playback = Playback(sound: sound, time: time)
        played.append(playback)
        for handler in observers { handler(playback) }
        return playback
    }
}
