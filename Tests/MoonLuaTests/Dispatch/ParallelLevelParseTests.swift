import Foundation
import MoonKit
import LuaBridge
@testable import MoonLua
import Testing

/// Acceptance: a 1 000-level background parse uses more than one core, and every
/// completion runs on the main state's thread, in dispatch order.
@Suite(.serialized) struct ParallelLevelParseTests {
    /// What one timed run saw.
    struct Run: Sendable {
        var seconds: Double
        var completed: Int
        var offMainThread: Int
        var outOfOrder: Int
        var failures: Int
        var digest: String
        /// The most levels the worker pool parsed at the same moment.
        var jobsAtOnce: Int
    }

    static let levelCount = 1000

    /// The game's folder: `words.lua` and `levels/levelN.txt`, each 7 lines `ANS|WER|PARTS: clue`
    /// whose parts add up to 20 letter groups, as Swifty Words levels do.
    static func makeFolder() throws -> LevelFolder {
        var files = ["words.lua": """
            local M = {}

            -- How many ways the unused groups can spell `answer` from `position` on.
            local function spellings(answer, position, groups, used)
              if position > #answer then return 1 end
              local ways = 0
              for i, group in ipairs(groups) do
                if not used[i] and answer:sub(position, position + #group - 1) == group then
                  used[i] = true
                  ways = ways + spellings(answer, position + #group, groups, used)
                  used[i] = false
                end
              end
              return ways
            end

            -- A level's clues, answers, "N letters" hints and its 20 letter groups, shuffled
            -- onto the buttons; checked the way a level editor would: the line format, 20
            -- groups, and every answer spelled by the groups in at least one way.
            function M.parseLevel(path)
              local clues, answers, hints, groups = {}, {}, {}, {}
              for i, line in ipairs(files.lines(path)) do
                local parts, clue = line:match("^([%u|]+):%s*(.+)$")
                if not parts then error(path .. ":" .. i .. ": expected 'ANS|WER: clue'") end
                local answer = parts:gsub("|", "")
                clues[i], answers[i], hints[i] = clue, answer, #answer .. " letters"
                for group in parts:gmatch("[^|]+") do groups[#groups + 1] = group end
              end
              if #groups ~= 20 then error(path .. ": " .. #groups .. " letter groups, 20 expected") end
              local ways = {}
              for i, answer in ipairs(answers) do
                ways[i] = spellings(answer, 1, groups, {})
                if ways[i] == 0 then error(path .. ": '" .. answer .. "' cannot be spelled") end
              end
              -- Deal the groups onto the buttons: the shuffle depends on the level only.
              local seed = 0
              for _, answer in ipairs(answers) do
                for c in answer:gmatch(".") do seed = (seed * 31 + c:byte()) % 2147483647 end
              end
              for i = #groups, 2, -1 do
                seed = (seed * 1103515245 + 12345) % 2147483648
                local j = seed % i + 1
                groups[i], groups[j] = groups[j], groups[i]
              end
              return {clues = clues, answers = answers, hints = hints, groups = groups, ways = ways}
            end

            return M
            """]
        let syllables = ["BA", "CON", "DE", "FRI", "GO", "HAN", "IL", "JUN", "KE", "LUM", "MO", "NEP",
                         "OR", "PLA", "QUI", "RES", "SU", "TOR", "UM", "VEX"]
        for level in 1...levelCount {
            var lines: [String] = []
            var next = level
            for clue in 0..<7 {
                let count = clue < 6 ? 3 : 2  // 6 × 3 + 2 = 20 groups
                var parts: [String] = []
                for _ in 0..<count {
                    next = (next &* 1_103_515_245 &+ 12_345) & 0x7fff_ffff
                    parts.append(syllables[next % syllables.count])
                }
                lines.append(parts.joined(separator: "|") + ": clue \(clue + 1) of level \(level)")
            }
            files["levels/level\(level).txt"] = lines.joined(separator: "\n") + "\n"
        }
        let folder = try LevelFolder()
        for (name, text) in files {
            guard FileManager.default.createFile(atPath: folder.root + "/" + name, contents: Data(text.utf8)) else {
                throw LuaError("cannot write \(name)", kind: .host)
            }
        }
        return folder
    }

    /// Dispatches every level's parse, runs the main queue until the last completion,
    /// and times it all; on a thread of its own, which is the main state's thread.
    static func parseAll(root: String, workers: Int) async throws -> Run {
        try await onOwnThread {
            let mainThread = pthread_self()
            let lua = try LuaState(root: root, instructionBudget: 50_000_000, memoryLimit: 256 << 20)
            let queue = MainQueue()
            var errors: [LuaError] = []
            let dispatch = LuaDispatch(state: lua, queue: queue, filesRoot: nil, workers: workers, seed: 0) { errors.append($0) }
            lua.setGlobal("dispatch", dispatch.makeTable())
            lua.setGlobal("onMainThread") { call in call.push(pthread_equal(pthread_self(), mainThread) != 0) }
            let start = DispatchTime.now()
            try lua.run("""
                completed, offMain, outOfOrder, failures, digest = 0, 0, 0, 0, 0
                for n = 1, \(levelCount) do
                  dispatch.global:async(function(n)
                    local level = require("words").parseLevel(("levels/level%d.txt"):format(n))
                    level.number = n
                    return level
                  end, n, function(level, err)
                    if not level then failures = failures + 1 return end
                    completed = completed + 1
                    if not onMainThread() then offMain = offMain + 1 end
                    if level.number ~= completed then outOfOrder = outOfOrder + 1 end
                    for _, group in ipairs(level.groups) do digest = (digest * 7 + #group + group:byte()) % 1000000007 end
                  end)
                end
                """, name: "scripts/parse.lua")
            queue.runUntilIdle()
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
            guard errors.isEmpty else { throw errors[0] }
            func count(_ name: String) throws -> Int {
                if case .int(let value) = try lua.global(name) { return value }
                return -1
            }
            return Run(seconds: seconds, completed: try count("completed"), offMainThread: try count("offMain"),
                       outOfOrder: try count("outOfOrder"), failures: try count("failures"),
                       digest: "\(try lua.global("digest"))", jobsAtOnce: dispatch.pool.mostJobsAtOnce)
        }
    }

