/// Whether a view shows: one rule for everything that looks at a screen. Hit testing and the
/// automation driver (what a finger can reach), bots' queries, `moonkit play`'s text screen,
/// `moonkit serve`'s view tree and the pictures (MoonRender's painter) all ask it, so that a
/// view a bot is told is on screen is one a picture draws and a finger can reach.
extension View {
    /// The least alpha at which a view shows. UIKit's hit testing passes over a view below it
    /// (and its subviews); the painter leaves such a view out too, since what it would add to a
    /// picture cannot be seen (less than one level in 100 of a colour).
    public static let leastVisibleAlpha = 0.01

    /// Whether a view with these values shows, its superviews aside: not hidden, and at least
    /// `leastVisibleAlpha` opaque. The painter asks it of the values an animation shows.
    public static func shows(isHidden: Bool, alpha: Double) -> Bool {
        !isHidden && alpha >= leastVisibleAlpha
    }

    /// Whether this view shows, its superviews aside.
    public var showsItself: Bool { View.shows(isHidden: isHidden, alpha: alpha) }

    /// Whether this view is on screen to be seen: it is in a window, and it and every view
    /// above it show (`showsItself`). Being clipped away or covered is another matter: the
    /// driver's taps check those.
    public var isShownOnScreen: Bool {
        var current = self
        while current.showsItself {
            guard let up = current.superview else { return current is Window }
            current = up
        }
        return false
    }

    /// Visits this view and its subtree as `walkSubtree` does, telling `visit` whether each view
    /// is shown on screen (`isShownOnScreen`). The answer is carried down the walk: asking each
    /// view's ancestors would cost the depth of the tree for every view.
    public func walkSubtreeNotingShown(_ visit: (View, _ isShown: Bool) -> WalkStep) {
        var shownAbove = [superview?.isShownOnScreen ?? (self is Window)]
        walkSubtree { view in
            let shown = shownAbove.removeLast() && view.showsItself
            let step = visit(view, shown)
            // The walk takes the subviews, as they are now, back to front: their flags wait on a
            // stack in that order.
            if step == .descend { shownAbove.append(contentsOf: repeatElement(shown, count: view.subviews.count)) }
            return step
        }
    }
}

extension ViewPresentation {
    /// Whether a view with these values shows, its superviews aside (`View.shows`).
    public var showsItself: Bool { View.shows(isHidden: isHidden, alpha: alpha) }
}
