extension LayoutAttribute {
    /// Which axis the attribute measures: positions on x or y, or a size.
    public var axisName: String {
        switch self {
        case .left, .right, .leading, .trailing, .centerX: return "x axis"
        case .top, .bottom, .centerY: return "y axis"
        case .width, .height: return "size"
        }
    }

    var isDimension: Bool { self == .width || self == .height }
    /// Whether the attribute is a position on the y axis.
    var isVertical: Bool { self == .top || self == .bottom || self == .centerY }
}

extension LayoutConstraint {
    /// The largest multiplier or constant a constraint takes: a billion points is far beyond any
    /// screen, and the solver still adds and scales such numbers without reaching infinity
    /// (constants of 1e308 made infinite frames).
    public static let largestValue = 1e9

    /// Whether `value` may be a multiplier or constant: finite, and no larger than `largestValue`.
    public static func isUsable(_ value: Double) -> Bool {
        value.isFinite && abs(value) <= largestValue
    }

    /// UIKit's `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`
    /// for callers that name attributes at run time (the Lua bridge), checked instead of crashing:
    /// both items are views or layout guides, both attributes on the same axis, and only a
    /// width or height may equal a plain number.
    public convenience init(item: AnyObject, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
                            toItem: AnyObject?, attribute secondAttribute: LayoutAttribute?,
                            multiplier: Double = 1, constant: Double = 0, site: String? = nil) throws(LayoutError) {
        guard let first = Self.layoutItem(item) else {
            throw .invalidConstraint("a constraint's first item must be a view or a layout guide, not \(type(of: item))")
        }
        let firstName = "\(first.layoutName).\(attribute.rawValue)"
        var second: (any LayoutItem)?
        if let toItem {
            guard let item = Self.layoutItem(toItem), let secondAttribute else {
                throw .invalidConstraint("cannot relate \(firstName) to \(type(of: toItem)): anchors belong to views and layout guides")
            }
            let secondName = "\(item.layoutName).\(secondAttribute.rawValue)"
            guard attribute.axisName == secondAttribute.axisName else {
                throw .invalidConstraint("cannot relate \(firstName) (\(attribute.axisName)) to \(secondName) (\(secondAttribute.axisName))")
            }
            second = item
        } else if !attribute.isDimension {
            throw .invalidConstraint("\(firstName) is a position: relate it to another anchor, not to a number")
        }
        guard LayoutConstraint.isUsable(multiplier), LayoutConstraint.isUsable(constant) else {
            throw .invalidConstraint("\(firstName): the multiplier and constant must be finite numbers "
                                     + "between -1e9 and 1e9 (got \(multiplier) and \(constant))")
        }
        self.init(first, attribute, relation, second, second == nil ? nil : secondAttribute,
                  multiplier: multiplier, constant: constant, site: site)
    }

    /// `object` as a layout item, or nil. Views and layout guides are the only layout items (the
    /// protocol is the module's own), so two class casts answer what a cast to the protocol
    /// would, without its conformance look-up: the first look-up for each class searches every
    /// conformance in the program, on each constraint a game makes while it builds its screen.
    static func layoutItem(_ object: AnyObject) -> (any LayoutItem)? {
        if let view = object as? View { return view }
        if let guide = object as? LayoutGuide { return guide }
        return nil
    }
}
