import ArgumentParser
import Foundation
import MoonKit
import MoonBots
import LuaBridge

/// `moonkit serve SCRIPT`: the game live in a web browser, reloaded when a file is saved.
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show a game live in a web browser; saving a file under its folder reloads it.",
        // One line a paragraph: the help wraps it to the terminal's width.
        discussion: """
            Open the address it prints. The page shows the screen as it is drawn (animations \
            move), with the virtual clock running at the wall clock's pace: pause it, step it a \
            frame, fast-forward it or run it faster from the page. A click is a tap, a drag is a \
            drag (a scroll in a scroll view), holding the mouse still for half a second presses \
            with full force. An alert's buttons and fields are offered under the screen. The side \
            panel lists what happens (property changes, alerts, signals, sounds, errors with \
            file:line, what the game prints, the bot's log) and the view tree with frames.

            With --record FILE, what is done on the page (taps, drags, keys typed, alert answers) \
            is written to FILE as an ordinary bot, with the waits between in virtual seconds, \
            after every action: `moonkit run SCRIPT --bot FILE --seed S` plays the same game again \
            (the file's header gives the command). While recording, the clock moves in steps of \
            1/1024 s and points are whole. A reload (a saved file, the page's button) ends the \
            recording with a comment line.

            Typing on the page (outside the alert's fields) goes to the game's first responder, \
            the text field last tapped: keys, Backspace and Enter (return).

            Saving any file under the script's folder (or --root, or the bot) loads the game \
            again with the same seed, and the bot plays again; the page stays open. Hidden files \
            and backups (names starting with '.' or ending with '~') are not watched.

            It serves on 127.0.0.1 only, unless --host says otherwise (0.0.0.0: every network \
            interface, so anyone who can reach the machine can play and read the tree). Ctrl-C \
            stops it.

            Examples:
              moonkit serve scripts/swifty_words.lua
              moonkit serve scripts/psychic_tester.lua --bot random --port 9000
              moonkit serve scripts/swifty_words.lua --seed 3 --record session.lua
            """
    )

    @Argument(help: "The game script.")
    var script: String

    @Option(help: "A bot that plays the game at the page's pace (it plays again after each reload).")
    var bot: String?

    @Option(name: .customLong("set"), help: ArgumentHelp("A global for the bot, as NAME=VALUE (repeatable).", valueName: "NAME=VALUE"))
    var botGlobals: [String] = []

    @Option(help: ArgumentHelp("Write what is done on the page to FILE as a bot that replays it (moonkit run SCRIPT --bot FILE).",
                               valueName: "FILE"))
    var record: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("What may wait for a page that does not read, in KB, before it is dropped.",
                                                        valueName: "KB"))
    var pageBacklog: Int = PageOutbox.defaultMostQueuedBytes >> 10

    @Option(parsing: .unconditional, help: "The TCP port to serve on (0: any free port).")
    var port: Int = 8080

    @Option(help: "The address to serve on: 127.0.0.1 (this machine only), ::1, or 0.0.0.0 for every interface.")
    var host = "127.0.0.1"

    @Option(parsing: .unconditional, help: "The seed of every random draw (the same after each reload).", transform: NumberOptions.seed)
    var seed: UInt64 = 1

    @Option(help: AppearanceOption.help)
    var appearance: Appearance = .light

    @Option(help: "Override the device the game asks for (ipad, ipad-pro-12.9, iphone; add -portrait, e.g. iphone-portrait).")
    var device: String?

    @Option(help: "The folder modules are required from, and watched (default: the script's folder).")
    var root: String?

    @OptionGroup(title: "Limits (docs/limits.md)")
    var limits: LimitOptions

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        guard (16...(1 << 20)).contains(pageBacklog) else {
            throw ValidationError("--page-backlog must be between 16 and 1048576 (KB)")
        }
        guard Self.isAddress(host) else {
            throw ValidationError("--host takes an IP address, e.g. 127.0.0.1, ::1 or 0.0.0.0 (got '\(host)')")
        }
        guard FileManager.default.fileExists(atPath: script) else { throw ValidationError("no such script: \(script)") }
        try DeviceOption.validate(device)
        try Run.validateBotGlobals(botGlobals)
        if !botGlobals.isEmpty && bot == nil { throw ValidationError("--set gives globals to a bot: add --bot") }
        try BotLocator.validate(bot, for: script)
        if let record {
            if bot != nil { throw ValidationError("--record writes what a person does on the page: leave out --bot") }
            let folder = PathText.folder(of: record)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.isEmpty ? "." : folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw ValidationError("--record: no such folder for \(record)")
            }
            guard !FileManager.default.fileExists(atPath: record, isDirectory: &isFolder) || !isFolder.boolValue else {
                throw ValidationError("--record: \(record) is a folder")
            }
        }
    }

    /// A line on standard output at once, unbuffered even into a pipe: a test waits for the address.
    static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// A numeric IPv4 or IPv6 address (names are not looked up: the server binds an address).
    static func isAddress(_ text: String) -> Bool {
        var v4 = in_addr(), v6 = in6_addr()
        return inet_pton(AF_INET, text, &v4) == 1 || inet_pton(AF_INET6, text, &v6) == 1
    }

    func run() throws {
        let mailbox = ServeMailbox(pageBacklog: pageBacklog << 10, report: Self.say)
        let address: (host: String, port: UInt16)
        do {
            address = try PageServer.start(host: host, port: UInt16(port), mailbox: mailbox) { line in
                FileHandle.standardError.write(Data((line + "\n").utf8))
            }
        } catch {
            FileHandle.standardError.write(Data("cannot serve on \(host) port \(port): \(PageServer.reason(error))\n".utf8))
            throw ExitCode(1)
        }
        let shown = address.host.contains(":") ? "[\(address.host)]" : address.host
        Self.say("serving \(script) at http://\(shown):\(address.port)/ (seed \(seed); Ctrl-C stops)")
        let setup = LiveGame.Setup(
            script: script, bot: bot.map { BotLocator.resolve($0, for: script) },
            botGlobals: botGlobals.compactMap(Run.botGlobal), root: root, seed: seed,
            device: device.flatMap(DeviceProfile.named), appearance: appearance, limits: limits.game,
            record: record, say: Self.say)
        LiveGame(setup: setup, mailbox: mailbox).serveForever()
    }
}
