import CLua

/// Collects the members of a bound class (see `LuaBinding.bind`).
///
/// Arguments of methods and functions are read from `call` as Lua numbers them:
/// for a method, 1 is `self` and the first real argument is 2.
public struct LuaClassBuilder<Object: AnyObject> {
    /// The class's Lua name.
    public let luaName: String
    var getters: [(String, LuaAccessorEntry)] = []
    var setters: [(String, LuaAccessorEntry)] = []
    var methods: [(String, LuaFunctionBox)] = []
    var functions: [(String, LuaFunctionBox)] = []
    var constructor: LuaFunctionBox?

    init(luaName: String) { self.luaName = luaName }

    /// A property read and written as a Lua value of type `Value`; read-only without `set`.
    public mutating func property<Value: LuaConvertible>(
        _ name: String, get: @escaping (Object) -> Value, set: ((Object, Value) throws -> Void)? = nil
    ) {
        getters.append((name, LuaAccessorEntry(name: name, className: luaName) { object, call in
            call.push(get(Unmanaged<Object>.fromOpaque(object).takeUnretainedValue()))
        }))
        guard let set else { return }
        setters.append((name, LuaAccessorEntry(name: name, className: luaName) { object, call in
            try set(Unmanaged<Object>.fromOpaque(object).takeUnretainedValue(), try Value.read(from: call.L, at: 3))
        }))
    }

    /// A property holding a bound object (or nil); read-only without `set`.
    public mutating func property<Value: AnyObject>(
        _ name: String, get: @escaping (Object) -> Value?, set: ((Object, Value?) throws -> Void)? = nil
    ) {
        getters.append((name, LuaAccessorEntry(name: name, className: luaName) { object, call in
            call.push(object: get(Unmanaged<Object>.fromOpaque(object).takeUnretainedValue()))
        }))
        guard let set else { return }
        setters.append((name, LuaAccessorEntry(name: name, className: luaName) { object, call in
            try set(Unmanaged<Object>.fromOpaque(object).takeUnretainedValue(),
                    try call.optionalObject(3, as: Value.self))
        }))
    }

    /// A property with hand-written access: `get` pushes the value, `set` reads it from index 3.
    public mutating func property(
        _ name: String, get: @escaping (Object, inout LuaCall) throws -> Void,
        set: ((Object, inout LuaCall) throws -> Void)? = nil
    ) {
        getters.append((name, LuaAccessorEntry(name: name, className: luaName) { object, call in
            try get(Unmanaged<Object>.fromOpaque(object).takeUnretainedValue(), &call)
        }))
        guard let set else { return }
        setters.append((name, LuaAccessorEntry(name: name, className: luaName) { object, call in
            try set(Unmanaged<Object>.fromOpaque(object).takeUnretainedValue(), &call)
        }))
    }

    /// A method, called as `obj:name(...)`; `self` is checked to be an `Object`.
    public mutating func method(_ name: String, _ body: @escaping (Object, inout LuaCall) throws -> Void) {
        let className = luaName
        methods.append((name, LuaFunctionBox { call in
            guard let object = LuaObjects.object(call.L, 1, as: Object.self) else {
                throw LuaArgumentError(index: 1, expected: className, in: call.L)
            }
            try body(object, &call)
        }))
    }

    /// A function on the class table, called as `Class.name(...)`.
    public mutating func function(_ name: String, _ body: @escaping LuaSwiftFunction) {
        functions.append((name, LuaFunctionBox(body)))
    }

    /// How `Class.new(...)` and `Class(...)` make an instance; `Class { k = v }` then
    /// assigns each field as a property.
    public mutating func constructor(_ make: @escaping (inout LuaCall) throws -> Object) {
        constructor = LuaFunctionBox { call in
            let object = try make(&call)
            call.push(object: object)
        }
    }
}

/// A property getter or setter: passed to the C `__index`/`__newindex` as a light
/// userdata, and kept alive by its class for the life of the state.
final class LuaAccessorEntry {
    let name: String
    let className: String
    let body: (UnsafeMutableRawPointer, inout LuaCall) throws -> Void

    init(name: String, className: String, body: @escaping (UnsafeMutableRawPointer, inout LuaCall) throws -> Void) {
        self.name = name
        self.className = className
        self.body = body
    }
}

/// The Swift side of `__index`/`__newindex`: runs an accessor entry on an object.
enum LuaAccessors {
    static func call(_ L: OpaquePointer?, _ entry: UnsafeMutableRawPointer?, _ object: UnsafeMutableRawPointer?) -> Int32 {
        guard let L, let entry else { return Int32(MOON_RAISE) }
        let accessor = Unmanaged<LuaAccessorEntry>.fromOpaque(entry).takeUnretainedValue()
        guard let object else {
            LuaStack.push(L, string: "\(accessor.className) object has been released")
            return Int32(MOON_RAISE_WHERE)
        }
        var call = LuaCall(L)
        do {
            try accessor.body(object, &call)
            return call.results
        } catch let error as LuaArgumentError {
            // There is no argument list in `obj.value = x`: name the property instead.
            LuaStack.push(L, string: "bad value for property '\(accessor.name)' of \(accessor.className) (\(error.message))")
            return Int32(MOON_RAISE_WHERE)
        } catch {
            return LuaFunctions.fail(L, error)
        }
    }
}
