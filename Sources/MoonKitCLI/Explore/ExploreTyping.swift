import MoonKit

/// What explore types into the text field being edited (one a tap made the first responder):
/// what a person tries on a field they know nothing about, each as its own action so that tries
/// are counted per text. Typing goes in as a bot types (`game:type`, a key at a time), so that
/// the trace replays it exactly.
enum ExploreTyping {
    /// The texts tried, each with the name its tries are counted by: a short word, a long one,
    /// digits (a count, an age, a page), a character outside the Basic Multilingual Plane.
    static let texts: [(name: String, text: String)] = [
        ("a short word", "cat"),
        ("a long word", "Supercalifragilisticexpialidocious"),
        ("digits", "42"),
        ("an emoji", "🐱"),
    ]

    /// The typing actions for `field`, the first responder: each text above, a word the screen
    /// shows (drawn from `shownTexts` with `random`, when it shows one), clearing the field, and
    /// the return key, which submits what was typed (an empty field too).
    static func actions(into field: TextField, shownTexts: [String], driver: Driver,
                        random: inout SeededChoice) -> [ExploreAction] {
        let aim = ScreenReader.aimName(field, driver: driver)
        let control = ScreenReader.tapTarget(field, driver: driver)?.name ?? "\(field.typeName) \(field.debugName)"
        func action(_ statement: String, _ how: String) -> ExploreAction {
            ExploreAction(kind: .control, statement: statement, control: control, aim: "\(aim) \(how)")
        }
        var actions = texts.map { action("game:type(\(ExploreAction.literal($0.text)))", "type \($0.name)") }
        let words = shownTexts.flatMap { $0.split { !$0.isLetter }.map(String.init) }.filter { $0.count >= 2 }
        if !words.isEmpty {
            let word = words[random.index(weights: words.map { _ in 1 })]
            actions.append(action("game:type(\(ExploreAction.literal(word)))", "type a word shown"))
        }
        actions.append(action("game:clearText()", "clear"))
        actions.append(action("game:type(\"\", { submit = true })", "return"))
        return actions
    }
}
