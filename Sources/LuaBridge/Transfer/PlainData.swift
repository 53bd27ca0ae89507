import CMoonLua

/// Lua values copied out of one state to be pushed into another: what crosses between
/// the main state and a worker state. Nil, booleans, integers (they stay integers),
/// floats, strings (exact bytes) and tables of those, keys included.
///
/// The values are encoded by C (`moon_encode` in CMoonLua's plaindata.c) into one buffer: no Swift
/// object per value, and strings stay raw bytes (a Swift `String` key compares by
/// canonical equivalence, which would merge two distinct Lua keys such as "é" composed
/// and decomposed). Table entries keep the order `next` gave them.
package struct PlainData: Sendable {
    /// The encoded values, back to back.
    private let bytes: [UInt8]
    /// How many values `bytes` holds.
    package let count: Int32
    /// The size of the encoded values, what a job's arguments or results hold in Swift.
    package var byteCount: Int { bytes.count }

    /// No values.
    package init() {
        bytes = []
        count = 0
    }

    /// Copies the `count` values from `first` on. A refusal names the value by
    /// `subject(n)` (`argument #2`, n counting from 1) and the path inside it.
    /// Copies arguments `first` to `first + count - 1` of `call`.
    package init(_ call: LuaCall, first: Int32, count: Int32, subject: (Int32) -> String,
                 direction: PlainDataRefusal.Direction) throws(PlainDataRefusal) {
        try self.init(call.L, first: call.slot(first), count: count, subject: subject, direction: direction)
    }

    package init(_ L: OpaquePointer, first: Int32, count: Int32, subject: (Int32) -> String,
         direction: PlainDataRefusal.Direction) throws(PlainDataRefusal) {
        var buffer = MoonBuffer()
        defer { moon_bufferfree(&buffer) }
        for offset in 0..<max(count, 0) {
            let top = lua_gettop(L)
            let why = Int(moon_encode(L, first + offset, &buffer))
            guard why == Int(MOON_PLAIN_OK) else {
                // The encoder left the place of a refusal on the stack: put it into words, then drop it.
                defer { lua_settop(L, top) }
                throw PlainDataRefusal(L, why: why, above: top, subject: subject(offset + 1), direction: direction)
            }
        }
        self.bytes = buffer.data.map { Array(UnsafeBufferPointer(start: $0, count: buffer.size)) } ?? []
        self.count = max(count, 0)
    }

    /// Pushes the values onto `L` (which must have room, see `lua_checkstack`);
    /// returns how many were pushed (0 if the data were damaged, which cannot happen
    /// to data `init` made).
    @discardableResult
    package func push(to top: LuaStackTop) -> Int32 {
        push(to: top.L)
    }

    @discardableResult
    package func push(to L: OpaquePointer) -> Int32 {
        guard count > 0 else { return 0 }
        let pushed = bytes.withUnsafeBufferPointer { buffer in
            moon_decode(L, buffer.baseAddress, buffer.count, count)
        }
        return max(pushed, 0)
    }
}
