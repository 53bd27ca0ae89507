/// One button a swipe reveals beside a table's row (UIKit's `UIContextualAction`): a title, a
/// style that chooses its colour, and what a tap on it does.
public final class ContextualAction {
    /// How the action looks (UIKit's `UIContextualAction.Style`).
    public enum Style: String, Sendable, CaseIterable {
        /// A grey button.
        case normal
        /// A red button: the action destroys something (deleting the row).
        case destructive
    }

    /// The action's style.
    public let style: Style
    /// The button's title.
    public var title: String?
    /// The button's fill; nil takes the style's (grey for normal, red for destructive).
    public var backgroundColor: Color?
    /// What a tap runs: the action, the view showing it, and a completion to call with whether
    /// the action was done (the row's actions close either way once the handler has returned).
    let handler: (ContextualAction, View, @escaping (Bool) -> Void) -> Void
    /// Whatever lives as long as the action (MoonLua keeps its memory charge here).
    public var lifetimeCompanion: AnyObject?

    /// An action of `style` titled `title` that runs `handler` when tapped.
    public init(style: Style, title: String?, handler: @escaping (ContextualAction, View, @escaping (Bool) -> Void) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
    }

    /// The fill the button shows.
    public var shownColor: Color {
        backgroundColor ?? (style == .destructive ? .systemRed : .systemGray)
    }
}

/// The actions a swipe reveals on one side of a row, the first at the outer edge (UIKit's
/// `UISwipeActionsConfiguration`).
public final class SwipeActionsConfiguration {
    /// The actions, the first outermost (rightmost on the trailing side).
    public var actions: [ContextualAction]
    /// Whatever lives as long as the configuration (MoonLua keeps its memory charge here).
    public var lifetimeCompanion: AnyObject?

    /// A configuration of `actions`, the first outermost; none by default.
    public init(actions: [ContextualAction] = []) {
        self.actions = actions
    }
}
