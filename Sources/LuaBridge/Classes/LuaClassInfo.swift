import CMoonLua

/// A bound class as registered in one state: its Lua tables (by registry slot) and its
/// C record for `self` checks. The Swift entries those tables point to belong to the class's
/// `LuaClassBlueprint`, which every state shares and the process keeps.
final class LuaClassInfo {
    let name: String
    /// 0 for the root `Object`, parent's + 1 otherwise.
    let depth: Int
    /// Whether a Swift class is the bound class or a subclass of it.
    let admits: (AnyClass) -> Bool
    let cClass: UnsafeMutablePointer<MoonClass>
    /// The instances' tables: LUA_NOREF until the state pushes one (`LuaState.instanceTables`).
    var metatableRef: Int32 = LUA_NOREF
    var membersRef: Int32 = LUA_NOREF
    var settersRef: Int32 = LUA_NOREF
    var classTableRef: Int32 = LUA_NOREF
    /// Whether instances may carry script fields (`LuaBinding.allowsScriptFields`): only then
    /// can a userdata's field table be read, so only then is it worth asking for one.
    var allowsScriptFields = false
    /// What its tables are built from, and the class it extends.
    var blueprint: LuaClassBlueprint?
    var parent: LuaClassInfo?
    /// How many members and setters its tables hold, at most: they size its subclasses' tables.
    var memberCount = 0
    var setterCount = 0
    /// The instances' metamethods set by bindings (`LuaClassBuilder.metamethod`), its
    /// ancestors' included: a subclass starts from these.
    var metamethods: [(String, LuaFunctionBox)] = []
    /// What the class declares itself (not what it inherits), for `LuaState.boundClasses`.
    var members = LuaBoundClass(name: "", parent: nil)
    /// The members' types as the binding declared them (`LuaClassBuilder.types`).
    var types: [(String, LuaType)] = []

    /// Nil when the hierarchy is deeper than the C record allows.
    init?(name: String, parent: LuaClassInfo?, admits: @escaping (AnyClass) -> Bool) {
        let cClass = UnsafeMutablePointer<MoonClass>.allocate(capacity: 1)
        guard moon_initclass(cClass, parent?.cClass, name) != 0 else {
            cClass.deallocate()
            return nil
        }
        self.cClass = cClass
        self.name = name
        self.depth = Int(cClass.pointee.depth)
        self.admits = admits
    }

    /// Frees the C record; only once the Lua state is closed (userdata point to it).
    func free() {
        moon_freeclass(cClass)
        cClass.deallocate()
    }
}
