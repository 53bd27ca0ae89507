import CMoonLua
import Foundation

/// A sandboxed Lua 5.4 state. Confined to the thread that uses it (not Sendable).
///
/// ```swift
/// let lua = try LuaState(root: "scripts", instructionBudget: 10_000_000, memoryLimit: 64 << 20)
/// lua.setGlobal("double") { call in call.push(try call.int(1) * 2) }
/// try lua.run(file: "scripts/hello.lua")
/// ```
public final class LuaState {
    /// The main Lua thread; nil once the state is closed.
    package private(set) var L: OpaquePointer?
    /// Where `print` output goes (stdout by default).
    public var print: (String) -> Void
    /// The game's clock in seconds, which the sandbox's `os.time`, `os.clock` and `os.date` read
    /// (nil: it stands at 0), so that they give the same answers on every run of the same seed.
    public var clock: (() -> Double)?
    /// The program running this state, told of errors that have no Swift caller to throw to
    /// (a timer's body, a completion). Held weakly: the host owns the state.
    public weak var host: (any LuaHost)?

    let runtime: UnsafeMutablePointer<MoonRuntime>
    /// How handles reach this state without keeping it (see `UnownedLink`).
    package let link = LuaStateLink()
    package let root: ScriptRoot?
    /// The names of the files this state loaded (the main script, the modules `require`
    /// found), to put back a file name Lua's messages cut short (`locating(_:)`).
    private(set) var fileChunkNames: Set<String> = []
    /// How many protected calls from Swift are under way (the budget restarts at 0).
    var callDepth = 0
    var closeRequested = false
    /// Where `LuaReference`s keep their values.
    var registrySlots = RegistrySlots()
    /// Metatable of Swift closures' MoonFunction blocks: its __gc releases the closure.
    var functionMetatableRef: Int32 = LUA_NOREF
    var loadedRef: Int32 = LUA_NOREF
    var preloadRef: Int32 = LUA_NOREF
    /// Bound classes by binding type, in registration order, and the cache of which
    /// class a dynamic Swift type gets.
    var classes: [ObjectIdentifier: LuaClassInfo] = [:]
    var classList: [LuaClassInfo] = []
    var classByDynamicType: [ObjectIdentifier: LuaClassInfo] = [:]
    /// Each registered class by the Swift class it binds (the deepest binding when two bind one).
    var classByBoundType: [ObjectIdentifier: LuaClassInfo] = [:]
    var recentClasses = RecentClasses()
    var luaNames: [ObjectIdentifier: String] = [:]
    /// The watchdog this state's entries are watched by, if any (`Watchdog.watch`).
    public internal(set) var watchdog: Watchdog?
    /// What the watchdog does when this state's entry overruns, when the state was watched with
    /// a closure of its own (`Watchdog.watch(_:as:expired:)`): its background workers get the same.
    public internal(set) var watchdogAction: (@Sendable (String) -> Void)?
    /// Whether entries publish the site of the function they run (`recordEntries()`).
    var recordsSites = false
    /// The handle that stops this state's running callback from another thread, once asked for.
    private var madeStopHandle: LuaStopHandle?
    /// The functions of the entries running now, innermost last, while entries are published.
    var runningEntries: [(L: OpaquePointer, function: Int32)] = []

    /// Opens a state with the sandboxed standard library.
    /// - Parameters:
    ///   - root: the folder `require` loads modules from; nil disables file modules.
    ///   - instructionBudget: VM instructions allowed per entry from Swift (0 = unlimited).
    ///   - memoryLimit: bytes the state may allocate (0 = unlimited).
    ///   - print: where `print` output goes.
    public convenience init(root: String? = nil, instructionBudget: Int = 0, memoryLimit: Int = 0,
                            print: @escaping (String) -> Void = { Swift.print($0) }) throws(LuaError) {
        try self.init(scriptRoot: root.map(ScriptRoot.init), instructionBudget: instructionBudget,
                      memoryLimit: memoryLimit, print: print)
    }

