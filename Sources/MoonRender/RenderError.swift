/// Why a picture could not be made or saved.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    case badSize(width: Double, height: Double, scale: Double)
    case cairo(String)
    case cannotWrite(path: String, reason: String)
    case unknownFormat(path: String)

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
