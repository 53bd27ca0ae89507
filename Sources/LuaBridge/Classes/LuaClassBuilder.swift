import CMoonLua

/// Collects the members of a bound class (see `LuaBinding.bind`).
///
/// Arguments of methods and functions are read from `call` as Lua numbers them:
/// for a method, 1 is `self` and the first real argument is 2.
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
    @usableFromInline var types: [(String, LuaMemberType)] = []

    init(luaName: String) { self.luaName = luaName }

    /// Notes a member's written type. Kept out of the `@inlinable` builders: with it inline,
    /// the optimiser stopped specialising `method`'s closure for the binding's body, and every
    /// bound method call went through a partial-apply forwarder (bridge-call +6 of its 998
    /// instructions a call, callgrind).
    @usableFromInline mutating func declare(_ name: String, _ signature: String?) {
        if let signature { types.append((name, .written(signature))) }
    }

    /// A property read and written as a Lua value of type `Value`; read-only without `set`.
    /// Its type for editors is `Value`'s (`string?`) unless `type` says more (`Color`).
    @inlinable public mutating func property<Value: LuaConvertible>(
        _ name: String, type: String? = nil, get: @escaping (Object) -> Value, set: ((Object, Value) throws -> Void)? = nil
    ) {
        types.append((name, type.map(LuaMemberType.written) ?? .written(Value.luaTypeName)))
        getters.append((name, LuaMemberEntry(name: name, className: luaName, kind: .getter) { object, call in
            call.push(LuaMembers.with(object, as: Object.self, get))
        }))
        guard let set else { return }
        setters.append((name, LuaMemberEntry(name: name, className: luaName, kind: .setter) { object, call in
            let value = try Value.read(from: call, at: 3)
            try LuaMembers.with(object, as: Object.self) { try set($0, value) }
        }))
    }

    /// A property holding a bound object (or nil); read-only without `set`. Its type for editors
    /// is `Value`'s class, optional, unless `type` says it is never nil (`Label`).
    @inlinable public mutating func property<Value: AnyObject>(
        _ name: String, type: String? = nil, get: @escaping (Object) -> Value?, set: ((Object, Value?) throws -> Void)? = nil
    ) {
        types.append((name, type.map(LuaMemberType.written) ?? .object(Value.self)))
        getters.append((name, LuaMemberEntry(name: name, className: luaName, kind: .getter) { object, call in
            call.push(object: LuaMembers.with(object, as: Object.self, get))
        }))
        guard let set else { return }
        setters.append((name, LuaMemberEntry(name: name, className: luaName, kind: .setter) { object, call in
            let value = try call.optionalObject(3, as: Value.self)
            try LuaMembers.with(object, as: Object.self) { try set($0, value) }
        }))
    }

    /// A property with hand-written access: `get` pushes the value, `set` reads it from index 3.
    /// `type` is its type for editors, in the Lua language server's words (`Rect`, `Color?`).
    @inlinable public mutating func property(
        _ name: String, type: String? = nil, get: @escaping (Object, inout LuaCall) throws -> Void,
        set: ((Object, inout LuaCall) throws -> Void)? = nil
    ) {
        if let type { types.append((name, .written(type))) }
        getters.append((name, LuaMemberEntry(name: name, className: luaName, kind: .getter) { object, call in
            try LuaMembers.with(object, as: Object.self) { try get($0, &call) }
        }))
        guard let set else { return }
        setters.append((name, LuaMemberEntry(name: name, className: luaName, kind: .setter) { object, call in
            try LuaMembers.with(object, as: Object.self) { try set($0, &call) }
        }))
    }

    /// A method, called as `obj:name(...)`; `self` is checked (in C) to be an `Object`.
    /// `signature` is its type for editors, without `self`: `(view: View, index: integer)`,
    /// `(tag: integer): View?` (see `LuaBoundClass.types`).
    @inlinable public mutating func method(
        _ name: String, _ signature: String? = nil, _ body: @escaping (Object, inout LuaCall) throws -> Void
    ) {
        declare(name, signature)
        methods.append((name, LuaMemberEntry(name: name, className: luaName, kind: .method) { object, call in
            try LuaMembers.with(object, as: Object.self) { try body($0, &call) }
        }))
    }

    /// A function on the class table, called as `Class.name(...)`.
    /// `signature` is its type for editors, as for `method`.
    public mutating func function(_ name: String, _ signature: String? = nil, _ body: @escaping LuaSwiftFunction) {
        if let signature { types.append((name, .written(signature))) }
        functions.append((name, LuaFunctionBox(body)))
    }

    /// A metamethod of the instances (`__add`, `__mul`, `__unm`, `__lt`, `__concat`, `__tostring`,
    /// …): `body` gets Lua's operands as arguments 1 and 2, which need not be instances (`2 * x`
    /// passes the number first). Subclasses inherit it. The bridge's own (`__index`,
    /// `__newindex`, `__gc`, `__eq`, `__name`, `__metatable`) cannot be replaced.
    /// `signature` is the operator's type for editors: the other operand and the result,
    /// `(number|Variable): Expression`.
    public mutating func metamethod(_ name: String, _ signature: String? = nil, _ body: @escaping LuaSwiftFunction) {
        if let signature { types.append((name, .written(signature))) }
        precondition(name.hasPrefix("__") && !LuaClassBuilder.bridgeMetamethods.contains(name),
                     "\(luaName): '\(name)' is not a metamethod a binding may set")
        metamethods.append((name, LuaFunctionBox(body)))
    }

    /// The metamethods the bridge sets itself: what makes an instance an instance.
    static var bridgeMetamethods: Set<String> { ["__index", "__newindex", "__gc", "__eq", "__name", "__metatable", "__mode", "__close"] }

    /// How `Class.new(...)` and `Class(...)` make an instance; `Class { k = v }` then
    /// assigns each field as a property. `signature` is `new`'s type for editors (its result,
    /// the class, is implied): `(type: "system"|"custom"|nil)`.
    public mutating func constructor(_ signature: String? = nil, _ make: @escaping (inout LuaCall) throws -> Object) {
        if let signature { types.append(("new", .written(signature))) }
        constructor = LuaFunctionBox { call in
            let object = try make(&call)
            call.push(object: object)
        }
    }
}

