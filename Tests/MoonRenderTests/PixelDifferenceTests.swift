import Testing
import MoonRender
import MoonKit

/// What `moonkit test`'s snapshot assertions count: pixels whose channels differ by more than
/// the tolerance, every pixel only one picture has, and the diff picture that shows them.
@Suite("Pixel differences")
struct PixelDifferenceTests {
    /// A 20×10 white picture with a 4×2 square of `colour` at (3, 5).
    static func picture(_ colour: Color, width: Double = 20) throws -> CairoCanvas {
        let canvas = try CairoCanvas(width: width, height: 10)
        canvas.rect(x: 0, y: 0, width: width, height: 10, fill: .white, stroke: nil, strokeWidth: 0, cornerRadius: 0)
        canvas.rect(x: 3, y: 5, width: 4, height: 2, fill: colour, stroke: nil, strokeWidth: 0, cornerRadius: 0)
        return canvas
    }

    @Test("a pixel differs when a channel differs by more than the tolerance")
    func tolerance() throws {
        let golden = try Self.picture(Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        // 0.52 × 255 = 132.6 against 127.5: 5 levels apart after rounding (133 against 128).
        let actual = try Self.picture(Color(red: 0.52, green: 0.5, blue: 0.5, alpha: 1))
        let exact = PixelDifference(actual: actual, golden: golden)
        #expect(exact.changed == 8)
        #expect(exact.total == 200)
        #expect(exact.sameSize)
        #expect(PixelDifference(actual: actual, golden: golden, tolerance: 4).changed == 8)
        #expect(PixelDifference(actual: actual, golden: golden, tolerance: 5).changed == 0)
        #expect(PixelDifference(actual: golden, golden: golden).changed == 0)
    }

    @Test("the diff picture: changed pixels red, the rest a pale grey copy of the screen")
    func diffPicture() throws {
        let difference = PixelDifference(actual: try Self.picture(.black), golden: try Self.picture(.white))
        let diff = try difference.picture()
        #expect(diff.pixel(x: 3, y: 5) == Color(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(diff.pixel(x: 6, y: 6) == Color(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(diff.pixel(x: 7, y: 6) == Color(red: 1, green: 1, blue: 1, alpha: 1))   // white stays white
        // Black, unchanged, is shown two thirds of the way to white: 255 − 255 / 3 = 170.
        let unchanged = PixelDifference(actual: try Self.picture(.black), golden: try Self.picture(.black))
        #expect(try unchanged.picture().pixel(x: 3, y: 5) == Color(red: 170 / 255, green: 170 / 255, blue: 170 / 255, alpha: 1))
    }

    @Test("pictures of different sizes: every pixel only one has differs")
    func sizes() throws {
        let difference = PixelDifference(actual: try Self.picture(.black, width: 25), golden: try Self.picture(.black))
        #expect(!difference.sameSize)
        #expect(difference.actualSize.width == 25 && difference.actualSize.height == 10)
        #expect(difference.goldenSize.width == 20 && difference.goldenSize.height == 10)
        #expect(difference.width == 25 && difference.height == 10)
        #expect(difference.changed == 50)
        #expect(try difference.picture().pixel(x: 22, y: 3) == Color(red: 1, green: 0, blue: 0, alpha: 1))
    }
}
