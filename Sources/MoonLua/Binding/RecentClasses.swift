import CLua

/// The classes a few dynamic Swift types last got in Lua, and whether their objects carry
/// script fields, by bits of the type's address: in front of `LuaState.classByDynamicType`.
/// Hashing the type for the dictionary, and asking the runtime whether the type conforms to
/// `LuaFieldCarrier`, cost more than the rest of pushing a new object (a card game makes a
/// view controller and three views per card it deals).
struct RecentClasses {
    /// What a new userdata needs of its class (`LuaClassInfo`), copied out so that reading an
    /// entry retains nothing: the class lives as long as the state, and registering a class
    /// empties the memo.
    struct Entry {
        let type: ObjectIdentifier
        let cClass: UnsafeMutablePointer<MoonClass>
        let metatableRef: Int32
        let allowsScriptFields: Bool
        /// Whether the type conforms to `LuaFieldCarrier`.
        let carriesFields: Bool

        init(type: ObjectIdentifier, info: LuaClassInfo, carriesFields: Bool) {
            self.type = type
            cClass = info.cClass
            metatableRef = info.metatableRef
            allowsScriptFields = info.allowsScriptFields
            self.carriesFields = carriesFields
        }
    }

    private static let size = 16  // a power of two
    private var slots = [Entry?](repeating: nil, count: RecentClasses.size)

    func entry(for type: ObjectIdentifier) -> Entry? {
        guard let entry = slots[Self.slot(type)], entry.type == type else { return nil }
        return entry
    }

    mutating func remember(_ entry: Entry) {
        slots[Self.slot(entry.type)] = entry
    }

    mutating func removeAll() {
        slots = [Entry?](repeating: nil, count: Self.size)
    }

    private static func slot(_ type: ObjectIdentifier) -> Int {
        let bits = UInt(bitPattern: type)
        return Int(truncatingIfNeeded: (bits >> 4) ^ (bits >> 9)) & (size - 1)
    }
}
