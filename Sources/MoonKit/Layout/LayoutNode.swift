import Cassowary

/// The solver's view of one layout item: four variables in the root's coordinate space (the
/// item's left, top, width and height) and the constraints the engine adds for it by itself.
final class LayoutNode {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    /// The engine the node is registered with, until it goes away.
    var engine: LayoutEngine? {
        get { engineLink?.target }
        set { engineLink = newValue?.link }
    }
    private var engineLink: UnownedLink<LayoutEngine>?
    /// The item (view or guide) the node belongs to, until it goes away.
    var item: (any LayoutItem)? { itemLink?.item }
    /// The item if it is a view (no cast).
    var view: View? { itemLink?.view }
    /// The item if it is a guide (no cast).
    var guide: LayoutGuide? { itemLink?.guide }
    /// Set when the node is registered with an engine.
    var itemLink: ItemLink?
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
    /// Whether a caller's constraint in the solver names one of the item's positions (not only
    /// its size): only then can moving a guide that follows a bounds origin move anything.
    var positionNamed = false

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

    /// Appends `factor × attribute` to `terms` (e.g. `centerX` is `left + 0.5 × width`): the
    /// engine writes a constraint's terms into one array rather than adding expressions.
    func appendTerms(_ attribute: LayoutAttribute, times factor: Double, to terms: inout [Term]) {
        switch attribute {
        case .left, .leading: terms.append(Term(left, factor))
        case .right, .trailing: terms.append(Term(left, factor)); terms.append(Term(width, factor))
        case .centerX: terms.append(Term(left, factor)); terms.append(Term(width, 0.5 * factor))
        case .width: terms.append(Term(width, factor))
        case .top: terms.append(Term(top, factor))
        case .bottom: terms.append(Term(top, factor)); terms.append(Term(height, factor))
        case .centerY: terms.append(Term(top, factor)); terms.append(Term(height, 0.5 * factor))
        case .height: terms.append(Term(height, factor))
        }
    }
}
