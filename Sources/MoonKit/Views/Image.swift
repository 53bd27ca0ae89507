#if canImport(Glibc)
import Glibc
#endif
import CMoonImage

/// A picture known by name and size (UIKit's `UIImage`). MoonKit reads only the size, from the
/// PNG or JPEG header; the pixels are for the picture renderer.
public struct Image: Hashable, Sendable, CustomStringConvertible {
    /// How the picture is drawn (UIKit's `UIImage.RenderingMode`).
    public enum RenderingMode: String, Hashable, Sendable, CaseIterable {
        /// As the context decides: a template in a system button, else the original colours.
        case automatic
        /// Always the original colours.
        case alwaysOriginal
        /// Always a template: only the alpha counts, filled with the view's `tintColor`.
        case alwaysTemplate
    }

    /// The name it was asked for (`"cardStar"`).
    public var name: String
    /// The file it came from, when it came from one.
    public var path: String?
    /// The size in points: pixels divided by the `@2x`/`@3x` scale in the file name.
    public var size: Size
    /// Pixels per point.
    public var scale: Double
    /// Original colours or a template tinted when drawn.
    public var renderingMode: RenderingMode = .automatic

    /// The same picture drawn another way (UIKit's `withRenderingMode(_:)`).
    public func withRenderingMode(_ mode: RenderingMode) -> Image {
        var copy = self
        copy.renderingMode = mode
        return copy
    }

    /// The file extensions read, lowercase: PNG, and JPEG through libjpeg-turbo.
    public static let fileExtensions = ["png", "jpg", "jpeg"]

    /// An image of a given size with no file, for tests and generated pictures.
    public init(name: String, size: Size, scale: Double = 1) {
        self.name = name
        self.path = nil
        self.size = size
        self.scale = scale
    }

    /// Reads the size of the PNG or JPEG at `path` from its header; `@2x`/`@3x` at the end of
    /// the file's stem give the scale.
    public init(contentsOfFile path: String) throws(ImageError) {
        let (w, h) = try Image.pixelSize(path)
        let file = path.split(separator: "/").last.map(String.init) ?? path
        var stem = file
        for ext in Image.fileExtensions where stem.lowercased().hasSuffix("." + ext) {
            stem = String(stem.dropLast(ext.count + 1))
        }
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

    /// Looks for `name` in `directory` as `name.png`, `name@2x.png`, `name@3x.png`, the same
    /// with `.jpg` and `.jpeg`, or `name` (UIKit's `UIImage(named:)`, with the folder beside the
    /// scripts as the bundle).
    public init(named name: String, in directory: String) throws(ImageError) {
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        for candidate in Image.fileNames(for: name) where access(base + candidate, R_OK) == 0 {
            try self.init(contentsOfFile: base + candidate)
            self.name = name
            return
        }
        throw .notFound(name: name, directory: directory)
    }

    /// The file names `name` may be found under, in the order they are tried: with each known
    /// extension and scale suffix when it has no extension, then as given. A name with an
    /// extension is tried as given, then with the scale suffixes before its extension
    /// (`storm.jpg`, `storm@2x.jpg`, `storm@3x.jpg`), as UIKit finds it.
    public static func fileNames(for name: String) -> [String] {
        let lowercased = name.lowercased()
        if let ext = fileExtensions.first(where: { lowercased.hasSuffix("." + $0) }) {
            let stem = name.dropLast(ext.count + 1), dotted = name.suffix(ext.count + 1)
            if stem.isEmpty || stem.hasSuffix("@2x") || stem.hasSuffix("@3x") { return [name] }
            return [name, stem + "@2x" + dotted, stem + "@3x" + dotted]
        }
        var candidates: [String] = []
        for ext in fileExtensions {
            for suffix in ["", "@2x", "@3x"] { candidates.append(name + suffix + "." + ext) }
        }
        candidates.append(name)
        return candidates
    }

    /// The width and height in pixels, from a PNG's IHDR chunk or through libjpeg for a JPEG
    /// (told apart by their first bytes, not by the name).
    private static func pixelSize(_ path: String) throws(ImageError) -> (UInt32, UInt32) {
        guard let file = fopen(path, "rb") else { throw .notFound(name: path, directory: "") }
        var header = [UInt8](repeating: 0, count: 24)
        let read = header.withUnsafeMutableBytes { fread($0.baseAddress, 1, 24, file) }
        fclose(file)
        if read >= 3, header[0] == 0xFF, header[1] == 0xD8, header[2] == 0xFF { return try jpegSize(path) }
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

    private static func jpegSize(_ path: String) throws(ImageError) -> (UInt32, UInt32) {
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = message.withUnsafeMutableBufferPointer { moon_jpeg_size(path, &width, &height, $0.baseAddress, $0.count) }
        guard status == 0, width > 0, height > 0 else {
            throw .badJPEG(path: path, reason: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return (UInt32(width), UInt32(height))
    }

    public var description: String {
        "\(name) \(size)" + (renderingMode == .automatic ? "" : " \(renderingMode.rawValue)")
    }
}

/// Why an image could not be read.
public enum ImageError: Error, Equatable, CustomStringConvertible {
    /// No file by that name.
    case notFound(name: String, directory: String)
    /// The file is neither a JPEG nor a PNG with an IHDR header.
    case notPNG(String)
    /// The file starts as a JPEG but libjpeg cannot read it.
    case badJPEG(path: String, reason: String)

    public var description: String {
        switch self {
        case .notFound(let name, let dir):
            return dir.isEmpty ? "cannot open image file \(name)" : "no image named \(MessageText.quoted(name)) in \(dir)"
        case .notPNG(let path): return "\(path) is not a PNG or JPEG file"
        case .badJPEG(let path, let reason): return "cannot read JPEG \(path): \(reason)"
        }
    }
}
