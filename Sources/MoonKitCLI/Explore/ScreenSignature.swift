import MoonKit

/// What makes two screens the one screen a person would call them: their structure, not the
/// data a game fills it with.
///
/// The signature hashes the tree of views shown (hidden views and those below them left out),
/// each view by its type, its identifier, the class of the view controller whose view it is,
/// whether it is an enabled or a disabled control, and for a tab bar controller which tab is
/// selected. Texts are left out — labels' texts, buttons' titles, navigation titles, what was
/// typed — since games fill them with data: a score, a letter group, a breed's name. Among a
/// view's subviews each structure counts once, where it first appears (a list's rows, a grid of
/// letter buttons, some of them disabled), so that a list with one more row, a grid with one
/// button hidden or another letter used up is the same screen. An alert on top is the screen by itself: its title and its buttons'
/// titles, which say what it asks.
enum ScreenSignature {
    /// The signature of what `window` shows under no alert.
    static func of(_ window: Window) -> UInt64 {
        // The shown views in walk order (parents before children), each with its parent's place
        // in the list, so that the hashes can be made bottom up without recursion (a game may
        // nest views deeper than a thread's stack would let a recursive walk go).
        var views: [View] = []
        var parents: [Int] = []
        var places: [ObjectIdentifier: Int] = [:]
        window.walkSubtreeNotingShown { view, isShown in
            guard isShown else { return .skipSubviews }
            places[ObjectIdentifier(view)] = views.count
            parents.append(view.superview.flatMap { places[ObjectIdentifier($0)] } ?? -1)
            views.append(view)
            return .descend
        }
        var children = Array(repeating: [UInt64](), count: views.count)
        var root: UInt64 = 0
        // Children come after their parent, so walking the list backwards finishes every
        // child's hash before its parent's; each parent's list is then in reverse order.
        for index in views.indices.reversed() {
            var hash = StableHash()
            hash.add(node(views[index]))
            var seen = Set<UInt64>()
            for child in children[index].reversed() where seen.insert(child).inserted {
                hash.add(child)
            }
            if parents[index] >= 0 {
                children[parents[index]].append(hash.value)
            } else {
                root = hash.value
            }
        }
        return root
    }

    /// A view's own part of the signature: `Button#ok enabled`, `View <Game>`,
    /// `View <TabBarController> tab 1`.
    static func node(_ view: View) -> String {
        var text = view.typeName
        if let identifier = view.identifier { text += "#" + identifier }
        if let controller = view.owningViewController {
            text += " <\(controller.typeName)>"
            if let tabs = controller as? TabBarController { text += " tab \(tabs.selectedIndex.map(String.init) ?? "none")" }
        }
        if let control = view as? Control { text += control.isEnabled ? " enabled" : " disabled" }
        return text
    }

    /// The signature of an alert: its title and its buttons' titles, in order.
    static func of(_ alert: Alert) -> UInt64 {
        var hash = StableHash()
        hash.add("alert")
        hash.add(alert.title ?? "")
        for action in alert.actions { hash.add(action.title ?? "") }
        return hash.value
    }
}
