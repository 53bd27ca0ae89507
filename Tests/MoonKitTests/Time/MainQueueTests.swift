import Testing
import Synchronization
#if canImport(Glibc)
import Glibc
#endif
@testable import MoonKit

@Suite("Main queue and virtual clock")
struct MainQueueTests {
    @Test("a step that is told to stop stops before the next item, which stays scheduled")
    func stepWhile() {
        let queue = MainQueue()
        var fired: [Double] = []
        for t in 1...5 { queue.after(Double(t)) { fired.append(queue.now) } }
        #expect(!queue.step(10, while: { fired.count < 3 }))
        #expect(fired == [1, 2, 3] && queue.now == 3)
        #expect(queue.step(10, while: { true }))
        #expect(fired == [1, 2, 3, 4, 5] && queue.now == 13)
    }

    @Test("work at the same time runs in the order it was scheduled")
    func sameTimeIsFIFO() {
        let queue = MainQueue()
        var log: [String] = []
        queue.after(1) { log.append("b") }
        queue.async { log.append("a") }
        queue.after(1) { log.append("c") }
        queue.after(0.5) { log.append("half") }
        queue.runUntilIdle()
        #expect(log == ["a", "half", "b", "c"])
        #expect(queue.now == 1)
        #expect(queue.isIdle)
    }

    @Test("work scheduled for now runs after what was already due at that time, before what is later")
    func dueNowAfterEarlierWorkAtTheSameTime() {
        let queue = MainQueue()
        var log: [String] = []
        queue.after(1) {
            log.append("first")
            queue.async { log.append("async") }
            queue.after(0) { log.append("after 0") }
        }
        queue.after(1) { log.append("second") }
        queue.after(1.5) { log.append("later") }
        queue.step(1)
        #expect(log == ["first", "second", "async", "after 0"])
        #expect(queue.isIdle == false && queue.nextDueTime == 1.5)
        queue.runUntilIdle()
        #expect(log.last == "later")
    }

    @Test("step advances exactly and runs only what falls due, including work it schedules")
    func stepRunsDueWork() {
        let queue = MainQueue()
        var times: [Double] = []
        queue.after(0.25) {
            times.append(queue.now)
            queue.after(0.25) { times.append(queue.now) }   // due at 0.5, inside the step
            queue.after(1.0) { times.append(queue.now) }    // due at 1.25, after it
        }
        queue.step(0.5)
        #expect(times == [0.25, 0.5])
        #expect(queue.now == 0.5)
        #expect(queue.nextDueTime == 1.25)
        queue.step(1)
        #expect(times == [0.25, 0.5, 1.25])
        #expect(queue.now == 1.5)
    }

    @Test("a day of one-second timers runs in virtual time with no drift")
    func dayOfTimers() {
        let queue = MainQueue()
        var ticks = 0
        var lastFire = 0.0
        let timer = Timer.scheduled(on: queue, interval: 1, repeats: true) { t in
            ticks += 1
            lastFire = queue.now
            #expect(t.fireDate == queue.now)
        }
        queue.step(24 * 3600)
        #expect(ticks == 86_400)
        #expect(lastFire == 86_400)
        #expect(timer.isValid)
        timer.invalidate()
        queue.step(10)
        #expect(ticks == 86_400)
    }

    @Test("a one-shot timer fires once and is then invalid; an invalidated one never fires")
    func oneShotTimer() {
        let queue = MainQueue()
        var fired = 0
        let once = Timer.scheduled(on: queue, interval: 2, repeats: false) { _ in fired += 1 }
        let cancelled = Timer.scheduled(on: queue, interval: 1, repeats: false) { _ in fired += 100 }
        cancelled.invalidate()
        #expect(once.isValid)
        queue.runUntilIdle()
        #expect(fired == 1)
        #expect(!once.isValid)
        #expect(queue.now == 2)
    }

    @Test("a timer can invalidate itself from its own block")
    func selfInvalidation() {
        let queue = MainQueue()
        var fired = 0
        Timer.scheduled(on: queue, interval: 0.5, repeats: true) { t in
            fired += 1
            if fired == 3 { t.invalidate() }
        }
        #expect(queue.runUntilIdle())
        #expect(fired == 3)
        #expect(queue.now == 1.5)
    }

    @Test("runUntilIdle stops at its limit while a repeating timer keeps the queue busy")
    func idleLimit() {
        let queue = MainQueue()
        Timer.scheduled(on: queue, interval: 3, repeats: true) { _ in }
        #expect(queue.runUntilIdle(limit: 10) == false)
        #expect(queue.now == 10)
    }

    @Test("run(until:) stops as soon as the condition holds")
    func runUntilCondition() {
        let queue = MainQueue()
        var count = 0
        Timer.scheduled(on: queue, interval: 0.1, repeats: true) { _ in count += 1 }
        #expect(queue.run(until: { count == 7 }))
        #expect(count == 7)
        #expect(abs(queue.now - 0.7) < 1e-9)
        #expect(queue.run(until: { count == 1000 }, limit: 1) == false)
    }

    @Test("NaN and negative delays count as zero, an infinite one never fires")
    func badDurations() {
        let queue = MainQueue()
        queue.step(1)
        var ran: [Double] = []
        queue.after(.nan) { ran.append(queue.now) }
        queue.after(-5) { ran.append(queue.now) }
        queue.after(.infinity) { ran.append(queue.now) }
        queue.step(.nan)
        #expect(ran == [1, 1])
        #expect(queue.now == 1)
        #expect(queue.isIdle)
    }

    @Test("background results come back on the main queue in dispatch order")
    func backgroundOrder() {
        let queue = MainQueue()
        var results: [Int] = []
        for n in 0..<32 {
            queue.background({ () -> Int in
                // Later jobs finish first: arrival order must not matter.
                var spin = 0
                for i in 0..<((32 - n) * 20_000) { spin &+= i }
                return n * 10 + (spin == -1 ? 1 : 0)
            }, completion: { results.append($0) })
        }
        queue.async { results.append(-1) }
        #expect(queue.runUntilIdle())
        #expect(results == (0..<32).map { $0 * 10 } + [-1])
        #expect(queue.now == 0)
    }

    @Test("background work runs on other threads, completions on the queue's own thread")
    func backgroundThreads() {
        let queue = MainQueue()
        let mainThread = pthread_self()
        let workerThreads = Mutex<[pthread_t]>([])
        var completionThreads: [pthread_t] = []
        for _ in 0..<4 {
            queue.background({ workerThreads.withLock { $0.append(pthread_self()) } },
                             completion: { completionThreads.append(pthread_self()) })
        }
        queue.runUntilIdle()
        #expect(completionThreads.count == 4)
        #expect(completionThreads.allSatisfy { pthread_equal($0, mainThread) != 0 })
        #expect(workerThreads.withLock { $0 }.allSatisfy { pthread_equal($0, mainThread) == 0 })
    }

    @Test("real-time pacing waits on the wall clock")
    func realTimePacing() {
        let queue = MainQueue()
        queue.pacing = .realTime(speed: 10)
        var fired = false
        queue.after(0.5) { fired = true }
        let start = MainQueueTests.wallSeconds()
        queue.step(1)   // one virtual second at 10× speed: about 0.1 s of wall time
        let elapsed = MainQueueTests.wallSeconds() - start
        #expect(fired)
        #expect(elapsed >= 0.095)
        #expect(queue.now == 1)
    }

    static func wallSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
