/// Finding views by what a person sees of them (`ViewQuery`).
extension Driver {
    /// Every view matching `query`, back to front (depth first), after laying out. With
    /// `inside`, only views below the first view with that identifier (none when there is no
    /// such view).
    public func views(matching query: ViewQuery) -> [View] {
        window.layoutIfNeeded()
        var found: [View] = []
        func collect(_ view: View, _ isShown: Bool) -> View.WalkStep {
            if query.matches(view, isShown: isShown) { found.append(view) }
            return .descend
        }
        if let inside = query.inside {
            var box: View?
            window.walkSubtree { view in
                guard view.identifier == inside else { return .descend }
                box = view
                return .stop
            }
            box?.forEachSubview { $0.walkSubtreeNotingShown(collect) }
        } else {
            window.walkSubtreeNotingShown(collect)
        }
        return found
    }
}
