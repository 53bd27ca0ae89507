import Testing
import Foundation
import MoonKit
import LuaBridge
import MoonLua
import MoonBots
import FlyingFox
import Synchronization
@testable import MoonKitCLI

/// The parts of `moonkit serve` that need no browser (the browser test, Tests/Browser, drives
/// the page itself from `.ci/browser-test`).
@Suite("moonkit serve")
struct ServeTests {
    @Test("the page's commands parse to exactly what they say")
    func commands() {
        #expect(PageCommand.from(#"{"command":"down","x":12.5,"y":300}"#) == .down(x: 12.5, y: 300))
        #expect(PageCommand.from(#"{"command":"move","x":1,"y":2}"#) == .move(x: 1, y: 2))
        #expect(PageCommand.from(#"{"command":"force"}"#) == .force)
        #expect(PageCommand.from(#"{"command":"up"}"#) == .up)
        #expect(PageCommand.from(#"{"command":"alert","title":"OK","texts":["cat"]}"#) == .alert(title: "OK", texts: ["cat"]))
        #expect(PageCommand.from(#"{"command":"alert","title":"OK"}"#) == .alert(title: "OK", texts: []))
        #expect(PageCommand.from(#"{"command":"run","speed":4}"#) == .run(speed: 4))
        #expect(PageCommand.from(#"{"command":"pause"}"#) == .pause)
        #expect(PageCommand.from(#"{"command":"advance","seconds":0.5}"#) == .advance(seconds: 0.5))
        #expect(PageCommand.from(#"{"command":"reload"}"#) == .reload)
    }

    @Test("what is no command says why, and is shown rather than run")
    func badCommands() {
        #expect(PageCommand.from("tap") == .invalid(reason: "not a command: tap"))
        #expect(PageCommand.from(#"{"command":"down","x":1}"#) == .invalid(reason: "down needs finite x and y"))
        #expect(PageCommand.from(#"{"command":"move","x":"1","y":2}"#) == .invalid(reason: "move needs finite x and y"))
        #expect(PageCommand.from(#"{"command":"run","speed":0}"#) == .invalid(reason: "run needs a speed above 0 and at most 64"))
        #expect(PageCommand.from(#"{"command":"run","speed":65}"#) == .invalid(reason: "run needs a speed above 0 and at most 64"))
        #expect(PageCommand.from(#"{"command":"advance","seconds":-1}"#) == .invalid(reason: "advance needs seconds above 0 and at most 3600"))
        #expect(PageCommand.from(#"{"command":"alert"}"#) == .invalid(reason: "alert needs the action's title"))
        #expect(PageCommand.from(#"{"command":"jump"}"#) == .invalid(reason: "unknown command 'jump'"))
    }

    @Test("the mailbox hands the game thread the commands in order, and the pages that connected")
    func mailbox() {
        let mailbox = ServeMailbox()
        mailbox.post(.pause)
        mailbox.post(.advance(seconds: 1))
        let page = mailbox.connect(PageOutbox())
        let taken = mailbox.take(waiting: 0)
        #expect(taken.commands == [.pause, .advance(seconds: 1)])
        #expect(taken.newPages == [page])
        let again = mailbox.take(waiting: 0)
        #expect(again.commands.isEmpty && again.newPages.isEmpty)
    }

    @Test("a page that never reads is dropped once what waits for it passes the cap, and what waited is freed")
    func pageThatNeverReads() async {
        let mailbox = ServeMailbox()
        let slow = PageOutbox(), reading = PageOutbox()
        let slowPage = mailbox.connect(slow)
        _ = mailbox.connect(reading)
        let frame = String(repeating: "x", count: 100_000)
        var mostWaiting = 0
        for _ in 0..<200 {
            mailbox.send(frame)
            mostWaiting = max(mostWaiting, slow.waitingBytes)
            // The other page reads everything, and stays.
            while reading.waitingBytes > 0 { _ = await reading.next() }
        }
        #expect(mostWaiting == PageOutbox.defaultMostQueuedBytes / 100_000 * 100_000)
        #expect(slow.droppedForFallingBehind)
        #expect(!reading.droppedForFallingBehind)
        // All it had not read is gone; it is told why if it ever reads again, then it ends.
        #expect(slow.waitingBytes < 100)
        let last = await slow.next()
        #expect(last?.opcode == .close)
        #expect(last.map { String(decoding: $0.payload.dropFirst(2), as: UTF8.self) } == "the page fell too far behind")
        let after = await slow.next()
        #expect(after == nil)
        #expect(!slow.send("more"))
        // The mailbox let go of it; the reading page still gets what is sent.
        mailbox.send("{}", to: slowPage)
        #expect(slow.waitingBytes == 0)
        mailbox.send("{}")
        #expect(reading.waitingBytes == 2)
        // A message bigger than the cap still goes to a page that has read everything.
        let big = PageOutbox()
        #expect(big.send(String(repeating: "x", count: PageOutbox.defaultMostQueuedBytes + 1)))
        #expect(!big.send("{}"))
        #expect(big.droppedForFallingBehind)
    }

