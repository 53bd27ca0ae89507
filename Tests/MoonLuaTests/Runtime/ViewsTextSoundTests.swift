import Testing
import Foundation
@testable import LuaBridge
import TestSupport
@testable import MoonLua
@testable import MoonBots
import MoonKit

/// A game in a fresh folder with a sound or image written beside it before it starts.
private func startGame(_ source: String, prepare: (ScriptFolder) throws -> Void = { _ in }) throws -> (GameRuntime, ScriptFolder) {
    let folder = try ScriptFolder(["game.lua": source])
    try prepare(folder)
    let runtime = try GameRuntime(script: folder.path("game.lua"), print: { _ in })
    runtime.onError = { _ in }
    try runtime.start()
    return (runtime, folder)
}

private func copy(_ repositoryFile: String, to path: String) throws {
    try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                            withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: Repository.path(repositoryFile), toPath: path)
}

@Suite("Sounds, images, tint, insets, guides, fonts and attributed text from Lua")
struct ViewsTextSoundTests {
    // MARK: sound

    @Test("ui.sound.play returns the length libsndfile reads; Swift observers and bots see the event")
    func soundPlays() throws {
        let (runtime, folder) = try startGame(app("""
              ui.after(1.25, function() played = ui.sound.play("meow") end)
            """)) { folder in
            try ToneFile.write(to: folder.path("sounds/meow.wav"), seconds: 0.84)
        }
        defer { withExtendedLifetime(folder) {} }
        var heard: [String] = []
        runtime.observeSound { heard.append("\($0.sound.name) \($0.time) \($0.sound.duration)") }
        let botPath = folder.path("bots/listener.lua")
        try FileManager.default.createDirectory(atPath: folder.path("bots"), withIntermediateDirectories: true)
        try """
            return function(game)
              game:wait(2)
              local sounds = game:sounds()
              game:report("count", #sounds)
              game:report("time", sounds[1].time)
              game:report("duration", sounds[1].duration)
              game:log(sounds[1].name)
              game:report("again", #game:sounds())
            end
            """.write(toFile: botPath, atomically: true, encoding: .utf8)
        let bot = try BotRunner(bot: botPath, runtime: runtime, print: { _ in })
        try bot.run()
        #expect(heard == ["meow 1.25 0.84"])
        #expect(runtime.sounds.map(\.sound.name) == ["meow"])
        #expect(runtime.sounds.first?.sound.sampleRate == 8000 && runtime.sounds.first?.sound.channels == 1)
        #expect(runtime.sounds.first?.endTime == 2.09)
        #expect(try runtime.lua.run("return played") == [.double(0.84)])
        #expect(bot.session.figures == ["count": 1, "time": 1.25, "duration": 0.84, "again": 0])
        #expect(bot.session.log == ["meow"])
        #expect(runtime.errors.isEmpty)
    }

