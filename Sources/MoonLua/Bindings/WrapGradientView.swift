import LuaBridge
import MoonKit

/// `ui.GradientView`: colours from top to bottom.
enum WrapGradientView: LuaBinding {
    static let luaName = "GradientView"
    static var parent: (any LuaBinding.Type)? { WrapView.self }

    static func bind(_ c: inout LuaClassBuilder<GradientView>) {
        c.constructor("()") { call in ScriptMemory.charged(GradientView(), call, bytes: ScriptMemory.viewBytes) }
        c.property("colors", type: "Color[]", get: { view, call in
            call.push(LuaValue.array(view.colors.map { .string($0.description) }))
        }, set: { view, call in
            guard case .array(let names) = try call.value(3) else {
                throw LuaArgumentError(index: 3, expected: "array of colours", in: call)
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
