import CMoonLua

/// A bound class as registered in one state: its Lua tables (by registry slot), its
/// C record for `self` checks, and the Swift entries those tables point to, kept
/// alive here for the state's life.
final class LuaClassInfo {
    let name: String
    /// 0 for the root `Object`, parent's + 1 otherwise: the deepest match wins.
    let depth: Int
    /// Whether an object is an instance of the bound Swift class.
    let matches: (AnyObject) -> Bool
    /// Whether a Swift class is the bound class or a subclass of it.
    let admits: (AnyClass) -> Bool
    let cClass: UnsafeMutablePointer<MoonClass>
    var metatableRef: Int32 = LUA_NOREF
    var membersRef: Int32 = LUA_NOREF
    var settersRef: Int32 = LUA_NOREF
    var classTableRef: Int32 = LUA_NOREF
    /// Whether instances may carry script fields (`LuaBinding.allowsScriptFields`): only then
    /// can a userdata's field table be read, so only then is it worth asking for one.
    var allowsScriptFields = false
    var entries: [AnyObject] = []
    /// The instances' metamethods set by bindings (`LuaClassBuilder.metamethod`), its
    /// ancestors' included: a subclass starts from these.
    var metamethods: [(String, LuaFunctionBox)] = []
    /// What the class declares itself (not what it inherits), for `LuaState.boundClasses`.
    var members = LuaBoundClass(name: "", parent: nil)
    /// The members' types as the binding declared them (`LuaClassBuilder.types`).
    var types: [(String, LuaMemberType)] = []

    /// Nil when the hierarchy is deeper than the C record allows.
    init?(name: String, parent: LuaClassInfo?, matches: @escaping (AnyObject) -> Bool,
          admits: @escaping (AnyClass) -> Bool) {
        let cClass = UnsafeMutablePointer<MoonClass>.allocate(capacity: 1)
        guard moon_initclass(cClass, parent?.cClass, name) != 0 else {
            cClass.deallocate()
            return nil
        }
        self.cClass = cClass
        self.name = name
        self.depth = Int(cClass.pointee.depth)
        self.matches = matches
        self.admits = admits
    }

    /// Frees the C record; only once the Lua state is closed (userdata point to it).
    func free() {
        moon_freeclass(cClass)
        cClass.deallocate()
    }
}