    /// A state whose `require` loads modules from `files` (see `GameFiles`), nothing from disk.
    public convenience init(files: any GameFiles, instructionBudget: Int = 0, memoryLimit: Int = 0,
                            print: @escaping (String) -> Void = { Swift.print($0) }) throws(LuaError) {
        try self.init(scriptRoot: ScriptRoot(files: files), instructionBudget: instructionBudget,
                      memoryLimit: memoryLimit, print: print)
    }

    /// A state with `root` as its script root (a folder, or a host's files).
    package init(scriptRoot: ScriptRoot?, instructionBudget: Int = 0, memoryLimit: Int = 0,
                 print: @escaping (String) -> Void = { Swift.print($0) }) throws(LuaError) {
        let runtime = UnsafeMutablePointer<MoonRuntime>.allocate(capacity: 1)
        runtime.initialize(to: MoonRuntime())
        guard let L = moon_newstate(runtime) else {
            runtime.deallocate()
            throw LuaError("cannot create a Lua state", kind: .host)
        }
        self.L = L
        self.runtime = runtime
        self.root = scriptRoot
        self.print = print
        runtime.pointee.swiftState = Unmanaged.passUnretained(self).toOpaque()
        link.open(self)
        runtime.pointee.member = LuaMembers.entryPoint
        runtime.pointee.release = { object in
            if let object { Unmanaged<AnyObject>.fromOpaque(object).release() }
        }
        // C callbacks cannot capture: they get this state as the runtime record's unretained
        // pointer, which lives exactly as long as the state (C interop, not speed).
        runtime.pointee.clock = { state in
            guard let state else { return 0 }
            return Unmanaged<LuaState>.fromOpaque(state).takeUnretainedValue().clock?() ?? 0
        }
        runtime.pointee.print = { state, bytes, length in
            guard let state else { return }
            let line = String(decoding: UnsafeRawBufferPointer(start: bytes, count: length), as: UTF8.self)
            Unmanaged<LuaState>.fromOpaque(state).takeUnretainedValue().print(line)
        }
        try setUp(L)
        self.instructionBudget = instructionBudget
        self.memoryLimit = memoryLimit
    }

    deinit {
        link.cut()
        close()
        watchdog?.forget(self)
        madeStopHandle?.detach()
        moon_unwatchentries(runtime)
        moon_freelines(runtime)
        for info in classList { info.free() }
        runtime.deinitialize(count: 1)
        runtime.deallocate()
    }

    /// Where the problems of closing go, one line each: a script's finalizer that failed or
    /// ran past the budget while the state closed (default: standard error, after `warning: `).
    /// The program has finished with the state by then, so these are warnings, not errors.
    public var onClosingWarning: (String) -> Void = { line in
        FileHandle.standardError.write(Data(("warning: " + line + "\n").utf8))
    }

    /// Closes the state: every userdata is collected and its Swift object released.
    /// Called from inside a call from Lua, it closes once that call has returned.
    ///
    /// The scripts' finalizers run as one more entry, under a fresh instruction budget, the
    /// memory limit and the watchdog (finalizers.c): closing always ends. What went wrong is
    /// told to `onClosingWarning`.
    public func close() {
        guard let L else { return }
        if callDepth > 0 {
            closeRequested = true
            return
        }
        reportWarnings()  // the last entry's, to the host, as errors of the running program
        self.L = nil
        moon_resetbudget(L, runtime)
        runtime.pointee.closing = 1
        moon_entrybeginat(runtime, "(closing: the finalizers)")
        lua_close(L)
        moon_entryend(runtime)
        runtime.pointee.closing = 0
        moon_poolrelease(&runtime.pointee.pool)  // every block is back: the slabs can go
        moon_objectsrelease(&runtime.pointee.objects)  // every __gc has run
        reportClosingWarnings()
    }

    /// Tells `onClosingWarning` what the finalizers said while the state closed.
    private func reportClosingWarnings() {
        let (messages, dropped) = takeFinalizerErrors()
        for message in messages { onClosingWarning(message) }
        if dropped > 0 { onClosingWarning(Self.droppedWarnings(dropped)) }
        let skipped = runtime.pointee.finalizersSkipped
        runtime.pointee.finalizersSkipped = 0
        if skipped > 0 {
            onClosingWarning("\(skipped) more finalizer\(skipped == 1 ? " was" : "s were") not run while closing: "
                             + "the instruction budget was spent")
        }
    }

