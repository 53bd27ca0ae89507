import Testing
import Foundation
@testable import MoonRender
import MoonKit

@Suite("Screen pictures")
struct ScreenPictureTests {
    @Test("SVG and PNG files have the device's size; the format follows the extension")
    func files() throws {
        let engine = Engine(device: .iPhone)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("moonkit-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try ScreenPicture.write(engine, to: folder + "/shot.svg")
        try ScreenPicture.write(engine, to: folder + "/shot.PNG")
        let svg = try String(contentsOfFile: folder + "/shot.svg", encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"844\" height=\"390\""))
        let png = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/shot.PNG")))
        func be32(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(be32(16) == 844 && be32(20) == 390)
        #expect(throws: RenderError.unknownFormat(path: folder + "/shot.jpg")) {
            try ScreenPicture.write(engine, to: folder + "/shot.jpg")
        }
        #expect(try ScreenPicture.pixels(engine).pixel(x: 10, y: 10) == .black)   // the window's black
    }

    @Test("A host takes a picture in one call: PNG bytes at a scale, SVG text, the same bytes as the file")
    func enginePictures() throws {
        let engine = Engine(device: .iPhone)
        let png = [UInt8](try engine.picture(.png, scale: 2))
        #expect(png.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        func be32(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(be32(16) == 1688 && be32(20) == 780)
        let svg = String(decoding: try engine.picture(.svg), as: UTF8.self)
        #expect(svg == ScreenPicture.svg(engine))
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"844\" height=\"390\""))

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("moonkit-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try engine.writePicture(to: folder + "/shot.png", scale: 2)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/shot.png")) == Data(png))
        #expect(throws: RenderError.cannotWrite(path: folder + "/missing/shot.png",
                                                reason: "the folder \(folder)/missing does not exist")) {
            try engine.writePicture(to: folder + "/missing/shot.png")
        }
        #expect(throws: RenderError.unknownFormat(path: "shot.gif")) { try engine.writePicture(to: "shot.gif") }
    }
}
