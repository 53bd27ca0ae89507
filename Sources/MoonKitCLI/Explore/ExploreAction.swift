/// One thing a person could do on a screen, as the bot statement that does it: the line the
/// explorer runs and writes to a failure's trace.
struct ExploreAction {
    /// What the action is, for choosing among a screen's actions.
    enum Kind {
        /// Work a control or a tappable view: tap, toggle, slide, step, pick, answer an alert.
        case control
        /// Scroll, swipe or drag.
        case gesture
        /// Tap a point anywhere, as a person pokes at a screen.
        case poke
        /// Let time pass.
        case wait
    }

    var kind: Kind
    /// The bot statement, e.g. `game:tap("OK")`.
    var statement: String
    /// The control worked, named so that it is the same control on every screen and seed
    /// (`Button "SUBMIT"`, `Switch #sound`); nil for waits, pokes and gestures.
    var control: String?
    /// What the action aims at and how, which the explorer counts its tries by: the view by its
    /// identifier or its place in the tree, not by a title the game may change (`Button[0.3.5]
    /// tap`, `#volume slide 1`, `ScrollView[0.1] drag up`, `View[0] poke`, `wait 3`).
    var aim: String

    init(kind: Kind, statement: String, control: String? = nil, aim: String) {
        self.kind = kind
        self.statement = statement
        self.control = control
        self.aim = aim
    }

    /// A Lua string literal of `text`: double-quoted, with quotes, backslashes and control bytes
    /// escaped (the rest as UTF-8, which Lua reads as bytes), so that any title a game shows is a
    /// valid statement.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case _ where scalar.value < 32 || scalar.value == 127: out += "\\" + String(format: "%03d", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A coordinate as a statement writes it: whole points bare, else to a thousandth.
    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }
}
