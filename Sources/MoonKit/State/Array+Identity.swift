extension Array where Element: AnyObject {
    /// Removes the first element that is `object` itself, if any: for lists that hold each
    /// object once (subviews, child controllers). One search and one removal, where
    /// `removeAll(where:)` walks and moves the whole list.
    mutating func removeFirst(identicalTo object: Element) {
        if let index = firstIndex(where: { $0 === object }) { remove(at: index) }
    }
}
