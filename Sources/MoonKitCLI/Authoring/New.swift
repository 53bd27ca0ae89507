import ArgumentParser
import Foundation
import LuaBridge
import MoonGameTemplate

/// `moonkit new NAME`: a game folder that runs, checks and passes its bot out of the box.
struct New: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Make a new game folder: a small game, its bot, its tests, a level, and editor and luacheck settings.",
        discussion: """
            The folder holds scripts/NAME.lua (the game), scripts/level.lua (the module that
            reads its levels, which `moonkit check` asks), scripts/bots/NAME_bot.lua,
            scripts/tests/NAME_test.lua (its first tests, which `moonkit test` runs), levels/level1.txt, .luacheckrc, and .luarc.json with defs/, the Lua language server
            definitions of the whole API, so that editors complete and check the game wherever
            the folder goes. NAME is letters, digits and underscores, starting with a letter.

            Examples:
              moonkit new whack
              cd whack && moonkit run scripts/whack.lua --bot scripts/bots/whack_bot.lua
              cd whack && moonkit test
              moonkit new whack --into games/whack
            """
    )

    @Argument(help: "The game's name: scripts/NAME.lua, the app's class.")
    var name: String

    @Option(help: "The folder to make (./NAME by default); it must not exist yet.")
    var into: String?

    /// Names the template's own files take.
    static let reserved: Set<String> = ["level", "moonkit"]

    func validate() throws {
        guard name.range(of: #"^[A-Za-z][A-Za-z0-9_]{0,39}$"#, options: .regularExpression) != nil else {
            throw ValidationError("'\(name)' is not a game name: use up to 40 letters, digits and underscores, "
                                  + "starting with a letter")
        }
        if Self.reserved.contains(name) {
            throw ValidationError("'\(name)' is taken (scripts/\(name).lua would be \(name == "level" ? "the level reader" : "the engine's module")): choose another name")
        }
        if let refusal = Self.refusal(toMake: folder) { throw ValidationError(refusal) }
    }

    /// Why `path` cannot become a new folder, or nil when it can be made: it exists (a symbolic
    /// link counts, even one that leads nowhere), or a folder above it is a file or a dangling link.
    static func refusal(toMake path: String) -> String? {
        let files = FileManager.default
        if let target = try? files.destinationOfSymbolicLink(atPath: path), !files.fileExists(atPath: path) {
            return "'\(path)' is a symbolic link to '\(target)', which does not exist: remove the link, "
                + "or --into a new folder"
        }
        if files.fileExists(atPath: path) {
            return "'\(path)' already exists: choose another name or --into a new folder"
        }
        var above = PathText.folder(of: path)
        while !above.isEmpty {
            var isFolder: ObjCBool = false
            if files.fileExists(atPath: above, isDirectory: &isFolder) {
                return isFolder.boolValue ? nil : "cannot make '\(path)': '\(above)' is a file, not a folder"
            }
            if let target = try? files.destinationOfSymbolicLink(atPath: above) {
                return "cannot make '\(path)': '\(above)' is a symbolic link to '\(target)', which does not exist"
            }
            above = PathText.folder(of: above)
        }
        return nil
    }

    var folder: String { into ?? name }

    func run() throws {
        var count = 0
        let files = moon_template_files(&count)
        var written: [String] = []
        for file in UnsafeBufferPointer(start: files, count: count) {
            let path = String(cString: file.path).replacingOccurrences(of: "NAME", with: name)
            let text = String(decoding: UnsafeBufferPointer(start: file.bytes, count: file.length), as: UTF8.self)
                .replacingOccurrences(of: "@NAME@", with: name)
            let url = URL(fileURLWithPath: folder).appendingPathComponent(path)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url, options: .withoutOverwriting)
            } catch {
                FileHandle.standardError.write(Data("moonkit new: cannot write \(url.path): \(error.localizedDescription)\n".utf8))
                throw ExitCode(1)
            }
            written.append(path)
        }
        print("made \(folder)/:")
        for path in written.sorted() { print("  \(path)") }
        print("try it:")
        print("  cd \(folder) && moonkit run scripts/\(name).lua --bot scripts/bots/\(name)_bot.lua")
        print("and test it (scripts/tests/\(name)_test.lua):")
        print("  cd \(folder) && moonkit test")
    }
}
