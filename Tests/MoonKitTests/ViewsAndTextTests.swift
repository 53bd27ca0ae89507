import Testing
@testable import MoonKit

@Suite("Content modes, tint, named fonts and text runs")
struct ViewsAndTextTests {
    @Test("each content mode's rectangle for a 200×100 image in 100×100 bounds at (10, 20)")
    func contentModeRects() {
        let size = Size(width: 200, height: 100), bounds = Rect(x: 10, y: 20, width: 100, height: 100)
        let expected: [ContentMode: Rect] = [
            .scaleToFill: bounds, .redraw: bounds,
            .scaleAspectFit: Rect(x: 10, y: 45, width: 100, height: 50),
            .scaleAspectFill: Rect(x: -40, y: 20, width: 200, height: 100),
            .center: Rect(x: -40, y: 20, width: 200, height: 100),
            .top: Rect(x: -40, y: 20, width: 200, height: 100),
            .bottom: Rect(x: -40, y: 20, width: 200, height: 100),
            .left: Rect(x: 10, y: 20, width: 200, height: 100),
            .right: Rect(x: -90, y: 20, width: 200, height: 100),
            .topLeft: Rect(x: 10, y: 20, width: 200, height: 100),
            .topRight: Rect(x: -90, y: 20, width: 200, height: 100),
            .bottomLeft: Rect(x: 10, y: 20, width: 200, height: 100),
            .bottomRight: Rect(x: -90, y: 20, width: 200, height: 100),
        ]
        #expect(Set(expected.keys) == Set(ContentMode.allCases))
        for (mode, rect) in expected { #expect(mode.rect(forContentOf: size, in: bounds) == rect, "\(mode)") }
        // A small image in tall bounds: the vertical placements differ.
        let small = Size(width: 20, height: 10), tall = Rect(x: 0, y: 0, width: 40, height: 100)
        #expect(ContentMode.top.rect(forContentOf: small, in: tall) == Rect(x: 10, y: 0, width: 20, height: 10))
        #expect(ContentMode.bottom.rect(forContentOf: small, in: tall) == Rect(x: 10, y: 90, width: 20, height: 10))
        #expect(ContentMode.center.rect(forContentOf: small, in: tall) == Rect(x: 10, y: 45, width: 20, height: 10))
        #expect(ContentMode.scaleAspectFit.rect(forContentOf: small, in: tall) == Rect(x: 0, y: 40, width: 40, height: 20))
        #expect(ContentMode.scaleAspectFill.rect(forContentOf: small, in: tall) == Rect(x: -80, y: 0, width: 200, height: 100))
    }

    @Test("tintColor: own, else the nearest ancestor's, else system blue")
    func tintInheritance() {
        let window = Window(device: .iPhone)
        let outer = View(), inner = View()
        window.addSubview(outer)
        outer.addSubview(inner)
        #expect(inner.tintColor == .systemBlue && window.tintColor == .systemBlue)
        window.tintColor = .red
        #expect(inner.tintColor == .red)
        outer.tintColor = .green
        #expect(inner.tintColor == .green && window.tintColor == .red)
        inner.ownTintColor = nil
        outer.ownTintColor = nil
        #expect(inner.tintColor == .red)
        inner.removeFromSuperview()
        #expect(inner.tintColor == .systemBlue)
    }

    @Test("a face by PostScript name measures with its own file; unknown names list the installed ones")
    func namedFaces() throws {
        let serif = try Font.named("DejaVuSerif-BoldItalic", size: 20)
        #expect(serif.face.family == "DejaVu Serif" && serif.face.isBold && serif.isItalic && serif.weight == .bold)
        #expect(serif.face.path?.hasSuffix("/DejaVuSerif-BoldItalic.ttf") == true)
        #expect(serif.description == "DejaVuSerif-BoldItalic 20pt")
        #expect(serif.availabilityError == nil)
        // The ASCII table and FreeType agree for a named face too.
        for text in ["Hello, World", "AV To", "serif"] {
            #expect(try FontLibrary.shared.advance(of: text, face: serif.face)
                    == FontLibrary.shared.advance(of: text, face: serif.face, readingASCIITable: false))
        }
        #expect(serif.width(of: "Hello") != Font.boldSystem(20).width(of: "Hello"))
        #expect(serif.withSize(10).face == serif.face && serif.withSize(10).pointSize == 10)
        let mono = try Font.named("DejaVuSansMono", size: 10)
        #expect(mono.width(of: "iiiii") == mono.width(of: "WWWWW") && mono.width(of: "iiiii") == 5 * 1233 * 10 / 2048.0)
        #expect(throws: FontError.self) { try Font.named("NoSuchFont-Regular", size: 12) }
        do {
            _ = try Font.named("NoSuchFont-Regular", size: 12)
        } catch {
            guard case .unknownName(let name, let installed) = error else { Issue.record("\(error)"); return }
            #expect(name == "NoSuchFont-Regular")
            #expect(installed.contains("DejaVuSerif-Italic") && installed.contains("DejaVuSansMono-BoldOblique"))
            #expect(installed == installed.sorted())
        }
        #expect(Font.system(12).face == .systemRegular && Font.boldSystem(12).face == .systemBold)
    }

