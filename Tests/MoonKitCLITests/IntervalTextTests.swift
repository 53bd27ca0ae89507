import Testing
@testable import MoonKitCLI

/// A mean and its interval print with one precision: two significant digits of the half-width.
@Suite("interval precision")
struct IntervalTextTests {
    @Test("the half-width's first two digits set the decimals of the mean and both ends")
    func twoDigitsOfTheHalfWidth() {
        let rate = IntervalText(value: 0.14, half: 0.048211)
        #expect(rate.decimals == 3)
        #expect(rate.text(0.14) == "0.140")
        #expect(rate.interval(0.14, half: 0.048211) == "[0.092, 0.188]")

        let seed = IntervalText(value: 500.3988, half: 17.936)
        #expect(seed.decimals == 0)
        #expect(seed.interval(500.3988, half: 17.936) == "[482, 518]")

        // A half-width of exactly 0.1 has its first digit at 10⁻¹: two decimals.
        #expect(IntervalText(value: 3, half: 0.1).text(3) == "3.00")
        #expect(IntervalText(value: 3, half: 0.0999).text(3) == "3.000")
        // Wide intervals print whole numbers, never an exponent.
        #expect(IntervalText(value: 123_456.7, half: 5_000).text(123_456.7) == "123457")
        #expect(IntervalText(value: 2e-7, half: 1e-30).decimals == IntervalText.mostDecimals)
    }

    @Test("an interval of width zero prints the value with up to five significant digits")
    func widthZero() {
        #expect(IntervalText(value: 1, half: 0).interval(1, half: 0) == "[1, 1]")
        #expect(IntervalText(value: 2.4, half: 0).text(2.4) == "2.4")
        #expect(IntervalText(value: 0, half: 0).text(0) == "0")
        #expect(IntervalText(value: 0.123456, half: 0).text(0.123456) == "0.12346")
        #expect(IntervalText(value: 1_234_567.891, half: 0).text(1_234_567.891) == "1234568")
        #expect(IntervalText(value: -7.25, half: 0).text(-7.25) == "-7.25")
    }

    @Test("signs: a positive difference gets a plus, and a zero is never negative")
    func signs() {
        let precision = IntervalText(value: 0.5, half: 0.5658)
        #expect(precision.signed(0.5) == "+0.50")
        #expect(precision.signedInterval(0.5, half: 0.5658) == "[-0.07, +1.07]")
        let tiny = IntervalText(value: -0.0001, half: 0.01)
        #expect(tiny.text(-0.0001) == "0.000")
        #expect(tiny.signed(-0.0001) == "0.000")
        #expect(tiny.signed(0.0001) == "0.000")
        #expect(IntervalText(value: 0, half: 0).signed(0) == "0")
    }
}
