import LuaBridge
import MoonKit

/// `ui.Font`: DejaVu Sans at a size (`ui.Font.system(24)`, `ui.Font.bold(36)`), or any installed
/// face by PostScript name (`ui.Font.named("DejaVuSerif-Italic", 17)`).
public final class FontObject {
    public let font: Font
    public init(_ font: Font) { self.font = font }
}

enum WrapFont: LuaBinding {
    static let luaName = "Font"

    static func bind(_ c: inout LuaClassBuilder<FontObject>) {
        c.function("system") { call in call.push(object: FontObject(.system(try call.double(1)))) }
        c.function("bold") { call in call.push(object: FontObject(.boldSystem(try call.double(1)))) }
        c.function("named") { call in
            let name = try call.string(1), size = try call.double(2)
            guard size > 0, size.isFinite else {
                throw LuaArgumentError(index: 2, message: "a font size must be a positive number of points")
            }
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
        c.method("width") { font, call in call.push(font.font.width(of: try call.string(2))) }
    }
}
