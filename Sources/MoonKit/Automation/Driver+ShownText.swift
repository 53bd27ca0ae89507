/// The text a view shows, as a person reads the screen: one answer for everything that reads
/// texts off it. Bots (`find`, `views`, `text`, and the descriptions they return), the driver's
/// look-ups by text and of table rows, `moonkit play`'s text screen, `moonkit serve`'s view
/// tree and the pictures all ask here, so that a view found by its text is the view whose text
/// they report.
extension Driver {
    /// The text `view` shows as its own, or nil when it shows none: a label's text, a button's
    /// title, a text field's text (dots for a secure entry, as it is drawn; a placeholder is no
    /// text), a text view's text, a tab's title.
    ///
    /// Each text on screen is one view's: the view a person names it by and taps. A label that
    /// draws the text of the view holding it (a button's title, a tab's title, a text view's
    /// text) shows none of its own, so that asking for a text finds the button, not the button
    /// and its label. Views that gather several texts (a table's row, a navigation bar, an alert)
    /// show them through the labels, buttons and fields inside them, which answer for themselves.
    public static func shownText(of view: View) -> String? {
        switch view {
        case let button as Button: return button.currentTitle
        case let tab as TabBarButton: return tab.titleLabel.text
        case let textView as TextView: return textView.text
        case let field as TextField:
            guard field.isSecureTextEntry, let text = field.text else { return field.text }
            return String(repeating: secureDot, count: text.count)
        case let label as Label: return drawsHolderText(label) ? nil : label.text
        default: return nil
        }
    }

    /// What a secure text field shows for each character typed.
    public static let secureDot: Character = "•"

    /// Whether `label` draws the text of the view holding it, whose text it is.
    private static func drawsHolderText(_ label: Label) -> Bool {
        switch label.superview {
        case let button as Button: return button.titleLabel === label
        case let tab as TabBarButton: return tab.titleLabel === label
        case let textView as TextView: return textView.textLabel === label
        default: return false
        }
    }

    /// The texts shown in `view`'s subtree (`shownText`), depth first, leaving out the views
    /// that do not show (`View.showsItself`) and what is inside them.
    public static func shownTexts(in view: View) -> [String] {
        var texts: [String] = []
        view.walkSubtree { v in
            guard v.showsItself else { return .skipSubviews }
            if let text = shownText(of: v) { texts.append(text) }
            return .descend
        }
        return texts
    }
}
