/// Builds an SVG document from drawing calls, in pure Swift.
///
/// Coordinates are points, the SVG's user units; colours are CSS colour strings
/// (`#rrggbb`), with opacity given apart so that every viewer understands it.
///
/// ```swift
/// var canvas = SVGCanvas(width: 1024, height: 768)
/// canvas.rect(x: 0, y: 0, width: 1024, height: 768, fill: "#ffffff")
/// canvas.text("SUBMIT", x: 412, y: 700, size: 15, fill: "#007aff")
/// let svg = canvas.document()
/// ```
public struct SVGCanvas: Sendable {
    /// The picture's width in points.
    public let width: Double
    /// The picture's height in points.
    public let height: Double

    private var body: [String] = []
    /// For each open group, how many `</g>` close it (two when it clips).
    private var openGroups: [Int] = []

    /// An empty picture of the given size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A filled and/or outlined rectangle; a border is drawn inside the rectangle, as UIKit does.
    public mutating func rect(x: Double, y: Double, width: Double, height: Double,
                              fill: String? = nil, stroke: String? = nil, strokeWidth: Double = 0,
                              opacity: Double = 1, cornerRadius: Double = 0) {
        guard fill != nil || (stroke != nil && strokeWidth > 0) else { return }
        let inset = stroke != nil ? strokeWidth / 2 : 0
        var attributes = [
            ("x", Self.number(x + inset)), ("y", Self.number(y + inset)),
            ("width", Self.number(max(0, width - 2 * inset))),
            ("height", Self.number(max(0, height - 2 * inset))),
            ("fill", fill ?? "none"),
        ]
        if let stroke, strokeWidth > 0 {
            attributes += [("stroke", stroke), ("stroke-width", Self.number(strokeWidth))]
        }
        if cornerRadius > 0 { attributes.append(("rx", Self.number(cornerRadius))) }
        if opacity < 1 { attributes.append(("opacity", Self.number(opacity))) }
        body.append(Self.element("rect", attributes))
    }

    /// One line of text whose baseline starts at (x, y).
    public mutating func text(_ string: String, x: Double, y: Double, size: Double,
                              bold: Bool = false, fill: String = "#000000", opacity: Double = 1) {
        var attributes = [
            ("x", Self.number(x)), ("y", Self.number(y)),
            ("font-family", "DejaVu Sans"), ("font-size", Self.number(size)),
            ("fill", fill), ("xml:space", "preserve"),
        ]
        if bold { attributes.append(("font-weight", "bold")) }
        if opacity < 1 { attributes.append(("opacity", Self.number(opacity))) }
        body.append(Self.element("text", attributes, content: Self.escape(string)))
    }

    /// Starts a group whose contents are moved, scaled about (0, 0) and faded together;
    /// `clip` limits them to a rectangle in the group's own coordinates.
    public mutating func beginGroup(translateX: Double = 0, translateY: Double = 0,
                                    scaleX: Double = 1, scaleY: Double = 1, opacity: Double = 1,
                                    clip: (x: Double, y: Double, width: Double, height: Double)? = nil) {
        var attributes: [(String, String)] = []
        if translateX != 0 || translateY != 0 || scaleX != 1 || scaleY != 1 {
            attributes.append(("transform", "translate(\(Self.number(translateX)) \(Self.number(translateY))) "
                + "scale(\(Self.number(scaleX)) \(Self.number(scaleY)))"))
        }
        if opacity < 1 { attributes.append(("opacity", Self.number(opacity))) }
        body.append("<g" + Self.attributeText(attributes) + ">")
        if let clip {
            let id = "clip\(body.count)"
            body.append("<clipPath id=\"\(id)\"><rect x=\"\(Self.number(clip.x))\" y=\"\(Self.number(clip.y))\" "
                + "width=\"\(Self.number(clip.width))\" height=\"\(Self.number(clip.height))\"/></clipPath>")
            body.append("<g clip-path=\"url(#\(id))\">")
        }
        openGroups.append(clip == nil ? 1 : 2)
    }

    /// Ends the innermost group (and its clip).
    public mutating func endGroup() {
        guard let closers = openGroups.popLast() else { return }
        body += Array(repeating: "</g>", count: closers)
    }

    /// The whole document, with any groups left open closed.
    public func document() -> String {
        var lines = ["<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(width))\" "
            + "height=\"\(Self.number(height))\" viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\">"]
        lines += body
        lines += Array(repeating: "</g>", count: openGroups.reduce(0, +))
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text with the five XML special characters escaped.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for ch in text {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(ch)
            }
        }
        return out
    }

    /// A coordinate with at most three decimals and no trailing zeros: `12`, `0.5`, `-3.125`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    private static func element(_ name: String, _ attributes: [(String, String)], content: String? = nil) -> String {
        let open = "<" + name + attributeText(attributes)
        guard let content else { return open + "/>" }
        return open + ">" + content + "</" + name + ">"
    }

    private static func attributeText(_ attributes: [(String, String)]) -> String {
        attributes.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
    }
}