    /// Whether `close()` has run.
    public var isClosed: Bool { L == nil }

    /// The registry slots, the sandboxed library, `require`, and the root class.
    private func setUp(_ L: OpaquePointer) throws(LuaError) {
        // Userdata by object identity, with weak values: Lua still decides their lifetime.
        moon_newobjectcache(L)
        lua_pushboolean(L, 0)
        runtime.pointee.tracebackRef = luaL_ref(L, MOON_LUA_REGISTRYINDEX)
        lua_createtable(L, 0, 1)
        LuaStack.push(L, string: "__gc")
        moon_pushcfunction(L, moon_functiongc)
        lua_rawset(L, -3)
        functionMetatableRef = luaL_ref(L, MOON_LUA_REGISTRYINDEX)

        try protected(L, results: 0, { () throws(LuaError) -> Int32 in
            moon_pushcfunction(L, moon_opensandbox)
            return 0
        }, read: { _ in })

        lua_createtable(L, 0, 0)
        lua_pushvalue(L, -1)
        loadedRef = luaL_ref(L, MOON_LUA_REGISTRYINDEX)
        lua_createtable(L, 0, 0)
        lua_pushvalue(L, -1)
        preloadRef = luaL_ref(L, MOON_LUA_REGISTRYINDEX)
        LuaFunctions.push(L, LuaState.searchModule)
        lua_pushcclosure(L, moon_require, 3)
        rawSetGlobal(L, "require")

        _ = register(LuaRootBinding.self)
    }

    /// `require`'s searcher: (name) -> chunk, chunk name | nil, why.
    private static func searchModule(_ call: inout LuaCall) throws {
        let name = try call.string(1)
        let state = LuaState.from(call.L)
        guard let root = state.root else {
            call.push(LuaValue.nil)
            call.push("module \(LuaText.quoted(name)) not found: this state has no script root")
            return
        }
        switch root.resolve(module: name) {
        case .failure(let refusal):
            call.push(LuaValue.nil)
            call.push(refusal.message)
        case .success(let module):
            do throws(LuaError) {
                if let path = module.path {
                    try LuaState.loadChunk(call.L, file: path, chunkName: module.chunkName)
                } else {
                    try LuaState.loadProvided(call.L, root: root, module: module)
                }
                call.results += 1
                call.push(module.chunkName)
            } catch {
                call.push(LuaValue.nil)
                call.push("error loading module '\(name)' from file '\(module.chunkName)':\n\t\(error.located)")
            }
        }
    }

    /// The Swift state that owns `L` (any of its threads).
    package static func from(_ L: OpaquePointer) -> LuaState {
        Unmanaged<LuaState>.fromOpaque(moon_runtime(L).pointee.swiftState).takeUnretainedValue()
    }

    // MARK: Limits

    /// VM instructions allowed per entry from Swift (0 = unlimited). Exceeding it raises
    /// `instruction budget of N exceeded`; the next entry from Swift gets a fresh budget.
    public var instructionBudget: Int {
        get { Int(runtime.pointee.budget) }
        set {
            guard let L else { return }
            moon_setbudget(L, runtime, lua_Integer(max(0, newValue)))
        }
    }

    /// Bytes the state may hold (0 = unlimited). Exceeding it raises
    /// `memory limit of N MB exceeded`; the state stays usable once the garbage is collected.
    public var memoryLimit: Int {
        get { runtime.pointee.limit }
        set {
            moon_setmemorylimit(runtime, max(0, newValue))
        }
    }

