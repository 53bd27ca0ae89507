/// UIKit's `hidesBarsOnTap`: a tap on the screen hides the navigation bar (and the toolbar,
/// when shown), sliding them away in `hideShowBarDuration`; the next tap brings them back. A
/// tap on a control (a button, a switch…) or on a bar is that control's or that bar's, not a
/// tap to hide the bars, and the recognizer never takes a touch from what it lands on.
extension NavigationController {
    /// Whether a tap on the screen hides the bars, and the next shows them again.
    public var hidesBarsOnTap: Bool {
        get { barHideOnTapGestureRecognizer.isEnabled }
        set { barHideOnTapGestureRecognizer.isEnabled = newValue }
    }

    /// Made with the controller (disabled until `hidesBarsOnTap`), added to its view when the
    /// view loads.
    static func makeBarHideOnTapRecognizer() -> TapGestureRecognizer {
        let recognizer = TapGestureRecognizer()
        recognizer.isEnabled = false
        recognizer.cancelsTouchesInView = false
        return recognizer
    }

    /// A tap was recognized: the bars go or come back unless it landed on a control or a bar.
    func barHideTap(_ recognizer: GestureRecognizer) {
        guard let container = viewIfLoaded else { return }
        var touched = recognizer.trackedTouch?.view
        while let view = touched, view !== container {
            if view is Control || view === navigationBar || view === toolbar { return }
            touched = view.superview
        }
        let hide = !isNavigationBarHidden
        setNavigationBarHidden(hide, animated: true)
        if hide, !isToolbarHidden {
            toolbarHiddenByTap = true
            setToolbarHidden(true, animated: true)
        } else if !hide, toolbarHiddenByTap {
            toolbarHiddenByTap = false
            setToolbarHidden(false, animated: true)
        }
    }
}
