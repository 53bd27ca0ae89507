import Testing
@testable import MoonKit

/// Seed 001's screen on the iPad 9.7" profile, every frame worked out by hand.
///
/// Givens: window 1024×768; the root view's margins guide is (20, 20, 984, 748): 20 from the
/// status-bar safe area on top, 20-pt regular-width side margins, 0 at the bottom (see
/// DeviceProfile). DejaVu Sans, 2048 units/em, line height 2384 units:
/// - "Score: 0" at 17 pt: 8380 units → 69.56 pt → 70 wide; 17 × 2384/2048 = 19.79 → 20 high.
/// - "CLUES" at 24 pt: 76.90 → 77 wide; 24 × 2384/2048 = 27.94 → 28 high.
/// - the answer field at 44 pt: 44 × 2384/2048 = 51.22 → 52 high.
/// - "SUBMIT" at 15 pt: 57.32 → 58 wide; "CLEAR" at 15 pt: 48.99 → 49 wide.
@Suite struct SwiftyWordsLayoutTests {
    func layOut(hugging: LayoutPriority) -> (Window, SwiftyWordsController) {
        let window = Window(device: .iPad)
        let game = SwiftyWordsController(labelHugging: hugging)
        window.rootViewController = game
        return (window, game)
    }

    @Test func everyFrameWithTheSeedsHuggingPriorities() {
        let (window, g) = layOut(hugging: 1)
        #expect(window.log.isEmpty)
        expectFrame(g.view, Rect(x: 0, y: 0, width: 1024, height: 768))
        // Score: top at the margin (20), trailing at the margin (1024 − 20 = 1004), intrinsic 70×20.
        expectFrame(g.scoreLabel, Rect(x: 1004 - 70, y: 20, width: 70, height: 20))
        // The vertical chain from the bottom up: container bottom = 768 − 20 = 748, top 748 − 320 = 428;
        // SUBMIT bottom = 428 − 20 = 408, top 408 − 44 = 364; field top 364 − 52 = 312;
        // clues bottom = 312 − 20 = 292; clues top = score bottom = 40, so the labels (hugging 1)
        // take the slack: 292 − 40 = 252 high.
        // Clues: leading 20 + 100 = 120, width 0.6 × 984 − 100 = 490.4.
        expectFrame(g.cluesLabel, Rect(x: 20 + 100, y: 40, width: 0.6 * 984 - 100, height: 292 - 40))
        // Answers: trailing 1004 − 100 = 904, width 0.4 × 984 − 100 = 293.6, so x = 904 − 293.6.
        expectFrame(g.answersLabel, Rect(x: 904 - (0.4 * 984 - 100), y: 40, width: 0.4 * 984 - 100, height: 252))
        // Field: centred (512), half the view's width (512), so x = 512 − 256.
        expectFrame(g.currentAnswer, Rect(x: 256, y: 312, width: 512, height: 52))
        // SUBMIT: centre x 512 − 100 = 412, intrinsic width 58; CLEAR: centre 612, width 49, same centre y.
        expectFrame(g.submit, Rect(x: 412 - 29, y: 364, width: 58, height: 44))
        expectFrame(g.clear, Rect(x: 612 - 24.5, y: 364, width: 49, height: 44))
        // Container: 750×320 centred: x = 512 − 375.
        expectFrame(g.buttonsView, Rect(x: 137, y: 428, width: 750, height: 320))
        // Letter buttons keep their frames: column × 150, row × 80, inside the container.
        #expect(g.letterButtons.count == 20)
        for (i, button) in g.letterButtons.enumerated() {
            let row = Double(i / 5), col = Double(i % 5)
            expectFrame(button, Rect(x: col * 150, y: row * 80, width: 150, height: 80))
            #expect(button.translatesAutoresizingMaskIntoConstraints)
        }
        // …which puts the last one at (137 + 600, 428 + 240) on screen.
        let last = g.letterButtons[19].convert(Point.zero, to: nil)
        #expect(last == Point(x: 737, y: 668))
        // A 36-pt title "WWW" (106.79 → 107 × 42) centred in its 150×80 button.
        expectFrame(g.letterButtons[0].titleLabel, Rect(x: (150 - 107) / 2.0, y: (80 - 42) / 2.0, width: 107, height: 42))
        for v in [g.scoreLabel, g.cluesLabel, g.answersLabel, g.currentAnswer, g.submit, g.clear, g.buttonsView] {
            #expect(!v.hasAmbiguousLayout, "\(v.debugName) is ambiguous")
        }
        #expect(g.view.layoutMarginsGuide.layoutFrame == Rect(x: 20, y: 20, width: 984, height: 748))
    }

