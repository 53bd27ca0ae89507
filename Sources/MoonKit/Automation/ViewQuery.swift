/// Which views to look for on screen, as a bot asks (`game:views`, `game:find`): any of type,
/// identifier, title, text and a bar button's system item (all those given must match), shown ones only unless
/// `includeHidden`, within the view identified `inside` if given. `Driver.views(matching:)`
/// answers it.
public struct ViewQuery: Equatable, Sendable {
    /// The view's type name (`View.typeName`), e.g. "Button".
    public var type: String?
    /// The view's identifier (`View.identifier`).
    public var identifier: String?
    /// A button's current title.
    public var title: String?
    /// The text the view shows (`Driver.shownText(of:)`).
    public var text: String?
    /// A bar button's system item name (`BarButtonSystemItem`'s raw value: "add", "done").
    public var systemItem: String?
    /// The identifier of the view to look inside (its subviews and theirs, not itself).
    public var inside: String?
    /// Whether views not shown on screen (`View.isShownOnScreen`) match too.
    public var includeHidden: Bool

    /// A query of the fields given; nil fields match anything.
    public init(type: String? = nil, identifier: String? = nil, title: String? = nil, text: String? = nil,
                systemItem: String? = nil, inside: String? = nil, includeHidden: Bool = false) {
        self.type = type
        self.systemItem = systemItem
        self.identifier = identifier
        self.title = title
        self.text = text
        self.inside = inside
        self.includeHidden = includeHidden
    }

    /// Whether `view` matches, `isShown` telling whether it is shown on screen (a walk knows
    /// it without asking the view's ancestors). `inside` is the walk's business, not this.
    public func matches(_ view: View, isShown: Bool) -> Bool {
        if !isShown && !includeHidden { return false }
        if let type, view.typeName != type { return false }
        if let identifier, view.identifier != identifier { return false }
        if let title, (view as? Button)?.currentTitle != title { return false }
        if let text, Driver.shownText(of: view) != text { return false }
        if let systemItem, (view as? BarButton)?.systemItem?.rawValue != systemItem { return false }
        return true
    }
}
