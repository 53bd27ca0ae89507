import Testing
import Foundation
@testable import LuaBridge
import TestSupport
@testable import MoonLua
import MoonKit

/// Runs a script written into a fresh folder as `game.lua` (plus any other files).
func runGame(_ source: String, files: [String: String] = [:], seed: UInt64 = 1) throws -> (GameRuntime, ScriptFolder) {
    var all = files
    all["game.lua"] = source
    let folder = try ScriptFolder(all)
    let runtime = try GameRuntime(script: folder.path("game.lua"), seed: seed, print: { _ in })
    runtime.onError = { _ in }
    runtime.onReportedProblem = { _ in }
    try runtime.start()
    return (runtime, folder)
}

@Suite("The moonkit Lua module")
struct GameRuntimeTests {
    @Test("Swifty Words laid out from Lua has the frames of the Swift-built screen")
    func swiftyWordsFrames() throws {
        // The game itself, before its first level arrives from the background queue: the
        // labels still say CLUES and ANSWERS, as in the seed's screen.
        let runtime = try GameRuntime(script: Repository.path("scripts/swifty_words.lua"), print: { _ in })
        try runtime.start()
        let window = runtime.engine.window
        #expect(window.device == .iPad)
        #expect(window.log.isEmpty)
        guard let game = window.rootViewController else { Issue.record("no root view controller"); return }
        let views = game.view.subviews
        #expect(views.count == 7)
        // The same numbers as MoonKitTests' SwiftyWordsLayoutTests (worked out there by hand).
        let expected: [Rect] = [
            Rect(x: 934, y: 20, width: 70, height: 20),                      // score
            Rect(x: 120, y: 40, width: 0.6 * 984 - 100, height: 252),        // clues
            Rect(x: 904 - (0.4 * 984 - 100), y: 40, width: 0.4 * 984 - 100, height: 252),  // answers
            Rect(x: 256, y: 312, width: 512, height: 52),                    // answer field
            Rect(x: 383, y: 364, width: 58, height: 44),                     // SUBMIT
            Rect(x: 587.5, y: 364, width: 49, height: 44),                   // CLEAR
            Rect(x: 137, y: 428, width: 750, height: 320),                   // letter container
        ]
        for (view, rect) in zip(views, expected) {
            let f = view.frame
            #expect(abs(f.minX - rect.minX) < 1e-6 && abs(f.minY - rect.minY) < 1e-6
                    && abs(f.width - rect.width) < 1e-6 && abs(f.height - rect.height) < 1e-6,
                    "\(view.debugName): \(f) is not \(rect)")
        }
        let buttons = views[6].subviews
        #expect(buttons.count == 20)
        #expect(buttons[19].frame == Rect(x: 600, y: 240, width: 150, height: 80))
        #expect(buttons[19].convert(Point.zero, to: nil) == Point(x: 737, y: 668))
    }
}
