import CMoonLua

/// Swift objects as userdata: one userdata per object per state, found again by identity.
package enum LuaObjects {
    /// Pushes the userdata for `object`, making it (and retaining the object) on first use.
    package static func push(_ L: OpaquePointer, _ object: AnyObject) {
        let identity = Unmanaged.passUnretained(object).toOpaque()
        if moon_pushcached(L, identity) != 0 { return }
        let recent = LuaState.recentClass(of: object, in: L)
        // A user value (the field table) only where the class lets instances carry fields.
        moon_pushnewobject(L, Unmanaged.passRetained(object).toOpaque(), recent.cClass, recent.metatableRef,
                           recent.allowsScriptFields ? 1 : 0)
        // Only where fields can be read, and only for a type known to carry them.
        if recent.allowsScriptFields, recent.carriesFields,
           let fields = (object as? LuaFieldCarrier)?.luaFields, fields.belongs(to: L) {
            moon_setfields(L, fields.registryRef)
        }
    }

    /// The object behind the userdata at `index` if it is a `T`, else nil.
    package static func object<T: AnyObject>(_ L: OpaquePointer, _ index: Int32, as type: T.Type) -> T? {
        guard let box = moon_toobject(L, index), let raw = box.pointee.object else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(raw).takeUnretainedValue() as? T
    }
}

/// A Swift object handed to Lua as an argument of `LuaReference.call` or `setGlobal`.
public struct LuaObject: LuaPushable {
    /// The object; Lua sees the userdata of its bound class.
    public let object: AnyObject

    /// Wraps `object` for pushing.
    public init(_ object: AnyObject) { self.object = object }

    /// Pushes the object's userdata (the same one every time).
    public func push(to top: LuaStackTop) { LuaObjects.push(top.L, object) }
}

/// A Swift object with script fields (a Lua subclass instance): its field table lives as long
/// as the object, so a userdata made for it after an earlier one was collected finds the same
/// fields, methods and property values.
public protocol LuaFieldCarrier: AnyObject {
    /// The object's field table, held by Swift.
    var luaFields: LuaReference? { get }
}
