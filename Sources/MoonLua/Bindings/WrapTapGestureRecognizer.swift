import LuaBridge
import MoonKit

/// `ui.TapGestureRecognizer`: taps, `numberOfTapsRequired` of them.
enum WrapTapGestureRecognizer: LuaBinding {
    static let luaName = "TapGestureRecognizer"
    static var parent: (any LuaBinding.Type)? { WrapGestureRecognizer.self }

    static func bind(_ c: inout LuaClassBuilder<TapGestureRecognizer>) {
        c.constructor(charging: ScriptMemory.recognizerBytes) { TapGestureRecognizer() }
        c.property("numberOfTapsRequired", get: { $0.numberOfTapsRequired }, set: { recognizer, n in
            guard n >= 1 else { throw LuaArgumentError(index: 1, message: "numberOfTapsRequired must be 1 or more") }
            recognizer.numberOfTapsRequired = n
        })
    }
}
