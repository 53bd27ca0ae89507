import ArgumentParser
import Foundation
import MoonSim
import MoonKit
import LuaBridge
import MoonLua
import MoonRender

/// `moonkit play SCRIPT`: play a game in the terminal, one command a line (piped input works).
struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Play a game in the terminal: see the screen as text, tap, wait, answer alerts.",
        discussion: Play.help + """


            The screen shows buttons as [TITLE], texts as they read, borders as +--+ boxes and
            images as boxes holding their names. Backgrounds are painted in colour on a terminal
            that has colours (--color), and outlined with ┌─┐ where they stand out otherwise. A
            tap on a text goes where a finger would land (the row under a label). A screen that
            did not change is not printed again.

            Example:
              printf 'tap ELE\\ntap PHA\\ntap NT\\ntap SUBMIT\\nshow\\n' | moonkit play scripts/swifty_words.lua --seed 3
            """
    )

    static let help = """
        Commands:
          tap TITLE            tap a button by title, a view by text or identifier, or a bar's
                               glyph button by its system item (tap add)
          tap X,Y              tap a point (window coordinates)
          press X,Y force F    press a point with a force (maximum 6.67)
          drag X,Y X,Y [SECONDS]  drag a finger between two points (0.25 s by default)
          swipe TARGET DIR     swipe across a view: left, right, up or down
          scroll TARGET DY [DX]  scroll the scroll view holding a view by DY points down and DX
                               points right (negative: up, left); scroll list 0 300 goes sideways
          row TEXT             tap the table row showing TEXT, scrolling the table to it if needed
          swiperow TEXT        swipe that row left to show its actions (then tap one by title)
          item TEXT            tap the collection view item showing TEXT, scrolling to it if needed
          back                 tap the navigation bar's back button
          tab TITLE            tap the tab titled TITLE
          wait SECONDS         let virtual time pass
          alert "TITLE" [TEXT…] answer the alert with the action TITLE, typing TEXT into its fields
          type TEXT            type TEXT into the text field being edited (tap one first; its text shows a _)
          delete [N]           press the delete key N times (1 by default)
          return               press the return key in the text field being edited
          clear                clear the text field being edited, as its clear button does
          show                 draw the screen
          snapshot FILE        save a picture (.png or .svg)
          help, quit
        """

    @Argument(help: "The game script.")
    var script: String

    @Option(parsing: .unconditional, help: "The seed of every random draw.", transform: NumberOptions.seed)
    var seed: UInt64 = 1

    @Option(help: AppearanceOption.help)
    var appearance: Appearance = .light

    @Option(help: "Override the device the game asks for.")
    var device: String?

    @Option(parsing: .unconditional, help: "Width of the text screen in characters (20 to 1000).")
    var columns: Int = 100

    @Option(help: ArgumentHelp("Paint backgrounds and text in colour: auto (on a terminal that has colours, unless NO_COLOR is set), always or never; without colours, backgrounds are outlined.",
                               valueName: "WHEN"))
    var color: ColourChoice = .auto

    enum ColourChoice: String, ExpressibleByArgument, CaseIterable { case auto, always, never }

    @OptionGroup(title: "Limits (docs/limits.md)")
    var limits: LimitOptions

    func validate() throws {
        guard TextScreen.widths.contains(columns) else {
            throw ValidationError("--columns must be between \(TextScreen.widths.lowerBound) and \(TextScreen.widths.upperBound)")
        }
        try DeviceOption.validate(device)
    }

    func run() throws {
        let game: GameRuntime
        do {
            game = try GameRuntime(script: script, seed: seed, device: device.flatMap(DeviceProfile.named), limits: limits.game,
                                   print: { print($0) })
            game.engine.window.appearance = appearance
            LimitOptions.watch(game)
            game.onError = { print("error: \(LimitOptions.described($0))") }
            game.onReportedProblem = { print(GameRuntime.describe(reported: $0)) }
            game.onPropertyChange = { name, old, new in print("  \(name): \(Run.text(old)) → \(Run.text(new))") }
            guard try game.start() else { throw ValidationError("\(script) returned no app to play") }
        } catch let error as ValidationError {
            throw error
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(1)
        }
        let engine = game.engine
        engine.window.onPresent = { presented in
            guard let alert = presented as? Alert else { return }
            print("  alert " + AlertText.describe(alert))
        }
        engine.step(0)
        let interactive = isatty(0) != 0
        var shown = ShownScreen()
        show(engine, &shown)
        if interactive { print("Type help for the commands.") }
        while true {
            if interactive { print("> ", terminator: "") }
            guard let line = readLine() else { break }
            let command = line.trimmingCharacters(in: .whitespaces)
            if command.isEmpty { continue }
            if !interactive { print("> " + command) }
            if command == "quit" || command == "exit" { break }
            do {
                if try perform(command, engine) { show(engine, &shown) }
            } catch {
                print("  cannot: \(error)")
            }
        }
    }

    /// The screen printed last. Play's output is a transcript (commands, events and screens,
    /// piped or typed), so a screen is printed again whole rather than redrawn in place, which
    /// would overwrite the events printed since; but a screen that did not change is not
    /// printed again.
    struct ShownScreen {
        var text: String?
    }

    private func show(_ engine: Engine, _ shown: inout ShownScreen) {
        engine.window.layoutIfNeeded()
        let text = TextScreen(window: engine.window, columns: columns, colours: colours).text
        if text == shown.text {
            print("(the screen has not changed)")
        } else {
            print(text)
            shown.text = text
        }
        print("t = " + ClockText.seconds(engine.now, unit: " s"))
    }

    /// The colours the screen is drawn with.
    var colours: TerminalColours {
        switch color {
        case .never: return .none
        case .always: return TerminalColours.named(ProcessInfo.processInfo.environment.filter { $0.key != "NO_COLOR" })
        case .auto: return TerminalColours.forStandardOutput()
        }
    }

    /// Runs one command; true when the screen should be drawn again.
    func perform(_ command: String, _ engine: Engine) throws -> Bool {
        let words = Self.split(command)
        guard let verb = words.first else { return false }
        let rest = Array(words.dropFirst())
        switch verb {
        case "help":
            print(Self.help)
            return false
        case "show":
            return true
        case "wait":
            guard rest.count == 1, let seconds = Double(rest[0]), seconds >= 0, seconds.isFinite else {
                throw PlayError("wait takes seconds, e.g. wait 1.5")
            }
            guard limits.game.allows(virtualSeconds: seconds, from: engine.now) else {
                throw PlayError("wait \(rest[0]) would take the clock past the virtual time limit of \(LimitOptions.text(limits.timeLimit)) s "
                                + "(t = \(ClockText.seconds(engine.now, unit: " s")); --time-limit SECONDS raises it)")
            }
            engine.step(seconds)
            return true
        case "tap":
            guard !rest.isEmpty else { throw PlayError("tap what? a title, a text, an identifier or X,Y") }
            let target = rest.joined(separator: " ")
            if let point = Self.point(target) {
                engine.driver.tap(at: point)
            } else {
                // Where the view is shown, as a finger would: the touch goes to what is there
                // (the row under a label's text), not only to a view that takes touches itself.
                let view = try Self.find(target, engine.driver)
                if try engine.driver.tapWhereShown(view) == nil { print("  nothing there takes a tap") }
            }
            engine.step(0)
            return true
        case "press":
            guard rest.count == 3, rest[1] == "force", let point = Self.point(rest[0]), let force = Double(rest[2]) else {
                throw PlayError("press takes X,Y force F, e.g. press 300,200 force 6.67")
            }
            engine.driver.press(at: point, force: force)
            engine.step(0)
            return true
        case "drag":
            guard rest.count == 2 || rest.count == 3, let from = Self.point(rest[0]), let to = Self.point(rest[1]) else {
                throw PlayError("drag takes X,Y X,Y [SECONDS], e.g. drag 195,600 195,300 0.25")
            }
            let seconds = rest.count == 3 ? Double(rest[2]) : 0.25
            guard let seconds, seconds.isFinite, seconds >= 0, seconds <= 60 else {
                throw PlayError("drag's seconds must be a number from 0 to 60")
            }
            engine.driver.drag(from: from, to: to, seconds: seconds)
            engine.step(0)
            return true
        case "swipe":
            guard rest.count >= 2, let direction = SwipeGestureRecognizer.Direction(rawValue: rest[rest.count - 1]) else {
                throw PlayError("swipe takes a view and a direction (left, right, up, down), e.g. swipe Photo left")
            }
            try engine.driver.swipe(Self.find(rest.dropLast().joined(separator: " "), engine.driver), direction)
            engine.step(0)
            return true
        case "scroll":
            guard let (target, dy, dx) = Self.scrollDistances(rest) else {
                throw PlayError("scroll takes a view and a distance in points down, then one to the right if it "
                                + "scrolls sideways, e.g. scroll list 300 or scroll photos 0 -120")
            }
            try engine.driver.scroll(Self.find(target, engine.driver), dy: dy, dx: dx)
            engine.step(0)
            return true
        case "row":
            guard !rest.isEmpty else { throw PlayError("row takes the text a table row shows, e.g. row Siamese") }
            try Self.tapRow(rest.joined(separator: " "), engine.driver)
            engine.step(0)
            return true
        case "item":
            guard !rest.isEmpty else { throw PlayError("item takes the text a collection view item shows, e.g. item Persian") }
            try Self.tapItem(rest.joined(separator: " "), engine.driver)
            engine.step(0)
            return true
        case "swiperow":
            guard !rest.isEmpty else { throw PlayError("swiperow takes the text a table row shows, e.g. swiperow Buy milk") }
            try Self.swipeRow(rest.joined(separator: " "), engine.driver)
            return true
        case "back":
            guard rest.isEmpty else { throw PlayError("back takes nothing: it taps the navigation bar's back button") }
            try engine.driver.back()
            engine.step(0)
            return true
        case "tab":
            guard !rest.isEmpty else { throw PlayError("tab takes the tab's title, e.g. tab Breeds") }
            try engine.driver.tab(rest.joined(separator: " "))
            engine.step(0)
            return true
        case "alert":
            guard let title = rest.first else { throw PlayError("alert takes the action's title, e.g. alert \"OK\"") }
            try engine.driver.answerAlert(title, typing: Array(rest.dropFirst()))
            engine.step(0)
            return true
        case "type":
            // The text as written after the command's one space, spaces and quotes kept: what
            // a person types is not split into words.
            guard !rest.isEmpty else { throw PlayError("type takes the text to type, e.g. type moon") }
            try engine.driver.type(String(command.drop { $0 == " " }.dropFirst(verb.count + 1)))
            engine.step(0)
            return true
        case "delete":
            let count = rest.isEmpty ? 1 : Int(rest[0])
            guard rest.count <= 1, let count, count >= 1, count <= 1000 else {
                throw PlayError("delete takes how many characters to delete, from 1 to 1000, e.g. delete 2")
            }
            try engine.driver.deleteBackward(count)
            engine.step(0)
            return true
        case "clear":
            guard rest.isEmpty else { throw PlayError("clear takes nothing: it clears the text field being edited, as its clear button does") }
            try engine.driver.clearText()
            engine.step(0)
            return true
        case "return":
            guard rest.isEmpty else { throw PlayError("return takes nothing: it presses return in the text field being edited") }
            try engine.driver.type("", submit: true)
            engine.step(0)
            return true
        case "snapshot":
            guard rest.count == 1 else { throw PlayError("snapshot takes a file name, e.g. snapshot shot.png") }
            try engine.writePicture(to: rest[0])
            print("  wrote \(rest[0])")
            return false
        default:
            throw PlayError("unknown command \(MessageText.quoted(verb)) (type help)")
        }
    }

    /// A button by title (a shown one first, when several share it), else a view showing that
    /// text, else a view with that identifier.
    static func find(_ name: String, _ driver: Driver) throws -> View {
        let titled = driver.views(ofType: Button.self).filter { $0.currentTitle == name }
        if let shown = titled.last(where: \.isShownOnScreen) { return shown }
        if let button = try? driver.button(title: name) { return button }
        if let view = try? driver.view(text: name) { return view }
        if let view = try? driver.view(identifier: name) { return view }
        // A bar's glyph button, by the name the text screen shows it with (`[add]`).
        if let button = try? driver.barButton(systemItem: name) { return button }
        // What could have been meant: the buttons' titles and the identifiers on screen.
        throw PlayError("nothing on screen has the title, text or identifier \(MessageText.quoted(name))"
                        + Driver.shown(driver.views(ofType: Button.self).compactMap(\.currentTitle), "buttons")
                        + Driver.shown(driver.allViews.compactMap(\.identifier), "identifiers"))
    }

    /// Taps the row showing `text` in the first table (front to back) that has one.
    static func tapRow(_ text: String, _ driver: Driver) throws {
        let tables = driver.views(ofType: TableView.self).reversed()
        guard !tables.isEmpty else { throw PlayError("no table view is on screen") }
        for table in tables {
            if let cell = try? driver.row(in: table, text: text) { return try driver.tap(cell) }
        }
        throw PlayError("no table row shows \(MessageText.quoted(text))")
    }

    /// Taps the item showing `text` in the first collection view (front to back) that has one.
    static func tapItem(_ text: String, _ driver: Driver) throws {
        let collections = driver.views(ofType: CollectionView.self).reversed()
        guard !collections.isEmpty else { throw PlayError("no collection view is on screen") }
        for collection in collections {
            if let cell = try? driver.item(in: collection, text: text) { return try driver.tap(cell) }
        }
        throw PlayError("no collection view item shows \(MessageText.quoted(text))")
    }

    /// Swipes open the row showing `text` in the first table (front to back) that has one.
    static func swipeRow(_ text: String, _ driver: Driver) throws {
        let tables = driver.views(ofType: TableView.self).reversed()
        guard !tables.isEmpty else { throw PlayError("no table view is on screen") }
        guard let table = tables.first(where: { (try? driver.row(in: $0, text: text)) != nil }) else {
            throw PlayError("no table row shows \(MessageText.quoted(text))")
        }
        try driver.swipeRow(in: table, text: text)
    }

    static func point(_ text: String) -> Point? {
        let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]) else { return nil }
        return Point(x: x, y: y)
    }

    /// `scroll`'s words read as `game:scroll(target, dy, dx)` reads its arguments: the view's
    /// name, then the points down, then (when the last two words are numbers) the points to the
    /// right. A name that ends in a number is quoted (`scroll "Page 2" 300`). Nil when no finite
    /// distance follows a name.
    static func scrollDistances(_ words: [String]) -> (target: String, dy: Double, dx: Double)? {
        func distance(_ word: String) -> Double? { Double(word).flatMap { $0.isFinite ? $0 : nil } }
        guard words.count >= 2, let last = distance(words[words.count - 1]) else { return nil }
        if words.count >= 3, let dy = distance(words[words.count - 2]) {
            return (words.dropLast(2).joined(separator: " "), dy, last)
        }
        return (words.dropLast().joined(separator: " "), last, 0)
    }

    /// Words, with "quoted phrases" kept whole.
    static func split(_ line: String) -> [String] {
        var words: [String] = [], current = "", quoted = false
        for ch in line {
            if ch == "\"" { quoted.toggle(); continue }
            if ch == " " && !quoted {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(ch)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}

struct PlayError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
