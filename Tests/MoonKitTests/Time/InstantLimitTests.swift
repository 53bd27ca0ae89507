import Testing
@testable import MoonKit

@Suite("Work at one virtual instant is limited; infinite timers never fire")
struct InstantLimitTests {
    @Test("async from async is stopped at the instant limit, and the queue goes on")
    func reschedulingWorkIsStopped() {
        let queue = MainQueue()
        queue.instantLimit = 100
        var busy = 0, dropped: [Int] = [], runs = 0
        queue.onInstantBusy = { busy += 1 }
        queue.onInstantLimit = { dropped.append($0) }
        func again() { runs += 1; queue.async(again) }
        queue.async(again)
        queue.async { runs += 1000 }            // also due at t = 0: dropped with the runaway
        var later = false
        queue.after(1) { later = true }
        queue.step(2)
        #expect(runs == 1000 + 99)              // 100 items ran at t = 0, the other one among them
        #expect(dropped == [1])                 // the next `again`: nothing else was still due
        #expect(busy == 1)
        #expect(later && queue.now == 2 && queue.isIdle)
    }

    @Test("a repeating timer whose interval no longer moves the clock is stopped and invalidated")
    func aTimerStuckAtOneInstantIsInvalidated() {
        let queue = MainQueue()
        queue.instantLimit = 50
        var limits = 0, fired = 0
        queue.onInstantLimit = { _ in limits += 1 }
        queue.step(1e13)                        // 0.1 ms is less than the clock's resolution here
        let timer = Timer.scheduled(on: queue, interval: 0, repeats: true) { _ in fired += 1 }
        #expect(timer.interval == Timer.shortestRepeatingInterval)
        queue.step(1)
        #expect(fired == 50 && limits == 1)
        #expect(!timer.isValid)
    }

    @Test("an infinite interval never fires (Foundation's distantFuture); a negative one fires at once")
    func infiniteIntervals() {
        let queue = MainQueue()
        var log: [String] = []
        let never = Timer.scheduled(on: queue, interval: .infinity, repeats: false) { _ in log.append("never") }
        let repeating = Timer.scheduled(on: queue, interval: .infinity, repeats: true) { _ in log.append("repeating") }
        queue.after(.infinity) { log.append("after") }
        Timer.scheduled(on: queue, interval: -1, repeats: false) { _ in log.append("at once") }
        queue.step(1e6)
        #expect(log == ["at once"])
        #expect(never.isValid && repeating.isValid && queue.isIdle)
    }
}