    @Test("a request names this server: a loopback name or address, or --host, with the port served")
    func ownAddress() {
        let loopback = OwnAddress(host: "127.0.0.1", port: 8080)
        for host in ["localhost:8080", "127.0.0.1:8080", "[::1]:8080", "LocalHost:8080", "[0:0:0:0:0:0:0:1]:8080"] {
            #expect(loopback.authority(host) != nil, "\(host)")
        }
        #expect(loopback.authority("LocalHost:8080") == "localhost:8080")
        for host in ["evil.com:8080", "localhost", "127.0.0.1", "localhost:8081", "localhost:08080x", "127.0.0.2:8080",
                     "[::2]:8080", "localhost.:8080", "localhost:8080:8080", "::1:8080", "[::1]8080", "", "localhost:",
                     "192.168.1.5:8080", "localhost:+8080"] {
            #expect(loopback.authority(host) == nil, "\(host)")
        }
        // The default port of http may be left out, as browsers do.
        #expect(OwnAddress(host: "127.0.0.1", port: 80).authority("localhost") == "localhost")
        #expect(OwnAddress(host: "127.0.0.1", port: 80).authority("localhost:80") == "localhost")
        // --host names one more address; every interface takes any address (none can be rebound), no other name.
        let lan = OwnAddress(host: "192.168.1.5", port: 8080)
        #expect(lan.authority("192.168.1.5:8080") == "192.168.1.5:8080")
        #expect(lan.authority("192.168.1.6:8080") == nil)
        let six = OwnAddress(host: "fe80::1", port: 8080)
        #expect(six.authority("[FE80::0001]:8080") == "[fe80::0001]:8080")
        let every = OwnAddress(host: "0.0.0.0", port: 8080)
        #expect(every.authority("10.0.0.7:8080") != nil)
        #expect(every.authority("[fe80::1]:8080") != nil)
        #expect(every.authority("evil.com:8080") == nil)
        #expect(OwnAddress(host: "::", port: 8080).authority("10.0.0.7:8080") != nil)
    }

