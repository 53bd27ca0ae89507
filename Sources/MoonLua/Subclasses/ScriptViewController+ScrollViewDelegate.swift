import LuaBridge
import MoonKit

/// A Lua view controller as a scroll view's delegate (`scroll.delegate = self`): each callback
/// runs the script's method of that name, when it has one, with the scroll view.
extension ScriptViewController: ScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: ScrollView) { runMethod("scrollViewDidScroll", scrollView) }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { runMethod("scrollViewWillBeginDragging", scrollView) }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) {
        runMethod("scrollViewDidEndDragging", scrollView, willDecelerate)
    }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { runMethod("scrollViewDidEndDecelerating", scrollView) }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        runMethod("scrollViewDidEndScrollingAnimation", scrollView)
    }
}
