import Cassowary

/// The solver's view of one layout item: four variables in the root's coordinate space (the
/// item's left, top, width and height) and the constraints the engine adds for it by itself.
final class LayoutNode {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    /// The engine the node is registered with.
    weak var engine: LayoutEngine?
    /// The item (view or guide) the node belongs to.
    weak var item: (any LayoutItem)?
    /// When the node first entered layout; earlier nodes give way first among equal priorities.
    var order = -1

    /// Structural constraints: a frame-placed view's four autoresizing pins, or a margins/safe-area
    /// guide's four ties to its owner. Their constants follow the frame or the insets.
    var pins: [Constraint] = []
    /// The intrinsic size the content constraints were made for.
    var contentSize: Size?
    /// hug width, resist width, hug height, resist height (nil where there is no intrinsic size).
    var content: [Constraint] = []
    /// The tie-break factor content constraints are scaled by (see `LayoutEngine.tieBreakFactor`).
    var contentScale = 1.0

    // Variables stay unnamed: reports describe constraints by their owners, and naming four
    // variables per view costs more than solving a small screen.
    init() {
        left = Variable()
        top = Variable()
        width = Variable()
        height = Variable()
    }

    /// The solved rectangle in the root's coordinate space.
    var solvedRect: Rect {
        Rect(x: left.value, y: top.value, width: width.value, height: height.value)
    }

    /// The expression an attribute stands for.
    func expression(_ attribute: LayoutAttribute) -> Expression {
        switch attribute {
        case .left, .leading: return Expression(left)
        case .right, .trailing: return left + width
        case .centerX: return left + 0.5 * width
        case .width: return Expression(width)
        case .top: return Expression(top)
        case .bottom: return top + height
        case .centerY: return top + 0.5 * height
        case .height: return Expression(height)
        }
    }
}
