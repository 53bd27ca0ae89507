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

    init(luaName: String) { self.luaName = luaName }

    /// A property read and written as a Lua value of type `Value`; read-only without `set`.
    @inlinable public mutating func property<Value: LuaConvertible>(
        _ name: String, get: @escaping (Object) -> Value, set: ((Object, Value) throws -> Void)? = nil
    ) {
        getters.append((name, LuaMemberEntry(name: name, className: luaName, kind: .getter) { object, call in
            call.push(LuaMembers.with(object, as: Object.self, get))
        }))
        guard let set else { return }
        setters.append((name, LuaMemberEntry(name: name, className: luaName, kind: .setter) { object, call in
            let value = try Value.read(from: call, at: 3)
            try LuaMembers.with(object, as: Object.self) { try set($0, value) }
        }))
    }

    /// A property holding a bound object (or nil); read-only without `set`.
    @inlinable public mutating func property<Value: AnyObject>(
        _ name: String, get: @escaping (Object) -> Value?, set: ((Object, Value?) throws -> Void)? = nil
    ) {
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
    @inlinable public mutating func property(
        _ name: String, get: @escaping (Object, inout LuaCall) throws -> Void,
        set: ((Object, inout LuaCall) throws -> Void)? = nil
    ) {
        getters.append((name, LuaMemberEntry(name: name, className: luaName, kind: .getter) { object, call in
            try LuaMembers.with(object, as: Object.self) { try get($0, &call) }
        }))
        guard let set else { return }
        setters.append((name, LuaMemberEntry(name: name, className: luaName, kind: .setter) { object, call in
            try LuaMembers.with(object, as: Object.self) { try set($0, &call) }
        }))
    }

    /// A method, called as `obj:name(...)`; `self` is checked (in C) to be an `Object`.
    @inlinable public mutating func method(_ name: String, _ body: @escaping (Object, inout LuaCall) throws -> Void) {
        methods.append((name, LuaMemberEntry(name: name, className: luaName, kind: .method) { object, call in
            try LuaMembers.with(object, as: Object.self) { try body($0, &call) }
        }))
    }

    /// A function on the class table, called as `Class.name(...)`.
    public mutating func function(_ name: String, _ body: @escaping LuaSwiftFunction) {
        functions.append((name, LuaFunctionBox(body)))
    }

    /// A metamethod of the instances (`__add`, `__mul`, `__unm`, `__lt`, `__concat`, `__tostring`,
    /// …): `body` gets Lua's operands as arguments 1 and 2, which need not be instances (`2 * x`
    /// passes the number first). Subclasses inherit it. The bridge's own (`__index`,
    /// `__newindex`, `__gc`, `__eq`, `__name`, `__metatable`) cannot be replaced.
    public mutating func metamethod(_ name: String, _ body: @escaping LuaSwiftFunction) {
        precondition(name.hasPrefix("__") && !LuaClassBuilder.bridgeMetamethods.contains(name),
                     "\(luaName): '\(name)' is not a metamethod a binding may set")
        metamethods.append((name, LuaFunctionBox(body)))
    }

    /// The metamethods the bridge sets itself: what makes an instance an instance.
    static var bridgeMetamethods: Set<String> { ["__index", "__newindex", "__gc", "__eq", "__name", "__metatable", "__mode", "__close"] }

    /// How `Class.new(...)` and `Class(...)` make an instance; `Class { k = v }` then
    /// assigns each field as a property.
    public mutating func constructor(_ make: @escaping (inout LuaCall) throws -> Object) {
        constructor = LuaFunctionBox { call in
            let object = try make(&call)
            call.push(object: object)
        }
    }
}

