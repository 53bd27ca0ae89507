import Testing
@testable import MoonRender

@Suite("SVG canvas")
struct SVGCanvasTests {
    @Test("a rectangle, a bordered rectangle and text make the exact document")
    func document() {
        var canvas = SVGCanvas(width: 100, height: 50.5)
        canvas.rect(x: 0, y: 0, width: 100, height: 50.5, fill: "#ffffff")
        canvas.rect(x: 10, y: 10, width: 30, height: 20, stroke: "#808080", strokeWidth: 1)
        canvas.text("Tom & \"Jerry\" <3", x: 5, y: 40.25, size: 12, bold: true, fill: "#ff0000", opacity: 0.5)
        #expect(canvas.document() == """
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="50.5" viewBox="0 0 100 50.5">
            <rect x="0" y="0" width="100" height="50.5" fill="#ffffff"/>
            <rect x="10.5" y="10.5" width="29" height="19" fill="none" stroke="#808080" stroke-width="1"/>
            <text x="5" y="40.25" font-family="DejaVu Sans" font-size="12" fill="#ff0000" xml:space="preserve" \
            font-weight="bold" opacity="0.5">Tom &amp; &quot;Jerry&quot; &lt;3</text>
            </svg>

            """)
    }

    @Test("groups nest, clip, and are closed even when left open")
    func groups() {
        var canvas = SVGCanvas(width: 10, height: 10)
        canvas.beginGroup(translateX: 2, translateY: 3, scaleX: 0.5, scaleY: 0.5, opacity: 0.25,
                          clip: (x: 0, y: 0, width: 4, height: 4))
        canvas.rect(x: 0, y: 0, width: 8, height: 8, fill: "#000000")
        canvas.endGroup()
        canvas.beginGroup()
        canvas.rect(x: 1, y: 1, width: 1, height: 1, fill: "#00ff00", opacity: 0.125)
        #expect(canvas.document() == """
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10">
            <g transform="translate(2 3) scale(0.5 0.5)" opacity="0.25">
            <clipPath id="clip1"><rect x="0" y="0" width="4" height="4"/></clipPath>
            <g clip-path="url(#clip1)">
            <rect x="0" y="0" width="8" height="8" fill="#000000"/>
            </g>
            </g>
            <g>
            <rect x="1" y="1" width="1" height="1" fill="#00ff00" opacity="0.125"/>
            </g>
            </svg>

            """)
    }

    @Test("invisible shapes are left out and odd numbers are written plainly")
    func edges() {
        var canvas = SVGCanvas(width: 1, height: 1)
        canvas.rect(x: 0, y: 0, width: 1, height: 1)
        canvas.rect(x: 0, y: 0, width: 1, height: 1, stroke: "#000000", strokeWidth: 0)
        #expect(canvas.document() == "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\" viewBox=\"0 0 1 1\">\n</svg>\n")
        #expect(SVGCanvas.number(.nan) == "0")
        #expect(SVGCanvas.number(-3.1254) == "-3.125")
        #expect(SVGCanvas.number(1e-9) == "0")
        #expect(SVGCanvas.escape("a'b") == "a&apos;b")
    }
}
