import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension FileHandle {
    /// Everything up to the end of the file, reading again when a signal interrupts a read.
    /// Foundation's `readDataToEndOfFile()` traps on EINTR, and a test process that runs many
    /// child processes at once is sometimes interrupted (it ended a whole test run once).
    public func readToEndRetryingInterrupts() -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fileDescriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
            } else if count == 0 || errno != EINTR {
                return data
            }
        }
    }
}
