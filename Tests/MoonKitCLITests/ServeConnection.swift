import TestSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `moonkit serve` running in the background on a free port, for tests that connect to it.
final class RunningServe {
    let process = Process()
    let port: UInt16
    private let output = Pipe()
    private let errors = Pipe()

    /// Starts `moonkit serve arguments… --port 0` and waits for the address it prints.
    /// `openFiles`: the limit on open files of the serve process (set by a shell before it starts).
    init(_ arguments: [String], openFiles: Int? = nil, in directory: String? = nil) throws {
        let command = [Command.executable, "serve"] + arguments + ["--port", "0"]
        if let openFiles {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "ulimit -n \(openFiles) && exec \"$@\"", "sh"] + command
        } else {
            process.executableURL = URL(fileURLWithPath: command[0])
            process.arguments = Array(command.dropFirst())
        }
        process.currentDirectoryURL = URL(fileURLWithPath: directory ?? Command.repository)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        var line = Data()
        while true {
            let byte = output.fileHandleForReading.readData(ofLength: 1)
            guard let first = byte.first else { break }
            if first == UInt8(ascii: "\n") { break }
            line.append(first)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let range = text.range(of: #"http://127\.0\.0\.1:\d+/"#, options: .regularExpression),
              let port = UInt16(text[range].dropFirst("http://127.0.0.1:".count).dropLast()) else {
            process.terminate()
            throw ServeTestError("serve printed no address: '\(text)'")
        }
        self.port = port
    }

    /// The next line serve prints on standard output; nil when none comes within `patience`
    /// seconds or serve ends.
    func nextLine(patience: Int32 = 60) -> String? {
        var line = Data()
        let fd = output.fileHandleForReading.fileDescriptor
        while true {
            var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, patience * 1000) == 1 else { return nil }
            var byte: UInt8 = 0
            guard Glibc.read(fd, &byte, 1) == 1 else { return nil }
            if byte == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
            line.append(byte)
        }
    }

    /// Stops serve and returns what it wrote on standard error.
    @discardableResult
    func stop() -> String {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return String(decoding: errors.fileHandleForReading.readToEndRetryingInterrupts(), as: UTF8.self)
    }

    deinit { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
}

struct ServeTestError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// One TCP connection to 127.0.0.1, read and written a byte at a time as a test needs. Every
/// read gives up after `patience` seconds (a margin far above what any answer takes).
final class TestConnection {
    let fd: Int32
    static let patience = 30

    /// `receiveBuffer`: a small one makes a connection that does not read fall behind sooner.
    init(port: UInt16, receiveBuffer: Int32? = nil) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ServeTestError("no socket: errno \(errno)") }
        if var receiveBuffer {
            setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &receiveBuffer, socklen_t(MemoryLayout<Int32>.size))
        }
        var timeout = timeval(tv_sec: Self.patience, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = port.bigEndian
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        guard connected else {
            // No close here: every stored property is set, so throwing releases the object and
            // `deinit` closes `fd`. Closing it here too closed it twice, and the second close
            // could take a descriptor another test's thread had just been given (a pipe of
            // `Process.run`, which then trapped on EBADF).
            throw ServeTestError("cannot connect to port \(port): errno \(errno)")
        }
    }

    deinit { Glibc.close(fd) }

    func write(_ text: String) throws {
        try write(Array(text.utf8))
    }

    func write(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw ServeTestError("cannot send: errno \(errno)") }
            sent += count
        }
    }

    /// Exactly `count` bytes; fewer when the server closed the connection first.
    func read(_ count: Int) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var got = 0
        while got < count {
            let n = bytes[got...].withUnsafeMutableBytes { Glibc.recv(fd, $0.baseAddress, $0.count, 0) }
            if n == 0 { break }
            guard n > 0 else { throw ServeTestError("no answer within \(Self.patience) s (errno \(errno))") }
            got += n
        }
        return Array(bytes[..<got])
    }

    /// Whether the server closed the connection (waiting up to `patience` seconds for it).
    func closedByServer() throws -> Bool {
        var byte: UInt8 = 0
        let n = Glibc.recv(fd, &byte, 1, 0)
        if n == 0 { return true }
        if n < 0 && errno == ECONNRESET { return true }
        if n < 0 { throw ServeTestError("the connection was still open after \(Self.patience) s (errno \(errno))") }
        return false
    }

    /// An HTTP answer's status line, headers (names lowercase) and body (by its Content-Length).
    func readAnswer() throws -> (status: String, headers: [String: String], body: String) {
        var head: [UInt8] = []
        while !head.suffix(4).elementsEqual(Array("\r\n\r\n".utf8)) {
            let byte = try read(1)
            guard let first = byte.first else { throw ServeTestError("the connection closed mid-answer: \(String(decoding: head, as: UTF8.self))") }
            head.append(first)
        }
        let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n").filter { !$0.isEmpty }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let length = Int(headers["content-length"] ?? "0") ?? 0
        let body = try read(length)
        return (lines.first ?? "", headers, String(decoding: body, as: UTF8.self))
    }

    /// Sends a GET of `path` with the given headers and reads the answer.
    func get(_ path: String, _ headers: [(String, String)]) throws -> (status: String, headers: [String: String], body: String) {
        let lines = headers.map { "\($0.0): \($0.1)\r\n" }.joined()
        try write("GET \(path) HTTP/1.1\r\n\(lines)\r\n")
        return try readAnswer()
    }

    /// Asks to open the game's WebSocket with `headers` besides the handshake's own.
    func openSocket(_ headers: [(String, String)]) throws -> (status: String, headers: [String: String], body: String) {
        try get("/socket", headers + [("Upgrade", "websocket"), ("Connection", "Upgrade"),
                                      ("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ=="), ("Sec-WebSocket-Version", "13")])
    }

    /// The next frame the server sends: its opcode and payload.
    func readFrame() throws -> (opcode: UInt8, payload: [UInt8]) {
        let head = try read(2)
        guard head.count == 2 else { throw ServeTestError("the socket closed") }
        var length = Int(head[1] & 0x7F)
        if length == 126 {
            length = try read(2).reduce(0) { $0 << 8 | Int($1) }
        } else if length == 127 {
            length = try read(8).reduce(0) { $0 << 8 | Int($1) }
        }
        let payload = try read(length)
        guard payload.count == length else { throw ServeTestError("the socket closed mid-frame") }
        return (head[0] & 0x0F, payload)
    }

    /// Sends one masked text frame, as a browser does.
    func writeText(_ text: String) throws {
        let payload = Array(text.utf8)
        precondition(payload.count < 126)
        let mask: [UInt8] = [1, 2, 3, 4]
        try write([0x81, 0x80 | UInt8(payload.count)] + mask + payload.enumerated().map { $0.element ^ mask[$0.offset % 4] })
    }
}
