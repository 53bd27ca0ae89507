/// Where the engine's variables are, and how a constraint reaches its items' common ancestor.
///
/// The solver's variables are in *layout space*: the root's coordinates with every bounds
/// origin taken as zero, so a view's frame is its variables minus its superview's, whatever the
/// superview's bounds origin (a scroll view's content offset). A bounds origin moves the
/// subviews on screen, not their frames.
///
/// A constraint holds in the coordinates of its items' closest common ancestor `A` (where it is
/// installed), as UIKit evaluates it. A position of an item in `A`'s bounds coordinates is its
/// layout-space position minus `A`'s, minus the bounds origins of the views between the item and
/// `A` (a subview inside a scrolled view is higher up in `A` than its variables say). So
/// `first = m × second + c` on positions becomes
///
///     first − m × second + (m − 1) × A  =  c + shift₁ − m × shift₂
///
/// The `A` term vanishes for m = 1 (most constraints) and when `A` is the window (at 0); the
/// shifts are constants the engine refreshes when a bounds origin between them moves.
extension LayoutEngine {
    /// The sum of the bounds origins that move `item` relative to its ancestor `ancestor`'s
    /// bounds coordinates: those of the views strictly between them. A view's own bounds origin
    /// does not move it; a guide lives in its owner's bounds coordinates like a subview (the
    /// margins, safe-area and frame guides follow the owner's bounds through their pins).
    static func boundsShift(of item: any LayoutItem, below ancestor: View) -> Point {
        var step: View?
        if let view = item.itemLink.view {
            if view === ancestor { return .zero }
            step = view.superview
        } else {
            step = item.owningLayoutView
        }
        var shift = Point.zero
        while let u = step, u !== ancestor {
            shift.x += u.bounds.minX
            shift.y += u.bounds.minY
            step = u.superview
        }
        return shift
    }

    /// Whether a view lies strictly between `item` and `ancestor`: only then can a bounds origin
    /// shift the constraint (see `boundsShift`).
    static func crossesViews(_ item: any LayoutItem, below ancestor: View) -> Bool {
        if let view = item.itemLink.view {
            return view !== ancestor && view.superview !== ancestor
        }
        return item.owningLayoutView !== ancestor
    }

    /// The constant `c`'s solver constraint carries: its own plus the bounds shifts of its items
    /// in its common ancestor's coordinates (zero but for positions under a moved bounds origin).
    static func shiftedConstant(of c: LayoutConstraint) -> Double {
        c.constant + boundsShift(of: c)
    }

    /// `shift₁ − m × shift₂` on the constraint's axis (0 for sizes).
    static func boundsShift(of c: LayoutConstraint) -> Double {
        guard c.crossesBounds, let ancestor = c.installedOn, let first = c.firstItemRef else { return 0 }
        let vertical: Bool
        switch c.firstAttribute {
        case .width, .height: return 0
        case .top, .bottom, .centerY: vertical = true
        case .left, .right, .leading, .trailing, .centerX: vertical = false
        }
        func along(_ p: Point) -> Double { vertical ? p.y : p.x }
        var shift = along(boundsShift(of: first, below: ancestor))
        if let second = c.secondItemRef {
            shift -= c.multiplier * along(boundsShift(of: second, below: ancestor))
        }
        return shift
    }
}
