import CMoonLua

extension LuaState {
    /// Registers a bound class (and its parents first) and returns its class table
    /// (constructor as `new` and `__call`, plus its functions); also stored as a
    /// global when `global` is given. Register classes before pushing their objects.
    @discardableResult
    public func register<B: LuaBinding>(_ binding: B.Type, global: String? = nil) -> LuaReference? {
        guard let L, let info = classInfo(binding) else { return nil }
        lua_rawgeti(L, MOON_LUA_REGISTRYINDEX, lua_Integer(info.classTableRef))
        defer { moon_pop(L, 1) }
        if let global {
            lua_pushvalue(L, -1)
            rawSetGlobal(L, global)
        }
        return LuaReference(state: self, L: L, index: -1)
    }

    /// The Lua name used in messages for a Swift class: its binding's, else the Swift name.
    func luaName(of type: AnyObject.Type) -> String {
        luaNames[ObjectIdentifier(type)] ?? String(describing: type)
    }

    /// `recentClass(of:)` of the state that owns `L`, reached without retaining and releasing the
    /// state (as `LuaState.from(L)` would around the call) for every new object pushed.
    static func recentClass(of object: AnyObject, in L: OpaquePointer) -> RecentClasses.Entry {
        Unmanaged<LuaState>.fromOpaque(moon_runtime(L).pointee.swiftState)
            ._withUnsafeGuaranteedRef { $0.recentClass(of: object) }
    }

    /// The registered class an object gets: the deepest binding it is an instance of.
    /// `classInfo(for:)`, and whether the object's type carries script fields, from the memo.
    func recentClass(of object: AnyObject) -> RecentClasses.Entry {
        let type = ObjectIdentifier(Swift.type(of: object))
        if let entry = recentClasses.entry(for: type) { return entry }
        let info = classInfo(for: object)
        instanceTables(info)
        let entry = RecentClasses.Entry(type: type, info: info, carriesFields: object is LuaFieldCarrier)
        recentClasses.remember(entry)
        return entry
    }

    /// The registered class of the nearest Swift class, up the object's superclasses, that a
    /// binding binds; the root `Object` (registered first) when none does.
    ///
    /// Walking the superclasses, not testing the object against every registered class, keeps
    /// a fresh game's first push of each type from growing with the number of bindings
    /// (psychic-fresh-game 6.600 → 6.558 M instructions a game in the perf gate, with 48
    /// bound classes). `ClassLookupTests` pins the choice.
    func classInfo(for object: AnyObject) -> LuaClassInfo {
        let type = ObjectIdentifier(Swift.type(of: object))
        if let info = classByDynamicType[type] { return info }
        var found = classList[0]
        var current: AnyClass? = Swift.type(of: object)
        while let swiftClass = current {
            if let info = classByBoundType[ObjectIdentifier(swiftClass)] {
                found = info
                break
            }
            current = _getSuperclass(swiftClass)
        }
        classByDynamicType[type] = found
        return found
    }

    private func classInfo(opening binding: any LuaBinding.Type) -> LuaClassInfo? {
        classInfo(binding)
    }

    func classInfo<B: LuaBinding>(_ binding: B.Type) -> LuaClassInfo? {
        if let info = classes[ObjectIdentifier(binding)] { return info }
        guard let L else { return nil }
        // A class without a parent binding hangs under the root `Object` (registered first).
        var parent: LuaClassInfo? = classList.first
        if let parentBinding = B.parent {
            parent = classInfo(opening: parentBinding)
            precondition(parent?.admits(B.Object.self) ?? false,
                         "\(B.luaName): its Swift class is not a subclass of its parent binding's")
        }
        guard let info = LuaClassInfo(name: B.luaName, parent: parent, admits: { $0 is B.Object.Type }) else {
            preconditionFailure("\(B.luaName): class hierarchies deeper than \(MOON_MAX_CLASS_DEPTH) are not supported")
        }
        // The Swift side is built once per process; this state builds only its Lua tables, and
        // those its instances need (`instanceTables`) only once it pushes one of them.
        let blueprint = LuaClassBlueprint.of(binding)
        info.blueprint = blueprint
        info.parent = parent
        info.allowsScriptFields = B.allowsScriptFields
        // Operators and the like: the parent's, then the class's own (which may replace them).
        var metamethods = parent?.metamethods ?? []
        for (name, box) in blueprint.metamethods {
            metamethods.removeAll { $0.0 == name }
            metamethods.append((name, box))
        }
        info.metamethods = metamethods

        // The class table: functions, `new`, and `Class(...)` / `Class { ... }`.
        lua_createtable(L, 0, Int32(blueprint.functions.count + 1))
        for (name, box) in blueprint.functions {
            setField(L, name) { LuaFunctions.push(L, entry: box) }
        }
        if let constructor = blueprint.constructor {
            setField(L, "new") { LuaFunctions.push(L, entry: constructor) }
            lua_createtable(L, 0, 1)
            setField(L, "__call") {
                LuaFunctions.push(L, entry: constructor)
                lua_pushcclosure(L, moon_construct, 1)
            }
            lua_setmetatable(L, -2)
        }
        let classTableRef = luaL_ref(L, MOON_LUA_REGISTRYINDEX)

        info.classTableRef = classTableRef
        info.members = blueprint.members
        info.members.parent = parent?.name
        info.types = blueprint.types
        classes[ObjectIdentifier(binding)] = info
        classList.append(info)
        let bound = ObjectIdentifier(B.Object.self)
        if info.depth > classByBoundType[bound]?.depth ?? -1 { classByBoundType[bound] = info }
        classByDynamicType.removeAll()
        recentClasses.removeAll()
        luaNames[ObjectIdentifier(B.Object.self)] = B.luaName
        return info
    }

