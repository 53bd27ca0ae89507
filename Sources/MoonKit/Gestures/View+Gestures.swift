/// Attaching gesture recognizers to views.
extension View {
    /// Attaches `recognizer`, taking it from the view it was on (UIKit's `addGestureRecognizer`).
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if let old = recognizer.view { old.removeGestureRecognizer(recognizer) }
        recognizer.viewLink = itemLink
        var list = recognizerList
        recognizerList = []
        list.append(recognizer)
        recognizerList = list
    }

    /// Detaches `recognizer` if it is on this view.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        var list = recognizerList
        recognizerList = []
        list.removeFirst(identicalTo: recognizer)
        recognizerList = list
        recognizer.viewLink = nil
    }

    /// The enabled recognizers of this view and its ancestors, deepest first: those a touch
    /// landing here is shown to. Empty (no allocation) on screens without recognizers.
    func recognizersAlongChain() -> [GestureRecognizer] {
        var found: [GestureRecognizer] = []
        var v: View? = self
        while let current = v {
            for r in current.gestureRecognizers where r.isEnabled { found.append(r) }
            v = current.superview
        }
        return found
    }
}
