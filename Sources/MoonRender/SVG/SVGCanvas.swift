import Foundation
import MoonKit

/// Paints into an SVG document, in pure Swift.
///
/// ```swift
/// var canvas = SVGCanvas(width: 1024, height: 768)
/// canvas.rect(x: 0, y: 0, width: 1024, height: 768, fill: .white, stroke: nil, strokeWidth: 0, cornerRadius: 0)
/// canvas.text("SUBMIT", x: 412, y: 700, size: 15, bold: false, color: .black)
/// let svg = canvas.document()
/// ```
public struct SVGCanvas: Canvas, Sendable {
    /// The document's width in points.
    public let width: Double
    /// The document's height in points.
    public let height: Double

    private var body: [String] = []
    private var definitions = 0
    /// For each open group, how many `</g>` close it (two when it clips).
    private var openGroups: [Int] = []

    /// An empty picture of the given size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Writes a `<rect>` with its fill, stroke and corner radius.
    public mutating func rect(x: Double, y: Double, width: Double, height: Double,
                              fill: Color?, stroke: Color?, strokeWidth: Double, cornerRadius: Double) {
        let outline = stroke.flatMap { strokeWidth > 0 && $0.alpha > 0 ? $0 : nil }
        let paint = fill.flatMap { $0.alpha > 0 ? $0 : nil }
        guard paint != nil || outline != nil else { return }
        let inset = outline != nil ? strokeWidth / 2 : 0
        var attributes = [
            ("x", Self.number(x + inset)), ("y", Self.number(y + inset)),
            ("width", Self.number(max(0, width - 2 * inset))),
            ("height", Self.number(max(0, height - 2 * inset))),
        ]
        attributes += Self.paint("fill", paint)
        if let outline {
            attributes += Self.paint("stroke", outline) + [("stroke-width", Self.number(strokeWidth))]
        }
        if cornerRadius > 0 { attributes.append(("rx", Self.number(cornerRadius))) }
        body.append(Self.element("rect", attributes))
    }

