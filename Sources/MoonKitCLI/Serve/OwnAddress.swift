import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The names a request may give this server by (its `Host` header) and the one page that may
/// open the game's socket (its `Origin`), so that no other web site can reach the game.
///
/// Comparing `Origin` with `Host` alone is not enough: a site may point its own name at
/// 127.0.0.1 once its page is loaded (DNS rebinding), and its page then sends `Host` and
/// `Origin` that agree — both its own name. So `Host` must name this server itself: a loopback
/// name or address, or the address given to `--host`, with the port served; any IP address when
/// serving on every interface (an address needs no lookup, so it cannot be rebound). A name that
/// needs a lookup, other than `localhost`, is refused.
struct OwnAddress: Sendable {
    /// The address served (`--host`), as the socket was bound.
    let host: String
    let port: UInt16

    /// Names of this machine that no lookup can point elsewhere.
    static let loopbackNames: Set<String> = ["localhost", "127.0.0.1", "[::1]"]

    /// Why a request must be refused; nil when it may be answered. `needsOrigin`: the request
    /// opens the game's socket, which only the page served here may do (a browser always sends
    /// `Origin` with a WebSocket; a program that sends none is refused too).
    func refusal(host requestHost: String?, origin: String?, needsOrigin: Bool) -> String? {
        guard let requestHost, let authority = authority(requestHost) else {
            let named = requestHost.map { "Host '\($0)'" } ?? "a request without Host"
            let example = Self.isEveryInterface(host) ? "127.0.0.1" : Self.bracketed(host)
            return "refused: \(named) is not this server's address and port (e.g. \(example):\(port))"
        }
        let page = "http://" + authority
        guard let origin else {
            return needsOrigin ? "refused: the game's socket is only for the page served at \(page)/ (the request names no Origin)" : nil
        }
        guard origin.lowercased() == page else {
            return "refused: Origin '\(origin)' is not the page served at \(page)/"
        }
        return nil
    }

    /// `Host` rewritten as the page's origin writes it (lowercase, the port left out only where
    /// it is 80), when it names this server; nil when it does not.
    func authority(_ requestHost: String) -> String? {
        let text = requestHost.lowercased()
        let name: Substring, portText: Substring?
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return nil }
            name = text[...close]
            let rest = text[text.index(after: close)...]
            if rest.isEmpty {
                portText = nil
            } else {
                guard rest.hasPrefix(":") else { return nil }
                portText = rest.dropFirst()
            }
        } else {
            let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            name = parts[0]
            portText = parts.count == 2 ? parts[1] : nil
        }
        if let portText {
            guard portText.allSatisfy(\.isASCII), portText.allSatisfy(\.isNumber), UInt16(portText) == port else { return nil }
        } else {
            guard port == 80 else { return nil }
        }
        guard names(String(name)) else { return nil }
        return port == 80 ? String(name) : "\(name):\(port)"
    }

    /// Whether `name` (lowercase, an IPv6 address in brackets) is this server.
    private func names(_ name: String) -> Bool {
        if Self.loopbackNames.contains(name) { return true }
        guard let address = Self.address(name) else { return false }
        if address == Self.address("127.0.0.1") || address == Self.address("[::1]") { return true }
        if Self.isEveryInterface(host) { return true }
        return Self.address(Self.bracketed(host)) == address
    }

    /// An IP address in a canonical form (so `[::0001]` is `[::1]`); nil for a name.
    private static func address(_ name: String) -> String? {
        var v4 = in_addr(), v6 = in6_addr()
        if name.hasPrefix("[") && name.hasSuffix("]") {
            let inside = String(name.dropFirst().dropLast())
            guard inet_pton(AF_INET6, inside, &v6) == 1 else { return nil }
            return "6:" + withUnsafeBytes(of: &v6) { $0.map { String($0) }.joined(separator: ".") }
        }
        guard inet_pton(AF_INET, name, &v4) == 1 else { return nil }
        return "4:" + withUnsafeBytes(of: &v4) { $0.map { String($0) }.joined(separator: ".") }
    }

    private static func isEveryInterface(_ host: String) -> Bool {
        address(bracketed(host)) == address("0.0.0.0") || address(bracketed(host)) == address("[::]")
    }

    /// An IPv6 address as a URL writes it, in brackets.
    static func bracketed(_ host: String) -> String {
        host.contains(":") ? "[\(host)]" : host
    }
}