    @Test("a missing, unreadable or escaping sound is refused at the script's line")
    func soundErrors() throws {
        let (runtime, folder) = try startGame(app("""
              local ok1, e1 = pcall(function() ui.sound.play("purr") end)
              local ok2, e2 = pcall(function() ui.sound.play("broken") end)
              local ok3, e3 = pcall(function() ui.sound.play("../game") end)
              local ok4, e4 = pcall(function() ui.sound.play("/etc/passwd") end)
              local ok5, e5 = pcall(function() ui.sound.play("linked") end)
              local ok6, e6 = pcall(function() ui.sound.play("") end)
              errors = { e1, e2, e3, e4, e5, e6 }
              length = ui.sound.duration("meow.wav")
            """)) { folder in
            try ToneFile.write(to: folder.path("sounds/meow.wav"), seconds: 0.5, sampleRate: 22050)
            try "not a sound".write(toFile: folder.path("sounds/broken.wav"), atomically: true, encoding: .utf8)
            // A link out of the folder, to a real sound: refused all the same.
            let outside = (folder.root as NSString).deletingLastPathComponent + "/outside.wav"
            try ToneFile.write(to: outside, seconds: 0.25)
            try FileManager.default.createSymbolicLink(atPath: folder.path("sounds/linked.wav"), withDestinationPath: outside)
        }
        defer { withExtendedLifetime(folder) {} }
        let sounds = folder.path("sounds")
        let game = folder.path("game.lua")
        #expect(try runtime.lua.run("return table.unpack(errors)") == [
            .string("\(game):7: bad argument #1 to 'play' (no sound named 'purr' in \(sounds) (tried .wav, .aiff, .aif, .flac, .ogg))"),
            .string("\(game):8: bad argument #1 to 'play' (cannot read sound \(sounds)/broken.wav: Format not recognised.)"),
            .string("\(game):9: bad argument #1 to 'play' (sound name '../game' leads outside \(sounds))"),
            .string("\(game):10: bad argument #1 to 'play' (sound name '/etc/passwd' leads outside \(sounds))"),
            .string("\(game):11: bad argument #1 to 'play' (sound name 'linked' leads outside \(sounds))"),
            .string("\(game):12: bad argument #1 to 'play' (a sound name cannot be empty)"),
        ])
        #expect(try runtime.lua.run("return length") == [.double(0.5)])
        #expect(runtime.sounds.isEmpty)
    }

    // MARK: images and tint

    @Test("ui.Image: @2x files are half their pixels in points; templates, content modes and JPEG")
    func images() throws {
        let (runtime, folder) = try startGame(app("""
              local cat = ui.Image.named("cat")
              info = { cat.name, cat.size.width, cat.size.height, cat.scale, cat.renderingMode }
              local icon = ui.ImageView { identifier = "icon", image = cat:withRenderingMode("alwaysTemplate") }
              icon.contentMode = "scaleAspectFit"
              icon.frame = { x = 0, y = 0, width = 200, height = 70 }
              view:addSubview(icon)
              local photo = ui.ImageView { identifier = "photo", image = "halves", contentMode = "scaleAspectFill" }
              view:addSubview(photo)
              read = { icon.image.renderingMode, icon.contentMode, photo.image.size.width, photo.image.size.height, photo.contentMode }
              local ok, e = pcall(function() icon.contentMode = "fit" end)
              modeError = e
            """)) { folder in
            try copy("scripts/images/card_star.png", to: folder.path("images/cat@2x.png"))
            try copy("Tests/Fixtures/halves.jpg", to: folder.path("images/halves.jpg"))
        }
        defer { withExtendedLifetime(folder) {} }
        #expect(try runtime.lua.run("return table.unpack(info)") == [.string("cat"), .double(50), .double(70), .double(2), .string("automatic")])
        #expect(try runtime.lua.run("return table.unpack(read)")
                == [.string("alwaysTemplate"), .string("scaleAspectFit"), .double(40), .double(20), .string("scaleAspectFill")])
        let icon = try #require(try runtime.engine.driver.view(identifier: "icon") as? ImageView)
        #expect(icon.intrinsicContentSize == Size(width: 50, height: 70))
        #expect(icon.image?.renderingMode == .alwaysTemplate && icon.drawsImageAsTemplate)
        // 50×70 into 200×70, whole and centred: 50×70 at x = 75.
        #expect(icon.imageRect == Rect(x: 75, y: 0, width: 50, height: 70))
        let photo = try #require(try runtime.engine.driver.view(identifier: "photo") as? ImageView)
        #expect(photo.intrinsicContentSize == Size(width: 40, height: 20))
        #expect(photo.contentMode == .scaleAspectFill && !photo.drawsImageAsTemplate)
        #expect(try runtime.lua.run("return modeError") == [.string(
            "\(folder.path("game.lua")):16: bad value for property 'contentMode' of ImageView ('fit' is not one of bottom, "
            + "bottomLeft, bottomRight, center, left, redraw, right, scaleAspectFill, scaleAspectFit, scaleToFill, top, "
            + "topLeft, topRight)")])
    }

    @Test("a file that starts as a JPEG but is broken is refused with libjpeg's reason")
    func brokenJPEG() throws {
        let (runtime, folder) = try startGame(app("""
              local ok, e = pcall(function() return ui.Image.named("broken") end)
              message = e
            """)) { folder in
            try FileManager.default.createDirectory(atPath: folder.path("images"), withIntermediateDirectories: true)
            try Data([0xFF, 0xD8, 0xFF, 0xE0, 0x67, 0x61, 0x72, 0x62]).write(to: URL(fileURLWithPath: folder.path("images/broken.jpg")))
        }
        defer { withExtendedLifetime(folder) {} }
        #expect(try runtime.lua.run("return message") == [.string(
            "\(folder.path("game.lua")):7: bad argument #1 to 'named' (cannot read JPEG \(folder.path("images/broken.jpg")): JPEG datastream contains no image)")])
    }

    @Test("tintColor: the view's own, else its superview's, else system blue; nil inherits again")
    func tint() throws {
        let (runtime, folder) = try startGame(app("""
              local inner = ui.View {}
              local outer = ui.View {}
              outer:addSubview(inner)
              view:addSubview(outer)
              local seen = { inner.tintColor }
              outer.tintColor = "orange"
              seen[#seen + 1] = inner.tintColor
              inner.tintColor = "#102030"
              seen[#seen + 1] = inner.tintColor
              inner.tintColor = nil
              seen[#seen + 1] = inner.tintColor
              seen[#seen + 1] = ui.View().tintColor
              tints = seen
            """))
        defer { withExtendedLifetime(folder) {} }
        #expect(try runtime.lua.run("return table.unpack(tints)")
                == [.string("systemBlue"), .string("orange"), .string("#102030"), .string("orange"), .string("systemBlue")])
    }

    @Test("Button:setImage: per state, drawn as a template in a system button, gone with nil")
    func buttonImage() throws {
        let (runtime, folder) = try startGame(app("""
              local b = ui.Button { identifier = "play", title = "PLAY" }
              b:setImage("cat")
              b:setImage(ui.Image.named("cat"):withRenderingMode("alwaysOriginal"), "highlighted")
              view:addSubview(b)
              button = b
              names = { b.currentImage.name, b.imageView ~= nil }
            """)) { folder in
            try copy("scripts/images/card_star.png", to: folder.path("images/cat@2x.png"))
        }
        defer { withExtendedLifetime(folder) {} }
        #expect(try runtime.lua.run("return table.unpack(names)") == [.string("cat"), .bool(true)])
        let button = try #require(try runtime.engine.driver.view(identifier: "play") as? Button)
        #expect(button.imageView?.drawsImageAsTemplate == true)
        #expect(button.intrinsicContentSize == Size(width: 50 + Font.system(15).width(of: "PLAY").rounded(.up), height: 70))
        button.isHighlighted = true
        #expect(button.imageView?.image?.renderingMode == .alwaysOriginal && button.imageView?.drawsImageAsTemplate == false)
        _ = try runtime.lua.run("button:setImage(nil); button:setImage(nil, 'highlighted')")
        #expect(button.imageView == nil && button.currentImage == nil)
    }

    // MARK: insets and guides

    @Test("safeAreaInsets, layoutMargins and a custom LayoutGuide placed by constraints")
    func insetsAndGuides() throws {
        let (runtime, folder) = try startGame(app("""
              local box = ui.View { identifier = "box" }
              box.frame = { x = 100, y = 50, width = 300, height = 200 }
              view:addSubview(box)
              box.layoutMargins = { top = 10, left = 20, bottom = 30, right = 40 }
              local guide = ui.LayoutGuide()
              guide.identifier = "spacer"
              view:addLayoutGuide(guide)
              local dot = ui.View { identifier = "dot" }
              dot.translatesAutoresizingMaskIntoConstraints = false
              view:addSubview(dot)
              ui.activate {
                guide.leading:eq(view.leading + 100), guide.width:eq(200),
                guide.top:eq(view.top + 10), guide.height:eq(50),
                dot.leading:eq(guide.trailing), dot.top:eq(guide.bottom), dot.width:eq(10), dot.height:eq(10),
              }
              root = view
              theGuide = guide
              theBox = box
            """))
        defer { withExtendedLifetime(folder) {} }
        #expect(try runtime.lua.run("local s = root.safeAreaInsets return s.top, s.left, s.bottom, s.right")
                == [.double(0), .double(47), .double(21), .double(47)])
        #expect(try runtime.lua.run("local m = theBox.layoutMargins return m.top, m.left, m.bottom, m.right")
                == [.double(10), .double(20), .double(30), .double(40)])
        #expect(try runtime.lua.run("local s = theBox.safeAreaInsets return s.top, s.left, s.bottom, s.right")
                == [.double(0), .double(0), .double(0), .double(0)])
        runtime.engine.window.layoutIfNeeded()
        #expect(try runtime.lua.run("local f = theGuide.layoutFrame return f.x, f.y, f.width, f.height, theGuide.owningView == root")
                == [.double(100), .double(10), .double(200), .double(50), .bool(true)])
        #expect(try runtime.engine.driver.view(identifier: "dot").frame == Rect(x: 300, y: 60, width: 10, height: 10))
        // A box reaching into the safe area on the left: its margins grow by the overlap.
        _ = try runtime.lua.run("theBox.frame = { x = 0, y = 50, width = 300, height = 200 }")
        #expect(try runtime.lua.run("local m = theBox.layoutMargins return m.left, theBox.safeAreaInsets.left")
                == [.double(67), .double(47)])
        #expect(luaError { _ = try runtime.lua.run("theBox.layoutMargins = 5") }?.message
                    == "bad value for property 'layoutMargins' of View (insets {top, left, bottom, right} expected, got number)")
    }

    // MARK: fonts

    @Test("fonts by PostScript name from fontconfig; an unknown name lists the installed ones")
    func namedFonts() throws {
        let (runtime, folder) = try startGame(app("""
              local i = ui.Font.named("DejaVuSerif-Italic", 17)
              local m = ui.Font.named("DejaVuSansMono-BoldOblique", 10)
              local b = ui.Font.named("DejaVuSerif-BoldItalic", 12)
              fonts = { i.name, i.familyName, i.isBold, i.isItalic, m.familyName, m.isBold, m.isItalic, m:width("Hello"),
                        b.isBold, b.isItalic, ui.Font.system(12).name, ui.Font.bold(12).isItalic }
              local ok, e = pcall(function() return ui.Font.named("Comic Sans", 12) end)
              unknown = e
            """))
        defer { withExtendedLifetime(folder) {} }
        // DejaVu Sans Mono advances every glyph 1233 units of 2048.
        #expect(try runtime.lua.run("return table.unpack(fonts)") == [
            .string("DejaVuSerif-Italic"), .string("DejaVu Serif"), .bool(false), .bool(true),
            .string("DejaVu Sans Mono"), .bool(true), .bool(true), .double(5 * 1233 * 10 / 2048.0),
            .bool(true), .bool(true), .string("DejaVuSans"), .bool(false),
        ])
        let message = try #require(try runtime.lua.run("return unknown").first.flatMap { if case .string(let s) = $0 { s } else { nil } })
        #expect(message.hasPrefix("\(folder.path("game.lua")):12: bad argument #1 to 'named' (no font named 'Comic Sans'; installed: "))
        for name in ["DejaVuSans", "DejaVuSans-Bold", "DejaVuSansMono-Oblique", "DejaVuSerif-BoldItalic"] {
            #expect(message.contains(name))
        }
        #expect(message.hasSuffix("(`fc-list : postscriptname` lists them))"))
    }

    // MARK: attributed text

    @Test("attributedText: runs in, runs out, measured with each run's font; text replaces it")
    func attributedText() throws {
        let (runtime, folder) = try startGame(app("""
              local label = ui.Label { identifier = "caption", numberOfLines = 0 }
              label.attributedText = {
                { text = "Title\\n", font = ui.Font.named("DejaVuSerif-Bold", 22), color = "black" },
                { text = "body ", font = ui.Font.system(15) },
                { text = "a link", link = "https://example.com" },
              }
              view:addSubview(label)
              caption = label
              local runs = label.attributedText
              got = { label.text, #runs, runs[1].font.name, runs[1].color, runs[2].font.size, runs[3].link, runs[3].font == nil }
            """))
        defer { withExtendedLifetime(folder) {} }
        #expect(try runtime.lua.run("return table.unpack(got)") == [
            .string("Title\nbody a link"), .int(3), .string("DejaVuSerif-Bold"), .string("black"), .double(15),
            .string("https://example.com"), .bool(true),
        ])
        let label = try #require(try runtime.engine.driver.view(identifier: "caption") as? Label)
        // Line 1: "Title" in DejaVu Serif Bold 22 (line height 2406/2048 em). Line 2: "body " at 15 pt
        // and "a link" in the label's 17 pt: as tall as the 17-pt line, 2384/2048 em.
        let title = 22 * 2406 / 2048.0, body = 17 * 2384 / 2048.0
        #expect(title + body == 45.634765625)
        #expect(Font.system(15).width(of: "body ") + Font.system(17).width(of: "a link") == 87.751953125)
        #expect(label.intrinsicContentSize == Size(width: 88, height: 46))
        let lines = TextRunLayout.lines(try #require(label.attributedText), font: label.font, width: 300, numberOfLines: 0)
        #expect(lines.map { $0.pieces.map(\.text) } == [["Title"], ["body ", "a link"]])
        #expect(lines.map(\.height) == [title, body])
        #expect(lines[1].pieces.map(\.x) == [0, 41.865234375])
        // Plain text replaces the runs; the same string keeps them.
        _ = try runtime.lua.run("caption.text = 'Title\\nbody a link'")
        #expect(label.attributedText?.runs.count == 3)
        _ = try runtime.lua.run("caption.text = 'plain'")
        #expect(label.attributedText == nil && label.intrinsicContentSize == Size(width: Font.system(17).width(of: "plain").rounded(.up), height: 20))
        #expect(try runtime.lua.run("return caption.attributedText") == [.nil])
    }

    @Test("attributedText errors name the run and the field")
    func attributedTextErrors() throws {
        let (runtime, folder) = try startGame(app("label = ui.Label {}"))
        defer { withExtendedLifetime(folder) {} }
        func message(_ value: String) -> String? {
            luaError { _ = try runtime.lua.run("label.attributedText = \(value)") }?.message
        }
        let prefix = "bad value for property 'attributedText' of Label ("
        #expect(message("{ 'a', {text = 'b', font = 'big'} }") == prefix + "run 2: field 'font': Font expected, got string)")
        #expect(message("{ 'a', {font = require('moonkit').Font.system(3)} }") == prefix + "run 2: field 'text' missing)")
        #expect(message("{ 'a', 5 }") == prefix + "run 2: string or table {text, font, color, alignment, link} expected, got number)")
        #expect(message("{ {text = 'x', color = 'mauve'} }") == prefix + "run 1: field 'color': no colour is named 'mauve')")
        #expect(message("{ {text = 'x', alignment = 'middle'} }")
                == prefix + "run 1: field 'alignment': 'middle' is not one of center, justified, left, natural, right)")
        #expect(message("'plain'") == prefix + "table expected, got string)")
        #expect(message("{ {text = 7} }") == prefix + "run 1: field 'text': string expected, got number)")
    }

    // MARK: the example

    @Test("scripts/meow.lua: tinted template star fitted whole, attributed caption, a sound per tap")
    func meowExample() throws {
        let game = try GameRuntime(script: Repository.path("scripts/meow.lua"), print: { _ in })
        try game.start()
        let driver = game.engine.driver
        let star = try #require(try driver.view(identifier: "star") as? ImageView)
        #expect(star.frame == Rect(x: 322, y: 20, width: 200, height: 140))
        #expect(star.tintColor == .orange && star.drawsImageAsTemplate)
        #expect(star.imageRect == Rect(x: 30, y: 0, width: 140, height: 140))
        let caption = try #require(try driver.view(identifier: "caption") as? Label)
        #expect(caption.attributedText?.runs.map(\.link) == [nil, nil, "https://en.wikipedia.org/wiki/Star"])
        #expect(caption.displayedRunLines.map { $0.pieces.map(\.text) }
                == [["Meow"], ["Tap the button and the star meows. ", "Why a star?"]])
        let bot = try BotRunner(bot: Repository.path("scripts/bots/meow_tapper.lua"), runtime: game, print: { _ in })
        try bot.run()
        #expect(bot.session.log == ["meow at 0.00 s, 0.60 s long", "meow at 1.00 s, 0.60 s long"])
        #expect(bot.session.figures == ["sounds": 2])
        #expect(game.errors.isEmpty)
    }
}