    /// The name of the chunk of the host's own Lua code (a module written in Lua): an error the
    /// bridge raises where a script called into that code is placed at the script's line.
    public var hostChunkName: String {
        get { withUnsafeBytes(of: runtime.pointee.hostChunk) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) } }
        set {
            withUnsafeMutableBytes(of: &runtime.pointee.hostChunk) { buffer in
                let bytes = Array(newValue.utf8.prefix(buffer.count - 1))
                buffer.copyBytes(from: bytes)
                buffer[bytes.count] = 0
            }
        }
    }

    /// Counts `bytes` (negative: gives them back) as held by this state's script, on top of
    /// what Lua allocates: how the engine objects a script makes weigh against `memoryLimit`.
    /// A charge that passes the limit inside a call from Lua is raised once that call returns.
    /// `LuaMemoryCharge` gives a charge back when the object it rides on goes.
    public func chargeMemory(_ bytes: Int) {
        moon_chargememory(runtime, bytes)
    }

    /// The handle with which another thread stops the callback this state is running (see
    /// `LuaStopHandle`). Asking for it turns on the count hook's look for a stop, also when no
    /// instruction budget is set (every 10 000 instructions then).
    public var stopHandle: LuaStopHandle? {
        if let madeStopHandle { return madeStopHandle }
        guard let L else { return nil }
        moon_allowstop(L, runtime)
        guard let record = runtime.pointee.watch else { return nil }
        let made = LuaStopHandle(record: record)
        madeStopHandle = made
        return made
    }

    /// Gives the entry from Swift running now a fresh instruction budget (unless it is spent:
    /// a spent budget stays spent), and the watchdog a fresh start: a bot's play is one call
    /// from Swift that lasts the whole game, and each turn of it gets the budget of a callback.
    /// Call it only from a Swift function that Lua called.
    public func beginTurn() {
        guard let L else { return }
        moon_restartbudget(L, runtime)
        moon_entryrestart(runtime)
    }

    /// VM instructions the state has run since it was made, as the instruction budget counts
    /// them (in steps of its hook, so 0 while no budget is set): a measure of work that does not
    /// depend on how busy the machine is.
    public var instructionsCounted: Int { Int(runtime.pointee.instructionsCounted) }

    /// Bytes allocated by the state right now (with what `chargeMemory` counts).
    public var memoryInUse: Int { runtime.pointee.used }

    /// Has a collection cycle start once the heap has grown by `percent` % since the last one
    /// (Lua's default: 200, doubled).
    public func setCollectorPause(percent: Int) {
        guard let L else { return }
        moon_setgcpause(L, Int32(clamping: percent))
    }

    /// Runs a full garbage collection (finalizers included, under protection).
    public func collectGarbage() {
        guard let L else { return }
        _ = try? protected(L, results: 0, { () throws(LuaError) -> Int32 in
            moon_pushcfunction(L, moon_collect)
            return 0
        }, read: { _ in })
    }

    // MARK: Running code

    /// Runs a Lua file; errors read `path:line: message`. Returns the chunk's results.
    @discardableResult
    public func run(file path: String) throws(LuaError) -> [LuaValue] {
        guard let L else { throw LuaError("the Lua state is closed", kind: .host) }
        return try protected(L, results: MOON_LUA_MULTRET, { () throws(LuaError) -> Int32 in
            try LuaState.loadChunk(L, file: path, chunkName: path)
            return 0
        }, read: { first throws(LuaError) in try plainResults(L, from: first) })
    }

    /// Runs Lua source under a chunk name, so errors read `name:line: message`.
    @discardableResult
    public func run(_ source: String, name: String = "string") throws(LuaError) -> [LuaValue] {
        guard let L else { throw LuaError("the Lua state is closed", kind: .host) }
        return try protected(L, results: MOON_LUA_MULTRET, { () throws(LuaError) -> Int32 in
            try LuaState.loadChunk(L, source: Array(source.utf8), chunkName: "=" + name)
            return 0
        }, read: { first throws(LuaError) in try plainResults(L, from: first) })
    }

    /// Compiles a Lua file without running it; call the reference to run it.
    public func load(file path: String) throws(LuaError) -> LuaReference {
        guard let L else { throw LuaError("the Lua state is closed", kind: .host) }
        try LuaState.loadChunk(L, file: path, chunkName: path)
        defer { moon_pop(L, 1) }
        return LuaReference(state: self, L: L, index: -1)
    }

    /// Compiles Lua source under a chunk name without running it.
    public func load(_ source: String, name: String = "string") throws(LuaError) -> LuaReference {
        guard let L else { throw LuaError("the Lua state is closed", kind: .host) }
        try LuaState.loadChunk(L, source: Array(source.utf8), chunkName: "=" + name)
        defer { moon_pop(L, 1) }
        return LuaReference(state: self, L: L, index: -1)
    }

    /// Pushes the compiled file, or throws with nothing pushed. The file is compiled (as text)
    /// once per process and its bytecode loaded here (`CompiledChunks`): scripts themselves
    /// still cannot load binary chunks.
    package static func loadChunk(_ L: OpaquePointer, file path: String, chunkName: String) throws(LuaError) {
        let name = "@" + chunkName
        let state = LuaState.from(L)
        state.fileChunkNames.insert(chunkName)
        do throws(LuaError) {
            let bytecode = try CompiledChunks.bytecode(file: path, chunkName: name, displayName: chunkName)
            try loadBytecode(L, bytecode, chunkName: name)
        } catch {
            throw state.locating(error)
        }
    }

    /// Compiles the file at `path` among the host's files this state reads (`GameFiles`) without
    /// running it, named under their name (`cards/main.lua`). A path that is absolute, goes up,
    /// or leads to nothing is refused as `files.read` refuses it, in words for `function`.
    package func load(provided path: String, for function: String) throws(LuaError) -> LuaReference {
        guard let L else { throw LuaError("the Lua state is closed", kind: .host) }
        guard let root, root.provided != nil else {
            throw LuaError("\(function): this Lua state reads no host's files", kind: .host)
        }
        _ = try root.contents(of: path, for: function)  // checked, and there
        try LuaState.loadProvided(L, root: root, module: ScriptRoot.Module(path: nil, relative: path,
                                                                          chunkName: root.display + "/" + path))
        defer { moon_pop(L, 1) }
        return LuaReference(state: self, L: L, index: -1)
    }

    /// Pushes a module a `GameFiles` holds, compiled as text (never as bytecode), or throws.
    private static func loadProvided(_ L: OpaquePointer, root: ScriptRoot, module: ScriptRoot.Module) throws(LuaError) {
        guard let bytes = root.provided?.contents(of: module.relative) else {
            throw LuaError("cannot open \(module.chunkName)", kind: .host)
        }
        let state = LuaState.from(L)
        state.fileChunkNames.insert(module.chunkName)
        var source = [UInt8](bytes)
        if source.starts(with: [0xEF, 0xBB, 0xBF]) { source.removeFirst(3) }  // as for a file
        do throws(LuaError) {
            try loadChunk(L, source: source, chunkName: "@" + module.chunkName)
        } catch {
            throw state.locating(error)
        }
    }

    /// `error` with its file named as the state loaded it, and relative to the script root:
    /// Lua's messages cut a file name longer than 59 characters to `...` and its end, and the
    /// one loaded file with that end is the one meant. A name that two files end alike stays
    /// as Lua wrote it.
    public func locating(_ error: LuaError) -> LuaError {
        guard var file = error.file else { return error }
        var located = error
        if file.hasPrefix("...") {
            let end = file.dropFirst(3)
            let matches = fileChunkNames.filter { $0.hasSuffix(end) }
            if matches.count == 1, let whole = matches.first { file = whole }
        }
        located.file = file
        if let root = root?.display, file.hasPrefix(root + "/") {
            located.relativeFile = String(file.dropFirst(root.count + 1))
        } else if root?.display == ".", !file.hasPrefix("/"), !file.hasPrefix("...") {
            located.relativeFile = file
        }
        return located
    }

    /// Pushes a function from bytecode that `CompiledChunks` made, or throws with nothing pushed.
    static func loadBytecode(_ L: OpaquePointer, _ bytecode: [UInt8], chunkName: String) throws(LuaError) {
        let status = bytecode.withUnsafeBytes { raw in
            moon_loadbinary(L, raw.baseAddress?.assumingMemoryBound(to: CChar.self), raw.count, chunkName)
        }
        guard status == LUA_OK else {
            let message = lua_type(L, -1) == LUA_TSTRING
                ? String(decoding: LuaStack.bytes(L, -1), as: UTF8.self) : "cannot load \(chunkName)"
            moon_pop(L, 1)
            throw LuaError(luaMessage: message, kind: .host)
        }
    }

    /// Loads a chunk compiled once (`LuaChunk`) without running it.
    public func load(_ chunk: LuaChunk) throws(LuaError) -> LuaReference {
        guard let L else { throw LuaError("the Lua state is closed", kind: .host) }
        try LuaState.loadBytecode(L, chunk.bytecode, chunkName: "=" + chunk.name)
        defer { moon_pop(L, 1) }
        return LuaReference(state: self, L: L, index: -1)
    }

    static func loadChunk(_ L: OpaquePointer, source: [UInt8], chunkName: String) throws(LuaError) {
        let status = source.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                luaL_loadbufferx(L, $0.baseAddress, $0.count, chunkName, "t")
            }
        }
        guard status == LUA_OK else {
            let message = lua_type(L, -1) == LUA_TSTRING
                ? String(decoding: LuaStack.bytes(L, -1), as: UTF8.self) : "cannot load \(chunkName)"
            moon_pop(L, 1)
            throw LuaError(luaMessage: message, kind: status == LUA_ERRSYNTAX ? .syntax : .runtime)
        }
    }

    // MARK: Protected calls

    /// The one way Swift runs Lua (docs/architecture.md, the bridge rule). Pushes what `setup`
    /// pushes (a function and its arguments on top; it returns the argument count), calls it
    /// under lua_pcall with the traceback handler and the memory ceiling enforced, keeping
    /// `results` results, and hands the stack to `read` with them from `firstResult` on. The
    /// instruction budget restarts when entered from Swift. The stack is as before afterwards,
    /// whatever happened; a failure is thrown once Lua has returned.
    package func protected<Result>(_ L: OpaquePointer, results: Int32, _ setup: () throws(LuaError) -> Int32,
                                   read: (_ firstResult: Int32) throws(LuaError) -> Result) throws(LuaError) -> Result {
        let top = lua_gettop(L)
        defer {
            lua_settop(L, top)
            if callDepth == 0 { reportWarnings() }
            if callDepth == 0, closeRequested { close() }
        }
        // The message handler goes first, so that it need not be slipped under the function.
        moon_pushmsghandler(L)
        let arguments = try setup()
        let outermost = callDepth == 0
        if outermost { moon_resetbudget(L, runtime) }
        // Once asked for (a watchdog, the instant limit, a stop handle), entries are counted, and
        // once a reader of sites asked (`recordEntries`), they publish the function they run.
        let noted = runtime.pointee.watch != nil
        if noted { noteEntry(L, function: lua_gettop(L) - arguments, outermost: outermost) }
        callDepth += 1
        // A script's Swift function may drop the last reference to this state: it must
        // outlive the call (its deinit closes the lua_State that is running).
        // Limits hit inside count for this entry and for the one around it (if any).
        let outerLimits = runtime.pointee.limitsHit
        runtime.pointee.limitsHit = 0
        let status = withExtendedLifetime(self) { moon_protectedcallabove(L, arguments, results) }
        let limits = runtime.pointee.limitsHit
        runtime.pointee.limitsHit = outerLimits | limits
        callDepth -= 1
        if noted { noteEntryEnd(outermost: outermost) }
        if status != LUA_OK { throw takeError(L, status: status, limits: limits) }
        return try read(top + 2)
    }

    /// Hands the host the errors raised in `__gc` metamethods since the last look: Lua turns
    /// them into warnings (no caller is there to catch them), which the runtime record keeps
    /// (warnings.c). Reported as errors of the `__gc metamethod`, with their file:line.
    /// Other warnings (a script's `warn`) are dropped, as stock Lua does while warnings are off.
    private func reportWarnings() {
        let (messages, dropped) = takeFinalizerErrors()
        for message in messages { host?.report(LuaError(luaMessage: message), in: "__gc metamethod") }
        if dropped > 0 {
            host?.report(LuaError(Self.droppedWarnings(dropped), kind: .host), in: "__gc metamethod")
        }
    }

    private static func droppedWarnings(_ count: Int) -> String {
        "\(count) more warnings (errors in __gc metamethods) were not kept"
    }

    /// The errors raised in `__gc` metamethods since the last look, and how many did not fit;
    /// forgets them.
    private func takeFinalizerErrors() -> (messages: [String], dropped: Int) {
        guard runtime.pointee.warnings.complete > 0 || runtime.pointee.warnings.dropped > 0 else { return ([], 0) }
        let complete = runtime.pointee.warnings.complete, dropped = runtime.pointee.warnings.dropped
        let text = withUnsafeBytes(of: &runtime.pointee.warnings.text) { raw in
            String(decoding: raw.prefix(complete), as: UTF8.self)
        }
        moon_clearwarnings(runtime)
        let prefix = "error in __gc (", suffix = ")"
        var messages: [String] = []
        for warning in text.split(separator: "\n") where warning.hasPrefix(prefix) {
            var inner = warning.dropFirst(prefix.count)
            if inner.hasSuffix(suffix) { inner = inner.dropLast(suffix.count) }
            messages.append(String(inner))
        }
        return (messages, Int(dropped))
    }

    /// The values from `first` to the top of the stack as plain values: how `protected`
    /// hands back the results of a call that returns data.
    package func plainResults(_ L: OpaquePointer, from first: Int32) throws(LuaError) -> [LuaValue] {
        var results: [LuaValue] = []
        var index = first
        while index <= lua_gettop(L) {
            do throws(LuaStack.NotPlain) {
                results.append(try LuaStack.plainValue(L, index))
            } catch {
                throw LuaError("result #\(index - first + 1) is not a plain value (\(error.message))", kind: .host)
            }
            index += 1
        }
        return results
    }

    /// Pops the error value of a failed call and builds the Swift error.
    private func takeError(_ L: OpaquePointer, status: Int32, limits: Int32) -> LuaError {
        let message = lua_type(L, -1) == LUA_TSTRING
            ? String(decoding: LuaStack.bytes(L, -1), as: UTF8.self) : "(error object is not a string)"
        moon_pop(L, 1)
        if status == LUA_ERRMEM {
            // Lua raises memory errors without the message handler: the place comes from the
            // allocator's refusal (moon_notememoryplace), "" when it could not be read.
            let place = Self.text(of: runtime.pointee.memoryPlace)
            return locating(LuaError(luaMessage: place + (memoryLimit > 0 ? Self.text(of: runtime.pointee.memoryMessage) : message),
                                     kind: .memoryLimit))
        }
        var traceback: String?
        lua_rawgeti(L, MOON_LUA_REGISTRYINDEX, lua_Integer(runtime.pointee.tracebackRef))
        if lua_type(L, -1) == LUA_TSTRING { traceback = String(decoding: LuaStack.bytes(L, -1), as: UTF8.self) }
        moon_pop(L, 1)
        lua_pushboolean(L, 0)
        lua_rawseti(L, MOON_LUA_REGISTRYINDEX, lua_Integer(runtime.pointee.tracebackRef))
        var error = locating(LuaError(luaMessage: message, kind: status == LUA_ERRSYNTAX ? .syntax : .runtime,
                                      traceback: traceback))
        // The kind comes from where the error was raised (MoonRuntime.limitsHit), not its text.
        if limits & Int32(MOON_LIMIT_BUDGET) != 0 { error.kind = .instructionBudget }
        if limits & Int32(MOON_LIMIT_MEMORY) != 0 { error.kind = .memoryLimit }
        if limits & Int32(MOON_LIMIT_STOP) != 0 { error.kind = .stopped }
        return error
    }

    /// The NUL-terminated text of one of the runtime record's message buffers.
    private static func text<Buffer>(of buffer: Buffer) -> String {
        withUnsafeBytes(of: buffer) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
