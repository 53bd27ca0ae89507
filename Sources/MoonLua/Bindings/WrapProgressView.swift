import LuaBridge
import MoonKit

/// `ui.ProgressView`: a bar filled 0…1.
enum WrapProgressView: LuaBinding {
    static let luaName = "ProgressView"
    static var parent: (any LuaBinding.Type)? { WrapView.self }

    static func bind(_ c: inout LuaClassBuilder<ProgressView>) {
        c.constructor(charging: ScriptMemory.viewBytes) { ProgressView() }
        c.property("progress", get: { $0.progress }, set: { $0.progress = try ControlNumber.finite($1, "progress") })
        c.method("setProgress(progress, animated?)") { (bar, value: Double, _: Bool?) in
            bar.setProgress(try ControlNumber.finite(value, "progress"))
        }
        c.property("progressTintColor", get: { $0.progressTintColor }, set: { $0.progressTintColor = $1 })
        c.property("trackTintColor", get: { $0.trackTintColor }, set: { $0.trackTintColor = $1 })
    }
}
