import Testing
import Foundation
@testable import MoonRender
@testable import MoonKit

/// Pictures of images (content modes, templates, JPEG) and of attributed text.
@Suite("Painting images and text runs")
struct ImageAndTextRunPaintingTests {
    static let device = DeviceProfile(name: "test", idiom: .phone, size: Size(width: 300, height: 200),
                                      safeAreaInsets: .zero, systemMinimumLayoutMargins: .zero, scale: 1)

    /// A folder with a 200×100 opaque red PNG (`wide.png`), a 100×100 one named `dot@2x.png` and
    /// the 40×20 JPEG fixture (left half red, right half blue).
    final class ImageFolder {
        let path = NSTemporaryDirectory() + "moonrender-images-" + UUID().uuidString.prefix(8)

        init() throws {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            for (name, width, height) in [("wide.png", 200.0, 100.0), ("dot@2x.png", 100.0, 100.0)] {
                let canvas = try CairoCanvas(width: width, height: height)
                canvas.rect(x: 0, y: 0, width: width, height: height, fill: .red, stroke: nil, strokeWidth: 0, cornerRadius: 0)
                try canvas.writePNG(to: path + "/" + name)
            }
            let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Fixtures/halves.jpg").path
            try FileManager.default.copyItem(atPath: fixture, toPath: path + "/halves.jpg")
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    func screen(_ views: View...) -> Window {
        let window = Window(device: Self.device)
        let root = View(frame: window.bounds)
        root.backgroundColor = .white
        window.addSubview(root)
        for v in views { root.addSubview(v) }
        return window
    }

    func svg(_ window: Window) -> String {
        var canvas = SVGCanvas(width: 300, height: 200)
        ScreenPainter().paint(window, on: &canvas)
        return canvas.document()
    }

    /// The `<image …>` elements' geometry, without the embedded bytes.
    func imageElements(_ document: String) -> [String] {
        document.split(separator: "\n").filter { $0.hasPrefix("<image") }.map { line in
            String(line).components(separatedBy: " href=").first ?? ""
        }
    }

    @Test("content modes place a 200×100 image in a 100×100 view as UIKit does")
    func contentModes() throws {
        let folder = try ImageFolder()
        let wide = try Image(named: "wide", in: folder.path)
        let expected: [(ContentMode, String)] = [
            (.scaleToFill, ##"<image x="0" y="0" width="100" height="100""##),
            (.scaleAspectFit, ##"<image x="0" y="25" width="100" height="50""##),
            (.scaleAspectFill, ##"<image x="-50" y="0" width="200" height="100""##),
            (.center, ##"<image x="-50" y="0" width="200" height="100""##),
            (.top, ##"<image x="-50" y="0" width="200" height="100""##),
            (.left, ##"<image x="0" y="0" width="200" height="100""##),
            (.right, ##"<image x="-100" y="0" width="200" height="100""##),
            (.bottomRight, ##"<image x="-100" y="0" width="200" height="100""##),
        ]
        for (mode, start) in expected {
            let view = ImageView(image: wide)
            view.frame = Rect(x: 50, y: 40, width: 100, height: 100)
            view.contentMode = mode
            let images = imageElements(svg(screen(view)))
            #expect(images.count == 1)
            #expect(images.first?.hasPrefix(start) == true, "\(mode): \(images)")
        }
        // A taller view: top and bottom differ.
        for (mode, y) in [(ContentMode.top, "0"), (.bottom, "100"), (.center, "50")] {
            let view = ImageView(image: wide)
            view.frame = Rect(x: 0, y: 0, width: 200, height: 200)
            view.contentMode = mode
            #expect(imageElements(svg(screen(view))).first?.hasPrefix("<image x=\"0\" y=\"\(y)\" width=\"200\" height=\"100\"") == true)
        }
    }

    @Test("an @2x image is drawn at its size in points; a JPEG is embedded as image/jpeg and decoded for PNG")
    func scaleAndJPEG() throws {
        let folder = try ImageFolder()
        let dot = try Image(named: "dot", in: folder.path)
        #expect(dot.size == Size(width: 50, height: 50) && dot.scale == 2 && dot.name == "dot")
        let dotView = ImageView(image: dot)
        #expect(dotView.frame == Rect(x: 0, y: 0, width: 50, height: 50))
        dotView.contentMode = .center
        dotView.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(imageElements(svg(screen(dotView))).first?.hasPrefix(##"<image x="25" y="25" width="50" height="50""##) == true)

        let photo = try Image(named: "halves", in: folder.path)
        #expect(photo.size == Size(width: 40, height: 20) && photo.path?.hasSuffix("halves.jpg") == true)
        let view = ImageView(image: photo)
        view.frame = Rect(x: 100, y: 100, width: 80, height: 40)
        let window = screen(view)
        #expect(svg(window).contains(##"<image x="0" y="0" width="80" height="40" preserveAspectRatio="none" href="data:image/jpeg;base64,/9j/"##))
        var canvas = try CairoCanvas(width: 300, height: 200)
        ScreenPainter().paint(window, on: &canvas)
        let left = try #require(canvas.pixel(x: 110, y: 120)), right = try #require(canvas.pixel(x: 170, y: 120))
        #expect(left.red > 0.9 && left.green < 0.1 && left.blue < 0.1, "\(left)")
        #expect(right.blue > 0.9 && right.red < 0.1 && right.green < 0.1, "\(right)")
    }

    @Test("an image given as bytes (a host's files in memory) is sized and drawn as its file is")
    func imagesFromBytes() throws {
        let folder = try ImageFolder()
        let file = try Image(named: "wide", in: folder.path)
        let wideBytes = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/wide.png"))
        let wide = try Image(data: wideBytes, fileName: "cards/images/wide@2x.png")
        #expect(wide.name == "wide" && wide.scale == 2 && wide.size == Size(width: 100, height: 50))
        #expect(wide.path == nil && wide.data == wideBytes)
        let photoBytes = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/halves.jpg"))
        let photo = try Image(data: photoBytes, fileName: "halves.jpg")
        #expect(photo.name == "halves" && photo.size == Size(width: 40, height: 20))

        // The SVG embeds the same bytes whether the image came from its file or from memory.
        let fromFile = ImageView(image: file), fromBytes = ImageView(image: wide)
        fromFile.frame = Rect(x: 0, y: 0, width: 100, height: 50)
        fromBytes.frame = Rect(x: 0, y: 0, width: 100, height: 50)
        let href = "href=\"data:image/png;base64," + wideBytes.base64EncodedString() + "\""
        #expect(svg(screen(fromFile)).contains(href) && svg(screen(fromBytes)).contains(href))

        // PNG pixels: the PNG decoded through Cairo's stream reader, the JPEG through libjpeg from memory.
        let photoView = ImageView(image: photo)
        photoView.frame = Rect(x: 100, y: 100, width: 80, height: 40)
        var canvas = try CairoCanvas(width: 300, height: 200)
        ScreenPainter().paint(screen(fromBytes, photoView), on: &canvas)
        #expect(canvas.pixel(x: 50, y: 25) == .red)
        let left = try #require(canvas.pixel(x: 110, y: 120)), right = try #require(canvas.pixel(x: 170, y: 120))
        #expect(left.red > 0.9 && left.green < 0.1 && left.blue < 0.1, "\(left)")
        #expect(right.blue > 0.9 && right.red < 0.1 && right.green < 0.1, "\(right)")
    }

    @Test("bytes that are no picture are refused by name; broken bytes drawn anyway draw nothing")
    func badImageBytes() throws {
        #expect(throws: ImageError.notPNG("cards/bad.png")) { try Image(data: Data("not a picture".utf8), fileName: "cards/bad.png") }
        #expect(throws: ImageError.notPNG("cards/empty.png")) { try Image(data: Data(), fileName: "cards/empty.png") }
        let cutJPEG = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00])
        #expect(throws: ImageError.badJPEG(path: "cards/cut.jpg", reason: "JPEG datastream contains no image")) {
            try Image(data: cutJPEG, fileName: "cards/cut.jpg")
        }
        // An image whose bytes were replaced after it was read: the painter skips it, as it does
        // a file that went away.
        var signatureOnly = Image(name: "cut", size: Size(width: 20, height: 20))
        signatureOnly.data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var jpegStart = Image(name: "cut", size: Size(width: 20, height: 20))
        jpegStart.data = cutJPEG
        let png = ImageView(image: signatureOnly), jpeg = ImageView(image: jpegStart)
        png.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        jpeg.frame = Rect(x: 40, y: 0, width: 20, height: 20)
        var canvas = try CairoCanvas(width: 300, height: 200)
        ScreenPainter().paint(screen(png, jpeg), on: &canvas)
        #expect(canvas.pixel(x: 10, y: 10) == .white && canvas.pixel(x: 50, y: 10) == .white)
    }

    @Test("a template image is filled with the tint it inherits; an original one keeps its colours")
    func templates() throws {
        let folder = try ImageFolder()
        let red = try Image(named: "wide", in: folder.path)
        let holder = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        holder.ownTintColor = Color(red255: 0, green255: 128, blue255: 0)
        let template = ImageView(image: red.withRenderingMode(.alwaysTemplate))
        template.frame = Rect(x: 0, y: 0, width: 100, height: 50)
        let original = ImageView(image: red)
        original.frame = Rect(x: 150, y: 0, width: 100, height: 50)
        holder.addSubviews(template, original)
        let window = screen(holder)
        let document = svg(window)
        #expect(document.contains(##"<filter id="tint1"><feFlood flood-color="#008000"/><feComposite in2="SourceAlpha" operator="in"/></filter>"##))
        #expect(document.split(separator: "\n").filter { $0.hasPrefix("<image") }.map { $0.hasSuffix(##" filter="url(#tint1)"/>"##) }
                == [true, false])
        var canvas = try CairoCanvas(width: 300, height: 200)
        ScreenPainter().paint(window, on: &canvas)
        #expect(canvas.pixel(x: 50, y: 25) == Color(red255: 0, green255: 128, blue255: 0))
        #expect(canvas.pixel(x: 200, y: 25) == .red)

        // A system button's image is a template in the button's tint unless it asks for its colours.
        let button = Button(type: .system)
        button.setImage(red, for: .normal)
        button.frame = Rect(x: 0, y: 100, width: 200, height: 100)
        let buttonSVG = svg(screen(button))
        #expect(buttonSVG.contains(##"<feFlood flood-color="#007aff"/>"##))
        button.setImage(red.withRenderingMode(.alwaysOriginal), for: .normal)
        #expect(!svg(screen(button)).contains("<filter"))
    }

    @Test("attributed text: each run in its face, size and colour; links in the tint, underlined")
    func textRuns() throws {
        let label = Label()
        label.numberOfLines = 0
        label.frame = Rect(x: 0, y: 0, width: 300, height: 200)
        label.ownTintColor = .red
        label.attributedText = AttributedText([
            .init("Title\n", font: try Font.named("DejaVuSerif-Bold", size: 22), color: .black, alignment: .center),
            .init("body ", font: try Font.named("DejaVuSerif-Italic", size: 15)),
            .init("a link", link: "https://example.com"),
        ])
        let lines = svg(screen(label)).split(separator: "\n").map(String.init)
        let texts = lines.filter { $0.hasPrefix("<text") }
        let underlines = lines.filter { $0.hasPrefix("<rect") && $0.contains("#ff0000") }
        // Block: 25.846 (serif bold 22) + 19.789 (sans 17) = 45.635 tall, centred in 200: top 77.183.
        // "Title" is centred (width 57.245); the second paragraph has the label's natural alignment.
        let titleX = (300 - (try Font.named("DejaVuSerif-Bold", size: 22)).width(of: "Title")) / 2
        #expect(SVGCanvas.number(titleX) == "121.377")
        let bodyWidth = SVGCanvas.number(try Font.named("DejaVuSerif-Italic", size: 15).width(of: "body "))
        #expect(texts == [
            ##"<text x="121.377" y="97.84" font-family="DejaVu Serif" font-size="22" font-weight="bold" fill="#000000" xml:space="preserve">Title</text>"##,
            ##"<text x="0" y="118.808" font-family="DejaVu Serif" font-size="15" font-style="italic" fill="#000000" xml:space="preserve">body </text>"##,
            "<text x=\"\(bodyWidth)\" y=\"118.808\" font-family=\"DejaVu Sans\" font-size=\"17\" fill=\"#ff0000\" xml:space=\"preserve\">a link</text>",
        ])
        // The underline: a tenth of the size below the baseline, a sixteenth of it thick, as wide as the link.
        #expect(underlines == ["<rect x=\"\(bodyWidth)\" y=\"119.977\" width=\"45.887\" height=\"1.063\" fill=\"#ff0000\"/>"])
    }

    @Test("an emoji the system font lacks is measured and drawn with Noto Color Emoji, in colour")
    func colourEmoji() throws {
        // DejaVu Sans has no hamster: fontconfig offers Noto Color Emoji (fonts-noto-color-emoji).
        #expect(!FontLibrary.shared.hasGlyph(0x1F439, face: .systemRegular))
        let noto = try #require(FontFallback.face(for: 0x1F439, lackingIn: .systemRegular))
        #expect(noto.postScriptName == "NotoColorEmoji")
        // Its bitmaps are 136 pixels wide at 109 per em: 2555 of DejaVu's 2048 units a em.
        // Before, the missing-glyph box's advance: 1229 units.
        let font = Font.system(40)
        #expect(font.width(of: "🐹") == 40.0 * 2555 / 2048)
        #expect(font.width(of: "a🐹b") == font.width(of: "a") + 40.0 * 2555 / 2048 + font.width(of: "b"))
        #expect(font.faceRuns(of: "a🐹b") == [Font.FaceRun(text: "a", face: .systemRegular, x: 0),
                                              Font.FaceRun(text: "🐹", face: noto, x: font.width(of: "a")),
                                              Font.FaceRun(text: "b", face: .systemRegular, x: font.width(of: "a🐹"))])
        let label = Label(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        label.text = "🐹"
        label.font = font
        label.textAlignment = .center
        let window = screen(label)
        #expect(label.intrinsicContentSize?.width == 50)   // 49.9 rounded up, as UIKit does
        var canvas = try CairoCanvas(width: 300, height: 200)
        ScreenPainter().paint(window, on: &canvas)
        // The hamster is orange and pink, not a black box: count the pixels far from grey.
        var coloured = 0
        for y in 70..<130 {
            for x in 120..<180 {
                guard let p = canvas.pixel(x: x, y: y) else { continue }
                if max(p.red, p.green, p.blue) - min(p.red, p.green, p.blue) > 0.3 { coloured += 1 }
            }
        }
        #expect(coloured > 500, "\(coloured) coloured pixels")
        // The SVG names the family that has it, where layout put it.
        #expect(svg(window).contains(#"font-family="Noto Color Emoji" font-size="40""#))
        #expect(svg(window).contains(">🐹</text>"))
    }
}

