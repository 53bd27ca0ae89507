import CMoonLua

/// The lines a state's scripts run, per file (CMoonLua's `coverage.c`): what `moonkit explore`
/// reports. Counting puts a line event in the count hook for every line run, so it is off
/// unless a host starts it.
extension LuaState {
    /// Starts counting the lines run in files (chunks loaded from a file, modules included).
    public func startLineCoverage() {
        guard let L else { return }
        _ = moon_countlines(L, runtime)
    }

    /// The lines run so far, by file name as the state loaded it (`scripts/hangman.lua`).
    public func linesRun() -> [String: Set<Int>] {
        var run: [String: Set<Int>] = [:]
        for file in 0..<moon_linefiles(runtime) {
            let name = String(cString: moon_linefilename(runtime, file))
            var lines = Set<Int>()
            for line in 0..<moon_linelimit(runtime, file) where moon_linewasrun(runtime, file, line) != 0 {
                lines.insert(Int(line))
            }
            run[name] = lines
        }
        return run
    }
}
