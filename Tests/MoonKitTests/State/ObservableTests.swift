import Testing
@testable import MoonKit

@Suite("Observable values")
struct ObservableTests {
    @Test("willSet sees the old value in place, didSet the new one")
    func order() {
        let score = Observable(0)
        var log: [String] = []
        score.observe(
            willSet: { old, new in log.append("will \(old)->\(new) now=\(score.value)") },
            didSet: { old, new in log.append("did \(old)->\(new) now=\(score.value)") })
        score.value = 3
        score.value += 1
        #expect(log == ["will 0->3 now=0", "did 0->3 now=3", "will 3->4 now=3", "did 3->4 now=4"])
    }

    @Test("several observers, each cancellable")
    func cancel() {
        let score = Observable(10)
        var a: [Int] = [], b: [Int] = []
        let tokenA = score.observe(didSet: { _, new in a.append(new) })
        score.observe(didSet: { _, new in b.append(new) })
        score.value = 11
        tokenA.cancel()
        tokenA.cancel()
        score.value = 12
        #expect(a == [11])
        #expect(b == [11, 12])
    }
}
