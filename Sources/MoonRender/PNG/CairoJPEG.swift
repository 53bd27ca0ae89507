#if canImport(Glibc)
import Glibc
#endif
import CCairo
import CMoonImage
import Foundation

extension CairoCanvas {
    /// Whether the file starts as a JPEG does (its name is not trusted).
    static func isJPEG(_ path: String) -> Bool {
        guard let file = fopen(path, "rb") else { return false }
        defer { fclose(file) }
        var start = [UInt8](repeating: 0, count: 3)
        let read = start.withUnsafeMutableBytes { fread($0.baseAddress, 1, 3, file) }
        return read == 3 && start == [0xFF, 0xD8, 0xFF]
    }

    /// The JPEG at `path` decoded by libjpeg-turbo into an opaque Cairo image; nil when it cannot be read.
    static func jpegSurface(_ path: String) -> OpaquePointer? {
        var pixels = moon_jpeg_pixels()
        var message = [CChar](repeating: 0, count: 256)
        let status = message.withUnsafeMutableBufferPointer { moon_jpeg_decode(path, &pixels, $0.baseAddress, $0.count) }
        return surface(of: &pixels, decoded: status == 0)
    }

    /// The JPEG in `data` (a picture a host gave in memory, `name` in messages) decoded the same way.
    static func jpegSurface(_ data: Data, name: String) -> OpaquePointer? {
        var pixels = moon_jpeg_pixels()
        var message = [CChar](repeating: 0, count: 256)
        let bytes = [UInt8](data)
        let status = message.withUnsafeMutableBufferPointer { text in
            bytes.withUnsafeBufferPointer {
                moon_jpeg_decode_bytes($0.baseAddress, $0.count, name, &pixels, text.baseAddress, text.count)
            }
        }
        return surface(of: &pixels, decoded: status == 0)
    }

    /// An opaque Cairo image of what libjpeg decoded (which it frees); nil when it decoded nothing.
    private static func surface(of pixels: inout moon_jpeg_pixels, decoded: Bool) -> OpaquePointer? {
        guard decoded, let rgb = pixels.rgb else { return nil }
        defer { moon_jpeg_free(&pixels) }
        let width = Int(pixels.width), height = Int(pixels.height)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        // RGB24 keeps each pixel in a native-endian 32-bit word, 0xXXRRGGBB.
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride)
            for x in 0..<width {
                let source = rgb + (y * width + x) * 3
                let word = UInt32(0xFF00_0000) | UInt32(source[0]) << 16 | UInt32(source[1]) << 8 | UInt32(source[2])
                row.storeBytes(of: word, toByteOffset: x * 4, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
