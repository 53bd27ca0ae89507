import Testing
import MoonKit

/// The Swift embedding example of README.md, as written there, with its printed values checked.
@Suite("README examples")
struct ReadmeExampleTests {
    @Test("the UI world without Lua")
    func embedding() throws {
        let engine = Engine(device: .iPad, seed: 1)
        let label = Label(text: "Score: 0")
        let button = Button(title: "SCORE")
        var score = 0
        button.addTarget(for: .touchUpInside) { _ in
            score += 1
            label.text = "Score: \(score)"
        }
        label.frame = Rect(x: 20, y: 40, width: 200, height: 30)
        button.frame = Rect(x: 20, y: 100, width: 120, height: 44)
        engine.window.addSubviews(label, button)
        try engine.driver.tap(title: "SCORE")
        engine.animate(withDuration: 0.7, options: .curveLinear, animations: { label.alpha = 0 })
        engine.step(0.35)
        #expect(label.text == "Score: 1")
        #expect(engine.animator.presentation(of: label).alpha == 0.5)
    }
}
