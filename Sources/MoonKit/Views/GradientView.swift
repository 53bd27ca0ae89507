/// A view filled with a vertical gradient, top to bottom (what a `CAGradientLayer` backs in UIKit).
open class GradientView: View {
    /// The colours, first at the top.
    public var colors: [Color] = []
    /// Where each colour sits, 0 (top) … 1 (bottom); nil spreads them evenly.
    public var locations: [Double]?

    /// A gradient view with the given colours.
    public convenience init(colors: [Color]) {
        self.init(frame: .zero)
        self.colors = colors
    }

    /// The stops in use: `locations` when it matches the colours, else evenly spread.
    public var stops: [(location: Double, color: Color)] {
        if let locations, locations.count == colors.count {
            return Array(zip(locations, colors)).map { (location: $0.0, color: $0.1) }
        }
        if colors.count == 1 { return [(0, colors[0])] }
        return colors.enumerated().map { (location: Double($0.offset) / Double(colors.count - 1), color: $0.element) }
    }

    /// The gradient's colours, for logs.
    open override var descriptionDetails: [String] {
        ["colors=[\(colors.map(\.description).joined(separator: ", "))]"]
    }
}
