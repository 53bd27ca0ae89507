import LuaBridge
import MoonKit

/// `ui.Layer`: a view's corner radius, border, clipping and shadow under CALayer's names
/// (`view.layer`), so that UIKit code ports as written.
enum WrapLayer: LuaBinding {
    static let luaName = "Layer"

    static func bind(_ c: inout LuaClassBuilder<Layer>) {
        c.property("cornerRadius", get: { $0.cornerRadius }, set: { layer, value in
            layer.cornerRadius = try finite(value, atLeast: 0, "cornerRadius")
        })
        c.property("borderWidth", get: { $0.borderWidth }, set: { layer, value in
            layer.borderWidth = try finite(value, atLeast: 0, "borderWidth")
        })
        // nil means clear, as for `View.borderColor`.
        c.property("borderColor", get: { $0.borderColor as Color? }, set: { (layer, color: Color?) in layer.borderColor = color ?? .clear })
        c.property("masksToBounds", get: { $0.masksToBounds }, set: { $0.masksToBounds = $1 })
        // nil means clear, which casts no shadow.
        c.property("shadowColor", get: { $0.shadowColor as Color? }, set: { (layer, color: Color?) in layer.shadowColor = color ?? .clear })
        c.property("shadowOpacity", get: { $0.shadowOpacity }, set: { layer, value in
            guard value.isFinite, value >= 0, value <= 1 else {
                throw LuaArgumentError(index: 1, message: "shadowOpacity must be a number from 0 to 1, got \(NumberText.of(value))")
            }
            layer.shadowOpacity = value
        })
        c.property("shadowRadius", get: { $0.shadowRadius }, set: { layer, value in
            layer.shadowRadius = try finite(value, atLeast: 0, "shadowRadius")
        })
        c.property("shadowOffset", get: { ShadowOffset($0.shadowOffset) }, set: { (layer, offset: ShadowOffset) in
            layer.shadowOffset = offset.size
        })
    }

    private static func finite(_ value: Double, atLeast least: Double, _ name: String) throws(LuaArgumentError) -> Double {
        guard value.isFinite, value >= least else {
            throw LuaArgumentError(index: 1, message: "\(name) must be a finite number ≥ \(NumberText.of(least)), got \(NumberText.of(value))")
        }
        return value
    }
}
