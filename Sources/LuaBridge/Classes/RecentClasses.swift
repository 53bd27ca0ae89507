import CMoonLua

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

    /// Two ways per set: with one, a game's few hot types (a card's controller and its views, a
    /// button and its label) can land on one slot, by where the runtime placed their metadata,
    /// and evict each other on every push, so that one build of the same code runs measurably
    /// slower than another.
    private static let setBits: UInt64 = 5
    private static let sets = 1 << setBits
    private static let ways = 2
    private var slots = [Entry?](repeating: nil, count: RecentClasses.sets * RecentClasses.ways)

    func entry(for type: ObjectIdentifier) -> Entry? {
        let first = Self.firstSlot(type)
        if let entry = slots[first], entry.type == type { return entry }
        if let entry = slots[first + 1], entry.type == type { return entry }
        return nil
    }

    /// Puts the entry in front of its set; the one it displaces moves to the second way.
    mutating func remember(_ entry: Entry) {
        let first = Self.firstSlot(entry.type)
        slots[first + 1] = slots[first]
        slots[first] = entry
    }

    mutating func removeAll() {
        slots = [Entry?](repeating: nil, count: Self.sets * Self.ways)
    }

    /// Fibonacci hashing of the address: every bit of it reaches the set number, where a shift
    /// and xor of two fields let metadata allocated a power of two apart share a set.
    private static func firstSlot(_ type: ObjectIdentifier) -> Int {
        let bits = UInt64(UInt(bitPattern: type))
        let set = Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> (64 - setBits))
        return set * ways
    }
}
