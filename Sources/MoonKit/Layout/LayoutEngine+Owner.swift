import Cassowary

extension LayoutEngine {
    /// What a solver constraint stands for, and how a conflict report names it.
    enum Owner: CustomStringConvertible {
        /// A caller's constraint.
        case user(LayoutConstraint)
        /// Pin `k` (left, top, width, height) of a frame-placed view or of a margins/safe-area guide.
        case pin(LayoutNode, Int)
        /// Content constraint `k` (hug width, resist width, hug height, resist height) of a view.
        case content(LayoutNode, Int)

        static let framePinLabel = "autoresizing"
        static let guidePinLabel = "guide"
        private static let attributes = ["left", "top", "width", "height"]

        var description: String {
            switch self {
            case .user(let c):
                return c.description
            case .pin(let node, let k):
                let pin = node.pins[k], attribute = Owner.attributes[k]
                if pin.label == Owner.guidePinLabel {
                    guard let guide = node.guide else { return "<Guide pin of a released guide>" }
                    let owner = guide.owningView?.debugName ?? "nil"
                    let value = pin.constant
                    return "<Guide \(guide.layoutName).\(attribute) == \(owner).\(attribute) \(value < 0 ? "-" : "+") \(Geometry.format(abs(value)))>"
                }
                guard let v = node.view else { return "<Autoresizing pin of a released view>" }
                let name = v.debugName
                let parent = v.superview.flatMap { $0 is Window ? nil : $0.debugName }
                let value = Geometry.format(pin.constant)
                if k < 2, let parent { return "<Autoresizing \(name).\(attribute) == \(parent).\(attribute) + \(value) (frame-placed view)>" }
                return "<Autoresizing \(name).\(attribute) == \(value) (frame-placed view)>"
            case .content(let node, let k):
                let c = node.content[k]
                let what = ["width <=", "width >=", "height <=", "height >="][k]
                let kind = k % 2 == 0 ? "hugging" : "compression resistance"
                let current = Geometry.format(c.constant / node.contentScale)
                let name = (node.view)?.debugName ?? "released view"
                return "<ContentSize \(name).\(what) \(current) (\(kind) \(Geometry.format(c.strength.priority)))>"
            }
        }
    }
}
