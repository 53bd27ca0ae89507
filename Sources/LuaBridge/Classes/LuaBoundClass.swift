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
    /// Each member's type for editors, in the Lua language server's words, when its binding
    /// declares or implies one: a property's type (`text`: `string?`), a method's, function's or
    /// metamethod's signature without `self` (`addSubview`: `(view: View)`, `__add`:
    /// `(number): Expression`), and `new`'s under `new`. `moonkit lua-defs` writes them out.
    public var types: [String: String] = [:]
    /// The declarations of the named types the inferred types use (`Rect`: its `---@class` with
    /// its fields; `TextAlignment`: its `---@alias` of names), by name.
    public var declarations: [String: String] = [:]
}

extension LuaState {
    /// Every class registered in this state, in registration order, starting with the root
    /// `Object` that unbound Swift objects fall back to.
    public var boundClasses: [LuaBoundClass] {
        classList.map { info in
            var members = info.members
            for (name, type) in info.types {
                members.types[name] = type.text(className: luaName(of:))
                members.declarations.merge(type.declarations) { first, _ in first }
            }
            return members
        }
    }
}
