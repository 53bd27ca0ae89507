/// How a scroll view makes room for what covers it (UIKit's content inset adjustment): where the
/// safe area reaches into the scroll view (a navigation bar, a toolbar, the status bar, the home
/// indicator), the covered part is added to `contentInset` on the edges the behaviour adjusts,
/// so that the content can scroll out from under the bars. A scroll view pinned to the safe
/// area overlaps none of it and has nothing to adjust.
///
/// An offset resting at the top (or left) follows the adjustment when it changes: a scroll view
/// that fills the screen behind a navigation bar starts at `-adjustedContentInset.top`, its
/// first row just under the bar, and stays so when the bar hides or shows. An offset the
/// content was scrolled to stays where it is.
extension ScrollView {
    /// Which edges of the safe area add to a scroll view's content inset (UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: String, Sendable, CaseIterable {
        /// As `scrollableAxes`, and the top and bottom always when the scroll view is in the view
        /// of a controller that a navigation or tab bar controller shows.
        case automatic
        /// Top and bottom when the content is taller than the view (or `alwaysBounceVertical`),
        /// left and right when it is wider (or `alwaysBounceHorizontal`).
        case scrollableAxes
        /// No edge: the content inset is only `contentInset`.
        case never
        /// Every edge.
        case always
    }

    /// The insets scrolling reaches (UIKit's `adjustedContentInset`): `contentInset` plus the
    /// safe area's insets on the edges `contentInsetAdjustmentBehavior` adjusts.
    public var adjustedContentInset: EdgeInsets { contentInset + safeAreaAdjustment }

    /// The safe area's part of `adjustedContentInset`. While a large title collapses over the
    /// scroll view, the top keeps the part the bar gave up (`largeTitleCollapse`): the safe area
    /// shrinks as much as that grows, so the resting offset does not move.
    var safeAreaAdjustment: EdgeInsets {
        let safe = safeAreaInsets
        let axes = adjustedAxes
        let top = axes.vertical && safe.top > 0 ? safe.top + largeTitleCollapse : 0
        return EdgeInsets(top: top, left: axes.horizontal ? safe.left : 0,
                          bottom: axes.vertical ? safe.bottom : 0, right: axes.horizontal ? safe.right : 0)
    }

    /// Whether the top and bottom edges, and the left and right ones, are adjusted.
    private var adjustedAxes: (vertical: Bool, horizontal: Bool) {
        let tall = contentSize.height > bounds.height || alwaysBounceVertical
        let wide = contentSize.width > bounds.width || alwaysBounceHorizontal
        switch contentInsetAdjustmentBehavior {
        case .never: return (false, false)
        case .always: return (true, true)
        case .scrollableAxes: return (tall, wide)
        case .automatic: return (tall || isInBarControllerScreen, wide)
        }
    }

    /// Whether the nearest view controller above this view is shown by a navigation or a tab bar
    /// controller.
    private var isInBarControllerScreen: Bool {
        var view: View? = self
        while let current = view {
            if let controller = current.owningViewController {
                return controller.navigationController != nil || controller.tabBarController != nil
            }
            view = current.superview
        }
        return false
    }

    /// What the content sees of the safe area: none on the edges the scroll view adjusts, whose
    /// covered part it has already made room for (as UIKit's scroll views do), so that rows do
    /// not change their margins as they scroll under a bar.
    var safeAreaLeftToContent: EdgeInsets {
        let safe = safeAreaInsets
        let adjustment = safeAreaAdjustment
        return EdgeInsets(top: adjustment.top > 0 ? 0 : safe.top, left: adjustment.left > 0 ? 0 : safe.left,
                          bottom: adjustment.bottom > 0 ? 0 : safe.bottom, right: adjustment.right > 0 ? 0 : safe.right)
    }

    /// Moves an offset resting at the top (or left) edge to the new resting place when the safe
    /// area's adjustment changes; an offset the content was scrolled to stays.
    func followSafeAreaAdjustment() {
        let adjustment = safeAreaAdjustment
        let old = followedSafeAreaAdjustment
        guard adjustment != old else { return }
        followedSafeAreaAdjustment = adjustment
        guard !isDragging, motion == nil else { return }
        // Resting: at minus the insets, or at zero before any adjustment (an offset not yet
        // placed, whatever `contentInset` a script gave).
        func rests(_ offset: Double, _ inset: Double, _ old: Double) -> Bool {
            offset == -(inset + old) || (old == 0 && offset == 0)
        }
        var offset = contentOffset
        // 0 less the insets: no inset gives 0, not -0.
        if rests(offset.y, contentInset.top, old.top) { offset.y = 0 - (contentInset.top + adjustment.top) }
        if rests(offset.x, contentInset.left, old.left) { offset.x = 0 - (contentInset.left + adjustment.left) }
        // A resting place that moved is no scroll a finger made: the indicators stay hidden.
        let indicatorsShownUntil = indicatorsVisibleUntil
        contentOffset = offset
        indicatorsVisibleUntil = indicatorsShownUntil
    }
}
