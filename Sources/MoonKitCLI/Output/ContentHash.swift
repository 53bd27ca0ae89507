import Crypto

/// The content hashes a results file records: the same digest `sha256sum` prints, so a person
/// can check which script and bot played a file's games.
enum ContentHash {
    /// The SHA-256 of `bytes` as 64 lower-case hexadecimal digits.
    static func sha256(_ bytes: [UInt8]) -> String {
        SHA256.hash(data: bytes).map { byte in
            let digits = String(byte, radix: 16)
            return byte < 16 ? "0" + digits : digits
        }.joined()
    }
}
