#if canImport(Glibc)
import Glibc
#endif
import CMoonImage
import Foundation

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
    /// The file's bytes, for a picture a host gave in memory (`init(data:fileName:)`) rather than
    /// as a file: pictures of the screen draw them.
    public var data: Data?
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
        self.init(fileName: path, pixels: (w, h))
        self.path = path
    }

    /// Reads the size of the PNG or JPEG in `data` (a file a host holds in memory, called
    /// `fileName` in messages: `images/card@2x.png`), whose name gives the scale as a file's does.
    public init(data: Data, fileName: String) throws(ImageError) {
        let header = [UInt8](data.prefix(24))
        let (w, h): (UInt32, UInt32)
        if Image.isJPEG(header) {
            (w, h) = try Image.jpegSize(data, name: fileName)
        } else {
            (w, h) = try Image.pngSize(header, name: fileName)
        }
        self.init(fileName: fileName, pixels: (w, h))
        self.data = data
    }

    /// The name, scale and size a file called `fileName` (a path or a bare name) of `pixels` has.
    private init(fileName: String, pixels: (width: UInt32, height: UInt32)) {
        let file = fileName.split(separator: "/").last.map(String.init) ?? fileName
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
        self.path = nil
        self.scale = scale
        self.size = Size(width: Double(pixels.width) / scale, height: Double(pixels.height) / scale)
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
        if Image.isJPEG(header.prefix(read)) { return try jpegSize(path) }
        return try pngSize(Array(header.prefix(read)), name: path)
    }

    /// Whether a file's first bytes are a JPEG's (its name is not trusted).
    private static func isJPEG(_ header: some Collection<UInt8>) -> Bool {
        header.starts(with: [0xFF, 0xD8, 0xFF])
    }

    /// The size in a PNG's first 24 bytes (`header`; fewer is not a PNG).
    private static func pngSize(_ header: [UInt8], name: String) throws(ImageError) -> (UInt32, UInt32) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard header.count == 24, Array(header[0..<8]) == signature else { throw .notPNG(name) }
        // The first chunk must be IHDR: 4 length bytes, the type, then width and height big-endian.
        guard Array(header[12..<16]) == Array("IHDR".utf8) else { throw .notPNG(name) }
        func be(_ i: Int) -> UInt32 {
            UInt32(header[i]) << 24 | UInt32(header[i + 1]) << 16 | UInt32(header[i + 2]) << 8 | UInt32(header[i + 3])
        }
        let w = be(16), h = be(20)
        guard w > 0, h > 0 else { throw .notPNG(name) }
        return (w, h)
    }

    /// The size of the JPEG in `data`, read by libjpeg from memory.
    private static func jpegSize(_ data: Data, name: String) throws(ImageError) -> (UInt32, UInt32) {
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let bytes = [UInt8](data)
        let status = message.withUnsafeMutableBufferPointer { text in
            bytes.withUnsafeBufferPointer { moon_jpeg_size_bytes($0.baseAddress, $0.count, &width, &height, text.baseAddress, text.count) }
        }
        guard status == 0, width > 0, height > 0 else {
            throw .badJPEG(path: name, reason: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return (UInt32(width), UInt32(height))
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

    /// The image's name and size, and its rendering mode when not automatic.
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

    /// Why the image could not be read, for a person.
    public var description: String {
        switch self {
        case .notFound(let name, let dir):
            return dir.isEmpty ? "cannot open image file \(name)" : "no image named \(MessageText.quoted(name)) in \(dir)"
        case .notPNG(let path): return "\(path) is not a PNG or JPEG file"
        case .badJPEG(let path, let reason): return "cannot read JPEG \(path): \(reason)"
        }
    }
}
