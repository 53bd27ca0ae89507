#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A system bar item's picture (`BarButtonSystemItem`): strokes in a 22 × 22 point box, drawn
/// 2 points wide with round ends in the button's tint, or filled. MoonKit's own simple
/// drawings, not Apple's symbols: the same shapes say the same things (a plus, a bin, a
/// magnifying glass), so a screen reads as iOS reads.
public struct BarGlyph: Equatable, Sendable {
    /// The side of the box the strokes are in, in points.
    public static let side = 22.0
    /// The width of a stroke, in points.
    public static let lineWidth = 2.0

    /// One line of the drawing: points joined in order, closed back to the first when
    /// `closed`, and filled (not stroked) when `filled`.
    public struct Stroke: Equatable, Sendable {
        /// The line's points in order, in the glyph's 22-point box.
        public var points: [Point]
        /// Whether the line goes back from the last point to the first.
        public var closed: Bool
        /// Whether the closed shape is filled rather than outlined.
        public var filled: Bool

        init(_ points: [(Double, Double)], closed: Bool = false, filled: Bool = false) {
            self.points = points.map { Point(x: $0.0, y: $0.1) }
            self.closed = closed
            self.filled = filled
        }
    }

    /// The strokes, back to front, in the box's coordinates (y downwards).
    public let strokes: [Stroke]

    /// The drawing of `item`, which must be a glyph item (`BarButtonSystemItem.glyph`).
    init(_ item: BarButtonSystemItem) {
        strokes = Self.drawing(of: item)
    }

    private static func drawing(of item: BarButtonSystemItem) -> [Stroke] {
        switch item {
        case .add:
            return [Stroke([(11, 3), (11, 19)]), Stroke([(3, 11), (19, 11)])]
        case .close, .stop:
            return [Stroke([(5, 5), (17, 17)]), Stroke([(17, 5), (5, 17)])]
        case .compose:
            // A sheet open at its top right, and a pen across the opening.
            return [Stroke([(11, 4), (4, 4), (4, 18), (18, 18), (18, 11)]), Stroke([(9, 13), (19, 3)])]
        case .reply:
            return [Stroke([(9, 5), (3, 11), (9, 17)]), Stroke([(3, 11), (12, 11), (16, 12.5), (18.5, 15), (19, 18)])]
        case .action:
            // A box open at the top with an arrow rising out of it (share).
            return [Stroke([(8, 9), (5, 9), (5, 20), (17, 20), (17, 9), (14, 9)]), Stroke([(11, 2), (11, 13)]),
                    Stroke([(7.5, 5.5), (11, 2), (14.5, 5.5)])]
        case .organize:
            // A folder: its tab, then its body.
            return [Stroke([(2, 18), (2, 4), (8, 4), (10, 7), (20, 7), (20, 18)], closed: true)]
        case .bookmarks:
            // An open book: two pages and the spine between them.
            return [Stroke([(11, 6), (7, 4), (2, 4), (2, 18), (7, 18), (11, 20), (15, 18), (20, 18), (20, 4), (15, 4)], closed: true),
                    Stroke([(11, 6), (11, 20)])]
        case .search:
            return [Stroke(arc(center: (9.5, 9.5), radius: 6.5, from: 0, to: 360), closed: true), Stroke([(14.5, 14.5), (19.5, 19.5)])]
        case .refresh:
            // Three quarters of a circle, an arrow head at its end.
            return [Stroke(arc(center: (11, 12), radius: 7.5, from: -45, to: 225)), Stroke([(10, 1.5), (13.5, 4.5), (10, 7.5)])]
        case .camera:
            return [Stroke([(2, 7), (7, 7), (9, 4), (13, 4), (15, 7), (20, 7), (20, 18), (2, 18)], closed: true),
                    Stroke(arc(center: (11, 12), radius: 3.5, from: 0, to: 360), closed: true)]
        case .trash:
            // A lid with its handle, the bin, and two ribs.
            return [Stroke([(3, 5), (19, 5)]), Stroke([(8, 5), (8, 2.5), (14, 2.5), (14, 5)]),
                    Stroke([(5, 5), (6, 20), (16, 20), (17, 5)]), Stroke([(9, 9), (9, 16)]), Stroke([(13, 9), (13, 16)])]
        case .play:
            return [Stroke([(6, 3), (19, 11), (6, 19)], closed: true, filled: true)]
        case .pause:
            return [Stroke([(5, 3), (9, 3), (9, 19), (5, 19)], closed: true, filled: true),
                    Stroke([(13, 3), (17, 3), (17, 19), (13, 19)], closed: true, filled: true)]
        case .rewind:
            return [Stroke([(11, 5), (11, 17), (2, 11)], closed: true, filled: true),
                    Stroke([(20, 5), (20, 17), (11, 11)], closed: true, filled: true)]
        case .fastForward:
            return [Stroke([(2, 5), (2, 17), (11, 11)], closed: true, filled: true),
                    Stroke([(11, 5), (11, 17), (20, 11)], closed: true, filled: true)]
        case .done, .cancel, .edit, .save, .undo, .redo, .flexibleSpace, .fixedSpace:
            return []
        }
    }

    /// Points along a circle's arc from `from` to `to` degrees (0 at the right, clockwise, as
    /// y grows downwards), one every 15 degrees: the canvases draw straight lines only.
    private static func arc(center: (Double, Double), radius: Double, from: Double, to: Double) -> [(Double, Double)] {
        let steps = Int(((to - from) / 15).rounded(.up))
        return (0...steps).map { i in
            let degrees = from + (to - from) * Double(i) / Double(steps)
            let radians = degrees * Double.pi / 180
            // Rounded to hundredths: the pictures' numbers stay short and the same everywhere.
            return (((center.0 + radius * cos(radians)) * 100).rounded() / 100,
                    ((center.1 + radius * sin(radians)) * 100).rounded() / 100)
        }
    }
}
