/// What one bound class declares, as registered in a state: read-only, for tools and tests that
/// check documentation against the real API (`docs/lua-api.md` is checked this way).
///
/// Members are the class's own; inherited ones belong to the parent's entry. Functions added to
/// a class table from Lua (such as `ViewController.extend`) are not here: iterate the class
/// table with `pairs` for those.
///
/// ```swift
/// for bound in lua.boundClasses { print(bound.name, bound.getters) }
/// ```
public struct LuaBoundClass: Sendable, Equatable {
    /// The class's Lua name (`Label`).
    public var name: String
    /// The parent class's Lua name; nil only for the root `Object`.
    public var parent: String?
    /// Readable properties (`label.text`), in declaration order.
    public var getters: [String] = []
    /// Writable properties (`label.text = "hi"`): each also has a getter.
    public var setters: [String] = []
    /// Methods, called with a colon (`view:addSubview(v)`).
    public var methods: [String] = []
    /// Functions of the class table (`Font.system(24)`), without `new`.
    public var functions: [String] = []
    /// Whether the class has `new` and can be called (`Label { text = "hi" }`).
    public var hasConstructor = false
}

extension LuaState {
    /// Every class registered in this state, in registration order, starting with the root
    /// `Object` that unbound Swift objects fall back to.
    public var boundClasses: [LuaBoundClass] {
        classList.map(\.members)
    }
}
