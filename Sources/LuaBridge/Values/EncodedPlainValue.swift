import CMoonLua

/// Reads one value that `moon_encode` (CMoonLua's plaindata.c) wrote into a `LuaValue`.
///
/// `LuaStack.plainValue` reads Lua values into Swift this way so that what is plain
/// (types, cycles, depth) is decided in one place, the encoder, for values crossing to
/// a background queue and for values read by Swift alike. The bytes are the encoder's
/// own, read straight after it wrote them; a short read stops at `nil` all the same.
struct EncodedPlainValue {
    private let bytes: UnsafeRawBufferPointer
    private var offset = 0

    private init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// The first value encoded in `bytes`.
    static func read(_ bytes: UnsafeRawBufferPointer) -> LuaValue {
        var reader = EncodedPlainValue(bytes)
        return reader.value()
    }

    private mutating func take<T>(_: T.Type) -> T? {
        guard bytes.count - offset >= MemoryLayout<T>.size else { return nil }
        defer { offset += MemoryLayout<T>.size }
        return bytes.loadUnaligned(fromByteOffset: offset, as: T.self)
    }

    private mutating func value() -> LuaValue {
        switch take(UInt8.self) {
        case UInt8(ascii: "t"): return .bool(true)
        case UInt8(ascii: "f"): return .bool(false)
        case UInt8(ascii: "i"): return take(lua_Integer.self).map { .int(Int($0)) } ?? .nil
        case UInt8(ascii: "d"): return take(lua_Number.self).map { .double($0) } ?? .nil
        case UInt8(ascii: "s"):
            guard let length = take(Int.self), length >= 0, bytes.count - offset >= length else { return .nil }
            let raw = UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + length)])
            offset += length
            if let text = String(validating: raw, as: UTF8.self) { return .string(text) }
            return .bytes(Array(raw))
        case UInt8(ascii: "T"): return table()
        default: return .nil  // "n", or the end of the bytes
        }
    }

    /// The pairs up to the closing "e". A list (keys exactly 1…n) becomes an array, any
    /// other table a dictionary; an empty table is an empty array.
    private mutating func table() -> LuaValue {
        guard let arrayCount = take(Int32.self), let hashCount = take(Int32.self) else { return .nil }
        // The encoder counts keys as array entries while they come as 1, 2, 3… from the
        // start; with no others the values, in order, are the list.
        if hashCount == 0 {
            var elements: [LuaValue] = []
            elements.reserveCapacity(Int(arrayCount))
            while !atTableEnd() {
                _ = value()
                elements.append(value())
            }
            return .array(elements)
        }
        var entries: [LuaValue: LuaValue] = [:]
        var keysArePositiveIntegers = true
        while !atTableEnd() {
            let key = value()
            if case .int(let k) = key, k >= 1 {} else { keysArePositiveIntegers = false }
            entries[key] = value()
        }
        // Keys 1…n in another order (set one by one, or in the hash part) are a list too.
        if keysArePositiveIntegers {
            var elements: [LuaValue] = []
            elements.reserveCapacity(entries.count)
            while let element = entries[.int(elements.count + 1)] { elements.append(element) }
            if elements.count == entries.count { return .array(elements) }
        }
        return .table(entries)
    }

    /// Steps over the "e" that closes a table; true at it (or at the end of the bytes).
    private mutating func atTableEnd() -> Bool {
        guard offset < bytes.count else { return true }
        guard bytes[offset] == UInt8(ascii: "e") else { return false }
        offset += 1
        return true
    }
}
