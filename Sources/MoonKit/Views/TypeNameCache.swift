import Synchronization

/// The names of view classes, made once per class: `String(describing:)` reflects on the type
/// (~7 k instructions a time) and bots ask for a view's type name in their queries. A class's
/// name never changes, so the cache holds the same answer it would make again.
enum TypeNameCache {
    private static let names = Mutex<[ObjectIdentifier: String]>([:])

    static func name(of type: AnyObject.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = names.withLock({ $0[key] }) { return name }
        let name = String(describing: type)
        names.withLock { $0[key] = name }
        return name
    }
}
