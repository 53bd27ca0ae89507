/// Tapping a link in a text view the way a finger does: find it, scroll it into sight, tap it.
extension Driver {
    /// Taps the link of `textView` whose text (or target) is `text`: the text view is first
    /// scrolled (no animation) so that the link's first piece shows, then a finger taps that
    /// piece's middle through hit testing. Throws `noSuchLink` when the text view shows no
    /// such link.
    public func tapLink(in textView: TextView, text: String) throws(DriverError) {
        window.layoutIfNeeded()
        let areas = textView.textLabel.linkAreas
        guard let area = areas.first(where: { $0.text == text || $0.link == text }), let piece = area.rects.first else {
            throw .noSuchLink(textView.debugName, text: text, available: areas.map(\.text))
        }
        textView.scrollRectToVisible(textView.textLabel.convert(piece, to: textView), animated: false)
        window.layoutIfNeeded()
        let point = textView.textLabel.convert(piece.center, to: nil)
        guard let hit = window.hitTest(point) else { throw .outsideBounds(textView.debugName, clippedBy: window.debugName) }
        guard hit.isDescendant(of: textView) else { throw .covered(textView.debugName, by: hit.debugName, at: point) }
        window.tap(at: point, landingOn: hit)
    }
}
