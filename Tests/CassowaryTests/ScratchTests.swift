import Testing
@testable import Cassowary
import MoonBench

@Test func scratchTrace() {
    debugTrace = true
    _ = SolverWorkloads.chain(6)
    debugTrace = false
}
