import ArgumentParser

/// Which part of a run one process plays: `sim --shard K/M` plays the games i with
/// i mod M = K − 1, so M processes together play every game once, each game with its own seed
/// (seed + i) wherever it is played. `--shard auto` takes K and M from the job array the process
/// runs in (docs/cluster.md):
///
/// - Slurm (`sbatch --array`): `SLURM_ARRAY_TASK_ID`, `SLURM_ARRAY_TASK_MIN` and
///   `SLURM_ARRAY_TASK_COUNT` (and `SLURM_ARRAY_TASK_STEP` for `--array=0-30:2`): K − 1 is the
///   task's place in the array, (ID − MIN) / STEP, so an array may start at 1 or anywhere.
/// - Kubernetes Indexed Jobs: `JOB_COMPLETION_INDEX` (0-based) is K − 1. Kubernetes gives no
///   count, so M is `--shard-count M`, or else `MOONKIT_SHARD_COUNT` (set it to the Job's
///   `completions` in the manifest).
struct Shard: Equatable {
    /// 0-based: the games i with i mod `count` = `index`.
    let index: Int
    let count: Int
    /// Where `auto` found it, for the log ("SLURM_ARRAY_TASK_ID=3, …"); `nil` when given.
    var source: String?

    /// The whole run.
    static let all = Shard(index: 0, count: 1)

    var text: String { "\(index + 1)/\(count)" }

    /// The shard `--shard` names (`nil`: the whole run), a usage error when it names none.
    static func resolve(_ option: String?, count: Int?, environment: [String: String]) throws -> Shard {
        guard let option else {
            guard count == nil else { throw ValidationError("--shard-count goes with --shard auto") }
            return .all
        }
        if option == "auto" { return try fromJobArray(count: count, environment: environment) }
        guard count == nil else { throw ValidationError("--shard-count goes with --shard auto (--shard \(option) gives the count)") }
        let parts = option.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let m = Int(parts[1]), m >= 1, k >= 1, k <= m else {
            throw ValidationError("--shard takes K/M with 1 ≤ K ≤ M, e.g. --shard 2/8, or auto (docs/cluster.md)")
        }
        return Shard(index: k - 1, count: m)
    }

    private static func fromJobArray(count: Int?, environment: [String: String]) throws -> Shard {
        if let count, count < 1 { throw ValidationError("--shard-count must be at least 1") }
        let slurm = environment["SLURM_ARRAY_TASK_ID"], kubernetes = environment["JOB_COMPLETION_INDEX"]
        switch (slurm, kubernetes) {
        case (nil, nil):
            throw ValidationError("--shard auto: this process is not in a job array: neither SLURM_ARRAY_TASK_ID (Slurm) "
                                  + "nor JOB_COMPLETION_INDEX (a Kubernetes Indexed Job) is set; --shard K/M names a shard by hand")
        case (.some, .some):
            throw ValidationError("--shard auto: both SLURM_ARRAY_TASK_ID and JOB_COMPLETION_INDEX are set: "
                                  + "name the shard with --shard K/M")
        case (.some, nil):
            return try slurmShard(count: count, environment: environment)
        case (nil, .some(let text)):
            guard let index = Int(text), index >= 0 else {
                throw ValidationError("--shard auto: JOB_COMPLETION_INDEX is '\(text)', not a number 0 or more")
            }
            let countText = environment["MOONKIT_SHARD_COUNT"]
            guard let shards = count ?? countText.flatMap({ Int($0) }) else {
                throw ValidationError(countText.map { "--shard auto: MOONKIT_SHARD_COUNT is '\($0)', not a number" }
                    ?? "--shard auto: a Kubernetes Indexed Job gives no shard count: set MOONKIT_SHARD_COUNT to the Job's "
                       + "completions, or pass --shard-count")
            }
            guard shards >= 1 else { throw ValidationError("--shard auto: MOONKIT_SHARD_COUNT must be at least 1") }
            guard index < shards else {
                throw ValidationError("--shard auto: JOB_COMPLETION_INDEX=\(index) is not below the shard count \(shards)")
            }
            let from = count == nil ? "MOONKIT_SHARD_COUNT=\(shards)" : "--shard-count \(shards)"
            return Shard(index: index, count: shards, source: "JOB_COMPLETION_INDEX=\(index), \(from)")
        }
    }

    private static func slurmShard(count: Int?, environment: [String: String]) throws -> Shard {
        func number(_ name: String, default value: Int? = nil) throws -> Int {
            guard let text = environment[name] else {
                if let value { return value }
                throw ValidationError("--shard auto: SLURM_ARRAY_TASK_ID is set but \(name) is not")
            }
            guard let number = Int(text) else { throw ValidationError("--shard auto: \(name) is '\(text)', not a number") }
            return number
        }
        let id = try number("SLURM_ARRAY_TASK_ID"), min = try number("SLURM_ARRAY_TASK_MIN")
        let shards = try number("SLURM_ARRAY_TASK_COUNT"), step = try number("SLURM_ARRAY_TASK_STEP", default: 1)
        if let count, count != shards {
            throw ValidationError("--shard-count \(count) disagrees with SLURM_ARRAY_TASK_COUNT=\(shards)")
        }
        // Checked: the variables may hold any number, and ID − MIN can pass Int's range.
        let (distance, overflow) = id.subtractingReportingOverflow(min)
        guard step >= 1, !overflow, distance >= 0, distance % step == 0, distance / step < shards else {
            throw ValidationError("--shard auto: SLURM_ARRAY_TASK_ID=\(id) is not one of \(shards) tasks from "
                                  + "SLURM_ARRAY_TASK_MIN=\(min) in steps of \(step): the array must be a range such as "
                                  + "--array=0-99 or --array=1-100:1, not a list")
        }
        return Shard(index: distance / step, count: shards,
                     source: "SLURM_ARRAY_TASK_ID=\(id), SLURM_ARRAY_TASK_MIN=\(min), SLURM_ARRAY_TASK_COUNT=\(shards)")
    }
}
