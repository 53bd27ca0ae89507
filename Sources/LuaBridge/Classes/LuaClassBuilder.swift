import CMoonLua

/// Collects the members of a bound class (see `LuaBinding.bind`).
///
/// Members are bound from their Swift types wherever they can be, and their types for editors
/// come from the same place (`LuaConvertible.luaType`), so nothing is typed twice:
///
/// ```swift
/// c.property("frame", \.frame)                           // Rect, read and written
/// c.property("superview", readOnly: \.superview)         // View?
/// c.method("insertSubview(view, index)") { (view, subview: View, index: Int) in
///     view.insertSubview(subview, at: index)             // (view: View, index: integer)
/// }
/// ```
///
/// Hand-written members (`method(_:signature:_:)`, `function`, `metamethod`) read their
/// arguments from a `LuaCall`, numbered as Lua counts them: a method's first argument after
/// `self` is 1, as in Lua's message `bad argument #1 to 'insertSubview'`.
public struct LuaClassBuilder<Object: AnyObject> {
    /// The class's Lua name.
    public let luaName: String
    @usableFromInline var getters: [(String, LuaMemberEntry)] = []
    @usableFromInline var setters: [(String, LuaMemberEntry)] = []
    @usableFromInline var methods: [(String, LuaMemberEntry)] = []
    var functions: [(String, LuaFunctionBox)] = []
    var metamethods: [(String, LuaFunctionBox)] = []
    var constructor: LuaFunctionBox?
    /// The declared or inferred type of each member, for `LuaBoundClass.types`.
    @usableFromInline var types: [(String, LuaType)] = []
    /// How to charge an object of the class for what its properties hold; nil when `Object`
    /// cannot carry a charge (`LuaChargeCarrier`).
    @usableFromInline let charges: LuaChargeAccess?

    init(luaName: String) {
        self.luaName = luaName
        charges = LuaChargeAccess.of(Object.self)
    }

    // The notes below are kept out of the `@inlinable` builders: with a note inline, the
    // optimiser stopped specialising `method`'s closure for the binding's body, and every bound
    // method call went through a partial-apply forwarder (bridge-call +6 of its 998 instructions
    // a call, callgrind).

    /// Notes a member's written type.
    @usableFromInline mutating func declare(_ name: String, _ signature: LuaTypeText?) {
        if let signature { types.append((name, signature.type)) }
    }

    /// Notes a member's type.
    @usableFromInline mutating func declare(_ name: String, type: LuaType) {
        types.append((name, type))
    }

    /// Notes a property's type, inferred from its Swift type, and returns how a setter of it
    /// charges what a value holds: nil for values of fixed size.
    @usableFromInline mutating func declareProperty(_ name: String, _ value: any LuaConvertible.Type,
                                                    writable: Bool) -> LuaChargeAccess? {
        // What a script may set, or, for a property it only reads, what it gets.
        types.append((name, writable ? value.luaType : value.luaPushedType))
        guard writable, value.holdsBytes else { return nil }
        guard let charges else {
            preconditionFailure("\(luaName).\(name): its values hold bytes a script chooses, which must count against "
                                + "the memory limit, but \(Object.self) cannot carry a memory charge (LuaChargeCarrier)")
        }
        return charges
    }

    // MARK: Properties