    @Test("the page and its socket: Host must name this server; the socket also needs the page's own Origin")
    func refusals() {
        let served = OwnAddress(host: "127.0.0.1", port: 8080)
        #expect(served.refusal(host: "localhost:8080", origin: nil, needsOrigin: false) == nil)
        #expect(served.refusal(host: "localhost:8080", origin: "http://localhost:8080", needsOrigin: true) == nil)
        #expect(served.refusal(host: "[::1]:8080", origin: "http://[::1]:8080", needsOrigin: true) == nil)
        #expect(served.refusal(host: "evil.com:8080", origin: "http://evil.com:8080", needsOrigin: true)
                == "refused: Host 'evil.com:8080' is not this server's address and port (e.g. 127.0.0.1:8080)")
        #expect(served.refusal(host: nil, origin: nil, needsOrigin: false)
                == "refused: a request without Host is not this server's address and port (e.g. 127.0.0.1:8080)")
        #expect(served.refusal(host: "127.0.0.1:8080", origin: nil, needsOrigin: true)
                == "refused: the game's socket is only for the page served at http://127.0.0.1:8080/ (the request names no Origin)")
        #expect(served.refusal(host: "127.0.0.1:8080", origin: "null", needsOrigin: true)
                == "refused: Origin 'null' is not the page served at http://127.0.0.1:8080/")
        #expect(served.refusal(host: "127.0.0.1:8080", origin: "http://localhost:8080", needsOrigin: true)
                == "refused: Origin 'http://localhost:8080' is not the page served at http://127.0.0.1:8080/")
        // Another site's page may not fetch the page either.
        #expect(served.refusal(host: "127.0.0.1:8080", origin: "https://example.com", needsOrigin: false)
                == "refused: Origin 'https://example.com' is not the page served at http://127.0.0.1:8080/")
        #expect(OwnAddress(host: "0.0.0.0", port: 9).refusal(host: "evil.com:9", origin: nil, needsOrigin: false)
                == "refused: Host 'evil.com:9' is not this server's address and port (e.g. 127.0.0.1:9)")
        #expect(OwnAddress(host: "::1", port: 9).refusal(host: "evil.com:9", origin: nil, needsOrigin: false)
                == "refused: Host 'evil.com:9' is not this server's address and port (e.g. [::1]:9)")
    }

    @Test("a saved, added or removed file is noticed; hidden files and backups are not")
    func folderWatch() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("moonkit-watch-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/lib", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let game = folder + "/game.lua", module = folder + "/lib/util.lua"
        try "return 1".write(toFile: game, atomically: false, encoding: .utf8)
        let watch = FolderWatch(paths: [folder])
        #expect(watch.changes() == [])
        // Another size too: two writes within the file system's clock tick can share a time.
        try "return 22".write(toFile: game, atomically: false, encoding: .utf8)
        #expect(watch.changes() == [game])
        #expect(watch.changes() == [])
        try "x".write(toFile: folder + "/.game.lua.swp", atomically: false, encoding: .utf8)
        try "x".write(toFile: folder + "/game.lua~", atomically: false, encoding: .utf8)
        #expect(watch.changes() == [])
        try "return {}".write(toFile: module, atomically: true, encoding: .utf8)
        #expect(watch.changes() == [module])
        try FileManager.default.removeItem(atPath: game)
        #expect(watch.changes() == [game])
    }

    @Test("with many files under the folder, nothing is looked at until one changes; then that one alone")
    func manyFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("moonkit-many-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for part in 0..<10 {
            try FileManager.default.createDirectory(atPath: folder + "/data/\(part)", withIntermediateDirectories: true)
            for file in 0..<2_000 { _ = FileManager.default.createFile(atPath: folder + "/data/\(part)/\(file).txt", contents: nil) }
        }
        let game = folder + "/game.lua", bot = folder + "/../moonkit-many-bot-\(UUID().uuidString).lua"
        try "return 1".write(toFile: game, atomically: false, encoding: .utf8)
        try "return 1".write(toFile: bot, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: bot) }
        let watch = FolderWatch(paths: [folder, bot])
        #expect(watch.problems == [])
        for _ in 0..<50 { #expect(watch.changes() == []) }
        #expect(watch.examined == 0)
        try "return 2".write(toFile: game, atomically: false, encoding: .utf8)
        #expect(watch.changes() == [game])
        #expect(watch.examined == 1)
        // Deep in the data, in a folder made after the watch began, and the bot beside the folder.
        try FileManager.default.createDirectory(atPath: folder + "/data/new/deeper", withIntermediateDirectories: true)
        #expect(watch.changes() == [])
        try "x".write(toFile: folder + "/data/new/deeper/level.txt", atomically: false, encoding: .utf8)
        #expect(watch.changes() == [folder + "/data/new/deeper/level.txt"])
        try "return 3".write(toFile: bot, atomically: true, encoding: .utf8)
        #expect(watch.changes() == [bot])
        try FileManager.default.removeItem(atPath: folder + "/data/3")
        #expect(watch.changes().count == 2_000)
    }

    @Test("a bot's waits go to the session's waiter, and its log lines are told as logged")
    func botWaiter() throws {
        let game = try GameRuntime(script: Command.repository + "/scripts/counter.lua", print: { _ in })
        #expect(try game.start())
        let runner = try BotRunner(bot: Command.repository + "/scripts/bots/counter_tapper.lua", runtime: game, print: { _ in })
        var waits: [Double] = []
        var logged: [String] = []
        runner.session.waiter = { seconds throws(LuaError) in
            waits.append(seconds)
            game.engine.step(seconds / 2)
        }
        runner.session.onLog = { logged.append($0) }
        try runner.run()
        #expect(waits == [0.25, 0.25, 0.25, 0.25, 0.25])
        #expect(game.engine.now == 0.625)
        #expect(logged == ["the label says 5 taps"])
        #expect(runner.session.log == ["the label says 5 taps"])
    }

    @Test("a waiter's error stops the bot with that error")
    func waiterStopsBot() throws {
        let game = try GameRuntime(script: Command.repository + "/scripts/counter.lua", print: { _ in })
        #expect(try game.start())
        let runner = try BotRunner(bot: Command.repository + "/scripts/bots/counter_tapper.lua", runtime: game, print: { _ in })
        runner.session.waiter = { _ throws(LuaError) in throw LuaError("the game is loading again (saved game.lua)") }
        do {
            try runner.run()
            Issue.record("the bot went on after its waiter failed")
        } catch {
            #expect(error.message == "the game is loading again (saved game.lua)")
        }
        #expect(game.engine.now == 0)
        #expect(runner.session.taps == 1)
    }
}

