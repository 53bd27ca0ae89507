#if canImport(Glibc)
import Glibc
#endif

/// A picture known by name and size (UIKit's `UIImage`). MoonKit reads only the size, from the
/// PNG header; the pixels are for the picture renderer.
public struct Image: Hashable, Sendable, CustomStringConvertible {
    /// The name it was asked for (`"cardStar"`).
    public var name: String
    /// The file it came from, when it came from one.
    public var path: String?
    /// The size in points: pixels divided by the `@2x`/`@3x` scale in the file name.
    public var size: Size
    /// Pixels per point.
    public var scale: Double

    /// An image of a given size with no file, for tests and generated pictures.
    public init(name: String, size: Size, scale: Double = 1) {
        self.name = name
        self.path = nil
        self.size = size
        self.scale = scale
    }

    /// Reads the size of the PNG at `path` from its IHDR chunk.
    public init(contentsOfFile path: String) throws(ImageError) {
        let (w, h) = try Image.pngSize(path)
        let file = path.split(separator: "/").last.map(String.init) ?? path
        var stem = file.hasSuffix(".png") ? String(file.dropLast(4)) : file
        var scale = 1.0
        for factor in [3, 2] where stem.hasSuffix("@\(factor)x") {
            scale = Double(factor)
            stem = String(stem.dropLast(3))
        }
        self.name = stem
        self.path = path
        self.scale = scale
        self.size = Size(width: Double(w) / scale, height: Double(h) / scale)
    }

    /// Looks for `name` in `directory` as `name`, `name.png`, `name@2x.png` or `name@3x.png`
    /// (UIKit's `UIImage(named:)`, with the folder beside the scripts as the bundle).
    public init(named name: String, in directory: String) throws(ImageError) {
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        for candidate in Image.fileNames(for: name) where access(base + candidate, R_OK) == 0 {
            try self.init(contentsOfFile: base + candidate)
            self.name = name
            return
        }
        throw .notFound(name: name, directory: directory)
    }

    /// The file names `name` may be found under, in the order they are tried.
    public static func fileNames(for name: String) -> [String] {
        name.hasSuffix(".png") ? [name] : [name + ".png", name + "@2x.png", name + "@3x.png", name]
    }

    private static func pngSize(_ path: String) throws(ImageError) -> (UInt32, UInt32) {
        guard let file = fopen(path, "rb") else { throw .notFound(name: path, directory: "") }
        defer { fclose(file) }
        var header = [UInt8](repeating: 0, count: 24)
        let read = header.withUnsafeMutableBytes { fread($0.baseAddress, 1, 24, file) }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard read == 24, Array(header[0..<8]) == signature else { throw .notPNG(path) }
        // The first chunk must be IHDR: 4 length bytes, the type, then width and height big-endian.
        guard Array(header[12..<16]) == Array("IHDR".utf8) else { throw .notPNG(path) }
        func be(_ i: Int) -> UInt32 {
            UInt32(header[i]) << 24 | UInt32(header[i + 1]) << 16 | UInt32(header[i + 2]) << 8 | UInt32(header[i + 3])
        }
        let w = be(16), h = be(20)
        guard w > 0, h > 0 else { throw .notPNG(path) }
        return (w, h)
    }

    public var description: String { "\(name) \(size)" }
}

/// Why an image could not be read.
public enum ImageError: Error, Equatable, CustomStringConvertible {
    /// No file by that name.
    case notFound(name: String, directory: String)
    /// The file is not a PNG with an IHDR header.
    case notPNG(String)

    public var description: String {
        switch self {
        case .notFound(let name, let dir):
            return dir.isEmpty ? "cannot open image file \(name)" : "no image named '\(name)' in \(dir)"
        case .notPNG(let path): return "\(path) is not a PNG file"
        }
    }
}
