import LuaBridge
import MoonKit

/// An object a script made, as a Swift host reaches it: an instance of a Lua class
/// (`ui.ViewController:extend "Game"`, a table view cell class) or an observable table
/// (`ui.observable { … }`). Its properties are read and set by name with Swift types, exactly
/// as the script's own `object.name` reads and sets them: an observed property's `willSet` and
/// `didSet` run, and so do Swift observers (`GameRuntime.observe`).
///
/// ```swift
/// let root = game.root!                       // the app's root view controller
/// let score = try root.value("score", as: Int.self)
/// try root.setValue(3, for: "score")
/// ```
///
/// A handle keeps its Swift object (the view controller or cell) alive; it does not keep the
/// game: once the runtime is gone, every call throws.
public final class ScriptObject {
    /// What the handle reaches: a Swift object with script fields, or a Lua table.
    private enum Target {
        case object(AnyObject)
        case table(LuaReference)
    }

    private let target: Target
    /// The object's field table, where its Lua class is found (nil for an observable table).
    private let fields: LuaReference?
    private let runtime: UnownedLink<GameRuntime>
    /// The object's Lua class (`Game`), or `observable table`: how messages name it.
    public let className: String

    /// The view controller or table view cell behind the object; nil for an observable table.
    public var swiftObject: AnyObject? {
        if case .object(let object) = target { return object }
        return nil
    }

    /// A handle to a script object of `runtime`; nil when `object` is not one (a view
    /// controller made in Swift, or one of the engine's own classes).
    init?(object: AnyObject, runtime: UnownedLink<GameRuntime>) {
        if let controller = object as? any ScriptController {
            className = controller.className
            fields = controller.luaFields
        } else if let cell = object as? ScriptTableViewCell {
            className = cell.className
            fields = cell.luaFields
        } else if let cell = object as? ScriptCollectionViewCell {
            className = cell.className
            fields = cell.luaFields
        } else {
            return nil
        }
        target = .object(object)
        self.runtime = runtime
    }

    /// A handle to an observable table of `runtime`.
    init(table: LuaReference, runtime: UnownedLink<GameRuntime>) {
        target = .table(table)
        fields = nil
        className = "observable table"
        self.runtime = runtime
    }

    /// The property `name` read as `T`, as the script's `object.name` reads it.
    ///
    /// Throws when the object has no such member (`Game has no property 'scroe'`: a member
    /// exists when it reads as a value, or when the class declares it with `ui.property`, whose
    /// value may be nil) and when its value is not a `T`
    /// (`property 'score' of Game is "ten", not an integer`). Read `T?` to accept nil.
    public func value<T: LuaValueReadable>(_ name: String, as type: T.Type = T.self) throws(LuaError) -> T {
        let results: [LuaValue]
        let notPlain = "result #1 is not a plain value"
        do throws(LuaError) {
            results = try member("readMember").call(pushable, fieldsArgument, name)
        } catch where error.kind == .host && error.message.hasPrefix(notPlain) {
            // A table holding a function or a Swift object: say which property, not "result #1".
            throw LuaError("property \(LuaText.quoted(name)) of \(className) cannot be copied to Swift"
                           + error.message.dropFirst(notPlain.count))
        }
        let value = results.first ?? .nil
        if case .string(let problem)? = results.dropFirst().first {
            if problem == "missing" && !bindsProperty(name, writable: false) { throw missing(name) }
            if problem == "missing" {
                // A property of the Swift class that is nil (a view controller's `title`).
                guard let read = T(luaValue: .nil) else {
                    throw LuaError("property \(LuaText.quoted(name)) of \(className) is nil, not \(T.luaValueDescription)")
                }
                return read
            }
            throw LuaError("property \(LuaText.quoted(name)) of \(className) is a \(problem), not "
                           + T.luaValueDescription)
        }
        guard let read = T(luaValue: value) else {
            throw LuaError("property \(LuaText.quoted(name)) of \(className) is \(value), not \(T.luaValueDescription)")
        }
        return read
    }

    /// Sets the property `name` to `value`, as the script's `object.name = value` does: its
    /// observers run, and their errors and a bound property's refusal are thrown. Throws,
    /// setting nothing, when the object has no such member (see `value(_:as:)`).
    public func setValue(_ value: some LuaPushable, for name: String) throws(LuaError) {
        let writer = try member("writeMember")
        let results = try writer.call(pushable, fieldsArgument, name, value, false)
        guard results.first == .string("missing") else { return }
        guard bindsProperty(name, writable: true) else {
            if bindsProperty(name, writable: false) {
                throw LuaError("property \(LuaText.quoted(name)) of \(className) is read-only")
            }
            throw missing(name)
        }
        // A settable property of the Swift class that reads nil: the script may set it too.
        try writer.call(pushable, fieldsArgument, name, value, true)
    }

    /// Whether the Swift class under a script object binds a property `name` (a view
    /// controller's `title`, which may be nil), settable when `writable`. Asked only of a name
    /// that reads nil and that the Lua class does not declare, so the walk through the bound
    /// classes is made only then.
    private func bindsProperty(_ name: String, writable: Bool) -> Bool {
        guard let object = swiftObject, let game = runtime.target else { return false }
        let classes = Dictionary(game.lua.boundClasses.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var current: String? = object is ScriptTableViewCell ? "TableViewCell"
            : object is ScriptCollectionViewCell ? "CollectionViewCell"
            : object is TableViewController ? "TableViewController"
            : object is CollectionViewController ? "CollectionViewController" : "ViewController"
        while let className = current, let bound = classes[className] {
            if (writable ? bound.setters : bound.getters).contains(name) { return true }
            current = bound.parent
        }
        return false
    }

    private func missing(_ name: String) -> LuaError {
        LuaError("\(className) has no property \(LuaText.quoted(name))")
    }

    /// The helper of the `moonkit` module that reads or writes members (its Lua part).
    private func member(_ helper: String) throws(LuaError) -> LuaReference {
        guard let game = runtime.target, !game.lua.isClosed, let function = game.natives?.field(helper) else {
            throw LuaError("the game of this \(className) has ended", kind: .host)
        }
        return function
    }

    private var pushable: any LuaPushable {
        switch target {
        case .object(let object): LuaObject(object)
        case .table(let table): table
        }
    }

    private var fieldsArgument: any LuaPushable { fields ?? LuaValue.nil }
}