    /// Builds the tables the instances of a class need, and its parents' first, unless built
    /// already: the members (name -> method function, or light userdata = getter entry), the
    /// setters, and the instances' metatable. A game uses a few of its thirty-odd bound classes,
    /// and building all of them for every new state is a large part of a short game (the
    /// figure: docs/performance.md, "Measured choices"), so they are built on first push. Only raw
    /// access: it runs in the middle of pushing an object, often inside a call from Lua.
    func instanceTables(_ info: LuaClassInfo) {
        guard info.metatableRef == LUA_NOREF, let L, let blueprint = info.blueprint else { return }
        if let parent = info.parent { instanceTables(parent) }
        let parent = info.parent
        // Room for what this builds on top of what the push that asked had.
        precondition(lua_checkstack(L, 8) != 0, "the Lua stack cannot grow to build \(info.name)'s tables")
        // The parent's members (which hold its own parent's already) go in first, then the
        // class's own over them: C finds any member with one look-up. Sized for all of them at
        // once, so that the table is not rehashed as it fills; the sizes are upper bounds (a
        // member may replace its parent's).
        info.memberCount = blueprint.getters.count + blueprint.methods.count + (parent?.memberCount ?? 0)
        info.setterCount = blueprint.setters.count + (parent?.setterCount ?? 0)
        lua_createtable(L, 0, Int32(info.memberCount))
        copyEntries(L, from: parent?.membersRef)
        for (name, entry) in blueprint.getters {
            LuaStack.push(L, string: name)
            lua_pushlightuserdata(L, Unmanaged.passUnretained(entry).toOpaque())
            lua_rawset(L, -3)
        }
        for (name, entry) in blueprint.methods {
            LuaStack.push(L, string: name)
            moon_pushmethod(L, Unmanaged.passUnretained(entry).toOpaque(), info.cClass)
            lua_rawset(L, -3)
        }
        let membersRef = luaL_ref(L, MOON_LUA_REGISTRYINDEX)

        lua_createtable(L, 0, Int32(info.setterCount))
        copyEntries(L, from: parent?.settersRef)
        for (name, entry) in blueprint.setters {
            LuaStack.push(L, string: name)
            lua_pushlightuserdata(L, Unmanaged.passUnretained(entry).toOpaque())
            lua_rawset(L, -3)
        }
        let settersRef = luaL_ref(L, MOON_LUA_REGISTRYINDEX)

        // The instances' metatable. __metatable hides it from getmetatable, so the
        // C metamethods always see one of their own userdata as `self`.
        lua_createtable(L, 0, Int32(8 + info.metamethods.count))
        setField(L, "__name") { LuaStack.push(L, string: info.name) }
        setField(L, "__index") {
            lua_rawgeti(L, MOON_LUA_REGISTRYINDEX, lua_Integer(membersRef))
            if info.allowsScriptFields {
                lua_pushcclosure(L, moon_indexfields, 1)
            } else {
                lua_pushcclosure(L, moon_index, 1)
            }
        }
        setField(L, "__newindex") {
            lua_rawgeti(L, MOON_LUA_REGISTRYINDEX, lua_Integer(settersRef))
            lua_rawgeti(L, MOON_LUA_REGISTRYINDEX, lua_Integer(membersRef))
            lua_pushboolean(L, info.allowsScriptFields ? 1 : 0)
            lua_pushcclosure(L, moon_newindex, 3)
        }
        setField(L, "__gc") { moon_pushcfunction(L, moon_objectgc) }
        setField(L, "__eq") { moon_pushcfunction(L, moon_objecteq) }
        setField(L, "__tostring") { moon_pushcfunction(L, moon_objecttostring) }
        setField(L, "__metatable") { lua_pushboolean(L, 0) }
        for (name, box) in info.metamethods {
            setField(L, name) { LuaFunctions.push(L, entry: box) }
        }
        info.membersRef = membersRef
        info.settersRef = settersRef
        info.metatableRef = luaL_ref(L, MOON_LUA_REGISTRYINDEX)
    }

    /// Sets `t[name]` (t on top) to the value `push` pushes, without metamethods.
    private func setField(_ L: OpaquePointer, _ name: String, _ push: () -> Void) {
        LuaStack.push(L, string: name)
        push()
        lua_rawset(L, -3)
    }

    /// Copies into the table on top every entry of a parent's table (which holds its own
    /// parent's already), without metamethods.
    private func copyEntries(_ L: OpaquePointer, from parentRef: Int32?) {
        guard let parentRef else { return }
        lua_rawgeti(L, MOON_LUA_REGISTRYINDEX, lua_Integer(parentRef))  // table, parent
        lua_pushnil(L)
        while lua_next(L, -2) != 0 {  // table, parent, key, value
            lua_pushvalue(L, -2)
            lua_pushvalue(L, -2)
            lua_rawset(L, -6)
            moon_pop(L, 1)
        }
        moon_pop(L, 1)
    }
}
