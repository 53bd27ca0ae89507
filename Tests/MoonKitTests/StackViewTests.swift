import Testing
@testable import MoonKit

/// Stack views against UIKit's documented rules, frame by frame. Three boxes of intrinsic
/// sizes 40×20, 60×30 and 50×10 (hugging 250, compression 750, as UIKit's defaults) in a stack
/// of 300×100 with spacing 10, unless a test says otherwise. Where the rules leave a choice
/// (equal priorities), UIKit's documented tie-break is the index: the first view stretches.
@Suite struct StackViewTests {
    /// A view whose content has a fixed natural size.
    final class Box: View {
        let natural: Size
        init(_ width: Double, _ height: Double, _ name: String) {
            natural = Size(width: width, height: height)
            super.init(frame: .zero)
            identifier = name
        }
        override var intrinsicContentSize: Size? { natural }
    }

    /// A window whose root view holds `stack`, placed by `frame` when given.
    func scene(_ stack: StackView, frame: Rect?) -> Window {
        let window = Window(device: .iPad)
        let vc = ViewController()
        window.rootViewController = vc
        if let frame { stack.frame = frame }
        vc.view.addSubview(stack)
        return window
    }

    func boxes() -> (Box, Box, Box) { (Box(40, 20, "a"), Box(60, 30, "b"), Box(50, 10, "c")) }

    func row(_ distribution: StackView.Distribution, _ alignment: StackView.Alignment = .fill)
        -> (Window, StackView, Box, Box, Box) {
        let (a, b, c) = boxes()
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = 10
        let window = scene(stack, frame: Rect(x: 0, y: 0, width: 300, height: 100))
        window.layoutIfNeeded()
        return (window, stack, a, b, c)
    }

    // MARK: distributions

    @Test func fillStretchesTheFirstViewOfEqualHugging() {
        let (window, _, a, b, c) = row(.fill)
        // 300 − 150 of content − 20 of spacing = 130 more, all to the first view.
        expectFrame(a, Rect(x: 0, y: 0, width: 170, height: 100))
        expectFrame(b, Rect(x: 180, y: 0, width: 60, height: 100))
        expectFrame(c, Rect(x: 250, y: 0, width: 50, height: 100))
        #expect(window.log.isEmpty)
    }

    @Test func fillStretchesTheViewOfLowestHugging() {
        let (a, b, c) = boxes()
        b.setContentHuggingPriority(200, for: .horizontal)
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        let window = scene(stack, frame: Rect(x: 0, y: 0, width: 300, height: 100))
        window.layoutIfNeeded()
        expectFrame(a, Rect(x: 0, y: 0, width: 40, height: 100))
        expectFrame(b, Rect(x: 50, y: 0, width: 190, height: 100))
        expectFrame(c, Rect(x: 250, y: 0, width: 50, height: 100))
    }

    @Test func fillShrinksTheViewOfLowestCompressionResistance() {
        let (a, b, c) = boxes()
        c.setContentCompressionResistancePriority(700, for: .horizontal)
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        let window = scene(stack, frame: Rect(x: 0, y: 0, width: 130, height: 40))
        window.layoutIfNeeded()
        // 150 + 20 in 130: c gives up 40.
        expectFrame(a, Rect(x: 0, y: 0, width: 40, height: 40))
        expectFrame(b, Rect(x: 50, y: 0, width: 60, height: 40))
        expectFrame(c, Rect(x: 120, y: 0, width: 10, height: 40))
    }

    @Test func fillEquallyGivesEveryViewTheSameLength() {
        let (_, _, a, b, c) = row(.fillEqually)
        let w = (300.0 - 20) / 3
        expectFrame(a, Rect(x: 0, y: 0, width: w, height: 100))
        expectFrame(b, Rect(x: w + 10, y: 0, width: w, height: 100))
        expectFrame(c, Rect(x: 2 * w + 20, y: 0, width: w, height: 100))
    }

    @Test func fillProportionallySharesByIntrinsicLength() {
        let (_, _, a, b, c) = row(.fillProportionally)
        // 280 left once the spacing is out, shared 40 : 60 : 50.
        let wa = 280.0 * 40 / 150, wb = 280.0 * 60 / 150, wc = 280.0 * 50 / 150
        expectFrame(a, Rect(x: 0, y: 0, width: wa, height: 100))
        expectFrame(b, Rect(x: wa + 10, y: 0, width: wb, height: 100))
        expectFrame(c, Rect(x: wa + wb + 20, y: 0, width: wc, height: 100))
    }

