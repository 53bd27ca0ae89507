import Testing
import Foundation

/// The meow example through the built command: `run` prints each sound as it plays, and a
/// picture shows the tinted template star, fitted whole, and the caption's runs.
@Suite("The built command with sounds, tint and text runs")
struct MeowCommandTests {
    @Test("run prints every sound with its time and length")
    func runPrintsSounds() throws {
        let result = try Command.run(["run", "scripts/meow.lua", "--bot", "scripts/bots/meow_tapper.lua"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(8)) == [
            "scripts/meow.lua on iphone (844×390), seed 1",
            "[0.000s] sound meow (0.60 s)",
            "[0.000s] meows: 0 → 1",
            "[1.000s] sound meow (0.60 s)",
            "[1.000s] meows: 1 → 2",
            "bot: meow at 0.00 s, 0.60 s long",
            "bot: meow at 1.00 s, 0.60 s long",
            "bot reports sounds = 2",
        ])
        #expect(lines.last == "ran 2.000s of virtual time, 2 taps, 0 errors")
        #expect(result.errors.isEmpty)
    }

    @Test("snapshot: the star is drawn 140×140 in its 200×140 box, filled with the orange tint")
    func snapshot() throws {
        let path = NSTemporaryDirectory() + "meow-\(UUID().uuidString.prefix(8)).svg"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try Command.run(["snapshot", "scripts/meow.lua", "-o", path])
        #expect(result.status == 0)
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.contains(##"<filter id="tint1"><feFlood flood-color="#ff8000"/><feComposite in2="SourceAlpha" operator="in"/></filter>"##))
        #expect(svg.contains(##"<image x="30" y="0" width="140" height="140" preserveAspectRatio="none" href="data:image/png;base64,"##))
        #expect(svg.contains(##"font-family="DejaVu Serif" font-size="28" font-weight="bold" font-style="italic" fill="#000000" xml:space="preserve">Meow</text>"##))
        #expect(svg.contains(##"fill="#ff8000" xml:space="preserve">Why a star?</text>"##))
    }
}
