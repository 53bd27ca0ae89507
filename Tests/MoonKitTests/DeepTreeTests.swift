import Foundation
import Testing
@testable import MoonKit

/// A body and its result, handed to the thread of `onSmallStack` and back (the semaphore orders
/// the hand-overs).
final class SmallStackBox<T>: @unchecked Sendable {
    var body: (() -> T)?
    var result: T?
    init(_ body: @escaping () -> T) { self.body = body }
}

/// Runs `body` on a thread whose stack is 256 KB, and returns what it returned: a walk that
/// recursed once per level of a few thousand nested views would overflow it.
func onSmallStack<T>(_ body: @escaping () -> T) -> T {
    let box = SmallStackBox(body)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.result = box.body?()
        box.body = nil
        done.signal()
    }
    thread.stackSize = 256 << 10
    thread.start()
    done.wait()
    return box.result!
}

/// A script can nest views far deeper than any screen does (issue 20: 20 000 levels). Every walk
/// of the tree (layout, moving in and out of a window, hit testing, conversions, descriptions,
/// freeing) is a loop, not a recursion as deep as the tree: here they run on a small stack.
@Suite struct DeepTreeTests {
    static let depth = 4_000

    /// A window on an iPad holding a chain of `depth` nested views, each 0.01 point in from its
    /// superview (the first at the window's origin); returns the window and the deepest view.
    private static func deepChain() -> (Window, View) {
        let window = Window(device: .iPad)
        var parent: View = window
        for i in 0..<depth {
            let v = View(frame: Rect(x: i == 0 ? 0 : 0.01, y: 0, width: 500, height: 500))
            v.tag = i
            parent.addSubview(v)
            parent = v
        }
        return (window, parent)
    }

    @Test func layoutHitTestingAndConversionsGoAllTheWayDown() {
        let (count, hitDeepest, taggedDeepest, inDeepest, backInWindow) = onSmallStack {
            let (window, deepest) = Self.deepChain()
            deepest.setNeedsLayout()
            window.layoutIfNeeded()
            let point = deepest.convert(Point(x: 300, y: 10), from: nil)
            return (window.allViews.count, window.hitTest(Point(x: 400, y: 10)) === deepest,
                    window.viewWithTag(Self.depth - 1) === deepest, point, deepest.convert(point, to: nil))
        }
        #expect(count == Self.depth + 1)
        #expect(hitDeepest && taggedDeepest)
        #expect(abs(inDeepest.x - (300 - 0.01 * Double(Self.depth - 1))) < 1e-6 && inDeepest.y == 10)
        #expect(abs(backInWindow.x - 300) < 1e-6 && backInWindow.y == 10)
    }

    @Test func aConstraintUnderTheDeepestViewIsSolvedThroughEveryLevel() {
        let frame = onSmallStack {
            let (window, deepest) = Self.deepChain()
            let leaf = View()
            leaf.translatesAutoresizingMaskIntoConstraints = false
            deepest.addSubview(leaf)
            LayoutConstraint.activate([
                leaf.widthAnchor.constraint(equalToConstant: 7), leaf.heightAnchor.constraint(equalToConstant: 3),
                leaf.leadingAnchor.constraint(equalTo: deepest.leadingAnchor, constant: 2),
                leaf.topAnchor.constraint(equalTo: deepest.topAnchor, constant: 1),
            ])
            window.layoutIfNeeded()
            return leaf.frame
        }
        #expect(frame == Rect(x: 2, y: 1, width: 7, height: 3))
    }

    @Test func theChainLeavesTheWindowComesBackAndIsFreedWithoutRecursing() {
        let (leftWindow, cameBack, freed) = onSmallStack {
            weak var weakDeepest: View?
            weak var weakWindow: Window?
            var left = false, back = false
            do {
                let (window, deepest) = Self.deepChain()
                weakDeepest = deepest
                weakWindow = window
                let top = window.subviews[0]
                top.removeFromSuperview()
                left = deepest.window == nil
                window.addSubview(top)
                back = deepest.window === window
            }
            return (left, back, weakWindow == nil && weakDeepest == nil)
        }
        #expect(leftWindow && cameBack && freed)
    }

    @Test func theDescriptionIndentsAtMost32LevelsAndGivesTheDepthBeyond() {
        let description = onSmallStack { Self.deepChain().0.recursiveDescription }
        let lines = description.split(separator: "\n")
        let indent = String(repeating: "   | ", count: 32)
        #expect(lines.count == Self.depth + 1)
        #expect(lines[32].hasPrefix(indent + "<View frame="))
        #expect(lines[33].hasPrefix(indent + "[depth 33] <View frame="))
        #expect(lines[Self.depth].hasPrefix(indent + "[depth \(Self.depth)] <View frame="))
        // About 200 bytes a line, however deep: 20 000 levels printed a gigabyte of indentation.
        #expect(description.utf8.count < 250 * (Self.depth + 1))
    }

    @Test("a chain of 100 000 nested view controllers is built in linear time and freed without recursion")
    func deepControllerChain() {
        let (inside, wasAlive) = onSmallStack { () -> (Bool, Bool) in
            let root = ViewController()
            var parent = root
            for _ in 0..<100_000 {
                let child = ViewController()
                parent.addChild(child)
                parent = child
            }
            weak let deepest = parent
            let inside = parent.isDescendant(of: root) && !root.isDescendant(of: parent)
            parent = root
            return (inside, deepest != nil)
        }
        // The chain was alive inside, and its release on the small stack did not overflow it.
        #expect(inside && wasAlive)
    }
}