@Suite("The built command: serve", .serialized)
struct ServeCommandTests {
    @Test("bad flags are usage errors that say what is expected")
    func usage() throws {
        let noScript = try Command.run(["serve", "scripts/nosuch.lua"])
        #expect(noScript.status == 2)
        #expect(noScript.errors.contains("Error: no such script: scripts/nosuch.lua"))
        let port = try Command.run(["serve", "scripts/counter.lua", "--port", "70000"])
        #expect(port.status == 2)
        #expect(port.errors.contains("Error: --port must be between 0 and 65535"))
        let host = try Command.run(["serve", "scripts/counter.lua", "--host", "localhost"])
        #expect(host.status == 2)
        #expect(host.errors.contains("Error: --host takes an IP address, e.g. 127.0.0.1, ::1 or 0.0.0.0 (got 'localhost')"))
        let set = try Command.run(["serve", "scripts/counter.lua", "--set", "N=1"])
        #expect(set.status == 2)
        #expect(set.errors.contains("Error: --set gives globals to a bot: add --bot"))
    }

    @Test("a running serve answers only requests that name it, and opens the game's socket only to its own page (DNS rebinding)")
    func ownAddressOnly() throws {
        let serve = try RunningServe(["scripts/counter.lua"])
        defer { serve.stop() }
        let port = serve.port
        let otherPort = port == 65535 ? port - 1 : port + 1
        for host in ["localhost:\(port)", "127.0.0.1:\(port)", "[::1]:\(port)"] {
            let page = try TestConnection(port: port).get("/", [("Host", host)])
            #expect(page.status == "HTTP/1.1 200 OK", "\(host)")
            #expect(page.body.contains("<title>MoonKit serve</title>"))
            let missing = try TestConnection(port: port).get("/favicon.ico", [("Host", host)])
            #expect(missing.status == "HTTP/1.1 404 Not Found")
            #expect(missing.body == "no such page: GET /favicon.ico (the game is at /)\n")
            // The socket opens, and the game's view tree comes through it.
            let connection = try TestConnection(port: port)
            let socket = try connection.openSocket([("Host", host), ("Origin", "http://\(host)")])
            #expect(socket.status == "HTTP/1.1 101 Switching Protocols", "\(host): \(socket.body)")
            var sawTree = false
            for _ in 0..<20 where !sawTree {
                let frame = try connection.readFrame()
                sawTree = frame.opcode == 1 && String(decoding: frame.payload, as: UTF8.self).contains(#""kind":"tree""#)
            }
            #expect(sawTree, "\(host)")
        }
        let hostRefusal = { (host: String) in "refused: Host '\(host)' is not this server's address and port (e.g. 127.0.0.1:\(port))\n" }
        for host in ["evil.com:\(port)", "localhost", "127.0.0.1", "localhost:\(otherPort)", "127.0.0.2:\(port)"] {
            for path in ["/", "/favicon.ico"] {
                let page = try TestConnection(port: port).get(path, [("Host", host)])
                #expect(page.status == "HTTP/1.1 403 Forbidden", "\(host)\(path)")
                #expect(page.body == hostRefusal(host))
            }
            let socket = try TestConnection(port: port).openSocket([("Host", host), ("Origin", "http://\(host)")])
            #expect(socket.status == "HTTP/1.1 403 Forbidden", "\(host)")
            #expect(socket.body == hostRefusal(host))
        }
        let page = "http://127.0.0.1:\(port)/"
        let noOrigin = try TestConnection(port: port).openSocket([("Host", "127.0.0.1:\(port)")])
        #expect(noOrigin.status == "HTTP/1.1 403 Forbidden")
        #expect(noOrigin.body == "refused: the game's socket is only for the page served at \(page) (the request names no Origin)\n")
        for origin in ["null", "http://evil.com:\(port)", "http://localhost:\(port)", "https://127.0.0.1:\(port)", "http://127.0.0.1:\(otherPort)"] {
            let socket = try TestConnection(port: port).openSocket([("Host", "127.0.0.1:\(port)"), ("Origin", origin)])
            #expect(socket.status == "HTTP/1.1 403 Forbidden", "\(origin)")
            #expect(socket.body == "refused: Origin '\(origin)' is not the page served at \(page)\n")
        }
    }

    @Test("out of file descriptors, serve closes idle connections past its cap, and answers again once they go",
          arguments: [128, 24])
    func descriptorsRunOut(openFiles: Int) throws {
        // 128 open files: serve waits on at most 32 connections (GuardedSocketPool.connectionCap),
        // and closes the others as they come. 24: accepting runs out of descriptors before the
        // closing catches up, and serve listens again after a pause.
        let serve = try RunningServe(["scripts/counter.lua"], openFiles: openFiles)
        let host = [("Host", "127.0.0.1:\(serve.port)")]
        var idle: [TestConnection] = []
        for _ in 0..<300 {
            // While serve listens again, a connection may be refused.
            if let connection = try? TestConnection(port: serve.port) { idle.append(connection) }
        }
        #expect(idle.count > 0)
        #expect(try idle.last!.closedByServer())
        idle.removeAll()
        var answered: String?
        for _ in 0..<60 where answered == nil {
            if let connection = try? TestConnection(port: serve.port), let page = try? connection.get("/", host) {
                answered = page.status
            } else {
                usleep(500_000)
            }
        }
        #expect(answered == "HTTP/1.1 200 OK")
        if openFiles == 128 {
            // A connection that says nothing is closed once it has been idle too long (20 s).
            let quiet = try TestConnection(port: serve.port)
            #expect(try quiet.closedByServer())
        }
        let errors = serve.stop()
        // What it said, if accepting failed: that, and that it listens again; nothing else.
        for line in errors.split(separator: "\n") {
            #expect(line.hasPrefix("serve: not accepting connections (") || line == "serve: listening again on port \(serve.port)",
                    "\(line)")
        }
    }

