/// What a scroll view tells its delegate as it scrolls (UIKit's `UIScrollViewDelegate`). Every
/// method has an empty default.
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed (by a drag, deceleration, animation or the program).
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A finger started dragging the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifted; `willDecelerate` says whether the content goes on moving.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool)
    /// The content came to rest after a drag.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animated `setContentOffset` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    /// By default nothing happens.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// By default nothing happens.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// By default nothing happens.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) {}
    /// By default nothing happens.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// By default nothing happens.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
