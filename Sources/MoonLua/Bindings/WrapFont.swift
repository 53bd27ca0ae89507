import LuaBridge
import MoonKit

/// `ui.Font`: DejaVu Sans at a size (`ui.Font.system(24)`, `ui.Font.bold(36)`).
public final class FontObject {
    public let font: Font
    public init(_ font: Font) { self.font = font }
}

enum WrapFont: LuaBinding {
    static let luaName = "Font"

    static func bind(_ c: inout LuaClassBuilder<FontObject>) {
        c.function("system") { call in call.push(object: FontObject(.system(try call.double(1)))) }
        c.function("bold") { call in call.push(object: FontObject(.boldSystem(try call.double(1)))) }
        c.property("size", get: { $0.font.pointSize })
        c.property("isBold", get: { $0.font.weight == .bold })
        c.property("lineHeight", get: { $0.font.lineHeight })
        c.method("width") { font, call in call.push(font.font.width(of: try call.string(2))) }
    }
}
