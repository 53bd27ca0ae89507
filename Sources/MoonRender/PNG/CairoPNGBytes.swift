import CCairo
import Foundation

extension CairoCanvas {
    /// The PNG in `data` (a picture a host gave in memory) as a Cairo image, read through Cairo's
    /// stream reader; nil when it cannot be read.
    ///
    /// The pointers are Cairo's C callback's, not a speed choice: Cairo hands a buffer to fill
    /// and a context pointer, which is the reader on this stack frame for the call's length.
    /// `read` copies only what is left, so a cut file is a read error, never a read past the
    /// bytes (`ImageAndTextRunPaintingTests.badImageBytes` draws a PNG of 8 bytes).
    static func pngSurface(_ data: Data) -> OpaquePointer? {
        var reader = PNGBytesReader(bytes: [UInt8](data))
        return withUnsafeMutablePointer(to: &reader) { cursor in
            cairo_image_surface_create_from_png_stream({ closure, destination, length in
                guard let closure, let destination else { return CAIRO_STATUS_READ_ERROR }
                let reader = closure.assumingMemoryBound(to: PNGBytesReader.self)
                return reader.pointee.read(into: destination, count: Int(length))
                    ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
            }, cursor)
        }
    }
}

/// The bytes Cairo's PNG stream reader asks for, in order, with how far it has read.
private struct PNGBytesReader {
    let bytes: [UInt8]
    var offset = 0

    /// Copies the next `count` bytes to `destination`; false when fewer are left (a cut file).
    mutating func read(into destination: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count <= bytes.count - offset else { return false }
        guard count > 0 else { return true }
        bytes.withUnsafeBufferPointer { source in
            guard let start = source.baseAddress else { return }
            destination.update(from: start + offset, count: count)
        }
        offset += count
        return true
    }
}
