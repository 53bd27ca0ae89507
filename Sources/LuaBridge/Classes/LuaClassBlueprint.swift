import Synchronization

/// What a binding's `bind` declares, built once per process and used by every state that
/// registers the class: its members' Swift entries and their names. A state builds only its
/// own Lua tables from it (`LuaState.classInfo`): building the entries for each new state, and
/// freeing them with it, is a large part of a short game (the figure: docs/performance.md, "Measured choices").
///
/// Shared by every thread: everything in it is a `let`, and what the entries' closures capture
/// comes from a binding's static `bind`, which can reach no per-state or mutable shared value
/// (Swift 6 refuses unsynchronised global state). The entries live as long as the process,
/// which is what lets the states' tables hold them as unretained pointers.
final class LuaClassBlueprint: @unchecked Sendable {
    let getters: [(String, LuaMemberEntry)]
    let setters: [(String, LuaMemberEntry)]
    let methods: [(String, LuaMemberEntry)]
    let functions: [(String, LuaFunctionBox)]
    let metamethods: [(String, LuaFunctionBox)]
    let constructor: LuaFunctionBox?
    /// The members' types for editors (`LuaClassBuilder.types`).
    let types: [(String, LuaType)]
    /// The names, for `LuaState.boundClasses` (the parent is the state's to say).
    let members: LuaBoundClass

    private init<Object>(_ builder: LuaClassBuilder<Object>) {
        getters = builder.getters
        setters = builder.setters
        methods = builder.methods
        functions = builder.functions
        metamethods = builder.metamethods
        constructor = builder.constructor
        types = builder.types
        members = LuaBoundClass(
            name: builder.luaName, parent: nil, getters: builder.getters.map(\.0), setters: builder.setters.map(\.0),
            methods: builder.methods.map(\.0), functions: builder.functions.map(\.0),
            hasConstructor: builder.constructor != nil)
    }

    private static let built = Mutex<[ObjectIdentifier: LuaClassBlueprint]>([:])

    /// The blueprint of `binding`, built on first use. Two threads that ask at once may both
    /// build one; only the first stored is ever handed out.
    static func of<B: LuaBinding>(_ binding: B.Type) -> LuaClassBlueprint {
        let key = ObjectIdentifier(binding)
        if let blueprint = built.withLock({ $0[key] }) { return blueprint }
        var builder = LuaClassBuilder<B.Object>(luaName: B.luaName)
        B.bind(&builder)
        let made = LuaClassBlueprint(builder)
        return built.withLock { all in
            if let first = all[key] { return first }
            all[key] = made
            return made
        }
    }
}
