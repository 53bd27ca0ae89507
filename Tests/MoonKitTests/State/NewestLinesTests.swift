import Testing
import MoonKit

@Suite("Newest lines")
struct NewestLinesTests {
    @Test("keeps the newest lines and counts the dropped ones, holding at most twice the capacity")
    func keepsTheNewest() {
        var lines = NewestLines(capacity: 3)
        for i in 1...2 { lines.append("\(i)") }
        #expect(lines.lines == ["1", "2"] && lines.dropped == 0)
        for i in 3...5 { lines.append("\(i)") }
        #expect(lines.lines == ["3", "4", "5"] && lines.dropped == 2)
        lines.append("6")  // the sixth line trims the store to the newest three
        #expect(lines.lines == ["4", "5", "6"] && lines.dropped == 3)
        for i in 7...100 { lines.append("\(i)") }
        #expect(lines.lines == ["98", "99", "100"] && lines.dropped == 97)
        lines.removeAll()
        #expect(lines.lines.isEmpty && lines.dropped == 0)
    }

    @Test("a window keeps the newest 10 000 diagnostics, and prints every one as it comes")
    func windowLog() {
        let window = Window()
        var printed = 0
        window.onLog = { _ in printed += 1 }
        for i in 0..<25_000 { window.report("conflict \(i)") }
        #expect(printed == 25_000)
        #expect(window.log.count == Window.keptLogLines)
        #expect(window.log.first == "conflict 15000" && window.log.last == "conflict 24999")
        #expect(window.logDropped == 15_000)
        window.clearLog()
        #expect(window.log.isEmpty && window.logDropped == 0)
    }
}
