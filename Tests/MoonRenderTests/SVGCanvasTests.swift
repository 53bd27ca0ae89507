import Testing
@testable import MoonRender
import MoonKit

@Suite("SVG canvas")
struct SVGCanvasTests {
    let red = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
    let grey = Color(red: 0.5, green: 0.5, blue: 0.5)

    @Test("a rectangle, a bordered rectangle and text make the exact document")
    func document() {
        var canvas = SVGCanvas(width: 100, height: 50.5)
        canvas.rect(x: 0, y: 0, width: 100, height: 50.5, fill: .white, stroke: nil, strokeWidth: 0, cornerRadius: 0)
        canvas.rect(x: 10, y: 10, width: 30, height: 20, fill: nil, stroke: grey, strokeWidth: 1, cornerRadius: 4)
        canvas.text("Tom & \"Jerry\" <3", x: 5, y: 40.25, size: 12, bold: true, color: red)
        #expect(canvas.document() == """
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="50.5" viewBox="0 0 100 50.5">
            <rect x="0" y="0" width="100" height="50.5" fill="#ffffff"/>
            <rect x="10.5" y="10.5" width="29" height="19" fill="none" stroke="#808080" stroke-width="1" rx="4"/>
            <text x="5" y="40.25" font-family="DejaVu Sans" font-size="12" font-weight="bold" fill="#ff0000" \
            fill-opacity="0.5" xml:space="preserve">Tom &amp; &quot;Jerry&quot; &lt;3</text>
            </svg>

            """)
    }

    @Test("groups nest, clip, and are closed even when left open")
    func groups() {
        var canvas = SVGCanvas(width: 10, height: 10)
        canvas.beginGroup(translateX: 2, translateY: 3, scaleX: 0.5, scaleY: 0.5, opacity: 0.25,
                          clip: CanvasRect(x: 0, y: 0, width: 4, height: 4))
        canvas.rect(x: 0, y: 0, width: 8, height: 8, fill: .black, stroke: nil, strokeWidth: 0, cornerRadius: 0)
        canvas.endGroup()
        canvas.beginGroup(translateX: 0, translateY: 0, scaleX: 1, scaleY: 1, opacity: 1, clip: nil)
        canvas.ellipse(x: 1, y: 1, width: 2, height: 4, fill: red)
        #expect(canvas.document() == """
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10">
            <g transform="translate(2 3) scale(0.5 0.5)" opacity="0.25">
            <clipPath id="clip1"><rect x="0" y="0" width="4" height="4"/></clipPath>
            <g clip-path="url(#clip1)">
            <rect x="0" y="0" width="8" height="8" fill="#000000"/>
            </g>
            </g>
            <g>
            <ellipse cx="2" cy="3" rx="1" ry="2" fill="#ff0000" fill-opacity="0.5"/>
            </g>
            </svg>

            """)
    }

    @Test("a vertical gradient is a linear gradient from top to bottom")
    func gradient() {
        var canvas = SVGCanvas(width: 4, height: 4)
        canvas.verticalGradient(x: 0, y: 0, width: 4, height: 4,
                                stops: [(0, grey), (1, Color(red: 0, green: 0, blue: 0, alpha: 0.9))])
        #expect(canvas.document() == """
            <svg xmlns="http://www.w3.org/2000/svg" width="4" height="4" viewBox="0 0 4 4">
            <linearGradient id="gradient1" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#808080"/>\
            <stop offset="1" stop-color="#000000" stop-opacity="0.9"/></linearGradient>
            <rect x="0" y="0" width="4" height="4" fill="url(#gradient1)"/>
            </svg>

            """)
    }

    @Test("invisible shapes are left out and odd numbers are written plainly")
    func edges() {
        var canvas = SVGCanvas(width: 1, height: 1)
        canvas.rect(x: 0, y: 0, width: 1, height: 1, fill: nil, stroke: nil, strokeWidth: 0, cornerRadius: 0)
        canvas.rect(x: 0, y: 0, width: 1, height: 1, fill: nil, stroke: .black, strokeWidth: 0, cornerRadius: 0)
        canvas.text("", x: 0, y: 0, size: 10, bold: false, color: .black)
        #expect(canvas.document() == "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\" viewBox=\"0 0 1 1\">\n</svg>\n")
        #expect(SVGCanvas.number(.nan) == "0")
        #expect(SVGCanvas.number(-3.1254) == "-3.125")
        #expect(SVGCanvas.number(1e-9) == "0")
        #expect(SVGCanvas.escape("a'b") == "a&apos;b")
        #expect(SVGCanvas.cssHex(Color(red: 2, green: -1, blue: 0.2)) == "#ff0033")
    }
}
