import CMoonLua
import MoonKit

/// `ui.Label`: read-only text.
enum WrapLabel: LuaBinding {
    static let luaName = "Label"
    static var parent: (any LuaBinding.Type)? { WrapView.self }

    static func bind(_ c: inout LuaClassBuilder<Label>) {
        c.constructor { _ in Label() }
        c.property("text", get: { $0.text }, set: { $0.text = $1 })
        c.property("font", get: { label, call in call.push(object: FontObject(label.font)) },
                   set: { label, call in label.font = try call.object(3, as: FontObject.self).font })
        c.property("textColor", get: { label, call in call.push(LuaGeometry.colorName(label.textColor)) },
                   set: { label, call in label.textColor = try LuaGeometry.color(call, 3) ?? .black })
        c.property("textAlignment", get: { label, call in call.push(label.textAlignment.rawValue) },
                   set: { label, call in label.textAlignment = try LuaGeometry.choice(call, 3, LuaGeometry.alignments) })
        c.property("numberOfLines", get: { $0.numberOfLines }, set: { $0.numberOfLines = $1 })
        c.property("preferredMaxLayoutWidth", get: { $0.preferredMaxLayoutWidth },
                   set: { $0.preferredMaxLayoutWidth = $1 })
    }
}

/// `ui.TextField`: one line of text the driver can type into.
enum WrapTextField: LuaBinding {
    static let luaName = "TextField"
    static var parent: (any LuaBinding.Type)? { WrapControl.self }

    static func bind(_ c: inout LuaClassBuilder<TextField>) {
        c.constructor { _ in TextField() }
        c.property("text", get: { $0.text }, set: { $0.text = $1 })
        c.property("placeholder", get: { $0.placeholder }, set: { $0.placeholder = $1 })
        c.property("font", get: { field, call in call.push(object: FontObject(field.font)) },
                   set: { field, call in field.font = try call.object(3, as: FontObject.self).font })
        c.property("textColor", get: { field, call in call.push(LuaGeometry.colorName(field.textColor)) },
                   set: { field, call in field.textColor = try LuaGeometry.color(call, 3) ?? .black })
        c.property("textAlignment", get: { field, call in call.push(field.textAlignment.rawValue) },
                   set: { field, call in field.textAlignment = try LuaGeometry.choice(call, 3, LuaGeometry.alignments) })
    }
}

/// `ui.ImageView`: an image from the game's folder, sized by it.
enum WrapImageView: LuaBinding {
    static let luaName = "ImageView"
    static var parent: (any LuaBinding.Type)? { WrapView.self }

    static func bind(_ c: inout LuaClassBuilder<ImageView>) {
        c.constructor { _ in ImageView() }
        c.property("image", get: { view, call in call.push(view.image?.name) }, set: { view, call in
            // Read as a plain string: the generic optional read cost a runtime cast per card face.
            guard lua_type(call.L, 3) > LUA_TNIL else { view.image = nil; return }
            view.image = try LuaImages.load(call.L, at: 3)
        })
    }
}

/// `ui.GradientView`: colours from top to bottom.
enum WrapGradientView: LuaBinding {
    static let luaName = "GradientView"
    static var parent: (any LuaBinding.Type)? { WrapView.self }

    static func bind(_ c: inout LuaClassBuilder<GradientView>) {
        c.constructor { _ in GradientView() }
        c.property("colors", get: { view, call in
            call.push(LuaValue.array(view.colors.map { .string($0.description) }))
        }, set: { view, call in
            guard case .array(let names) = try call.value(3) else {
                throw LuaArgumentError(index: 3, expected: "array of colours", in: call.L)
            }
            view.colors = try names.map { value throws(LuaArgumentError) -> Color in
                guard case .string(let name) = value, let color = try? Color(named: name) else {
                    throw LuaArgumentError(index: 3, message: "colours are names or #RRGGBB strings")
                }
                return color
            }
        })
    }
}

/// Images are PNG files in the game's folder or its `images` subfolder. As with UIKit's
/// `UIImage(named:)`, a name found once is cached for the life of the game: a game that
/// deals cards every round reads each file once, not every round.
enum LuaImages {
    /// The image named by the string at `index`.
    static func load(_ L: OpaquePointer, at index: Int32) throws -> Image {
        let runtime = GameRuntime.of(L)
        if let image = runtime?.imageCache.value(L, at: index) { return image }
        let name = try String.read(from: L, at: index)
        let root = runtime?.gameFolder ?? "."
        for folder in [root + "/images", root] {
            if let image = try? Image(named: name, in: folder) {
                runtime?.imageCache.store(image, L, at: index)
                return image
            }
        }
        throw LuaArgumentError(index: index, message: "no image named '\(name)' in \(root)/images or \(root)")
    }
}

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
