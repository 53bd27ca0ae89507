import LuaBridge
import MoonKit

/// A Lua view controller as a scroll view's delegate (`scroll.delegate = self`): each callback
/// runs the script's method of that name, when it has one, with the scroll view. As a text
/// view's delegate it is also asked whether a tapped link may open.
extension ScriptViewController: TextViewDelegate {
    func scrollViewDidScroll(_ scrollView: ScrollView) { runMethod("scrollViewDidScroll", scrollView) }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { runMethod("scrollViewWillBeginDragging", scrollView) }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) {
        runMethod("scrollViewDidEndDragging", scrollView, willDecelerate)
    }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { runMethod("scrollViewDidEndDecelerating", scrollView) }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        runMethod("scrollViewDidEndScrollingAnimation", scrollView)
    }

    /// `textViewShouldInteractWith(textView, url)`: true or false; without the method, links open.
    /// An answer of another kind is an error naming the method, and the link stays shut.
    func textView(_ textView: TextView, shouldInteractWith url: String) -> Bool {
        guard mayDefine("textViewShouldInteractWith") else { return true }
        return ask("textViewShouldInteractWith", textView, url) { result throws(LuaError) in
            guard let answer = result.bool else {
                throw Self.wrong(result, "textViewShouldInteractWith must return true or false, got \(result.typeName)")
            }
            return answer
        } ?? false
    }
}
