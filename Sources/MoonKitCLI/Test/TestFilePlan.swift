import Foundation
import LuaBridge
import MoonLua

/// What a test file declares: the game its tests play and the tests, by name and seed. Read by
/// running the file once in a state of its own, with no game (test files only declare at their
/// top level; the tests' bodies run later, each in a fresh state beside a fresh game).
struct TestFilePlan: Sendable {
    /// The test file, as the command names it.
    let file: String
    /// The game's script, from the current folder.
    let game: String
    /// The tests, in the order the file defines them.
    let tests: [Test]

    /// One test: its name, the seed of its game, and where the file defines it (`file:line`).
    struct Test: Sendable {
        let name: String
        let seed: UInt64
        let place: String
    }

    /// Runs `file` to read its plan; a file that does not compile, raises, names no game or a
    /// game that is not there, or defines no test is refused with a message naming file:line.
    static func read(_ file: String, limits: GameLimits) throws(LuaError) -> TestFilePlan {
        let folder = PathText.folder(of: file)
        let lua = try LuaState(root: folder.isEmpty ? "." : folder, instructionBudget: limits.instructionBudget,
                               memoryLimit: limits.memoryLimit, print: { _ in })
        defer { lua.close() }
        let library = try TestLibrary.install(in: lua, host: nil)
        try lua.load(file: file).run()
        guard case .table(let plan)? = try library.field("describe")?.call().first else {
            throw LuaError("\(file): the test library gave no description", kind: .host)
        }
        guard case .string(let relativeGame)? = plan["game"] else {
            throw LuaError("\(file) names no game: start it with test.game \"../game.lua\" (the path from its folder)",
                           kind: .runtime)
        }
        let game = TestFiles.join(folder, relativeGame)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: game, isDirectory: &isFolder), !isFolder.boolValue else {
            throw LuaError("\(place(plan["gameAt"], else: file)): test.game: no game at \(game)", kind: .runtime)
        }
        var tests: [Test] = []
        if case .array(let items)? = plan["tests"] {
            for case .table(let item) in items {
                guard case .string(let name)? = item["name"], case .int(let seed)? = item["seed"] else { continue }
                tests.append(Test(name: name, seed: UInt64(seed), place: place(item["at"], else: file)))
            }
        }
        guard !tests.isEmpty else {
            throw LuaError("\(file) defines no test: add one with test(\"what it checks\", function(game) … end)",
                           kind: .runtime)
        }
        return TestFilePlan(file: file, game: game, tests: tests)
    }

    private static func place(_ value: LuaValue?, else file: String) -> String {
        if case .string(let text)? = value, !text.isEmpty { return text }
        return file
    }
}

extension TestLibrary {
    /// Runs the library in `lua` with the Swift half `host` (nil while a file is only read),
    /// makes its `test` and `expect` the state's globals, and returns the library's table.
    static func install(in lua: LuaState, host: LuaReference?) throws(LuaError) -> LuaReference {
        let chunk = try lua.load(try TestLibrary.chunk.get())
        let library = if let host { try chunk.callForReference(host) } else { try chunk.callForReference() }
        guard let library, let test = library.field("test"), let expect = library.field("expect") else {
            throw LuaError("the test library did not load", kind: .host)
        }
        lua.setGlobal("test", test)
        lua.setGlobal("expect", expect)
        return library
    }
}
