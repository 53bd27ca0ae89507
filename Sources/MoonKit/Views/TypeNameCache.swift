import Synchronization

/// The names of view classes, made once per class: bots ask for a view's type name in their
/// queries. A class's name never changes, so the cache holds the same answer it would make again.
///
/// The name is the runtime's unqualified type name, which is what `String(describing:)` prints
/// for a class; that spelling first asks whether the metatype conforms to each printing protocol,
/// and the first such question for a type searched every conformance of the program (~1 M
/// instructions for each class a bot named).
enum TypeNameCache {
    private static let names = Mutex<[ObjectIdentifier: String]>([:])

    static func name(of type: AnyObject.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = names.withLock({ $0[key] }) { return name }
        let name = _typeName(type, qualified: false)
        names.withLock { $0[key] = name }
        return name
    }
}
