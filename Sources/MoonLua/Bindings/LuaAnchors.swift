import LuaBridge
import MoonKit

/// Anchors in Lua: small tables `{item = view, attribute = "top"}` whose metatable (from the
/// prelude) gives them `eq`/`le`/`ge` and the `+ - *` that build expressions.
enum LuaAnchors {
    static let attributes: [LayoutAttribute] = [
        .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
    ]

    /// Pushes the anchor `attribute` of `item` (a view or a layout guide).
    static func push(_ call: inout LuaCall, item: AnyObject, attribute: LayoutAttribute) {
        call.pushTable(fieldCount: 2, metatable: GameRuntime.of(call)?.anchorMetatable) { anchor in
            anchor.set("item", object: item)
            anchor.set("attribute", attribute.rawValue)
        }
    }

    /// Declares the ten anchors as read-only properties of a class of views or guides.
    static func declare<Object: AnyObject>(on c: inout LuaClassBuilder<Object>) {
        for attribute in attributes {
            c.property(attribute.rawValue, type: "Anchor", get: { object, call in push(&call, item: object, attribute: attribute) })
        }
    }

    /// `N.constraint(item1, attr1, relation, item2, attr2, multiplier, constant)`, located at the
    /// first script line on the stack (the prelude's own frames are skipped).
    static func constraint(_ call: inout LuaCall) throws {
        let first = try call.object(1, as: AnyObject.self)
        let firstAttribute = try choice(call, 2, attributeNames)
        let relation = try choice(call, 3, relations)
        let second = try call.optionalObject(4, as: AnyObject.self)
        let secondAttribute = second == nil ? nil : try choice(call, 5, attributeNames)
        let site = scriptLocation(call)
        do {
            let constraint = try LayoutConstraint(
                item: first, attribute: firstAttribute, relatedBy: relation, toItem: second, attribute: secondAttribute,
                multiplier: try call.double(6), constant: try call.double(7), site: site.map { "\($0.file):\($0.line)" })
            // Active, it also weighs in the layout engine's solver: counted in its estimate.
            constraint.luaMemoryCharge = LuaMemoryCharge(call.state, bytes: ScriptMemory.layoutConstraintBytes)
            call.push(object: constraint)
        } catch let error as LayoutError {
            // Raised at the script's line, not inside the module.
            throw LuaError(error.description, file: site?.file, line: site?.line)
        }
    }

    static let attributeNames: [String: LayoutAttribute] = {
        var out: [String: LayoutAttribute] = [:]
        for a in attributes { out[a.rawValue] = a }
        return out
    }()

    static let relations: [String: LayoutRelation] = ["eq": .equal, "le": .lessThanOrEqual, "ge": .greaterThanOrEqual]

    /// One of the names the prelude passes, or an error listing them.
    private static func choice<T>(_ call: LuaCall, _ index: Int32, _ options: [String: T]) throws(LuaArgumentError) -> T {
        let name = try call.string(index)
        guard let value = options[name] else {
            throw LuaArgumentError(index: index, message: "\(LuaText.quoted(name)) is not one of \(options.keys.sorted().joined(separator: ", "))")
        }
        return value
    }

    /// `file:line` of the innermost function on the stack that is not part of the module.
    static func scriptLocation(_ call: LuaCall) -> (file: String, line: Int)? {
        call.scriptLocation(skipping: Prelude.chunkDisplayName)
    }
}
