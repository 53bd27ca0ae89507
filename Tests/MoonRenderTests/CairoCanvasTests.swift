import Testing
import Foundation
@testable import MoonRender
import MoonKit

@Suite("Cairo canvas")
struct CairoCanvasTests {
    @Test("fills, borders and groups land on the expected pixels")
    func pixels() throws {
        let canvas = try CairoCanvas(width: 40, height: 20)
        canvas.rect(x: 0, y: 0, width: 40, height: 20, fill: .white, stroke: nil, strokeWidth: 0, cornerRadius: 0)
        canvas.rect(x: 10, y: 5, width: 10, height: 10, fill: Color(red: 0, green: 0, blue: 1),
                    stroke: Color(red: 1, green: 0, blue: 0), strokeWidth: 2, cornerRadius: 0)
        canvas.beginGroup(translateX: 30, translateY: 0, scaleX: 2, scaleY: 2, opacity: 0.5, clip: nil)
        canvas.rect(x: 0, y: 0, width: 4, height: 4, fill: .black, stroke: nil, strokeWidth: 0, cornerRadius: 0)
        canvas.endGroup()
        #expect(canvas.pixel(x: 0, y: 0) == .white)
        #expect(canvas.pixel(x: 10, y: 5) == Color(red: 1, green: 0, blue: 0))   // the border, inside the frame
        #expect(canvas.pixel(x: 15, y: 10) == Color(red: 0, green: 0, blue: 1))  // the fill
        #expect(canvas.pixel(x: 20, y: 10) == .white)                                  // just outside
        let half = try #require(canvas.pixel(x: 37, y: 7))                            // scaled ×2, half faded
        #expect((127...128).contains(byte(half.red)) && half.alpha == 1)
        #expect(canvas.pixel(x: 38, y: 8) == .white)
        #expect(canvas.pixel(x: 40, y: 0) == nil)
    }

    @Test("text in DejaVu Sans darkens pixels between the cap height and the baseline")
    func text() throws {
        let canvas = try CairoCanvas(width: 100, height: 40)
        canvas.rect(x: 0, y: 0, width: 100, height: 40, fill: .white, stroke: nil, strokeWidth: 0, cornerRadius: 0)
        canvas.text("HH", x: 10, y: 30, size: 20, bold: true, color: .black)
        var dark = 0
        for y in 0..<40 { for x in 0..<100 where (canvas.pixel(x: x, y: y)?.red ?? 1) < 0.5 {
            dark += 1
            // "HH" in DejaVu Sans Bold at 20 pt: two advances of 0.837 em = 33.5 points wide;
            // cap height 0.729 em = 14.6 points above the baseline at y = 30.
            #expect(x >= 10 && x < 44 && y >= 15 && y < 30)
        } }
        #expect(dark > 60)
    }

    @Test("the PNG file has the picture's size in pixels")
    func png() throws {
        let canvas = try CairoCanvas(width: 844, height: 390, scale: 2)
        canvas.verticalGradient(x: 0, y: 0, width: 844, height: 390, stops: [(0, .white), (1, .black)])
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("moonkit-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try canvas.writePNG(to: path)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        func be32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(Array(bytes[1...3]) == Array("PNG".utf8))
        #expect(be32(16) == 1688 && be32(20) == 780)
        #expect(canvas.pixel(x: 0, y: 0) == .white)
        #expect(byte(canvas.pixel(x: 5, y: 779)?.red ?? 1) < 3)
    }

    @Test("impossible sizes and unwritable paths are errors, not crashes")
    func errors() throws {
        #expect(throws: RenderError.badSize(width: 0, height: 10, scale: 1)) { try CairoCanvas(width: 0, height: 10) }
        let canvas = try CairoCanvas(width: 2, height: 2)
        #expect(throws: RenderError.self) { try canvas.writePNG(to: "/nonexistent-folder/x.png") }
    }

    /// A component as the byte 0…255 a PNG stores.
    func byte(_ component: Double) -> Int { Int((component * 255).rounded()) }
}
