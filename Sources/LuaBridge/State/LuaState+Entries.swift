import CMoonLua

/// Which function the engine entered last: published by every outermost protected call once
/// asked for, so that the engine can name the callback that runs away (the instant limit) and
/// a watchdog on another thread can name the one that hangs.
extension LuaState {
    /// Starts publishing the file:line of each function entered from Swift. Costs a
    /// `lua_getinfo` per entry from then on.
    public func recordEntries() {
        moon_watchentries(runtime)
    }

    /// The entry from Swift the state last made, as `file:line` of the function entered (`file
    /// (main chunk)` for a chunk); nil until `recordEntries()` and the first entry after it.
    public var lastEntrySite: String? {
        guard let watch = runtime.pointee.watch, moon_entryserial(watch) != 0 else { return nil }
        return Self.site(of: watch)
    }

    /// How many entries have begun or ended since `recordEntries()` (odd while one runs).
    public var entrySerial: UInt { runtime.pointee.watch.map { UInt(moon_entryserial($0)) } ?? 0 }

    /// The site in a record, copied (any thread).
    static func site(of watch: OpaquePointer) -> String {
        var bytes = [CChar](repeating: 0, count: 200)
        moon_entrysite(watch, &bytes, bytes.count)
        return String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The record a watchdog reads, made if need be.
    var entryRecord: OpaquePointer? {
        moon_watchentries(runtime)
        return runtime.pointee.watch
    }
}
