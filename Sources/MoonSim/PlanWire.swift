import Foundation
import LuaBridge
import MoonKit
import MoonLua

/// A `SimulationPlan` as the one line of JSON a worker process reads first
/// (`SimulationWorker`): every field, the device's numbers and the globals' values included,
/// so that the worker builds the very plan its parent has and plays each game the same.
/// Doubles are written as text ("nan", "inf" included), so any value comes back bit for bit.
struct PlanWire: Codable {
    var script: String
    var bot: String
    var seed: String
    var device: Device?
    var globals: [Global]
    var limits: Limits

    struct Device: Codable {
        var name: String
        var idiom: String
        var size: [String]
        var safeArea: [String]
        var margins: [String]
        var scale: String
    }

    struct Global: Codable {
        var name: String
        var value: Value
    }

    struct Limits: Codable {
        var instructionBudget: Int
        var memoryLimit: Int
        var instantLimit: Int
        var virtualTimeLimit: String
        var watchdogSeconds: String
    }

    /// A `LuaValue`, with a table's entries as pairs (its keys need not be strings).
    indirect enum Value: Codable {
        case `nil`
        case bool(Bool)
        case int(Int)
        case double(String)
        case string(String)
        case bytes([UInt8])
        case array([Value])
        case table([Pair])
    }

    struct Pair: Codable {
        var key: Value
        var value: Value
    }

    /// What is wrong with a line that is not a plan.
    struct Refusal: Error, CustomStringConvertible {
        let description: String
    }

    init(_ plan: SimulationPlan) {
        script = plan.script
        bot = plan.bot
        seed = String(plan.seed)
        device = plan.device.map { d in
            Device(name: d.name, idiom: d.idiom.rawValue, size: Self.texts([d.size.width, d.size.height]),
                   safeArea: Self.texts(d.safeAreaInsets), margins: Self.texts(d.systemMinimumLayoutMargins),
                   scale: String(d.scale))
        }
        globals = plan.globals.map { Global(name: $0.0, value: Value($0.1)) }
        let l = plan.limits
        limits = Limits(instructionBudget: l.instructionBudget, memoryLimit: l.memoryLimit, instantLimit: l.instantLimit,
                        virtualTimeLimit: String(l.virtualTimeLimit), watchdogSeconds: String(l.watchdogSeconds))
    }

    /// The line a worker is handed.
    var line: String {
        // Sorted keys: the same plan is always the same line.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and arrays cannot fail.
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }

    /// Reads a plan's line back.
    static func plan(fromLine line: String) throws(Refusal) -> SimulationPlan {
        let wire: PlanWire
        do {
            wire = try JSONDecoder().decode(PlanWire.self, from: Data(line.utf8))
        } catch {
            throw Refusal(description: "the first line is not a simulation plan (\(error))")
        }
        guard let seed = UInt64(wire.seed) else { throw Refusal(description: "the plan's seed \(wire.seed) is not a seed") }
        var device: DeviceProfile?
        if let d = wire.device {
            guard let idiom = DeviceProfile.Idiom(rawValue: d.idiom), let size = number(d.size), size.count == 2,
                  let safe = number(d.safeArea), safe.count == 4, let margins = number(d.margins), margins.count == 4,
                  let scale = Double(d.scale) else {
                throw Refusal(description: "the plan's device \(d.name) has numbers that do not make a device")
            }
            device = DeviceProfile(name: d.name, idiom: idiom, size: Size(width: size[0], height: size[1]),
                                   safeAreaInsets: insets(safe), systemMinimumLayoutMargins: insets(margins), scale: scale)
        }
        var globals: [(String, LuaValue)] = []
        for global in wire.globals {
            guard let value = global.value.lua else {
                throw Refusal(description: "the plan's global \(global.name) holds a number that is not a number")
            }
            globals.append((global.name, value))
        }
        let l = wire.limits
        guard let time = Double(l.virtualTimeLimit), let watchdog = Double(l.watchdogSeconds) else {
            throw Refusal(description: "the plan's limits hold a number that is not a number")
        }
        let limits = GameLimits(instructionBudget: l.instructionBudget, memoryLimit: l.memoryLimit,
                                instantLimit: l.instantLimit, virtualTimeLimit: time, watchdogSeconds: watchdog)
        return SimulationPlan(script: wire.script, bot: wire.bot, seed: seed, device: device, globals: globals, limits: limits)
    }

    private static func texts(_ values: [Double]) -> [String] { values.map { String($0) } }
    private static func texts(_ e: EdgeInsets) -> [String] { texts([e.top, e.left, e.bottom, e.right]) }
    private static func number(_ texts: [String]) -> [Double]? {
        let values = texts.compactMap(Double.init)
        return values.count == texts.count ? values : nil
    }
    private static func insets(_ v: [Double]) -> EdgeInsets { EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3]) }
}

extension PlanWire.Value {
    init(_ value: LuaValue) {
        switch value {
        case .nil: self = .nil
        case .bool(let b): self = .bool(b)
        case .int(let n): self = .int(n)
        case .double(let d): self = .double(String(d))
        case .string(let s): self = .string(s)
        case .bytes(let b): self = .bytes(b)
        case .array(let items): self = .array(items.map(Self.init))
        case .table(let entries):
            // In a fixed order, so that the same plan is the same line.
            let pairs = entries.map { PlanWire.Pair(key: Self($0.key), value: Self($0.value)) }
            self = .table(pairs.sorted { "\($0.key)" < "\($1.key)" })
        }
    }

    /// The Lua value, or `nil` when a double's text is not a number.
    var lua: LuaValue? {
        switch self {
        case .nil: return .nil
        case .bool(let b): return .bool(b)
        case .int(let n): return .int(n)
        case .double(let text): return Double(text).map(LuaValue.double)
        case .string(let s): return .string(s)
        case .bytes(let b): return .bytes(b)
        case .array(let items):
            let values = items.compactMap(\.lua)
            return values.count == items.count ? .array(values) : nil
        case .table(let pairs):
            var table: [LuaValue: LuaValue] = [:]
            for pair in pairs {
                guard let key = pair.key.lua, let value = pair.value.lua else { return nil }
                table[key] = value
            }
            return .table(table)
        }
    }
}
