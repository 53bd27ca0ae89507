import Foundation

/// Writes a WAV file for the tests: a 440 Hz sine tone, mono, 16-bit PCM. Made here rather
/// than shipped, so each test states the length it expects.
enum ToneFile {
    static func write(to path: String, seconds: Double, sampleRate: Int = 8000) throws {
        let frames = Int((seconds * Double(sampleRate)).rounded())
        var samples = Data(capacity: frames * 2)
        for i in 0..<frames {
            let value = Int16(8000 * sin(2 * Double.pi * 440 * Double(i) / Double(sampleRate)))
            withUnsafeBytes(of: value.littleEndian) { samples.append(contentsOf: $0) }
        }
        var file = Data()
        func add(_ text: String) { file.append(contentsOf: Array(text.utf8)) }
        func add32(_ value: Int) { withUnsafeBytes(of: UInt32(value).littleEndian) { file.append(contentsOf: $0) } }
        func add16(_ value: Int) { withUnsafeBytes(of: UInt16(value).littleEndian) { file.append(contentsOf: $0) } }
        add("RIFF"); add32(36 + samples.count); add("WAVE")
        add("fmt "); add32(16); add16(1); add16(1); add32(sampleRate); add32(sampleRate * 2); add16(2); add16(16)
        add("data"); add32(samples.count)
        file.append(samples)
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try file.write(to: URL(fileURLWithPath: path))
    }
}
