/// One optional value per control state: a button's titles, title colours and images.
///
/// A button reads them on every touch (highlighting refreshes its title), so they are four
/// stored fields picked by a switch rather than a dictionary, whose `ControlState` keys would be
/// hashed through their string raw values.
struct ControlStateValues<Value> {
    private var normal: Value?
    private var highlighted: Value?
    private var disabled: Value?
    private var selected: Value?

    subscript(state: ControlState) -> Value? {
        get {
            switch state {
            case .normal: return normal
            case .highlighted: return highlighted
            case .disabled: return disabled
            case .selected: return selected
            }
        }
        set {
            switch state {
            case .normal: normal = newValue
            case .highlighted: highlighted = newValue
            case .disabled: disabled = newValue
            case .selected: selected = newValue
            }
        }
    }
}
