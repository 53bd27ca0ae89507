/// Large titles (UIKit's `prefersLargeTitles` and `largeTitleDisplayMode`): while the top
/// controller shows one, the bar is 52 points taller (96 in all) with the title big, bold and at
/// the left in the row under the buttons, and the controller's safe area top is lower by as
/// much. When the scroll view that is the controller's view (or its view's first subview)
/// scrolls up, the row shrinks by as many points as the content moved, down to the plain 44
/// point bar whose middle title then shows: the bar's height follows the offset, exactly.
///
/// The scroll view's top adjustment keeps what the bar gave up (`ScrollView.largeTitleCollapse`),
/// so its resting offset stays where it was with the title expanded and its first row follows
/// the bar's bottom edge as the title collapses.
extension NavigationController {
    /// Whether `controller` shows a large title: the bar prefers them and its item's mode,
    /// followed down the stack while it is `automatic` (UIKit's rule), is not `never`. A root
    /// controller left `automatic` shows one.
    func showsLargeTitle(_ controller: ViewController) -> Bool {
        guard navigationBar.prefersLargeTitles,
              let index = viewControllers.firstIndex(where: { $0 === controller }) else { return false }
        for below in viewControllers[...index].reversed() {
            switch below.navigationItemStorage?.largeTitleDisplayMode ?? .automatic {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The scroll view whose offset collapses `controller`'s large title: its view when that is
    /// a scroll view, else its view's first subview when that is one.
    func largeTitleScrollView(of controller: ViewController) -> ScrollView? {
        guard let view = controller.viewIfLoaded else { return nil }
        return view as? ScrollView ?? view.subviews.first as? ScrollView
    }

    /// The row the top controller's large title wants now (0 without one), and how far it has
    /// collapsed.
    private var wantedLargeTitle: (row: Double, collapse: Double) {
        let full = NavigationBar.largeTitleRowHeight
        guard !isNavigationBarHidden, let top = topViewController, showsLargeTitle(top) else { return (0, 0) }
        guard let scroll = largeTitleScrollView(of: top) else { return (full, 0) }
        // How far the content has moved up from where it rests with the title expanded.
        let scrolled = scroll.contentOffset.y + scroll.contentInset.top + scroll.followedSafeAreaAdjustment.top
        let collapse = min(max(scrolled, 0), full)
        return (full - collapse, collapse)
    }

    /// Gives the bar the large-title row the top controller wants, with the safe area and the
    /// scroll view's kept adjustment that go with it; returns whether the row changed. The
    /// container calls it as it lays out, except during a push or pop, which lands it with the
    /// slide (NavigationTransition).
    @discardableResult
    func updateLargeTitleRow() -> Bool {
        let wanted = wantedLargeTitle
        if let top = topViewController, let scroll = largeTitleScrollView(of: top) {
            scroll.largeTitleNavigation = self
            if scroll.largeTitleCollapse != wanted.collapse {
                scroll.largeTitleCollapse = wanted.collapse
                scroll.setNeedsLayout()
            }
        }
        guard wanted.row != largeTitleRowHeight else { return false }
        largeTitleRowHeight = wanted.row
        topViewController?.adoptContainerSafeArea(adding: barInsets)
        return true
    }

    /// Where `scroll` should settle when it comes to rest with the top controller's large title
    /// half collapsed, or nil when there is nothing to settle (no large title, not the tracked
    /// scroll view, or the title fully open or fully collapsed).
    ///
    /// UIKit does not leave a large title part way: when scrolling stops with the title between
    /// open and collapsed, the content moves on to whichever end is nearer, so the screen rests
    /// with either the big title or the plain bar (iOS 11 onwards; the Flutter team describes
    /// the same rule for its Cupertino bar, flutter/flutter#126028: past half way it finishes
    /// collapsing, short of it it opens again). Exactly half way, where both ends are as near,
    /// counts as collapsed: the content goes on the way a reader scrolls, down the page. Content
    /// too short to scroll the whole row away settles open, the one end it can reach. The move is
    /// UIKit's animated scrolling (0.3 s, ease-in-out): UIKit's own curve for it is not documented.
    func largeTitleSettleOffset(for scroll: ScrollView) -> Double? {
        guard let top = topViewController, largeTitleScrollView(of: top) === scroll else { return nil }
        let wanted = wantedLargeTitle
        let full = NavigationBar.largeTitleRowHeight
        guard wanted.row > 0, wanted.collapse > 0, wanted.collapse < full else { return nil }
        let open = scroll.contentOffset.y - wanted.collapse
        let collapsed = open + full
        return wanted.collapse * 2 >= full && collapsed <= scroll.maximumContentOffset.y ? collapsed : open
    }

    /// A tracked scroll view moved: the bar follows at the next layout pass (a scroll view that
    /// no longer belongs to the top controller is let go).
    func trackedScrollViewDidScroll(_ scroll: ScrollView) {
        guard let top = topViewController, largeTitleScrollView(of: top) === scroll else {
            scroll.largeTitleNavigation = nil
            return
        }
        viewIfLoaded?.setNeedsLayout()
    }
}
