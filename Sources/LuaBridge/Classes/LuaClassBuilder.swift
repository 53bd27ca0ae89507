import CMoonLua

/// Collects the members of a bound class (see `LuaBinding.bind`).
///
/// Members are bound from their Swift types wherever they can be, and their types for editors
/// come from the same place (`LuaConvertible.luaType`), so nothing is typed twice:
///
/// ```swift
/// c.property("frame", get: { $0.frame }, set: { $0.frame = $1 })   // Rect, read and written
/// c.property("superview", get: { $0.superview })                   // View?, read-only
/// c.method("insertSubview(view, index)") { (view, subview: View, index: Int) in
///     view.insertSubview(subview, at: index)                       // (view: View, index: integer)
/// }
/// ```
///
/// Properties take closures rather than key paths (`\.frame`), which would read better: a key
/// path kept in a member is projected by the runtime at every access (`swift_getAtKeyPath`),
/// where a closure is specialised for its property (docs/performance.md gives the figure).
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

    init(luaName: String) { self.luaName = luaName }

    // The builders are inlined into each binding's `bind` (`@inline(__always)`): only there does
    // the optimiser see the binding's closure, and specialise the member's entry for it (the
    // closure's body inlined, its arguments and result passed directly). Left to its own
    // judgement it kept calls to the builders from a `bind` of many members, and every call to
    // such a member went through the closure's context. The notes below are kept out of the
    // builders: with one inline, the optimiser stopped specialising the entry all the same
    // (docs/performance.md, bridge-call).

    /// Notes a member's written type.
    @usableFromInline mutating func declare(_ name: String, _ signature: LuaTypeText?) {
        if let signature { types.append((name, signature.type)) }
    }

    /// Notes a member's type.
    @usableFromInline mutating func declare(_ name: String, type: LuaType) {
        types.append((name, type))
    }

    /// Notes a property's type, inferred from its Swift type. A writable property whose values
    /// hold bytes stops the registration unless the class can carry their charge.
    @usableFromInline mutating func declareProperty(_ name: String, _ value: any LuaConvertible.Type,
                                                    writable: Bool, charged: Bool) {
        // What a script may set, or, for a property it only reads, what it gets.
        types.append((name, writable ? value.luaType : value.luaPushedType))
        precondition(!writable || !value.holdsBytes || charged,
                     "\(luaName).\(name): its values hold bytes a script chooses, which must count against "
                     + "the memory limit, but \(Object.self) cannot carry a memory charge (LuaChargeCarrier)")
    }

    /// Adds a property's getter.
    @inlinable @inline(__always) mutating func appendGetter<Value: LuaConvertible>(_ name: String, _ get: @escaping (Object) -> Value) {
        getters.append((name, LuaMemberEntry(name: name, className: luaName, kind: .getter) { object, call in
            call.push(LuaMembers.with(object, as: Object.self, get))
        }))
    }

    // MARK: Properties

    /// A property read and written as a Lua value of type `Value`, whose type for editors is
    /// `Value`'s; read-only without `set`. `set` may refuse a value by throwing (a
    /// `LuaArgumentError`'s message becomes `bad value for property 'name' of Class (…)`).
    /// `Value` is what `get` returns: a property that takes nil to mean a default reads as an
    /// optional too (`get: { $0.textColor as Color? }`), or nil would be refused.
    ///
    /// When `Value` holds bytes a script chooses (a string, a list: `LuaConvertible.holdsBytes`),
    /// setting it charges them to the object, under the property's name, against the script's
    /// memory limit (the overload below): `Object` must then be a `LuaChargeCarrier`, or
    /// registering the class stops, naming the property.
    @inlinable @inline(__always) public mutating func property<Value: LuaConvertible>(
        _ name: String, get: @escaping (Object) -> Value, set: ((Object, Value) throws -> Void)? = nil
    ) {
        declareProperty(name, Value.self, writable: set != nil, charged: false)
        appendGetter(name, get)
        guard let set else { return }
        setters.append((name, LuaMemberEntry(name: name, className: luaName, kind: .setter) { object, call in
            let value = try Value.read(from: call, at: 1)
            try LuaMembers.with(object, as: Object.self) { try set($0, value) }
        }))
    }

    /// A property of a class whose objects carry a memory charge: as the one above, and a value
    /// that holds bytes is charged to the object under the property's name (`LuaMemoryCharge`),
    /// replacing what the property held before.
    @inlinable @inline(__always) public mutating func property<Value: LuaConvertible>(
        _ name: String, get: @escaping (Object) -> Value, set: ((Object, Value) throws -> Void)? = nil
    ) where Object: LuaChargeCarrier {
        declareProperty(name, Value.self, writable: set != nil, charged: true)
        appendGetter(name, get)
        guard let set else { return }
        setters.append((name, LuaMemberEntry(name: name, className: luaName, kind: .setter) { object, call in
            let value = try Value.read(from: call, at: 1)
            try LuaMembers.with(object, as: Object.self) { object in
                try set(object, value)
                if Value.holdsBytes { object.charge(value.heldBytes, part: name, in: call.state) }
            }
        }))
    }

    /// A property with hand-written access, for what no Swift type says: `get` pushes the value,
    /// `set` reads it as argument 1 of `call`. `type` is its type for editors (`"Anchor"`,
    /// `"\(ViewController?.self)"`). A value that holds bytes is charged with `LuaCall.charge`.
    @inlinable @inline(__always) public mutating func property(
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
    @inlinable @inline(__always) public mutating func method(
        _ name: String, signature: LuaTypeText, _ body: @escaping (Object, inout LuaCall) throws -> Void
    ) {
        declare(name, signature)
        appendMethod(name) { object, call in
            try LuaMembers.with(object, as: Object.self) { try body($0, &call) }
        }
    }

    /// Adds a method's entry.
    @inlinable @inline(__always) mutating func appendMethod(_ name: String, _ body: @escaping (UnsafeMutableRawPointer, inout LuaCall) throws -> Void) {
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