    @Test func equalSpacingKeepsIntrinsicLengthsAndEqualGaps() {
        let (_, _, a, b, c) = row(.equalSpacing)
        // Gaps of (300 − 150) / 2 = 75.
        expectFrame(a, Rect(x: 0, y: 0, width: 40, height: 100))
        expectFrame(b, Rect(x: 115, y: 0, width: 60, height: 100))
        expectFrame(c, Rect(x: 250, y: 0, width: 50, height: 100))
    }

    @Test func equalCenteringSpacesTheCentresEqually() {
        let (_, _, a, b, c) = row(.equalCentering)
        // Centres at 20 and 275; the middle one halfway, at 147.5.
        expectFrame(a, Rect(x: 0, y: 0, width: 40, height: 100))
        expectFrame(b, Rect(x: 117.5, y: 0, width: 60, height: 100))
        expectFrame(c, Rect(x: 250, y: 0, width: 50, height: 100))
    }

    // MARK: alignments

    @Test func rowAlignments() {
        let (_, _, a, b, c) = row(.equalSpacing, .top)
        expectFrame(a, Rect(x: 0, y: 0, width: 40, height: 20))
        expectFrame(b, Rect(x: 115, y: 0, width: 60, height: 30))
        expectFrame(c, Rect(x: 250, y: 0, width: 50, height: 10))
        let (_, _, a2, b2, c2) = row(.equalSpacing, .center)
        expectFrame(a2, Rect(x: 0, y: 40, width: 40, height: 20))
        expectFrame(b2, Rect(x: 115, y: 35, width: 60, height: 30))
        expectFrame(c2, Rect(x: 250, y: 45, width: 50, height: 10))
        let (_, _, a3, b3, c3) = row(.equalSpacing, .bottom)
        expectFrame(a3, Rect(x: 0, y: 80, width: 40, height: 20))
        expectFrame(b3, Rect(x: 115, y: 70, width: 60, height: 30))
        expectFrame(c3, Rect(x: 250, y: 90, width: 50, height: 10))
    }

    @Test func columnAlignments() {
        for (alignment, xs) in [(StackView.Alignment.leading, [0.0, 0, 0]), (.center, [80, 70, 75]), (.trailing, [160, 140, 150])] {
            let (a, b, c) = boxes()
            let stack = StackView(arrangedSubviews: [a, b, c])
            stack.axis = .vertical
            stack.alignment = alignment
            stack.spacing = 5
            let window = scene(stack, frame: Rect(x: 0, y: 0, width: 200, height: 300))
            window.layoutIfNeeded()
            // A column of fill: 300 − 60 − 10 = 230 more, to the first view.
            expectFrame(a, Rect(x: xs[0], y: 0, width: 40, height: 250), "\(alignment)")
            expectFrame(b, Rect(x: xs[1], y: 255, width: 60, height: 30), "\(alignment)")
            expectFrame(c, Rect(x: xs[2], y: 290, width: 50, height: 10), "\(alignment)")
        }
    }

    // MARK: sized by its content, nested, mixed with constraints

