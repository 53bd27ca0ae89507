import CMoonLua

extension Array: LuaPushable where Element: LuaPushable {
    /// Pushes a new list of the elements.
    public func push(to top: LuaStackTop) {
        top.pushTable(arrayCount: count) { list in
            for element in self { list.append(element) }
        }
    }
}

extension Array: LuaConvertible where Element: LuaConvertible {
    /// A Lua sequence of the element's type (`string[]`).
    public static var luaType: LuaType { .array(Element.luaType) }
    /// A sequence of what each element is pushed as.
    public static var luaPushedType: LuaType { .array(Element.luaPushedType) }

    /// A list's length is the script's to choose (each item a reference or a value kept in Swift,
    /// plus what the items hold themselves).
    public static var holdsBytes: Bool { true }
    /// The array's storage plus, when its elements hold bytes, what each of them holds.
    public var heldBytes: Int {
        let items = count * MemoryLayout<Element>.stride
        return Element.holdsBytes ? reduce(items) { $0 + $1.heldBytes } : items
    }

    /// A table's list part (1…`#t`, read raw), each item read as an `Element`; an error names
    /// the item: `item 2: View expected, got number`.
    public static func read(from call: LuaCall, at index: Int32) throws(LuaArgumentError) -> [Element] {
        guard call.isTable(index) else { throw LuaArgumentError(index: index, expected: "list", in: call) }
        let L = call.L, table = call.slot(index)
        let count = Int(lua_rawlen(L, table))
        var items: [Element] = []
        items.reserveCapacity(count)
        for position in stride(from: 1, through: count, by: 1) {
            lua_rawgeti(L, table, lua_Integer(position))
            defer { moon_pop(L, 1) }
            do throws(LuaArgumentError) {
                items.append(try Element.read(from: call, at: call.topPosition))
            } catch {
                throw LuaArgumentError(index: index, message: "item \(position): \(error.message)")
            }
        }
        return items
    }
}
