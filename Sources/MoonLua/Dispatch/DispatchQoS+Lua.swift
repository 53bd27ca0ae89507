import LuaBridge
import Dispatch

extension DispatchQoS.QoSClass {
    /// The names scripts use for `dispatch.global(name)`, in Apple's order (lowest first).
    static let luaNames: [(name: String, qos: DispatchQoS.QoSClass)] = [
        ("background", .background), ("utility", .utility), ("default", .default),
        ("userInitiated", .userInitiated), ("userInteractive", .userInteractive),
    ]

    /// The class for a script's name, or nil.
    init?(luaName: String) {
        guard let entry = Self.luaNames.first(where: { $0.name == luaName }) else { return nil }
        self = entry.qos
    }

    /// "background, utility, default, userInitiated or userInteractive", for messages.
    static var luaNameList: String {
        let names = luaNames.map(\.name)
        return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }
}
