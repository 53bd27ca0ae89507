import Testing
import LuaBridge

@Suite("Folder part of a path")
struct PathTextTests {
    @Test("as deletingLastPathComponent gives it, one-character paths included (Foundation's traps on them)")
    func folders() {
        let cases: [(String, String)] = [
            ("scripts/game.lua", "scripts"), ("game.lua", ""), ("./scripts", "."), ("a/b/", "a"),
            ("/x", "/"), ("/", "/"), ("", ""), (".", ""), ("x", ""), ("..", ""), ("../x", ".."),
            ("a//b", "a"), ("/a/b/c.lua", "/a/b"),
        ]
        for (path, folder) in cases {
            #expect(PathText.folder(of: path) == folder, "\(path)")
        }
    }
}
