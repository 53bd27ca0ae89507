/// Frames from the solver's variables: a view's frame is its variables minus its superview's
/// origin in layout space (see LayoutEngine+Coordinates.swift).
extension LayoutEngine {
    /// The origin of `view`'s frame in layout space (bounds origins taken as zero).
    func absoluteOrigin(of view: View) -> Point {
        absoluteOrigin(of: view, levels: 0)
    }

    /// Sums from the top down, on the way back from a recursion up the tree for the few levels
    /// of a usual screen; past 64 levels (scripts can nest thousands) through a list of the
    /// views above instead, in the same order, so the sums round alike.
    private func absoluteOrigin(of view: View, levels: Int) -> Point {
        if let node = view.layoutNodeStorage, node.engine === self {
            return Point(x: node.left.value, y: node.top.value)
        }
        let f = LayoutEngine.layoutFrame(view)
        guard let s = view.superview else { return f.origin }
        guard levels < 64 else { return absoluteOriginThroughAncestors(of: view) }
        let o = absoluteOrigin(of: s, levels: levels + 1)
        return Point(x: o.x + f.minX, y: o.y + f.minY)
    }

    private func absoluteOriginThroughAncestors(of view: View) -> Point {
        // The views up to the first one whose origin is known: one with a node, or the root.
        var chain: [View] = [view]
        var origin = Point.zero
        while let top = chain.last {
            if let node = top.layoutNodeStorage, node.engine === self {
                origin = Point(x: node.left.value, y: node.top.value)
                chain.removeLast()
                break
            }
            guard let up = top.superview else {
                origin = LayoutEngine.layoutFrame(top).origin
                chain.removeLast()
                break
            }
            chain.append(up)
        }
        for v in chain.reversed() where v.superview != nil {
            let f = LayoutEngine.layoutFrame(v)
            origin = Point(x: origin.x + f.minX, y: origin.y + f.minY)
        }
        return origin
    }

    private static func snap(_ x: Double) -> Double {
        // Solver noise (1e-13) would otherwise show in frames; a nanopoint grid keeps 490.4 as 490.4.
        (x * 1e9).rounded() / 1e9
    }

    func writeFrames(_ root: View) {
        // Siblings share their superview's origin: worked out once for a run of them. It cannot
        // change during this loop, which writes only views with nodes, whose origins are their
        // solved variables.
        var lastSuperview: View?, lastOrigin = Point.zero
        for node in nodes.elements {
            guard let view = node.view, !view.translatesAutoresizingMaskIntoConstraints else { continue }
            var x = node.left.value, y = node.top.value
            if let s = view.superview {
                if s !== lastSuperview {
                    lastSuperview = s
                    lastOrigin = absoluteOrigin(of: s)
                }
                x -= lastOrigin.x
                y -= lastOrigin.y
            }
            let w = LayoutEngine.snap(node.width.value), h = LayoutEngine.snap(node.height.value)
            x = LayoutEngine.snap(x)
            y = LayoutEngine.snap(y)
            let size = Size(width: w, height: h)
            let c = Point(x: x + w / 2, y: y + h / 2)
            guard view.bounds.size != size || view.center != c else { continue }
            // The superview lays this one out in this pass, as UIKit's would.
            view.superview?.needsLayoutSubviews = true
            if view.bounds.size != size { view.bounds.size = size }
            if view.center != c { view.center = c }
        }
    }
}
