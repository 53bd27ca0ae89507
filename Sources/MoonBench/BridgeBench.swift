import CMoonBench
import Foundation
import MoonKit
import LuaBridge
import MoonLua

/// Pushes whatever its closure pushes, for the benchmark's hand-made C values.
private struct LuaRawPush: LuaPushable {
    let body: (OpaquePointer) -> Void
    func push(to top: LuaStackTop) { body(top.L) }
}

/// `moonkit bench bridge`: what a call from Lua into Swift costs, next to a raw C function.
///
/// Each figure is the median over rounds of one Lua `for` loop of `calls` calls, divided
/// by `calls`. Nothing is subtracted: the loop's own cost is in every figure (the
/// `empty loop` row shows how much that is). The two `floor` rows are what stock
/// Lua 5.4 costs for the same syntax with raw C metamethods and no bridge at all:
/// an `obj.value` read or an `obj:add()` call can never be cheaper than these.
///
/// The last three rows are what a game pays, measured on a real `GameRuntime` running a small
/// script: making a Label and adding it to a view, setting `label.text`, and a tap delivered to
/// a Lua handler. Their ratio is to the same raw C call, both in nanoseconds.
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
            c.method("add(a, b)") { (counter, a: Int, b: Int) in
                counter.swiftCalls &+= 1
                return a + b
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
        figures += gameFigures(rounds: rounds, baselineNanoseconds: baseline)
        return figures
    }

    /// The game the runtime figures run: a button whose Lua handler counts taps, a container
    /// that labels are added to, and a label whose text is set.
    static let gameScript = """
        local ui = require "moonkit"
        local Bench = ui.ViewController:extend "Bench"
        taps = 0
        function Bench:loadView()
          self.view = ui.View { backgroundColor = "white" }
          local button = ui.Button { title = "TAP", frame = { x = 100, y = 100, width = 200, height = 60 } }
          button:on("touchUpInside", function() taps = taps + 1 end)
          container = ui.View { frame = { x = 0, y = 300, width = 400, height = 400 } }
          label = ui.Label { text = "ping", frame = { x = 500, y = 100, width = 200, height = 40 } }
          self.view:addSubviews(button, container, label)
        end
        -- (a) what `parent:addSubview(ui.Label { … })` costs in a script.
        function makeLabels(n)
          local Label, parent = ui.Label, container
          for i = 1, n do parent:addSubview(Label { text = "label" }) end
          return #parent.subviews
        end
        function clearLabels()
          for _, v in ipairs(container.subviews) do v:removeFromSuperview() end
          collectgarbage()
        end
        -- (b) two different texts, so every set is a change that invalidates the label's size.
        function setText(n)
          local l, a, b = label, "ping", "pong"
          for i = 1, n, 2 do l.text = a; l.text = b end
        end
        return ui.App { device = "ipad", root = Bench }
        """

    /// (a) µs to create a Label from Lua and add it to a view, (b) ns to set `label.text`,
    /// (c) µs for a tap from the window to a Lua `touchUpInside` handler. Medians over
    /// `rounds` after a warm-up round; the tree is emptied and laid out between rounds, outside
    /// the timing, so every round starts from the same screen.
    static func gameFigures(rounds: Int, baselineNanoseconds: Double?,
                            labels: Int = 10_000, sets: Int = 100_000, taps: Int = 10_000) -> [BenchFigure] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("moonkit-bridge-\(getpid())")
        let scripts = folder.appendingPathComponent("scripts")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: scripts, withIntermediateDirectories: true)
            try gameScript.write(to: scripts.appendingPathComponent("bench.lua"), atomically: true, encoding: .utf8)
        } catch {
            return []
        }
        guard let runtime = try? GameRuntime(script: scripts.appendingPathComponent("bench.lua").path, print: { _ in }),
              (try? runtime.start()) == true,
              let makeLabels = runtime.lua.globalReference("makeLabels"),
              let clearLabels = runtime.lua.globalReference("clearLabels"),
              let setText = runtime.lua.globalReference("setText") else { return [] }
        runtime.onError = { _ in }
        let window = runtime.engine.window
        let tapPoint = Point(x: 200, y: 130)  // the middle of the button

        var labelSamples: [Double] = [], setSamples: [Double] = [], tapSamples: [Double] = []
        var labelCount = 0.0, tapCount = 0.0
        var failed = false
        for round in 0...rounds {
            // (a)
            var start = Stopwatch.now()
            let made = try? makeLabels.call(labels)
            var elapsed = Double(Stopwatch.now() - start)
            if case .int(let count)? = made?.first { labelCount = Double(count) } else { failed = true }
            if round > 0 { labelSamples.append(elapsed) }
            _ = try? clearLabels.call()
            window.layoutIfNeeded()

            // (b)
            start = Stopwatch.now()
            if (try? setText.call(sets)) == nil { failed = true }
            elapsed = Double(Stopwatch.now() - start)
            if round > 0 { setSamples.append(elapsed) }
            window.layoutIfNeeded()

            // (c)
            _ = try? runtime.lua.run("taps = 0")
            start = Stopwatch.now()
            for _ in 0..<taps { _ = window.tap(at: tapPoint) }
            elapsed = Double(Stopwatch.now() - start)
            if round > 0 { tapSamples.append(elapsed) }
            if case .int(let count)? = (try? runtime.lua.run("return taps"))?.first { tapCount = Double(count) } else { failed = true }
        }
        guard !failed, runtime.errors.isEmpty, !labelSamples.isEmpty else { return [] }

        func figure(_ workload: String, _ size: String, _ samples: [Double], per count: Int, unit: String,
                    scale: Double, checksum: Double?) -> BenchFigure {
            let nanoseconds = Stopwatch.median(samples) / Double(count)
            return BenchFigure(suite: "bridge", workload: workload, size: size, median: nanoseconds / scale, unit: unit,
                               ratio: baselineNanoseconds.map { nanoseconds / $0 }, checksum: checksum, rounds: rounds)
        }
        return [
            figure("Lua: parent:addSubview(ui.Label { text = … })", "\(labels) labels", labelSamples, per: labels,
                   unit: "µs/label", scale: 1_000, checksum: labelCount),
            figure("Lua: label.text = s (marks layout dirty)", "\(sets) sets", setSamples, per: sets,
                   unit: "ns/set", scale: 1, checksum: nil),
            figure("tap to a Lua touchUpInside handler", "\(taps) taps", tapSamples, per: taps,
                   unit: "µs/tap", scale: 1_000, checksum: tapCount),
        ]
    }
}