    @Test("one run in the label's font lays out exactly as plain text")
    func singleRunMatchesPlainText() {
        let texts = ["", "one", "The quick brown fox jumps over the lazy dog", "two\nparagraphs here", "  spaced   out  ",
                     "unbreakablewordthatiswiderthanthewidth", "trailing newline\n"]
        for font in [Font.system(17), Font.boldSystem(13)] {
            for text in texts {
                for width in [nil, 80.0, 150, 400] {
                    for lines in [0, 1, 2] {
                        let plain = TextLayout.size(text, font: font, width: width, numberOfLines: lines)
                        let runs = TextRunLayout.size(AttributedText([.init(text)]), font: font, width: width, numberOfLines: lines)
                        #expect(plain == runs, "\(text) at \(String(describing: width)), \(lines) lines")
                    }
                }
            }
        }
    }

    @Test("runs wrap at spaces across runs; lines are as tall as their tallest font")
    func runsWrap() throws {
        let big = Font.boldSystem(30), small = Font.system(12)
        let text = AttributedText([.init("one two "), .init("three", font: big), .init(" four", font: small)])
        // Wide enough for "three four", not for "one two three".
        let width = big.width(of: "three") + small.width(of: " four") + 1
        let lines = TextRunLayout.lines(text, font: .system(17), width: width, numberOfLines: 0)
        #expect(lines.map { $0.pieces.map(\.text) } == [["one two"], ["three", " four"]])
        #expect(lines.map { $0.pieces.map(\.run) } == [[0], [1, 2]])
        #expect(lines[0].height == Font.system(17).lineHeight && lines[1].height == big.lineHeight)
        #expect(lines[1].ascender == big.ascender)
        #expect(lines[1].width == big.width(of: "three") + small.width(of: " four"))
        // Unwrapped, one line per paragraph; an empty paragraph is as tall as its newline's font.
        let gap = AttributedText([.init("a\n", font: big), .init("\nb")])
        let unwrapped = TextRunLayout.lines(gap, font: small, width: nil, numberOfLines: 0)
        #expect(unwrapped.map(\.height) == [big.lineHeight, small.lineHeight, small.lineHeight])
        #expect(TextRunLayout.size(AttributedText([]), font: small, width: nil, numberOfLines: 0) == .zero)
        #expect(TextRunLayout.lines(AttributedText([]), font: small, width: 100, numberOfLines: 0).isEmpty)
        // A word wider than the line breaks between characters, across runs.
        let long = AttributedText([.init("abc"), .init("def", font: big)])
        let broken = TextRunLayout.lines(long, font: .system(17), width: Font.system(17).width(of: "abc") + 1, numberOfLines: 0)
        #expect(broken.map { $0.pieces.map(\.text) }.joined().joined() == "abcdef")
        #expect(broken.count > 1)
    }

    @Test("Label: attributed text sets text; plain text replaces it; the intrinsic size follows the runs")
    func labelAttributedText() {
        let label = Label()
        label.attributedText = AttributedText([.init("Big ", font: .boldSystem(40)), .init("small")])
        #expect(label.text == "Big small")
        let size = Size(width: (Font.boldSystem(40).width(of: "Big ") + Font.system(17).width(of: "small")).rounded(.up),
                        height: Font.boldSystem(40).lineHeight.rounded(.up))
        #expect(label.intrinsicContentSize == size)
        label.text = "Big small"
        #expect(label.attributedText != nil)
        label.text = "plain"
        #expect(label.attributedText == nil)
        #expect(label.intrinsicContentSize == Size(width: Font.system(17).width(of: "plain").rounded(.up), height: 20))
    }
}
