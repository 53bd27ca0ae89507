import CMoonLua

/// Reads the fields of a table argument without metamethods (`ui.animate { duration = 1, … }`),
/// with errors that name the field.
///
/// Fields and elements are pushed above the call's arguments while they are read, and named by
/// their positions as the call numbers them (`LuaCall`): `pushFields` returns the first one's,
/// and the `at:` functions take them.
package struct LuaTableReader {
    package let call: LuaCall
    /// The table's position as the call numbers arguments, for errors.
    package let index: Int32
    /// The table's stack slot.
    let table: Int32
    package let functionName: String

    package init(_ call: LuaCall, _ index: Int32, for functionName: String) throws(LuaArgumentError) {
        guard call.isTable(index) else {
            throw LuaArgumentError(index: index, expected: "table", in: call)
        }
        self.call = call
        self.index = index < 0 ? call.topPosition + index + 1 : index
        table = call.slot(self.index)
        self.functionName = functionName
    }

    /// Runs `read` with `table[key]` on top of the stack. Keys are literals, handed to C as they
    /// are: building a Lua string from a Swift one cost more than the read (`ui.animate` reads
    /// five fields each call).
    private func with<T>(_ key: StaticString, _ read: (Int32) throws(LuaArgumentError) -> T) throws(LuaArgumentError) -> T {
        moon_rawgetkey(call.L, table, UnsafeRawPointer(key.utf8Start).assumingMemoryBound(to: CChar.self))
        defer { moon_pop(call.L, 1) }
        return try read(call.topPosition)
    }

    private func wrong(_ key: StaticString, _ expected: String, _ position: Int32) -> LuaArgumentError {
        LuaArgumentError(index: index, message: "field '\(key)': \(expected) expected, got \(call.typeName(position))")
    }

    /// Pushes the fields named in `keys` ("duration\0delay\0", each name ended by a NUL), in
    /// order, with one C call, and returns the position of the first: read them with the
    /// `at:` functions, naming each for errors. They stay on the stack until the Swift function
    /// returns, which is what lets a block run on the spot (`animations`) be called with neither
    /// a registry reference nor a second look-up.
    package func pushFields(_ keys: StaticString) -> Int32 {
        let first = call.topPosition + 1
        moon_rawgetfields(call.L, table, UnsafeRawPointer(keys.utf8Start).assumingMemoryBound(to: CChar.self))
        return first
    }

    package func number(_ key: StaticString) throws(LuaArgumentError) -> Double? {
        try with(key) { top throws(LuaArgumentError) in try number(key, at: top) }
    }

    /// The field `key` pushed at `position` (see `pushFields`) as a number, nil when nil.
    package func number(_ key: StaticString, at position: Int32) throws(LuaArgumentError) -> Double? {
        let slot = call.slot(position)
        switch lua_type(call.L, slot) {
        case LUA_TNUMBER: return lua_tonumberx(call.L, slot, nil)
        case LUA_TNIL: return nil
        default: throw wrong(key, "number", position)
        }
    }

    /// The field `key` pushed at `position` as a function kept by reference, nil when nil.
    package func function(_ key: StaticString, at position: Int32) throws(LuaArgumentError) -> LuaReference? {
        guard try isFunction(key, at: position) else { return nil }
        return try call.function(position)
    }

    /// Whether the field `key` pushed at `position` is a function (false when nil; anything
    /// else is an error): one to call there with `callFunction(at:)`.
    package func isFunction(_ key: StaticString, at position: Int32) throws(LuaArgumentError) -> Bool {
        if call.isFunction(position) { return true }
        if call.isNil(position) { return false }
        throw wrong(key, "function", position)
    }

    /// Calls the function pushed at `position` with no arguments, under protection.
    package func callFunction(at position: Int32) throws(LuaError) {
        let L = call.L, slot = call.slot(position)
        try LuaState.from(L).protected(L, results: 0, { () throws(LuaError) -> Int32 in
            lua_pushvalue(L, slot)
            return 0
        }, read: { _ in })
    }

    /// The field `key` pushed at `position` as a bound object of type `T`, nil when nil.
    package func object<T: AnyObject>(_ key: StaticString, at position: Int32, as type: T.Type) throws(LuaArgumentError) -> T? {
        if call.isNil(position) { return nil }
        guard let object = LuaObjects.object(call.L, call.slot(position), as: T.self) else {
            throw wrong(key, LuaState.from(call.L).luaName(of: T.self), position)
        }
        return object
    }

    /// The field `key` pushed at `top` as a list of names
    /// (`options = {"repeat", "autoreverse"}`), or one name.
    package func names(_ key: StaticString, at top: Int32) throws(LuaArgumentError) -> [String] {
        if let names = stringList(call.slot(top)) { return names }
        switch try call.value(top) {
        case .nil: return []
        case .string(let name): return [name]
        case .array(let items):
            return try items.map { item throws(LuaArgumentError) -> String in
                guard case .string(let name) = item else { throw wrong(key, "list of names", top) }
                return name
            }
        default: throw wrong(key, "list of names", top)
        }
    }

    /// Calls `body` with the UTF-8 bytes of each name that `names` would return for the field
    /// `key` pushed at stack index `slot` (see `pushFields`), in order, read in place for a name
    /// or a list of names: no Swift string, no array (options come with most of Swifty Words'
    /// animations, and making strings of them cost a third of the call). The bytes are valid
    /// only during the call of `body`.
    package func forEachName(_ key: StaticString, at position: Int32, _ body: (UnsafeRawBufferPointer) throws(LuaArgumentError) -> Void) throws(LuaArgumentError) {
        let L = call.L, slot = call.slot(position)
        switch lua_type(L, slot) {
        case LUA_TNIL:
            return
        case LUA_TSTRING:
            try body(LuaStack.bytes(L, slot))
            return
        default:
            if let count = stringListCount(slot) {
                for i in 1...count {
                    lua_rawgeti(L, slot, i)
                    defer { moon_pop(L, 1) }
                    try body(LuaStack.bytes(L, -1))
                }
                return
            }
        }
        // Anything else is read, or refused, as `names` reads it.
        for name in try names(key, at: position) {
            var name = name
            var failure: LuaArgumentError?
            name.withUTF8 { bytes in
                do throws(LuaArgumentError) { try body(UnsafeRawBufferPointer(bytes)) } catch { failure = error }
            }
            if let failure { throw failure }
        }
    }

    /// The length of the table in stack slot `index` when it is a non-empty list of strings (keys
    /// exactly 1…n), nil for anything else.
    private func stringListCount(_ index: Int32) -> lua_Integer? {
        let L = call.L
        guard lua_type(L, index) == LUA_TTABLE, lua_checkstack(L, 3) != 0 else { return nil }
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        var count: lua_Integer = 0
        lua_pushnil(L)
        while lua_next(L, index) != 0 {
            guard lua_type(L, -1) == LUA_TSTRING, lua_isinteger(L, -2) != 0 else { return nil }
            count += 1
            moon_pop(L, 1)
        }
        guard count > 0 else { return nil }
        for i in 1...count {
            guard lua_rawgeti(L, index, i) == LUA_TSTRING else { return nil }  // keys are not exactly 1…n
            moon_pop(L, 1)
        }
        return count
    }

    /// The strings of a non-empty list of strings in stack slot `index` read in place, nil for
    /// anything else (which the plain-value path then reads or refuses).
    private func stringList(_ index: Int32) -> [String]? {
        guard let count = stringListCount(index) else { return nil }
        let L = call.L
        var names: [String] = []
        names.reserveCapacity(Int(count))
        for i in 1...count {
            lua_rawgeti(L, index, i)
            names.append(String(decoding: LuaStack.bytes(L, -1), as: UTF8.self))
            moon_pop(L, 1)
        }
        return names
    }
}
