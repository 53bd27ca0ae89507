import CMoonLua

/// Which function the engine entered last: published by every outermost protected call once
/// asked for, so that the engine can name the callback that runs away (the instant limit) and
/// a watchdog on another thread can name the one that hangs.
extension LuaState {
    /// Starts publishing the file:line of each function entered from Swift. Costs a
    /// `lua_getinfo` per entry from then on.
    public func recordEntries() {
        moon_watchentries(runtime)
        recordsSites = runtime.pointee.watch != nil
    }

    /// The entry from Swift the state last made, as `file:line` of the function entered (`file
    /// (main chunk)` for a chunk); nil until `recordEntries()` and the first entry after it.
    public var lastEntrySite: String? {
        guard let watch = runtime.pointee.watch, moon_entryserial(watch) != 0 else { return nil }
        return Self.site(of: watch)  // this thread writes the site: never torn here
    }

    /// How many entries have begun or ended since `recordEntries()` (odd while one runs).
    public var entrySerial: UInt { runtime.pointee.watch.map { UInt(moon_entryserial($0)) } ?? 0 }

    /// The site in a record, copied (any thread); nil when it was being written.
    static func site(of watch: OpaquePointer) -> String? {
        var bytes = [CChar](repeating: 0, count: 200)
        guard moon_entrysite(watch, &bytes, bytes.count) != 0 else { return nil }
        return String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Publishes the function at `function` as running (and, for an outermost entry, times it).
    func noteEntry(_ L: OpaquePointer, function: Int32, outermost: Bool) {
        guard recordsSites else {
            // Only counted (a stop handle): nested entries change nothing.
            if outermost { moon_entrybegin(L, runtime, function) }
            return
        }
        if outermost {
            runningEntries.removeAll(keepingCapacity: true)
            moon_entrybegin(L, runtime, function)
        } else {
            moon_entrynote(L, runtime, function)
        }
        runningEntries.append((L, function))
    }

    /// An entry ended: the enclosing one runs again, or none.
    func noteEntryEnd(outermost: Bool) {
        guard recordsSites else {
            if outermost { moon_entryend(runtime) }
            return
        }
        _ = runningEntries.popLast()
        if outermost {
            moon_entryend(runtime)
        } else if let enclosing = runningEntries.last {
            moon_entrynote(enclosing.L, runtime, enclosing.function)
        }
    }

    /// The record a watchdog reads, made if need be: entries counted, not their sites (a
    /// watchdog that reports the site asks for them with `recordEntries()`).
    var entryRecord: OpaquePointer? {
        moon_countentries(runtime)
        return runtime.pointee.watch
    }
}
