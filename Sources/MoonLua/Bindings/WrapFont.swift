import LuaBridge
import MoonKit

/// `ui.Font`: DejaVu Sans at a size (`ui.Font.system(24)`, `ui.Font.bold(36)`), or any installed
/// face by PostScript name (`ui.Font.named("DejaVuSerif-Italic", 17)`).
public final class FontObject {
    /// The font a script holds.
    public let font: Font
    /// Wraps a font for a script.
    public init(_ font: Font) { self.font = font }
}

enum WrapFont: LuaBinding {
    static let luaName = "Font"

    static func bind(_ c: inout LuaClassBuilder<FontObject>) {
        c.function("system", "(size: number): Font") { call in call.push(object: FontObject(.system(try size(call)))) }
        c.function("bold", "(size: number): Font") { call in call.push(object: FontObject(.boldSystem(try size(call)))) }
        c.function("named", "(name: string, size: number): Font") { call in
            let name = try call.string(1), size = try size(call, at: 2)
            let font: Font
            do throws(FontError) { font = try Font.named(name, size: size) } catch {
                throw LuaArgumentError(index: 1, message: error.description)
            }
            call.push(object: FontObject(font))
        }
        c.property("name", get: { $0.font.face.postScriptName })
        c.property("familyName", get: { $0.font.face.family })
        c.property("isItalic", get: { $0.font.isItalic })
        c.property("size", get: { $0.font.pointSize })
        c.property("isBold", get: { $0.font.weight == .bold })
        c.property("lineHeight", get: { $0.font.lineHeight })
        c.method("width(text)") { (font, text: String) in font.font.width(of: text) }
    }

    /// The largest point size a font may have: far beyond any screen, far below sizes whose
    /// text widths and line heights overflow.
    static let largestSize = 10_000.0

    /// Argument 1 as a point size: a negative or NaN size made negative or NaN frames.
    static func size(_ call: LuaCall, at index: Int32 = 1) throws -> Double {
        let size = try call.double(index)
        guard size > 0, size <= largestSize else {
            throw LuaArgumentError(index: index, message: "a font size is a number of points above 0 and at most "
                                   + "\(Int(largestSize)), got \(NumberText.of(size))")
        }
        return size
    }
}
