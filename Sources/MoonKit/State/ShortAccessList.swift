/// A list a class keeps and changes while it calls out of itself: the layout engine's lists,
/// changed between asking views their sizes (and views call back into the engine).
///
/// Swift checks at run time that nothing reads or writes a class's stored property while it is
/// being changed (`swift_beginAccess`), unless the compiler proves that no access to the property
/// can overlap another. An `Array.append` on a property defeats the proof (its slow path is a
/// call the optimiser cannot see into), and one such change leaves every read of that property
/// checked too. Here every change takes the array out of the property, changes it as a local
/// variable and puts it back: each access to the property is a plain load or store, the
/// compiler proves them all, and a plain `swift build -c release` pays no checks (the figures:
/// docs/performance.md, "Measured choices"). Emptying the property while the array is out
/// keeps the array's buffer uniquely referenced, so a change copies nothing.
///
/// The one rule: a closure given to a change (`removeAll(where:)`) must not change the same
/// list, since that change would be made to the emptied property and then overwritten. A debug
/// build stops there.
final class ShortAccessList<Element> {
    private var items: [Element] = []

    init() {}

    /// The elements, oldest first (a copy: changing the list later does not change it).
    var elements: [Element] { items }
    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }

    func contains(where predicate: (Element) throws -> Bool) rethrows -> Bool {
        try items.contains(where: predicate)
    }

    func append(_ element: Element) {
        change { $0.append(element) }
    }

    func removeAll(keepingCapacity: Bool = false) {
        change { $0.removeAll(keepingCapacity: keepingCapacity) }
    }

    func removeAll(where shouldBeRemoved: (Element) -> Bool) {
        change { $0.removeAll(where: shouldBeRemoved) }
    }

    /// Returns the elements and leaves the list empty (a queue handed over for processing).
    func takeAll() -> [Element] {
        let all = items
        items = []
        return all
    }

    /// Changes the elements through a local copy that owns the buffer (see the type's comment).
    @inline(__always)
    private func change(_ body: (inout [Element]) -> Void) {
        var taken = items
        items = []
        body(&taken)
        assert(items.isEmpty, "a ShortAccessList was changed from inside a change of itself")
        items = taken
    }
}

extension ShortAccessList where Element: AnyObject {
    /// Removes the first element that is `object` itself, if any (see `Array.removeFirst(identicalTo:)`).
    func removeFirst(identicalTo object: Element) {
        change { $0.removeFirst(identicalTo: object) }
    }
}
