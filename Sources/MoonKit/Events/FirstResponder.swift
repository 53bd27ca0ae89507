/// Where typed text goes: each window has at most one first responder (UIKit's model). A text
/// field becomes it when tapped or asked (`becomeFirstResponder`), and stops being it when it
/// resigns, another responder takes over, or it leaves the window. The automation driver and
/// the command's keyboards (`play`'s `type`, the serve page) type into it.
extension Responder {
    /// The window this responder belongs to: a view's window; nil for anything else (a view
    /// controller takes no keyboard input here).
    var responderWindow: Window? { (self as? View)?.window }

    /// `becomeFirstResponder`'s work: the window's first responder resigns first, and may refuse.
    func takeFirstResponder() -> Bool {
        guard let window = responderWindow else { return false }
        if window.firstResponder === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = window.firstResponder, !current.resignFirstResponder() { return false }
        // The old responder's `editingDidEnd` handler may have moved this one out of the window.
        guard responderWindow === window else { return false }
        window.firstResponder = self
        return true
    }

    /// `resignFirstResponder`'s work.
    func giveUpFirstResponder() -> Bool {
        guard let window = responderWindow, window.firstResponder === self else { return true }
        guard canResignFirstResponder else { return false }
        window.firstResponder = nil
        return true
    }
}

extension Window {
    /// The first responder, when it is a text field: what typing goes into.
    public var editedTextField: TextField? { firstResponder as? TextField }
}