    @Test func defaultHuggingStretchesTheScoreLabel() {
        // With every vertical hugging at 250, the slack (252 − 28 = 224) goes to one view. Score
        // label and field cost the same to stretch (the clues and answers labels would cost twice,
        // being tied together); the score label entered layout first, so it gives way, as the seed saw.
        let (_, g) = layOut(hugging: .defaultLow)
        expectFrame(g.scoreLabel, Rect(x: 934, y: 20, width: 70, height: 20 + 224))
        expectFrame(g.cluesLabel, Rect(x: 120, y: 264, width: 490.4, height: 28))
        expectFrame(g.answersLabel, Rect(x: 610.4, y: 264, width: 293.6, height: 28))
        expectFrame(g.currentAnswer, Rect(x: 256, y: 312, width: 512, height: 52))
        expectFrame(g.submit, Rect(x: 383, y: 364, width: 58, height: 44))
        expectFrame(g.buttonsView, Rect(x: 137, y: 428, width: 750, height: 320))
    }

    @Test func changingTextReLaysOutIncrementally() {
        let (window, g) = layOut(hugging: .defaultLow)
        // Seven clue lines at 24 pt: 7 × 27.9375 = 195.56 → 196 high; the score label gives back
        // 196 − 28 = 168 of its stretch: 244 − 168 = 76.
        g.cluesLabel.text = (1...7).map { "\($0). A clue" }.joined(separator: "\n")
        window.layoutIfNeeded()
        expectFrame(g.cluesLabel, Rect(x: 120, y: 20 + 76, width: 490.4, height: 196))
        expectFrame(g.scoreLabel, Rect(x: 934, y: 20, width: 70, height: 76))
        expectFrame(g.answersLabel, Rect(x: 610.4, y: 96, width: 293.6, height: 196))
        // A longer score widens the label leftwards: "Score: 100" is 91.19 → 92 wide.
        g.scoreLabel.text = "Score: 100"
        window.layoutIfNeeded()
        expectFrame(g.scoreLabel, Rect(x: 1004 - 92, y: 20, width: 92, height: 76))
    }

    @Test func wrappingUsesTheLaidOutWidth() {
        let (window, g) = layOut(hugging: .defaultLow)
        // "milkshake" is 120.84 pt at 24 pt and a space 7.63: three words take 377.79, four 506.26,
        // so six words wrap three to a line at 490.4: two lines, 2 × 27.9375 = 55.875 → 56 high;
        // the score label gives back 56 − 28 = 28.
        let words = Array(repeating: "milkshake", count: 6).joined(separator: " ")
        #expect(Font.system(24).width(of: words) > 490.4)
        g.cluesLabel.text = words
        window.layoutIfNeeded()
        #expect(g.cluesLabel.displayedLines.count == 2)
        expectFrame(g.cluesLabel, Rect(x: 120, y: 20 + 244 - 28, width: 490.4, height: 56))
        expectFrame(g.scoreLabel, Rect(x: 934, y: 20, width: 70, height: 244 - 28))
    }

    @Test func theSameScreenOnTheBigIPad() {
        let window = Window(device: .iPadPro12_9)
        let g = SwiftyWordsController()
        window.rootViewController = g
        // Margins guide: x 20…1346 (width 1326), y 24…(1024 − 20 = 1004).
        // Container bottom 1004 − 20 = 984, top 664; SUBMIT 600…644; field 548…600; clues 40+4 … 528.
        expectFrame(g.scoreLabel, Rect(x: 1346 - 70, y: 24, width: 70, height: 20))
        expectFrame(g.cluesLabel, Rect(x: 120, y: 44, width: 0.6 * 1326 - 100, height: 528 - 44))
        expectFrame(g.buttonsView, Rect(x: (1366 - 750) / 2.0, y: 664, width: 750, height: 320))
    }
}