    /// A game whose screen changes every frame: 150 lines of text that count.
    static let busyGame = HostileInputCommandTests.game("""
      local labels = {}
      for i = 1, 150 do
        local label = ui.Label { text = "0" }
        label.frame = { x = 0, y = i * 2, width = 800, height = 2 }
        self.view:addSubview(label)
        labels[i] = label
      end
      local n = 0
      ui.every(1 / 30, function()
        n = n + 1
        for i, label in ipairs(labels) do label.text = string.rep(n .. " " .. i .. " ", 100) end
      end)
    """)

    @Test("a page dropped past its backlog is reported once, with the cap as --page-backlog set it")
    func droppedPageReport() {
        let lines = Mutex<[String]>([])
        let mailbox = ServeMailbox(pageBacklog: 64 << 10) { line in lines.withLock { $0.append(line) } }
        let page = PageOutbox(mostQueuedBytes: mailbox.pageBacklog)
        _ = mailbox.connect(page)
        let frame = String(repeating: "x", count: 10_000)
        // 6 frames wait (60 000 bytes); a 7th would pass 65 536.
        for _ in 0..<6 { mailbox.send(frame) }
        #expect(page.waitingBytes == 60_000)
        #expect(lines.withLock { $0 }.isEmpty)
        mailbox.send(frame)
        mailbox.send(frame)
        #expect(page.droppedForFallingBehind)
        #expect(lines.withLock { $0 } == ["serve: a page stopped reading (64 KB waited for it): it was dropped"])
        #expect(PageOutbox().capText == "8 MB")
        #expect(PageOutbox(mostQueuedBytes: 3 << 20).capText == "3 MB")
    }

