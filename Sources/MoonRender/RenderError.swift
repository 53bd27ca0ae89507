/// Why a picture could not be made or saved.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    /// The picture would be empty or too large: each side must be 1 to 16384 pixels.
    case badSize(width: Double, height: Double, scale: Double)
    /// Cairo reported a failure, in its own words.
    case cairo(String)
    /// The file could not be written, with the reason in plain words.
    case cannotWrite(path: String, reason: String)
    /// The file's extension names no format this library writes (.svg and .png do).
    case unknownFormat(path: String)

    /// The error as one sentence, for a person.
    public var description: String {
        switch self {
        case let .badSize(width, height, scale):
            return "cannot make a picture of \(width)×\(height) points at scale \(scale) (1…16384 pixels a side)"
        case let .cairo(reason):
            return "Cairo failed: \(reason)"
        case let .cannotWrite(path, reason):
            return "cannot write \(path): \(reason)"
        case let .unknownFormat(path):
            return "cannot tell the picture format of \(path): name it .svg or .png"
        }
    }
}
