/// Why the automation driver could not do what it was asked, worded for the person reading a
/// failed bot run.
public enum DriverError: Error, Equatable, CustomStringConvertible {
    /// No view matched the query.
    case noSuchView(String)
    /// More than one view matched where one was expected.
    case ambiguous(String, count: Int)
    /// The view is not in the window.
    case notInWindow(String)
    /// The view, or an ancestor (named), is hidden.
    case hidden(String, hiddenView: String)
    /// The view, or an ancestor (named), is too transparent to show (`View.leastVisibleAlpha`).
    case transparent(String, transparentView: String)
    /// The view, or an ancestor (named), has user interaction off.
    case interactionDisabled(String, disabledView: String)
    /// The control is disabled.
    case disabled(String)
    /// The view has no area to tap.
    case zeroSize(String)
    /// The view lies outside the screen or outside an ancestor's bounds (named).
    case outsideBounds(String, clippedBy: String)
    /// Another view is on top at the tap point.
    case covered(String, by: String, at: Point)
    /// An alert was expected but none is shown.
    case noAlert
    /// The alert has no action with that title.
    case noSuchAction(String, available: [String])
    /// More texts were given than the alert has fields.
    case tooManyTexts(given: Int, fields: Int)
    /// The view is not a scroll view and is in none.
    case notScrollable(String)
    /// The view is not a table view.
    case notATable(String)
    /// No row of the table shows that text (scrolled through from top to bottom).
    case noSuchRow(String, text: String)
    /// The row has no swipe actions (its table, the row's text).
    case noSwipeActions(String, text: String)
    /// The row's swipe actions have none with that title (those it has), or no destructive one (nil).
    case noSuchSwipeAction(String?, text: String, available: [String])
    /// No navigation bar on screen shows a back button.
    case noBackButton
    /// No tab bar on screen has a tab with that title (the titles it has).
    case noSuchTab(String, available: [String])
    /// The view is no text view and is in none.
    case notATextView(String)
    /// The text view shows no link with that text or target.
    case noSuchLink(String, text: String, available: [String])
    /// A control was asked for a value, segment or page it does not have.
    case outOfRange(String, asked: String, range: String)
    /// The segmented control has no segment with that title (the titles it has).
    case noSuchSegment(String, title: String, available: [String])
    /// The view is no collection view and is in none.
    case notACollectionView(String)
    /// No item of the collection view shows the text.
    case noSuchItem(String, text: String)
    /// The collection view has no item at the index path (what it has instead).
    case noItemAt(String, indexPath: IndexPath, has: String)
    /// Text was typed with no text field being edited (the window's first responder).
    case noFirstResponder
    /// Typed text held a line break, which a one-line field cannot take (the text).
    case lineBreakInTypedText(String)
    /// An alert's text field (its number, from 1) would not take the keyboard (disabled, or its
    /// delegate's `textFieldShouldBeginEditing` said no), so nothing could be typed into it.
    case alertFieldRefusedEditing(Int)

    /// The failure in one line for the reader of the run: what was asked for (the query, the
    /// view, the alert) and what stood in the way ("… cannot be tapped: it is hidden").
    public var description: String {
        switch self {
        case .noSuchView(let q): return "no view matches \(q)"
        case .ambiguous(let q, let n): return "\(n) views match \(q); expected one"
        case .notInWindow(let v): return "\(v) cannot be tapped: it is not in the window"
        case .hidden(let v, let h):
            return h == v ? "\(v) cannot be tapped: it is hidden" : "\(v) cannot be tapped: its ancestor \(h) is hidden"
        case .transparent(let v, let t):
            return t == v ? "\(v) cannot be tapped: its alpha is below \(View.leastVisibleAlpha)"
                : "\(v) cannot be tapped: its ancestor \(t) has alpha below \(View.leastVisibleAlpha)"
        case .interactionDisabled(let v, let d):
            return d == v ? "\(v) cannot be tapped: user interaction is off"
                : "\(v) cannot be tapped: user interaction is off on its ancestor \(d)"
        case .disabled(let v): return "\(v) cannot be tapped: it is disabled"
        case .zeroSize(let v): return "\(v) cannot be tapped: it has no area"
        case .outsideBounds(let v, let c): return "\(v) cannot be tapped: it lies outside the bounds of \(c)"
        case .outOfRange(let v, let asked, let range): return "\(v) cannot go to \(asked): it has \(range)"
        case .noSuchSegment(let v, let title, let available):
            return "\(v) has no segment titled \(MessageText.quoted(title)) (it has \(available.map { MessageText.quoted($0) }.joined(separator: ", ")))"
        case .covered(let v, let by, let p): return "\(v) cannot be tapped: \(by) covers it at \(p)"
        case .noAlert: return "no alert is shown"
        case .noSuchAction(let t, let available):
            return "the alert has no action \(MessageText.quoted(t)) (it has \(available.map(MessageText.quoted).joined(separator: ", ")))"
        case .tooManyTexts(let given, let fields): return "\(given) texts given but the alert has \(fields) text field(s)"
        case .notScrollable(let v): return "\(v) cannot be scrolled: it is not a scroll view and is in none"
        case .notATable(let v): return "\(v) is not a table view"
        case .noSuchRow(let t, let text): return "no row of \(t) shows the text \(MessageText.quoted(text))"
        case .noSwipeActions(let t, let text):
            return "the row of \(t) showing \(MessageText.quoted(text)) has no swipe actions"
        case .noSuchSwipeAction(let title, let text, let available):
            let actions = available.map(MessageText.quoted).joined(separator: ", ")
            return "the row showing \(MessageText.quoted(text)) has no \(title.map { "swipe action \(MessageText.quoted($0))" } ?? "destructive swipe action") (it has \(actions))"
        case .noBackButton: return "no navigation bar on screen shows a back button"
        case .noSuchTab(let t, let available):
            return available.isEmpty ? "no tab bar is on screen (asked for the tab \(MessageText.quoted(t)))"
                : "no tab is titled \(MessageText.quoted(t)) (the tabs are \(available.map(MessageText.quoted).joined(separator: ", ")))"
        case .notATextView(let v): return "\(v) is not a text view"
        case .notACollectionView(let v): return "\(v) is not a collection view and is in none"
        case .noSuchItem(let c, let text): return "no item of \(c) shows the text \(MessageText.quoted(text))"
        case .noItemAt(let c, let p, let has):
            return "\(c) has no item \(p.item) in section \(p.section) (\(has); items and sections count from 0)"
        case .noFirstResponder: return "no text field is being edited (there is no first responder): tap one first"
        case .alertFieldRefusedEditing(let n):
            return "cannot type into the alert's text field \(n): it would not become the first responder "
                + "(disabled, or its delegate's textFieldShouldBeginEditing said no)"
        case .lineBreakInTypedText(let text):
            return "cannot type \(MessageText.quoted(text)): a text field takes one line (press return with submit instead)"
        case .noSuchLink(let v, let text, let available):
            return available.isEmpty ? "\(v) shows no link (asked for \(MessageText.quoted(text)))"
                : "\(v) shows no link \(MessageText.quoted(text)) (its links are \(available.map(MessageText.quoted).joined(separator: ", ")))"
        }
    }
}