    @Test func aStackPlacedByConstraintsTakesItsContentsSize() {
        let (a, b, c) = boxes()
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        let window = scene(stack, frame: nil)
        let root = window.rootViewController!.view
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
        ])
        window.layoutIfNeeded()
        // As wide as the content and spacing, as tall as the tallest view.
        expectFrame(stack, Rect(x: 20, y: 50, width: 170, height: 30))
        expectFrame(a, Rect(x: 0, y: 5, width: 40, height: 20))
        expectFrame(b, Rect(x: 50, y: 0, width: 60, height: 30))
        expectFrame(c, Rect(x: 120, y: 10, width: 50, height: 10))
        #expect(!stack.hasAmbiguousLayout)
        #expect(window.log.isEmpty)
    }

    @Test func stacksNest() {
        let (a, b, c) = boxes()
        let inner = StackView(arrangedSubviews: [a, b])
        inner.spacing = 8
        let outer = StackView(arrangedSubviews: [inner, c])
        outer.axis = .vertical
        outer.spacing = 10
        let window = scene(outer, frame: Rect(x: 0, y: 0, width: 300, height: 200))
        window.layoutIfNeeded()
        // Stretching the row would stretch both its views (two hugging errors); the column
        // stretches c instead. The row is as tall as b, and its first view takes the width.
        expectFrame(inner, Rect(x: 0, y: 0, width: 300, height: 30))
        expectFrame(c, Rect(x: 0, y: 40, width: 300, height: 160))
        expectFrame(a, Rect(x: 0, y: 0, width: 232, height: 30))
        expectFrame(b, Rect(x: 240, y: 0, width: 60, height: 30))
        #expect(window.log.isEmpty)
    }

    // MARK: arranging, hiding, spacing

    @Test func aHiddenViewCollapsesWithItsSpacing() {
        let (window, stack, a, b, c) = row(.fill)
        stack.setCustomSpacing(30, after: b)
        window.layoutIfNeeded()
        expectFrame(a, Rect(x: 0, y: 0, width: 150, height: 100))
        expectFrame(b, Rect(x: 160, y: 0, width: 60, height: 100))
        expectFrame(c, Rect(x: 250, y: 0, width: 50, height: 100))
        b.isHidden = true
        window.layoutIfNeeded()
        // b's length and the 30 after it go; the 10 after a stays.
        expectFrame(a, Rect(x: 0, y: 0, width: 240, height: 100))
        expectFrame(c, Rect(x: 250, y: 0, width: 50, height: 100))
        #expect(b.frame.width == 0)
        b.isHidden = false
        window.layoutIfNeeded()
        expectFrame(b, Rect(x: 160, y: 0, width: 60, height: 100))
        #expect(window.log.isEmpty)
    }

    @Test func customSpacingReadsBackAndResets() {
        let (window, stack, a, b, _) = row(.fill)
        #expect(stack.customSpacing(after: a) == StackView.spacingUseDefault)
        stack.setCustomSpacing(0, after: a)
        #expect(stack.customSpacing(after: a) == 0)
        window.layoutIfNeeded()
        expectFrame(b, Rect(x: 180, y: 0, width: 60, height: 100))
        expectFrame(a, Rect(x: 0, y: 0, width: 180, height: 100))
        stack.setCustomSpacing(StackView.spacingUseDefault, after: a)
        #expect(stack.customSpacing(after: a) == StackView.spacingUseDefault)
    }

    @Test func insertingRemovingAndLeavingTheStack() {
        let (window, stack, a, b, c) = row(.equalSpacing)
        let d = Box(20, 20, "d")
        stack.insertArrangedSubview(d, at: 1)
        #expect(stack.arrangedSubviews.map(\.identifier) == ["a", "d", "b", "c"])
        window.layoutIfNeeded()
        // 170 of content, three gaps of 130 / 3.
        let gap = 130.0 / 3
        expectFrame(d, Rect(x: 40 + gap, y: 0, width: 20, height: 100))
        expectFrame(b, Rect(x: 60 + 2 * gap, y: 0, width: 60, height: 100))
        // Removed from the arrangement, a view stays a subview (UIKit's rule) and is no longer placed.
        stack.removeArrangedSubview(d)
        #expect(stack.arrangedSubviews.map(\.identifier) == ["a", "b", "c"])
        #expect(d.superview === stack)
        #expect(stack.arrangementConstraints.allSatisfy { $0.firstItem !== d && $0.secondItem !== d })
        // Taken out of the stack, it leaves the arrangement.
        c.removeFromSuperview()
        #expect(stack.arrangedSubviews.map(\.identifier) == ["a", "b"])
        window.layoutIfNeeded()
        expectFrame(a, Rect(x: 0, y: 0, width: 40, height: 100))
        expectFrame(b, Rect(x: 240, y: 0, width: 60, height: 100))
        #expect(window.log.isEmpty)
    }

    @Test func marginsRelativeArrangement() {
        let (window, stack, a, _, c) = row(.fill)
        stack.directionalLayoutMargins = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        stack.insetsLayoutMarginsFromSafeArea = false
        stack.isLayoutMarginsRelativeArrangement = true
        window.layoutIfNeeded()
        expectFrame(a, Rect(x: 10, y: 5, width: 150, height: 90))
        expectFrame(c, Rect(x: 240, y: 5, width: 50, height: 90))
    }
}
