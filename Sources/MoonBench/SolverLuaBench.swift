import LuaBridge
import MoonLua

/// The one-screen build of `SolverBench` made by a script through `ui.solver`, in a game's
/// runtime (its limits and collector settings): the same 65 constraints and edit variable, built
/// in the same order, so that the figure sits beside the Swift one (`screen 1x5`) and shows what
/// the bridge adds. Each sample is 200 builds from one Lua call; the solvers are kept until the
/// clock stops and then collected, as the Swift figure tears its solvers down after the clock.
enum SolverLuaBench {
    static let script = """
        local S = require("moonkit").solver
        local V = S.Variable
        local kept = {}

        local function build()
          local s = S.Solver()
          local columns = 5
          local cL, cR, cW, cT, cB, cH = V "cL", V "cR", V "cW", V "cT", V "cB", V "cH"
          s:add(cL:eq(0)); s:add(cT:eq(0)); s:add(cR:eq(cL + cW)); s:add(cB:eq(cT + cH))
          s:addEditVariable(cW, "strong"); s:suggest(cW, 94 * columns)
          local R, W, B, CX, H, CY = {}, {}, {}, {}, {}, {}
          for i = 0, columns - 1 do
            local L, T = V("L" .. i), V("T" .. i)
            R[i], W[i], CX[i] = V("R" .. i), V("W" .. i), V("CX" .. i)
            B[i], H[i], CY[i] = V("B" .. i), V("H" .. i), V("CY" .. i)
            local iw = 20 + (7 * i) % 30
            s:add(R[i]:eq(L + W[i])); s:add(CX[i]:eq(L + 0.5 * W[i]))
            s:add(B[i]:eq(T + H[i])); s:add(CY[i]:eq(T + 0.5 * H[i]))
            s:add(i == 0 and L:eq(cL + 8) or L:eq(R[i - 1] + 6))
            if i == columns - 1 then s:add(cR:eq(R[i] + 8)) end
            if i > 0 then s:add(W[i]:eq(W[0])) end
            if i == 0 then s:add(T:eq(cT + 8)) end
            if i > 0 then s:add(CY[i]:eq(CY[0])) end
            s:add(W[i]:ge(iw), "strong"); s:add(W[i]:le(iw), "weak")
            s:add(H[i]:ge(44), "strong"); s:add(H[i]:le(44), "weak")
            s:add(H[i]:ge(0.5 * W[i]))
          end
          s:add(cB:eq(B[0] + 8))
          s:update()
          -- The checksum of the grid workload (value(cH) + Σ (W + H + CX) × (1 + i mod 7)).
          local sum = cH.value
          for i = 0, columns - 1 do sum = sum + (W[i].value + H[i].value + CX[i].value) * (1 + i % 7) end
          return s, sum
        end

        function buildScreens(n)
          local sum
          for k = 1, n do kept[k], sum = build() end
          return sum
        end

        function release()
          kept = {}
          collectgarbage()
        end
        """

    /// µs per build (median of `samples` samples of `builds` builds each, after a warm-up one),
    /// or nil when the runtime or the script fails.
    static func screen(now: () -> UInt64, samples count: Int = 15, builds: Int = 200) -> BenchFigure? {
        guard let runtime = try? GameRuntime(script: "solver-bench.lua", print: { _ in }),
              (try? runtime.lua.run(script)) != nil,
              let buildScreens = runtime.lua.globalReference("buildScreens"),
              let release = runtime.lua.globalReference("release") else { return nil }
        var samples: [Double] = []
        var checksum = 0.0
        for round in 0...count {
            let start = now()
            let results = try? buildScreens.call(builds)
            if round > 0 { samples.append(Double(now() - start) / Double(builds) / 1000) }   // round 0 warms up
            switch results?.first {
            case .double(let sum)?: checksum = sum
            case .int(let sum)?: checksum = Double(sum)
            default: return nil
            }
            _ = try? release.call()
        }
        return BenchFigure(suite: "solver", workload: "screen-lua", size: "1x5", median: Stopwatch.median(samples),
                           unit: "µs/build", checksum: checksum, rounds: samples.count)
    }
}
