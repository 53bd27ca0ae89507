import MoonKit

/// A drawing surface that pictures of the screen are painted on: SVG text or Cairo pixels.
/// Coordinates are points with y downwards, as in UIKit; text is DejaVu Sans.
public protocol Canvas {
    /// The picture's width in points.
    var width: Double { get }
    /// The picture's height in points.
    var height: Double { get }

    /// A filled and/or outlined rectangle; the outline lies inside it, as a UIKit border does.
    mutating func rect(x: Double, y: Double, width: Double, height: Double,
                       fill: Color?, stroke: Color?, strokeWidth: Double, cornerRadius: Double)

    /// A rectangle filled with a gradient from top to bottom; each stop's location is 0…1.
    mutating func verticalGradient(x: Double, y: Double, width: Double, height: Double,
                                   stops: [(location: Double, color: Color)])

    /// The PNG or JPEG `picture` was read from (its file, or the bytes a host gave it in memory)
    /// scaled into the rectangle (nothing when it cannot be read); with `tint`, a template: only
    /// its alpha counts, filled with the tint.
    mutating func image(_ picture: Image, x: Double, y: Double, width: Double, height: Double, tint: Color?)

    /// A filled ellipse inside the rectangle (particles, round faces).
    mutating func ellipse(x: Double, y: Double, width: Double, height: Double, fill: Color)

    /// Points joined by straight lines (closed back to the first when `closed`), filled with
    /// `fill` or stroked `lineWidth` wide with round ends and joins: a bar item's glyph.
    mutating func polyline(_ points: [Point], closed: Bool, fill: Color?, stroke: Color?, lineWidth: Double)

    /// One line of text in `font` whose baseline starts at (x, y).
    mutating func text(_ string: String, x: Double, y: Double, font: Font, color: Color)

    /// A line of text from (x0, y) to (x1, y) under text: a link's underline.
    mutating func underline(x0: Double, x1: Double, y: Double, thickness: Double, color: Color)

    /// Starts a group moved by (translateX, translateY), scaled about its origin, faded by
    /// `opacity` as a whole and, with `clip`, cut to a rectangle in its own coordinates.
    mutating func beginGroup(translateX: Double, translateY: Double, scaleX: Double, scaleY: Double,
                             opacity: Double, clip: CanvasRect?)

    /// Ends the innermost group.
    mutating func endGroup()
}

extension Canvas {
    /// One line of text in the system font (bold or not) whose baseline starts at (x, y).
    public mutating func text(_ string: String, x: Double, y: Double, size: Double, bold: Bool, color: Color) {
        text(string, x: x, y: y, font: bold ? .boldSystem(size) : .system(size), color: color)
    }

    /// Draws the underline as a thin filled rectangle centred on `y`, for canvases with nothing better.
    public mutating func underline(x0: Double, x1: Double, y: Double, thickness: Double, color: Color) {
        rect(x: x0, y: y - thickness / 2, width: x1 - x0, height: thickness, fill: color, stroke: nil,
             strokeWidth: 0, cornerRadius: 0)
    }
}

/// A rectangle in a canvas's coordinates, its corners rounded by `cornerRadius` (a view's
/// rounded clipping).
public struct CanvasRect: Equatable, Sendable {
    /// The top-left corner and the size, in points.
    public var x, y, width, height: Double
    /// The radius of its rounded corners (0: square).
    public var cornerRadius: Double

    /// A rectangle from its top-left corner and size, its corners rounded by `cornerRadius`.
    public init(x: Double, y: Double, width: Double, height: Double, cornerRadius: Double = 0) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.cornerRadius = cornerRadius
    }
}
