/// A bound class as registered in one state: its Lua tables (by registry slot) and
/// the Swift entries those tables point to, kept alive here for the state's life.
final class LuaClassInfo {
    let name: String
    let parent: LuaClassInfo?
    /// 0 for the root `Object`, parent's + 1 otherwise: the deepest match wins.
    let depth: Int
    /// Whether an object is an instance of the bound Swift class.
    let matches: (AnyObject) -> Bool
    /// Whether a Swift class is the bound class or a subclass of it.
    let admits: (AnyClass) -> Bool
    let metatableRef: Int32
    let membersRef: Int32
    let settersRef: Int32
    let classTableRef: Int32
    let entries: [AnyObject]

    init(name: String, parent: LuaClassInfo?, depth: Int, matches: @escaping (AnyObject) -> Bool,
         admits: @escaping (AnyClass) -> Bool, metatableRef: Int32, membersRef: Int32, settersRef: Int32,
         classTableRef: Int32, entries: [AnyObject]) {
        self.name = name
        self.parent = parent
        self.depth = depth
        self.matches = matches
        self.admits = admits
        self.metatableRef = metatableRef
        self.membersRef = membersRef
        self.settersRef = settersRef
        self.classTableRef = classTableRef
        self.entries = entries
    }
}
