import ArgumentParser
import Foundation

/// How the commands read numbers from the command line.
///
/// Every numeric option is declared with `parsing: .unconditional`: by default ArgumentParser
/// takes `-1` after `--for` for a flag of its own and says "Missing value for '--for'", so a
/// negative value never reached the range check that explains what is allowed.
enum NumberOptions {
    /// `--seed N`: a whole number from 0 to 2⁶⁴ − 1; anything else is a usage error that says so.
    static func seed(_ text: String) throws -> UInt64 {
        guard let seed = UInt64(text) else {
            throw ValidationError("a seed is a whole number from 0 to \(UInt64.max), e.g. --seed 4")
        }
        return seed
    }

    /// `--jobs N`: each job is a worker process or thread with a Lua state and a game (tens of
    /// megabytes each), so more than four per core only costs memory; a number past that is a
    /// usage error rather than thousands of processes.
    static func validateJobs(_ jobs: Int, cores: Int = ProcessInfo.processInfo.activeProcessorCount) throws {
        let most = 4 * max(1, cores)
        guard (1...most).contains(jobs) else {
            let machine = cores == 1 ? "1 core" : "\(cores) cores"
            throw ValidationError("--jobs must be between 1 and \(most), 4 per core of this machine's \(machine) (got \(jobs))")
        }
    }

    /// A duration option's value, or a usage error naming the option and what it takes.
    static func validateSeconds(_ seconds: Double?, option: String, example: String) throws {
        guard let seconds else { return }
        guard seconds.isFinite, seconds >= 0 else {
            throw ValidationError("\(option) must be a number of seconds ≥ 0, e.g. \(option) \(example) (got \(String(format: "%g", seconds)))")
        }
    }
}