    @Test("a page that stops reading is dropped past the cap: serve says so, and sends it a close frame after what it had")
    func pageThatStopsReading() throws {
        let folder = try HostileInputCommandTests.Folder(["busy.lua": Self.busyGame])
        // A small backlog, so that a few frames fill it whatever the machine's speed (the cap
        // itself, 8 MB by default, is checked without sockets in pageThatNeverReads).
        let serve = try RunningServe([folder["busy.lua"], "--page-backlog", "64"])
        defer { serve.stop() }
        let authority = "127.0.0.1:\(serve.port)"
        let page = try TestConnection(port: serve.port, receiveBuffer: 4096)
        #expect(try page.openSocket([("Host", authority), ("Origin", "http://" + authority)]).status == "HTTP/1.1 101 Switching Protocols")
        // It reads nothing until serve says it gave up on it. The patience guards against a
        // hang; it is not a deadline.
        #expect(serve.nextLine(patience: 600) == "serve: a page stopped reading (64 KB waited for it): it was dropped")
        var last: (opcode: UInt8, payload: [UInt8])?
        while last?.opcode != 8 { last = try page.readFrame() }
        #expect(String(decoding: last!.payload.dropFirst(2), as: UTF8.self) == "the page fell too far behind")
        #expect(try page.closedByServer())
    }

    @Test("--page-backlog outside 16 KB to 1 GB is a usage error")
    func pageBacklogBounds() throws {
        for value in ["15", "1048577", "-1"] {
            let result = try Command.run(["serve", "scripts/counter.lua", "--page-backlog", value])
            #expect(result.status == 2)
            #expect(result.errors.contains("--page-backlog must be between 16 and 1048576 (KB)"), "\(result.errors)")
        }
    }

    @Test("with 20 000 files in the game's folder, a saved script still reloads the game")
    func manyFilesReload() throws {
        let folder = try HostileInputCommandTests.Folder(["game.lua": Self.busyGame])
        for part in 0..<4 {
            try FileManager.default.createDirectory(atPath: folder["data/\(part)"], withIntermediateDirectories: true)
            for file in 0..<5_000 { _ = FileManager.default.createFile(atPath: folder["data/\(part)/\(file).txt"], contents: nil) }
        }
        let serve = try RunningServe([folder["game.lua"]])
        defer { serve.stop() }
        let authority = "127.0.0.1:\(serve.port)"
        let page = try TestConnection(port: serve.port)
        #expect(try page.openSocket([("Host", authority), ("Origin", "http://" + authority)]).status == "HTTP/1.1 101 Switching Protocols")
        func waitFor(_ text: String) throws -> Bool {
            for _ in 0..<2_000 {
                let frame = try page.readFrame()
                if String(decoding: frame.payload, as: UTF8.self).contains(text) { return true }
            }
            return false
        }
        #expect(try waitFor(#""generation":1"#))
        try (Self.busyGame + "\n-- saved\n").write(toFile: folder["game.lua"], atomically: false, encoding: .utf8)
        #expect(try waitFor(#""generation":2"#))
        #expect(serve.nextLine() == "saved \(folder["game.lua"]): reloading")
    }

    @Test("a port already taken is an error naming it, exit code 1")
    func portTaken() throws {
        // A listening socket on a free loopback port, held while serve tries it.
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #expect(fd >= 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        #expect(bound && listen(fd, 1) == 0)
        let port = Int(UInt16(bigEndian: address.sin_port))
        let result = try Command.run(["serve", "scripts/counter.lua", "--port", String(port)])
        #expect(result.status == 1)
        #expect(result.errors == "cannot serve on 127.0.0.1 port \(port): bind failed: Address already in use\n")
        #expect(result.output == "")
    }
}
