import LuaBridge
import MoonKit

/// `ui.Label`: read-only text.
enum WrapLabel: LuaBinding {
    static let luaName = "Label"
    static var parent: (any LuaBinding.Type)? { WrapView.self }

    static func bind(_ c: inout LuaClassBuilder<Label>) {
        c.constructor(charging: ScriptMemory.textViewBytes) { Label() }
        c.property("text", get: { $0.text }, set: { $0.text = $1 })
        c.property("font", get: { $0.font }, set: { $0.font = $1 })
        // nil gives back the default, black.
        c.property("textColor", get: { $0.textColor as Color? }, set: { (label, color: Color?) in label.textColor = color ?? Color(semantic: .label) })
        c.property("textAlignment", get: { $0.textAlignment }, set: { $0.textAlignment = $1 })
        c.property("numberOfLines", get: { $0.numberOfLines }, set: { $0.numberOfLines = $1 })
        c.property("attributedText", get: { $0.attributedText }, set: { $0.attributedText = $1 })
        c.property("lineBreakMode", get: { $0.lineBreakMode }, set: { $0.lineBreakMode = $1 })
        c.property("adjustsFontSizeToFitWidth", get: { $0.adjustsFontSizeToFitWidth }, set: { $0.adjustsFontSizeToFitWidth = $1 })
        c.property("minimumScaleFactor", get: { $0.minimumScaleFactor }, set: { label, value in
            guard value.isFinite, value >= 0, value <= 1 else {
                throw LuaArgumentError(index: 1, message: "minimumScaleFactor must be a number from 0 to 1, got \(NumberText.of(value))")
            }
            label.minimumScaleFactor = value
        })
        c.property("preferredMaxLayoutWidth", get: { $0.preferredMaxLayoutWidth }, set: { $0.preferredMaxLayoutWidth = $1 })
    }
}
