import Testing
@testable import MoonKit

@Suite("Animation timing")
struct AnimationTimingTests {
    @Test("a linear 0.7 s animation is half way at 0.35 s and over at 0.7 s")
    func linear() {
        let timing = AnimationTiming(start: 0, duration: 0.7, curve: .linear)
        #expect(timing.fraction(at: 0) == 0)
        #expect(timing.fraction(at: 0.35) == 0.5)
        #expect(abs(timing.fraction(at: 0.525)! - 0.75) < 1e-12)
        #expect(timing.fraction(at: 0.7) == nil)
        #expect(timing.end == 0.7)
        let later = AnimationTiming(start: 10, duration: 0.7, curve: .linear)
        #expect(abs(later.fraction(at: 10.35)! - 0.5) < 1e-12)
    }

    @Test("UIKit's curves: symmetric ease-in-out, slow-starting ease-in, slow-ending ease-out")
    func curves() {
        #expect(abs(AnimationCurve.easeInOut.progress(0.5) - 0.5) < 1e-9)
        // Points of the (0.42, 0, 0.58, 1) curve worked out from its parametric form at s = 0.25:
        // x = 3·0.5625·0.25·0.42 + 3·0.75·0.0625·0.58 + 0.015625 = 0.1771875 + 0.0815625 + 0.015625
        //   = 0.274375,
        // y = 3·0.75·0.0625 + 0.015625 = 0.15625.
        #expect(abs(AnimationCurve.easeInOut.progress(0.274375) - 0.15625) < 1e-9)
        #expect(AnimationCurve.easeIn.progress(0.25) < 0.25)
        #expect(AnimationCurve.easeOut.progress(0.25) > 0.25)
        for t in stride(from: 0.0, through: 1.0, by: 0.01) {
            let a = AnimationCurve.easeInOut.progress(t), b = AnimationCurve.easeInOut.progress(1 - t)
            #expect(abs(a + b - 1) < 1e-9)
        }
        #expect(AnimationCurve.easeIn.progress(.nan) == 1)
        #expect(AnimationCurve.easeOut.progress(-3) == 0)
    }

    @Test("the old value shows during the delay")
    func delay() {
        let timing = AnimationTiming(start: 0, delay: 1, duration: 2, curve: .linear)
        #expect(timing.fraction(at: 0.5) == 0)
        #expect(timing.fraction(at: 2) == 0.5)
        #expect(timing.fraction(at: 3) == nil)
    }

    @Test("autoreverse goes there and back; with repeat it cycles forever")
    func autoreverseRepeat() {
        let once = AnimationTiming(start: 0, duration: 20, curve: .linear, autoreverses: true)
        #expect(once.fraction(at: 10) == 0.5)
        #expect(once.fraction(at: 20) == 1)
        #expect(once.fraction(at: 30) == 0.5)
        #expect(once.fraction(at: 40) == nil)
        let forever = AnimationTiming(start: 0, duration: 20, curve: .linear, repeats: true, autoreverses: true)
        #expect(forever.end == nil)
        #expect(forever.fraction(at: 50) == 0.5)    // third pass, forwards
        #expect(forever.fraction(at: 70) == 0.5)    // fourth pass, backwards
        #expect(forever.fraction(at: 4000 + 35) == 0.25)
        let loop = AnimationTiming(start: 0, duration: 2, curve: .linear, repeats: true)
        #expect(loop.fraction(at: 5) == 0.5)
    }

    @Test("options choose the curve, repetition and transition style")
    func options() {
        let options: AnimationOptions = [.repeat, .autoreverse, .allowUserInteraction, .curveLinear]
        let timing = AnimationTiming(start: 0, delay: 0, duration: 1, options: options)
        #expect(timing.curve == .linear && timing.repeats && timing.autoreverses)
        #expect(AnimationOptions().curve == .easeInOut)
        #expect(AnimationOptions.curveEaseOut.curve == .easeOut)
        #expect(AnimationOptions.transitionFlipFromRight.transitionStyle == .flipFromRight)
        #expect(AnimationOptions.allowUserInteraction.transitionStyle == nil)
        #expect(AnimationOptions.byName["curveEaseIn"] == .curveEaseIn)
    }

    @Test("options are found by their UTF-8 names exactly as the name table has them")
    func optionsByUTF8Name() {
        func named(_ text: String) -> AnimationOptions? {
            var text = text
            return text.withUTF8 { AnimationOptions.named(utf8: UnsafeRawBufferPointer($0)) }
        }
        #expect(AnimationOptions.byName.count == 11)
        for (name, option) in AnimationOptions.byName {
            #expect(named(name) == option, "\(name)")
        }
        #expect(named("beginFromCurrentState") == .beginFromCurrentState)
        #expect(named("allowUserInteraction") == .allowUserInteraction)
        #expect(named("curveEaseIn") == .curveEaseIn)          // a prefix of curveEaseInOut
        #expect(named("curveEaseInOut") == .curveEaseInOut)
        #expect(named("curveEaseIno") == nil)                  // same length as neither
        #expect(named("curveEaseOuT") == nil)
        #expect(named("Repeat") == nil)
        #expect(named("repeat ") == nil)
        #expect(named("") == nil)
        #expect(AnimationOptions.named(utf8: UnsafeRawBufferPointer(start: nil, count: 0)) == nil)
    }

    @Test("a zero-length animation ends at once; bad durations count as zero")
    func zeroLength() {
        let timing = AnimationTiming(start: 3, duration: .nan, repeats: true)
        #expect(timing.end == 3)
        #expect(timing.fraction(at: 3) == nil)
    }
}