    /// A property read and written through a key path, typed by it: `c.property("alpha", \.alpha)`.
    @inlinable public mutating func property<Value: LuaConvertible>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Object, Value>
    ) {
        property(name, get: { $0[keyPath: keyPath] }, set: { $0[keyPath: keyPath] = $1 })
    }

    /// A property scripts only read, typed by its key path: `c.property("superview", readOnly: \.superview)`.
    @inlinable public mutating func property<Value: LuaConvertible>(_ name: String, readOnly keyPath: KeyPath<Object, Value>) {
        property(name, get: { $0[keyPath: keyPath] })
    }

    /// A property read and written as a Lua value of type `Value`, whose type for editors is
    /// `Value`'s; read-only without `set`. `set` may refuse a value by throwing (a
    /// `LuaArgumentError`'s message becomes `bad value for property 'name' of Class (…)`).
    /// `Value` is what `get` returns: a property that takes nil to mean a default reads as an
    /// optional too (`get: { $0.textColor as Color? }`), or nil would be refused.
    ///
    /// When `Value` holds bytes a script chooses (a string, a list: `LuaConvertible.holdsBytes`),
    /// setting it charges them to the object, under the property's name, against the script's
    /// memory limit: `Object` must then be a `LuaChargeCarrier`, or registering the class stops.
    @inlinable public mutating func property<Value: LuaConvertible>(
        _ name: String, get: @escaping (Object) -> Value, set: ((Object, Value) throws -> Void)? = nil
    ) {
        let charges = declareProperty(name, Value.self, writable: set != nil)
        getters.append((name, LuaMemberEntry(name: name, className: luaName, kind: .getter) { object, call in
            call.push(LuaMembers.with(object, as: Object.self, get))
        }))
        guard let set else { return }
        setters.append((name, LuaMemberEntry(name: name, className: luaName, kind: .setter) { object, call in
            let value = try Value.read(from: call, at: 1)
            try LuaMembers.with(object, as: Object.self) { try set($0, value) }
            if Value.holdsBytes { charges?.charge(object, value.heldBytes, part: name, call) }
        }))
    }

    /// A property with hand-written access, for what no Swift type says: `get` pushes the value,
    /// `set` reads it as argument 1 of `call`. `type` is its type for editors (`"Anchor"`,
    /// `"\(ViewController?.self)"`). A value that holds bytes is charged with `LuaCall.charge`.
    @inlinable public mutating func property(
        _ name: String, type: LuaTypeText, get: @escaping (Object, inout LuaCall) throws -> Void,
        set: ((Object, inout LuaCall) throws -> Void)? = nil
    ) {
        declare(name, type)
        getters.append((name, LuaMemberEntry(name: name, className: luaName, kind: .getter) { object, call in
            try LuaMembers.with(object, as: Object.self) { try get($0, &call) }
        }))
        guard let set else { return }
        setters.append((name, LuaMemberEntry(name: name, className: luaName, kind: .setter) { object, call in
            try LuaMembers.with(object, as: Object.self) { try set($0, &call) }
        }))
    }

    // MARK: Hand-written members

    /// A method, called as `obj:name(...)`, that reads its arguments from `call` (1 is the first
    /// after `self`, which is checked in C to be an `Object`) and pushes its results; for what
    /// typed methods cannot say (callbacks, unions, several results). `signature` is its type
    /// for editors, without `self`: `"(event: \(Control.Event.self), handler: fun(control: Control))"`.
    @inlinable public mutating func method(
        _ name: String, signature: LuaTypeText, _ body: @escaping (Object, inout LuaCall) throws -> Void
    ) {
        declare(name, signature)
        appendMethod(name) { object, call in
            try LuaMembers.with(object, as: Object.self) { try body($0, &call) }
        }
    }

    /// Adds a method's entry.
    @inlinable mutating func appendMethod(_ name: String, _ body: @escaping (UnsafeMutableRawPointer, inout LuaCall) throws -> Void) {
        methods.append((name, LuaMemberEntry(name: name, className: luaName, kind: .method, body: body)))
    }

    /// A function on the class table, called as `Class.name(...)`; its arguments start at 1.
    /// `signature` is its type for editors, as for `method`.
    public mutating func function(_ name: String, _ signature: LuaTypeText? = nil, _ body: @escaping LuaSwiftFunction) {
        declare(name, signature)
        functions.append((name, LuaFunctionBox(body)))
    }

    /// A metamethod of the instances (`__add`, `__mul`, `__unm`, `__lt`, `__concat`, `__tostring`,
    /// …): `body` gets Lua's operands as arguments 1 and 2, which need not be instances (`2 * x`
    /// passes the number first). Subclasses inherit it. The bridge's own (`__index`,
    /// `__newindex`, `__gc`, `__eq`, `__name`, `__metatable`) cannot be replaced.
    /// `signature` is the operator's type for editors: the other operand and the result,
    /// `(number|Variable): Expression`.
    public mutating func metamethod(_ name: String, _ signature: LuaTypeText? = nil, _ body: @escaping LuaSwiftFunction) {
        declare(name, signature)
        precondition(name.hasPrefix("__") && !LuaClassBuilder.bridgeMetamethods.contains(name),
                     "\(luaName): '\(name)' is not a metamethod a binding may set")
        metamethods.append((name, LuaFunctionBox(body)))
    }

    /// The metamethods the bridge sets itself: what makes an instance an instance.
    static var bridgeMetamethods: Set<String> { ["__index", "__newindex", "__gc", "__eq", "__name", "__metatable", "__mode", "__close"] }

    /// How `Class.new(...)` and `Class(...)` make an instance, reading the arguments from `call`
    /// (for what typed constructors cannot say); `Class { k = v }` then assigns each field as a
    /// property. `signature` is `new`'s type for editors (its result, the class, is implied):
    /// `(...: View)`.
    public mutating func constructor(signature: LuaTypeText, _ make: @escaping (inout LuaCall) throws -> Object) {
        declare("new", signature)
        constructor = LuaFunctionBox { call in
            let object = try make(&call)
            call.push(object: object)
        }
    }
}
