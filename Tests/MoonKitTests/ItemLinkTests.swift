import Testing
@testable import MoonKit

/// Constraints, layout nodes, guides and engines hold views and guides through `ItemLink`s,
/// which the item cuts when it goes away: they must read nil afterwards, as `weak` references
/// did, and must not keep anything alive.
@Suite struct ItemLinkTests {
    @Test func aConstraintsItemsReadNilOnceTheirViewsAreFreed() {
        weak var weakBox: View?
        let constraint: LayoutConstraint
        do {
            let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
            let box = View()
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            constraint = box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
            LayoutConstraint.activate([constraint])
            root.layoutIfNeeded()
            #expect(box.frame.width == 200)
            #expect(constraint.firstItem === box && constraint.secondItem === root)
            #expect(constraint.installedOn === root && constraint.isActive)
            weakBox = box
        }
        #expect(weakBox == nil)
        #expect(constraint.firstItem == nil)
        #expect(constraint.secondItem == nil)
        #expect(constraint.installedOn == nil)
        #expect(!constraint.isActive)
        #expect(constraint.equation == "(released).width == 0.5 × (released).width")
    }

    @Test func aConstraintsGuideReadsNilOnceTheGuideIsFreed() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let constraint: LayoutConstraint
        do {
            let guide = LayoutGuide()
            root.addLayoutGuide(guide)
            constraint = guide.widthAnchor.constraint(equalToConstant: 100)
            LayoutConstraint.activate([constraint])
            root.layoutIfNeeded()
            #expect(guide.layoutFrame.width == 100)
            #expect(constraint.firstItem === guide)
            root.removeLayoutGuide(guide)
        }
        #expect(constraint.firstItem == nil)
        root.layoutIfNeeded()
    }

    @Test func aGuidesOwnerReadsNilOnceTheViewIsFreed() {
        let margins: LayoutGuide, custom: LayoutGuide
        do {
            let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
            margins = view.layoutMarginsGuide
            custom = LayoutGuide()
            view.addLayoutGuide(custom)
            #expect(margins.owningView === view && custom.owningView === view)
            #expect(margins.layoutFrame == Rect(x: 8, y: 8, width: 84, height: 84))
        }
        #expect(margins.owningView == nil && custom.owningView == nil)
        #expect(margins.layoutFrame == .zero)
        #expect(margins.layoutName == "nil.layoutMarginsGuide")
    }

    @Test func aLayoutNodeAndAnEngineLetTheirViewsGo() {
        let node: LayoutNode, engine: LayoutEngine
        do {
            let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
            let label = Label()
            label.translatesAutoresizingMaskIntoConstraints = false
            label.text = "Hello"
            root.addSubview(label)
            LayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)])
            root.layoutIfNeeded()
            node = label.layoutNode
            engine = root.layoutEngine
            #expect(node.view === label && node.item === label && node.guide == nil)
            #expect(engine.root === root)
        }
        #expect(node.view == nil && node.item == nil)
        #expect(engine.root == nil)
    }

    /// A view freed while its node is still among the engine's (it left the tree since the last
    /// pass) is dropped by the next pass; the views that stay are laid out as before.
    @Test func aFreedViewsNodeIsDroppedByTheNextPass() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let kept = View()
        kept.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(kept)
        do {
            let gone = Label()
            gone.translatesAutoresizingMaskIntoConstraints = false
            gone.text = "Bye"
            root.addSubview(gone)
            LayoutConstraint.activate([
                gone.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                kept.leadingAnchor.constraint(equalTo: gone.trailingAnchor, constant: 5),
                kept.topAnchor.constraint(equalTo: root.topAnchor),
                kept.widthAnchor.constraint(equalToConstant: 20),
                kept.heightAnchor.constraint(equalToConstant: 20),
            ])
            root.layoutIfNeeded()
            #expect(kept.frame.minX == 15 + gone.frame.width)
            gone.removeFromSuperview()
        }
        LayoutConstraint.activate([kept.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50)])
        root.layoutIfNeeded()
        #expect(kept.frame == Rect(x: 50, y: 0, width: 20, height: 20))
    }

    @Test func aTouchsWindowReadsNilOnceTheWindowIsFreed() {
        weak var weakWindow: Window?
        let touch: Touch
        do {
            let window = Window(device: .iPad)
            // Off the screen: the touch hits no view, which it would hold strongly.
            touch = window.beginTouch(at: Point(x: -10, y: -10))
            #expect(touch.window === window && touch.view == nil)
            window.endTouch(touch)
            weakWindow = window
        }
        #expect(weakWindow == nil)
        #expect(touch.window == nil)
    }

    /// A window holds its engine's queue and animator through `UnownedLink`s, cut likewise.
    @Test func aWindowsQueueAndAnimatorReadNilOnceFreed() {
        let window = Window(device: .iPad)
        weak var weakQueue: MainQueue?, weakAnimator: Animator?
        do {
            let queue = MainQueue()
            let animator = Animator(queue: queue)
            window.queue = queue
            window.animator = animator
            #expect(window.queue === queue && window.animator === animator)
            weakQueue = queue
            weakAnimator = animator
        }
        #expect(weakQueue == nil && weakAnimator == nil)
        #expect(window.queue == nil && window.animator == nil)
    }

    /// Nodes and constraints hold their engine through an `UnownedLink`, cut likewise.
    @Test func aNodesEngineReadsNilOnceTheEngineIsFreed() {
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        let node: LayoutNode, constraint: LayoutConstraint
        do {
            let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
            root.addSubview(box)
            constraint = box.widthAnchor.constraint(equalToConstant: 10)
            LayoutConstraint.activate([constraint, box.heightAnchor.constraint(equalToConstant: 20)])
            root.layoutIfNeeded()
            node = box.layoutNode
            #expect(node.engine != nil && node.engine === root.layoutEngineStorage)
            #expect(constraint.engine === node.engine)
        }
        #expect(box.superview == nil)
        #expect(node.engine == nil)
        #expect(constraint.engine == nil)
        // The box lays out again in a new tree, under that tree's engine.
        let other = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        other.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: 5),
            box.topAnchor.constraint(equalTo: other.topAnchor, constant: 6),
        ])
        other.layoutIfNeeded()
        #expect(box.frame == Rect(x: 5, y: 6, width: 10, height: 20))
        #expect(node.engine === other.layoutEngineStorage && constraint.engine === node.engine)
    }
}
