/// A bound member's type for editors, as its binding declared it (see `LuaBoundClass.types`).
public enum LuaMemberType {
    /// Written out in the Lua language server's words: `string?`, `(view: View)`, `(n: number): Font`.
    case written(String)
    /// A property holding an object of a Swift class, or nil: the class's Lua name once all the
    /// classes are registered (a class may name one registered after it).
    case object(AnyObject.Type)
}