    @Test func aThousandLevelsParseOnMoreThanOneCore() async throws {
        let folder = try Self.makeFolder()
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let machineBefore = CPUTimes.now()
        // The machine is shared, and other suites of this process run at the same time on
        // Dispatch's threads (Swift concurrency runs there too; a long test holds one): measure
        // in rounds, keep the best of each, and stop once the rounds show what the code can
        // do, or after about 12 s.
        let started = DispatchTime.now().uptimeNanoseconds
        var serial: [Run] = []
        var pooled: [Run] = []
        var others = 0.0
        for round in 1... {
            serial.append(try await Self.parseAll(root: folder.root, workers: 1))
            pooled.append(try await Self.parseAll(root: folder.root, workers: cores))
            others = CPUTimes.now().othersShare(since: machineBefore)
            let speedUp = (serial.map(\.seconds).min() ?? 0) / (pooled.map(\.seconds).min() ?? 1)
            let parallel = pooled.contains { $0.jobsAtOnce >= 2 }
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            if round >= 3, parallel, speedUp > 1.3 || others >= 0.25 { break }
            if round >= 3, elapsed > 12 { break }
        }
        for run in serial + pooled {
            #expect(run.completed == Self.levelCount)
            #expect(run.failures == 0)
            #expect(run.offMainThread == 0)
            #expect(run.outOfOrder == 0)
            #expect(run.digest == serial[0].digest)
        }
        #expect(serial.allSatisfy { $0.jobsAtOnce == 1 })
        let one = serial.map(\.seconds).min() ?? 0
        let all = pooled.map(\.seconds).min() ?? 0
        let speedUp = one / all
        print(String(format: "1000-level parse: 1 worker %.1f ms, %d workers %.1f ms, speed-up %.2f× (runs: %@ / %@); most levels parsed at once: %@; other processes used %.0f%% of the machine",
                     one * 1000, cores, all * 1000, speedUp,
                     serial.map { String(format: "%.1f", $0.seconds * 1000) }.joined(separator: ", "),
                     pooled.map { String(format: "%.1f", $0.seconds * 1000) }.joined(separator: ", "),
                     pooled.map { "\($0.jobsAtOnce)" }.joined(separator: ", "), others * 100))
        guard cores >= 2 else { return }
        // Two jobs or more at once in a pooled run: that many levels were parsed at the same moment.
        #expect(pooled.contains { $0.jobsAtOnce >= 2 && $0.jobsAtOnce <= cores })
        // The wall-clock speed-up is printed, not asserted: a timed bound fails whenever something
        // else shares the machine (speed belongs to `moonkit bench`); that parses overlapped is
        // the proof of parallelism, checked above.
    }
}

/// The machine's CPU time so far, from /proc/stat, and this process's own.
struct CPUTimes {
    var busy: Double
    var total: Double
    var ours: Double

    static func now() -> CPUTimes {
        var times = CPUTimes(busy: 0, total: 0, ours: 0)
        var usage = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &usage)
        times.ours = Double(usage.tv_sec) + Double(usage.tv_nsec) / 1e9
        // "cpu  user nice system idle iowait irq softirq steal …" in clock ticks.
        guard let stat = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
              let line = stat.split(separator: "\n").first else { return times }
        // guest and guest_nice (after steal) are already counted in user and nice.
        let ticks = Array(line.split(separator: " ").dropFirst().compactMap { Double($0) }.prefix(8))
        let hertz = Double(sysconf(Int32(_SC_CLK_TCK)))
        guard ticks.count >= 5, hertz > 0 else { return times }
        times.total = ticks.reduce(0, +) / hertz
        times.busy = (ticks.reduce(0, +) - ticks[3] - ticks[4]) / hertz
        return times
    }

    /// The share of the machine's capacity that other processes used since `earlier`.
    func othersShare(since earlier: CPUTimes) -> Double {
        let total = self.total - earlier.total
        guard total > 0 else { return 0 }
        return max(0, (busy - earlier.busy) - (ours - earlier.ours)) / total
    }
}

/// A game folder for a thousand files, in memory (/dev/shm) where there is one: on a
/// disk, creating and removing them costs seconds, more than the parse being measured.
final class LevelFolder {
    let root: String

    init() throws {
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        root = base + "/ml-levels-\(UUID().uuidString.prefix(8))/scripts"
        try FileManager.default.createDirectory(atPath: root + "/levels", withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent)
    }
}