    /// Writes a `<rect>` filled by a vertical `<linearGradient>` defined for it.
    public mutating func verticalGradient(x: Double, y: Double, width: Double, height: Double,
                                          stops: [(location: Double, color: Color)]) {
        guard let first = stops.first else { return }
        guard stops.count > 1 else {
            return rect(x: x, y: y, width: width, height: height, fill: first.color,
                        stroke: nil, strokeWidth: 0, cornerRadius: 0)
        }
        definitions += 1
        let id = "gradient\(definitions)"
        var stopText = ""
        for stop in stops {
            stopText += "<stop offset=\"\(Self.number(stop.location))\" stop-color=\"\(Self.cssHex(stop.color))\""
                + (stop.color.alpha < 1 ? " stop-opacity=\"\(Self.number(stop.color.alpha))\"" : "") + "/>"
        }
        body.append("<linearGradient id=\"\(id)\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">\(stopText)</linearGradient>")
        body.append(Self.element("rect", [
            ("x", Self.number(x)), ("y", Self.number(y)),
            ("width", Self.number(width)), ("height", Self.number(height)), ("fill", "url(#\(id))"),
        ]))
    }

    /// Embeds the file's bytes, so the SVG stands alone; a tint goes through a filter that keeps
    /// the picture's alpha and floods it with the tint's colour.
    public mutating func image(_ picture: Image, x: Double, y: Double, width: Double, height: Double, tint: Color?) {
        guard let data = picture.data ?? picture.path.flatMap({ FileManager.default.contents(atPath: $0) }) else { return }
        var attributes = [
            ("x", Self.number(x)), ("y", Self.number(y)),
            ("width", Self.number(width)), ("height", Self.number(height)),
            ("preserveAspectRatio", "none"),
            ("href", "data:\(Self.mediaType(of: data));base64," + data.base64EncodedString()),
        ]
        if let tint {
            definitions += 1
            let id = "tint\(definitions)"
            body.append("<filter id=\"\(id)\"><feFlood flood-color=\"\(Self.cssHex(tint))\""
                + (tint.alpha < 1 ? " flood-opacity=\"\(Self.number(tint.alpha))\"" : "")
                + "/><feComposite in2=\"SourceAlpha\" operator=\"in\"/></filter>")
            attributes.append(("filter", "url(#\(id))"))
        }
        body.append(Self.element("image", attributes))
    }

    /// `image/jpeg` for data starting as a JPEG does, `image/png` otherwise.
    static func mediaType(of data: Data) -> String {
        data.starts(with: [0xFF, 0xD8, 0xFF]) ? "image/jpeg" : "image/png"
    }

    /// Writes an `<ellipse>` inscribed in the rectangle.
    public mutating func ellipse(x: Double, y: Double, width: Double, height: Double, fill: Color) {
        guard fill.alpha > 0 else { return }
        body.append(Self.element("ellipse", [
            ("cx", Self.number(x + width / 2)), ("cy", Self.number(y + height / 2)),
            ("rx", Self.number(width / 2)), ("ry", Self.number(height / 2)),
        ] + Self.paint("fill", fill)))
    }

    /// Writes a `<polygon>` (closed) or `<polyline>` with round ends and joins.
    public mutating func polyline(_ points: [Point], closed: Bool, fill: Color?, stroke: Color?, lineWidth: Double) {
        let paint = fill.flatMap { $0.alpha > 0 ? $0 : nil }
        let outline = stroke.flatMap { lineWidth > 0 && $0.alpha > 0 ? $0 : nil }
        guard points.count >= 2, paint != nil || outline != nil else { return }
        var attributes = [("points", points.map { Self.number($0.x) + "," + Self.number($0.y) }.joined(separator: " "))]
        attributes += Self.paint("fill", paint)
        if let outline {
            attributes += Self.paint("stroke", outline)
            attributes += [("stroke-width", Self.number(lineWidth)), ("stroke-linecap", "round"), ("stroke-linejoin", "round")]
        }
        body.append(Self.element(closed ? "polygon" : "polyline", attributes))
    }

    /// Writes `<text>` elements with the font's family, size, weight and style, one per run of a face (emoji in theirs).
    public mutating func text(_ string: String, x: Double, y: Double, font: Font, color: Color) {
        guard color.alpha > 0, !string.isEmpty else { return }
        // Characters the font's face lacks (emoji) go in a text element naming the family
        // that has them (Noto Color Emoji), placed where layout measured them.
        for run in font.faceRuns(of: string) {
            let face = run.face
            var attributes = [
                ("x", Self.number(x + run.x)), ("y", Self.number(y)),
                ("font-family", face.family), ("font-size", Self.number(font.pointSize)),
            ]
            if face.isBold { attributes.append(("font-weight", "bold")) }
            if face.isItalic { attributes.append(("font-style", "italic")) }
            attributes += Self.paint("fill", color) + [("xml:space", "preserve")]
            body.append(Self.element("text", attributes, content: Self.escape(run.text)))
        }
    }

    /// Opens a `<g>` with the transform, opacity and clip path of the group.
    public mutating func beginGroup(translateX: Double, translateY: Double, scaleX: Double, scaleY: Double,
                                    opacity: Double, clip: CanvasRect?) {
        var attributes: [(String, String)] = []
        if translateX != 0 || translateY != 0 || scaleX != 1 || scaleY != 1 {
            attributes.append(("transform", "translate(\(Self.number(translateX)) \(Self.number(translateY))) "
                + "scale(\(Self.number(scaleX)) \(Self.number(scaleY)))"))
        }
        if opacity < 1 { attributes.append(("opacity", Self.number(max(0, opacity)))) }
        body.append("<g" + Self.attributeText(attributes) + ">")
        if let clip {
            definitions += 1
            let id = "clip\(definitions)"
            var shape = [
                ("x", Self.number(clip.x)), ("y", Self.number(clip.y)),
                ("width", Self.number(clip.width)), ("height", Self.number(clip.height)),
            ]
            if clip.cornerRadius > 0 { shape.append(("rx", Self.number(clip.cornerRadius))) }
            body.append("<clipPath id=\"\(id)\">" + Self.element("rect", shape) + "</clipPath>")
            body.append("<g clip-path=\"url(#\(id))\">")
        }
        openGroups.append(clip == nil ? 1 : 2)
    }

    /// Closes the innermost `<g>`.
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

    /// `fill`/`stroke` attributes, with the opacity apart so that every viewer understands it.
    private static func paint(_ name: String, _ color: Color?) -> [(String, String)] {
        guard let color else { return [(name, "none")] }
        var attributes = [(name, cssHex(color))]
        if color.alpha < 1 { attributes.append(("\(name)-opacity", number(max(0, color.alpha)))) }
        return attributes
    }

    /// `#rrggbb`, the opaque part of a colour as CSS writes it.
    static func cssHex(_ color: Color) -> String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for component in [color.red, color.green, color.blue] {
            let byte = Int((min(max(component, 0), 1) * 255).rounded())
            text.append(digits[byte >> 4])
            text.append(digits[byte & 15])
        }
        return text
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
