import CLua
import MoonLua

/// `moonkit bench bridge`: what a call from Lua into Swift costs, next to a raw C function.
///
/// Each figure is the median over rounds of one Lua `for` loop of `calls` calls, divided
/// by `calls`. Nothing is subtracted: the loop's own cost is in every figure (the
/// `empty loop` row shows how much that is).
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
    public static func run(calls: Int = 1_000_000, rounds: Int = 7) -> [BenchFigure] {
        guard let lua = try? LuaState() else { return [] }
        let counter = Counter()
        lua.setGlobal("noop", LuaCFunction(moon_bench_noop))
        lua.setGlobal("inc") { call in
            counter.swiftCalls &+= 1
            call.push(try call.int(1) + 1)
        }
        lua.register(WrapCounter.self)
        lua.setGlobal("obj", object: counter)
        lua.setGlobal("N", calls)

        let workloads: [(name: String, source: String, countsSwift: Bool)] = [
            ("raw C function f(i) (baseline)", "local f = noop for i = 1, N do f(i) end", false),
            ("bridged Swift f(x) -> x + 1", "local f = inc for i = 1, N do f(i) end", true),
            ("property read obj.value", "local o, v = obj for i = 1, N do v = o.value end", true),
            ("property write obj.value = 3", "local o = obj for i = 1, N do o.value = 3 end", true),
            ("method call obj:add(1, 2)", "local o = obj for i = 1, N do o:add(1, 2) end", true),
            ("empty loop (in every figure)", "local f = noop for i = 1, N do end", false),
        ]
        var figures: [BenchFigure] = []
        var baseline: Double?
        for workload in workloads {
            guard let chunk = try? lua.load(workload.source, name: "bench") else { continue }
            var failed = false
            var swiftCalls = 0
            let total = Stopwatch.medianNanoseconds(rounds: rounds) {
                counter.swiftCalls = 0
                do { try chunk.call() } catch { failed = true }
                swiftCalls = counter.swiftCalls
            }
            if failed { continue }
            let perCall = total / Double(calls)
            if baseline == nil { baseline = perCall }
            figures.append(BenchFigure(
                suite: "bridge", workload: workload.name, size: "\(calls) calls", median: perCall, unit: "ns/call",
                ratio: baseline.map { perCall / $0 },
                checksum: workload.countsSwift ? Double(swiftCalls) : nil, rounds: rounds))
        }
        return figures
    }
}
