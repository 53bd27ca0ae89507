import Testing
@testable import MoonKit

/// The tree walks of View+TreeWalks.swift read the tree without reference counting; these tests
/// pin what keeps that safe: a walk down holds the subviews it started with, and a walk up never
/// reaches a freed view.
@Suite struct ViewTreeWalkTests {
    /// Views named by identifier under a parent that alone holds them.
    private func parentOfThree() -> (View, [String]) {
        let parent = View()
        for name in ["a", "b", "c"] {
            let v = View()
            v.identifier = name
            parent.addSubview(v)
        }
        return (parent, ["a", "b", "c"])
    }

    @Test func aWalkDownVisitsTheSubviewsItStartedWithWhileBodyRemovesThem() {
        let (parent, names) = parentOfThree()
        weak let first = parent.subviews.first
        var visited: [String?] = []
        parent.forEachSubview { view in
            // The first visit takes every subview out: only the walk holds them now.
            for sub in parent.subviews { sub.removeFromSuperview() }
            visited.append(view.identifier)
            #expect(view.superview == nil)
        }
        #expect(visited == names)
        #expect(parent.subviews.isEmpty)
        #expect(first == nil)  // released once the walk ended: it kept them no longer than that
    }

    @Test func aWalkDownSeesViewsAddedDuringItNextTime() {
        let (parent, _) = parentOfThree()
        var count = 0
        parent.forEachSubview { _ in
            count += 1
            parent.addSubview(View())
        }
        #expect(count == 3 && parent.subviews.count == 6)
        #expect(parent.subtreeContains { $0.identifier == "c" })
        #expect(!parent.subtreeContains { $0.identifier == "d" })
    }

    @Test func aWalkUpStopsWhereAFreedSuperviewWas() {
        let top = View(), leaf = View()
        weak var weakMiddle: View?
        do {
            let middle = View()
            top.addSubview(middle)
            middle.addSubview(leaf)
            weakMiddle = middle
            #expect(leaf.rootView === top && leaf.isDescendant(of: top) && leaf.isDescendant(of: middle))
            middle.removeFromSuperview()  // top let it go; nothing else holds it
        }
        #expect(weakMiddle == nil)
        #expect(leaf.superview == nil)
        #expect(leaf.rootView === leaf && !leaf.isDescendant(of: top) && leaf.isDescendant(of: leaf))
        leaf.setNeedsLayout()  // marks only what is left of its tree
        #expect(leaf.needsLayout && leaf.rootView === leaf)
        top.addSubview(leaf)
        #expect(leaf.rootView === top && leaf.isDescendant(of: top))
    }
}
