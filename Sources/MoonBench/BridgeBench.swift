import CLua
import MoonLua

/// Pushes whatever its closure pushes, for the benchmark's hand-made C values.
private struct LuaRawPush: LuaPushable {
    let body: (OpaquePointer) -> Void
    func push(to L: OpaquePointer) { body(L) }
}

/// `moonkit bench bridge`: what a call from Lua into Swift costs, next to a raw C function.
///
/// Each figure is the median over rounds of one Lua `for` loop of `calls` calls, divided
/// by `calls`. Nothing is subtracted: the loop's own cost is in every figure (the
/// `empty loop` row shows how much that is). The two `floor` rows are what stock
/// Lua 5.4 costs for the same syntax with raw C metamethods and no bridge at all:
/// an `obj.value` read or an `obj:add()` call can never be cheaper than these.
public enum BridgeBench {
    /// The counter the property and method figures use.
    final class Counter {
        var value = 0
        var swiftCalls = 0
    }

    enum WrapCounter: LuaBinding {
        static let luaName = "Counter"
        static func bind(_ c: inout LuaClassBuilder<Counter>) {
            c.property("value", get: { counter in
                counter.swiftCalls &+= 1
                return counter.value
            }, set: { counter, value in
                counter.swiftCalls &+= 1
                counter.value = value
            })
            c.method("add") { counter, call in
                counter.swiftCalls &+= 1
                call.push(try call.int(2) + call.int(3))
            }
        }
    }

    /// Runs the workloads and returns one figure each, with ratios to the raw C function.
    /// Rounds go round-robin over the workloads (after one warm-up round), so a busy
    /// machine slows every workload alike instead of skewing the ratios.
    public static func run(calls: Int = 1_000_000, rounds: Int = 11) -> [BenchFigure] {
        guard let lua = try? LuaState() else { return [] }
        let counter = Counter()
        lua.setGlobal("noop", LuaCFunction(moon_bench_noop))
        lua.setGlobal("inc") { call in
            counter.swiftCalls &+= 1
            call.push(try call.int(1) + 1)
        }
        lua.register(WrapCounter.self)
        lua.setGlobal("obj", object: counter)
        lua.setGlobal("floor", LuaRawPush { L in moon_bench_pushfloor(L) })
        lua.setGlobal("N", calls)

        let workloads: [(name: String, source: String, countsSwift: Bool)] = [
            ("raw C function f(i) (baseline)", "local f = noop for i = 1, N do f(i) end", false),
            ("bridged Swift f(x) -> x + 1", "local f = inc for i = 1, N do f(i) end", true),
            ("property read obj.value", "local o, v = obj for i = 1, N do v = o.value end", true),
            ("property write obj.value = 3", "local o = obj for i = 1, N do o.value = 3 end", true),
            ("method call obj:add(1, 2)", "local o = obj for i = 1, N do o:add(1, 2) end", true),
            ("empty loop (in every figure)", "for i = 1, N do end", false),
            ("floor of (c): raw C __index", "local r, v = floor for i = 1, N do v = r.value end", false),
            ("floor of (e): raw C __index + raw C call", "local r = floor for i = 1, N do r:add(1, 2) end", false),
        ]
        let chunks = workloads.map { try? lua.load($0.source, name: "bench") }
        var samples = Array(repeating: [Double](), count: workloads.count)
        var swiftCalls = Array(repeating: 0, count: workloads.count)
        var failed = Array(repeating: false, count: workloads.count)
        for round in 0...rounds {
            for (index, chunk) in chunks.enumerated() {
                guard let chunk else { failed[index] = true; continue }
                counter.swiftCalls = 0
                let start = Stopwatch.now()
                do { try chunk.call() } catch { failed[index] = true }
                let elapsed = Double(Stopwatch.now() - start)
                if round > 0 { samples[index].append(elapsed) }  // round 0 warms up
                swiftCalls[index] = counter.swiftCalls
            }
        }
        var figures: [BenchFigure] = []
        var baseline: Double?
        for (index, workload) in workloads.enumerated() where !failed[index] && !samples[index].isEmpty {
            let perCall = Stopwatch.median(samples[index]) / Double(calls)
            if baseline == nil { baseline = perCall }
            figures.append(BenchFigure(
                suite: "bridge", workload: workload.name, size: "\(calls) calls", median: perCall, unit: "ns/call",
                ratio: baseline.map { perCall / $0 },
                checksum: workload.countsSwift ? Double(swiftCalls[index]) : nil, rounds: rounds))
        }
        return figures
    }
}
