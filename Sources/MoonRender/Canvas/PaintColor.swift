/// A colour as a canvas paints it: red, green, blue and alpha, each 0…1.
public struct PaintColor: Equatable, Sendable {
    public var red, green, blue, alpha: Double

    /// A colour from components 0…1 (values outside are clamped when painted).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public static let black = PaintColor(red: 0, green: 0, blue: 0)
    public static let white = PaintColor(red: 1, green: 1, blue: 1)

    /// `#rrggbb`, the opaque part as CSS writes it.
    public var hex: String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for component in [red, green, blue] {
            let byte = Self.byte(component)
            text.append(digits[byte >> 4])
            text.append(digits[byte & 15])
        }
        return text
    }

    /// A component as the byte 0…255 a picture stores.
    static func byte(_ component: Double) -> Int {
        guard component.isFinite else { return 0 }
        return Int((min(max(component, 0), 1) * 255).rounded())
    }
}
