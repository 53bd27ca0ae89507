import Testing
import Foundation
import MoonKit
import LuaBridge
import MoonLua
import MoonBots
import FlyingFox
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
        let (_, continuation) = AsyncStream<WSMessage>.makeStream()
        let page = mailbox.connect(continuation)
        let taken = mailbox.take(waiting: 0)
        #expect(taken.commands == [.pause, .advance(seconds: 1)])
        #expect(taken.newPages == [page])
        let again = mailbox.take(waiting: 0)
        #expect(again.commands.isEmpty && again.newPages.isEmpty)
    }

    @Test("only the page served here, or a program that names no page, may open the game's socket")
    func ownPage() {
        func request(_ headers: [HTTPHeader: String]) -> HTTPRequest {
            HTTPRequest(method: .GET, version: .http11, path: "/socket", query: [], headers: headers, body: Data())
        }
        #expect(PageServer.isOwnPage(request([.host: "127.0.0.1:8080", HTTPHeader("Origin"): "http://127.0.0.1:8080"])))
        #expect(PageServer.isOwnPage(request([.host: "127.0.0.1:8080"])))
        #expect(!PageServer.isOwnPage(request([.host: "127.0.0.1:8080", HTTPHeader("Origin"): "https://example.com"])))
        #expect(!PageServer.isOwnPage(request([.host: "127.0.0.1:8080", HTTPHeader("Origin"): "http://127.0.0.1:9999"])))
        #expect(!PageServer.isOwnPage(request([HTTPHeader("Origin"): "http://127.0.0.1:8080"])))
    }

    @Test("a saved, added or removed file is noticed; hidden files and backups are not")
    func folderWatch() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("moonkit-watch-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/lib", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let game = folder + "/game.lua", module = folder + "/lib/util.lua"
        try "return 1".write(toFile: game, atomically: false, encoding: .utf8)
        var watch = FolderWatch(paths: [folder])
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
        #expect(result.errors.hasPrefix("cannot serve on 127.0.0.1 port \(port): "))
        #expect(result.output == "")
    }
}
