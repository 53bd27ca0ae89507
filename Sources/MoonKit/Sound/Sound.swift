#if canImport(Glibc)
import Glibc
#endif
import CSndFile

/// A sound file known by name and length, read with libsndfile (WAV, AIFF, FLAC, Ogg Vorbis).
/// MoonKit has no audio device: playing a sound is an event with a time and a duration that
/// runs, bots and embedders observe (see `SoundOutput`).
public struct Sound: Hashable, Sendable, CustomStringConvertible {
    /// The name it was asked for (`"meow"`).
    public var name: String
    /// The file it came from.
    public var path: String
    /// Length in seconds: frames divided by the sample rate.
    public var duration: Double
    /// Samples per second.
    public var sampleRate: Int
    /// Channels (1 mono, 2 stereo).
    public var channels: Int

    /// The extensions `init(named:in:)` tries, in order, for a name without one.
    public static let extensions = ["wav", "aiff", "aif", "flac", "ogg"]

    /// Reads the header of the sound file at `path`.
    public init(contentsOfFile path: String, name: String? = nil) throws(SoundError) {
        var info = SF_INFO()
        guard let file = sf_open(path, Int32(SFM_READ), &info) else {
            throw .unreadable(path: path, reason: String(cString: sf_strerror(nil)))
        }
        sf_close(file)
        guard info.samplerate > 0, info.frames >= 0 else {
            throw .unreadable(path: path, reason: "no sample rate")
        }
        self.path = path
        self.name = name ?? Sound.stem(of: path)
        self.sampleRate = Int(info.samplerate)
        self.channels = Int(info.channels)
        self.duration = Double(info.frames) / Double(info.samplerate)
    }

    /// Looks for `name` in `directory`: as written when it has an extension, else with each of
    /// `extensions` (the folder beside the scripts stands for the app bundle).
    public init(named name: String, in directory: String) throws(SoundError) {
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        let hasExtension = Sound.extensions.contains { name.lowercased().hasSuffix("." + $0) }
        let candidates = hasExtension ? [name] : Sound.extensions.map { name + "." + $0 }
        for candidate in candidates where Sound.isFile(base + candidate) {
            try self.init(contentsOfFile: base + candidate, name: name)
            return
        }
        throw .notFound(name: name, directory: directory)
    }

    /// The sound's name and length, for logs.
    public var description: String { "\(name) \(Sound.seconds(duration)) s" }

    /// A duration as `run` prints it: two decimals (`0.84`).
    public static func seconds(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    private static func stem(of path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
        return String(file[..<dot])
    }

    private static func isFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
}

/// Why a sound could not be read.
public enum SoundError: Error, Equatable, CustomStringConvertible {
    /// No file by that name with a known extension.
    case notFound(name: String, directory: String)
    /// The file exists but libsndfile cannot read it.
    case unreadable(path: String, reason: String)

    /// Why the sound could not be read, for a person.
    public var description: String {
        switch self {
        case .notFound(let name, let directory):
            let tried = Sound.extensions.map { "." + $0 }.joined(separator: ", ")
            return "no sound named \(MessageText.quoted(name)) in \(directory) (tried \(tried))"
        case .unreadable(let path, let reason):
            return "cannot read sound \(path): \(reason)"
        }
    }
}
