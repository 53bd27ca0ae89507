#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import MoonKit

@Suite struct ViewTests {
    @Test func frameCenterBoundsAndTransform() {
        let v = View(frame: Rect(x: 10, y: 20, width: 100, height: 40))
        #expect(v.center == Point(x: 60, y: 40))
        #expect(v.bounds == Rect(x: 0, y: 0, width: 100, height: 40))
        v.transform = Transform(scaleX: 2, y: 0.5)
        // Scaling happens about the centre: 200×20 around (60, 40).
        #expect(v.frame == Rect(x: -40, y: 30, width: 200, height: 20))
        #expect(v.bounds.size == Size(width: 100, height: 40))
        v.transform = Transform(translationX: 5, y: -5)
        #expect(v.frame == Rect(x: 15, y: 15, width: 100, height: 40))
        v.transform = .identity
        v.center = Point(x: 0, y: 0)
        #expect(v.frame == Rect(x: -50, y: -20, width: 100, height: 40))
    }

    @Test func hierarchyEditing() {
        let root = View(), a = View(), b = View(), c = View()
        root.addSubviews(a, b)
        root.insertSubview(c, belowSubview: b)
        #expect(root.subviews.map { $0 === a ? "a" : $0 === b ? "b" : "c" } == ["a", "c", "b"])
        root.bringSubviewToFront(a)
        #expect(root.subviews.last === a)
        b.addSubview(a)  // moves it
        #expect(a.superview === b)
        #expect(root.subviews.count == 2)
        #expect(a.indexPath == [1, 0])
        #expect(a.debugName == "View[1.0]")
        a.identifier = "tile"
        #expect(a.debugName == "tile")
        a.removeFromSuperview()
        #expect(a.superview == nil && b.subviews.isEmpty)
        root.addSubview(root)  // refused: a view cannot contain itself
        #expect(root.superview == nil)
        b.addSubview(root)  // refused: b is inside root
        #expect(root.superview == nil)
    }

    @Test func convertsPointsThroughTransforms() {
        let window = Window(device: .iPad)
        let outer = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
        let inner = View(frame: Rect(x: 10, y: 20, width: 50, height: 50))
        window.addSubview(outer)
        outer.addSubview(inner)
        #expect(inner.convert(Point(x: 0, y: 0), to: nil) == Point(x: 110, y: 120))
        #expect(inner.convert(Point(x: 110, y: 120), from: nil) == Point(x: 0, y: 0))
        outer.transform = Transform(scaleX: 2, y: 2)
        // outer's centre (200, 200) stays; its point (10, 20) is 90, 80 from the centre of its bounds → ×2.
        #expect(inner.convert(Point(x: 0, y: 0), to: nil) == Point(x: 20, y: 40))
        #expect(inner.convert(Point(x: 20, y: 40), from: nil) == Point(x: 0, y: 0))
    }

    @Test func safeAreaAndMargins() {
        let window = Window(device: .iPhone)
        let vc = ViewController()
        window.rootViewController = vc
        #expect(vc.view.frame == Rect(x: 0, y: 0, width: 844, height: 390))
        #expect(vc.view.safeAreaInsets == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        // 16-pt compact-width minimum inside the 47-pt safe area.
        #expect(vc.view.layoutMargins == EdgeInsets(top: 0, left: 63, bottom: 21, right: 63))
        let child = View(frame: Rect(x: 20, y: 0, width: 100, height: 390))
        vc.view.addSubview(child)
        #expect(child.safeAreaInsets == EdgeInsets(top: 0, left: 27, bottom: 21, right: 0))
        #expect(child.layoutMargins == EdgeInsets(top: 8, left: 35, bottom: 29, right: 8))
    }

    @Test func labelIntrinsicSize() {
        let l = Label(text: "Score: 0")
        // 69.56 pt wide and 19.79 pt tall at 17 pt, rounded up.
        #expect(l.intrinsicContentSize == Size(width: 70, height: 20))
        l.text = ""
        #expect(l.intrinsicContentSize == .zero)
        l.text = "one two three"
        l.font = .system(20)
        l.numberOfLines = 0
        let w = Font.system(20).width(of: "one two")
        #expect(l.intrinsicContentSize(forWidth: w) == Size(width: w.rounded(.up), height: (2 * Font.system(20).lineHeight).rounded(.up)))
        #expect(l.intrinsicHeightDependsOnWidth)
        l.preferredMaxLayoutWidth = 1000
        #expect(!l.intrinsicHeightDependsOnWidth)
    }

    @Test func buttonTitlesPerState() {
        let b = Button(type: .system)
        b.setTitle("SUBMIT", for: .normal)
        #expect(b.currentTitle == "SUBMIT")
        #expect(b.currentTitleColor == .systemBlue)
        b.setTitle("WAIT", for: .disabled)
        b.isEnabled = false
        #expect(b.currentTitle == "WAIT")
        #expect(b.titleLabel.text == "WAIT")
        b.isEnabled = true
        b.isHighlighted = true
        #expect(b.currentTitle == "SUBMIT")  // falls back to normal
        // 57.32 pt wide, 17.46 pt tall at 15 pt → 58 × 18.
        #expect(b.intrinsicContentSize == Size(width: 58, height: 18))
        b.titleLabel.font = .system(36)
        b.contentEdgeInsets = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        let w = Font.system(36).width(of: "SUBMIT").rounded(.up) + 20
        #expect(b.intrinsicContentSize == Size(width: w, height: Font.system(36).lineHeight.rounded(.up) + 10))
        let custom = Button(type: .custom)
        #expect(custom.currentTitleColor == .white)
    }

    /// A state change that keeps title, font and image leaves the title where it is; one that
    /// changes any of them places it again at once, without waiting for a layout pass.
    @Test func buttonPlacesItsTitleAgainWhenTheContentChanges() {
        let b = Button(type: .system)
        b.frame = Rect(x: 0, y: 0, width: 200, height: 44)
        b.setTitle("OK", for: .normal)
        b.layoutSubviews()
        let placed = b.titleLabel.frame
        b.isHighlighted = true
        #expect(b.titleLabel.frame == placed)
        b.setTitle("A much longer title", for: .highlighted)
        let wide = Font.buttonDefault.width(of: "A much longer title").rounded(.up)
        #expect(b.titleLabel.frame.width == wide)
        #expect(b.titleLabel.frame.midX == 100)
        b.isHighlighted = false
        #expect(b.titleLabel.frame == placed)
        b.setImage(Image(name: "dot", size: Size(width: 20, height: 20)), for: .normal)
        #expect(b.imageView?.frame.minX == b.titleLabel.frame.minX - 20)
        #expect(b.titleLabel.frame.midX == placed.midX + 10)
        b.setImage(nil, for: .normal)
        #expect(b.titleLabel.frame == placed)
    }

    /// A "GO" button `width` points wide at (100, 100) in an iPad window.
    private func goButtonInWindow(width: Double) -> (Window, Button) {
        let window = Window(device: .iPad)
        let b = Button(title: "GO")
        b.frame = Rect(x: 100, y: 100, width: width, height: 44)
        window.addSubview(b)
        return (window, b)
    }

    /// The label shows the title and colour of the state the button is in, falling back to the
    /// normal ones, through touches, selection and disabling.
    @Test func titleLabelFollowsTheState() {
        let (window, b) = goButtonInWindow(width: 200)
        b.setTitle("GOING", for: .highlighted)
        b.setTitleColor(.systemRed, for: .selected)
        #expect(b.titleLabel.text == "GO" && b.titleLabel.textColor == .systemBlue)
        let t = window.beginTouch(at: Point(x: 150, y: 120))
        #expect(b.titleLabel.text == "GOING")
        #expect(b.titleLabel.textColor == Color.systemBlue.withAlphaComponent(0.2))
        #expect(b.titleLabel.frame.width == Font.buttonDefault.width(of: "GOING").rounded(.up))
        window.endTouch(t)
        #expect(b.titleLabel.text == "GO" && b.titleLabel.textColor == .systemBlue)
        #expect(b.titleLabel.frame.width == Font.buttonDefault.width(of: "GO").rounded(.up))
        b.isSelected = true
        #expect(b.titleLabel.text == "GO" && b.titleLabel.textColor == .systemRed)
        b.isEnabled = false
        #expect(b.titleLabel.text == "GO" && b.titleLabel.textColor == Color(white: 0.56))
        b.setTitle(nil, for: .normal)
        #expect(b.titleLabel.text == nil && b.currentTitle == nil)
        b.isEnabled = true
        b.isSelected = false
        let again = window.beginTouch(at: Point(x: 150, y: 120))
        #expect(b.titleLabel.text == "GOING")
        window.endTouch(again)
        #expect(b.titleLabel.text == nil)
    }

    /// A button without images shows none in any state; one whose only image is for the
    /// highlighted state shows it while a finger is down, and sizes itself by it then.
    @Test func perStateImagesFollowTheState() {
        let (window, b) = goButtonInWindow(width: 80)
        let title = Font.buttonDefault.width(of: "GO").rounded(.up)
        let lineHeight = Font.buttonDefault.lineHeight.rounded(.up)
        #expect(b.currentImage == nil)
        #expect(b.intrinsicContentSize == Size(width: title, height: lineHeight))
        let t = window.beginTouch(at: Point(x: 140, y: 120))
        #expect(b.currentImage == nil && b.imageView == nil)
        window.endTouch(t)
        let star = Image(name: "star", size: Size(width: 30, height: 50))
        b.setImage(star, for: .highlighted)
        #expect(b.currentImage == nil && b.imageView == nil)
        #expect(b.image(for: .highlighted) == star && b.image(for: .normal) == nil)
        let down = window.beginTouch(at: Point(x: 140, y: 120))
        #expect(b.currentImage == star)
        #expect(b.imageView?.image == star)
        #expect(b.intrinsicContentSize == Size(width: title + 30, height: 50))
        window.endTouch(down)
        #expect(b.currentImage == nil && b.imageView == nil)
        #expect(b.intrinsicContentSize == Size(width: title, height: lineHeight))
        b.setImage(nil, for: .highlighted)
        window.tap(at: Point(x: 140, y: 120))
        #expect(b.currentImage == nil && b.imageView == nil)
    }

    @Test func imageSizeFromPNGHeader() throws {
        let dir = "/tmp/moonkit-image-test-\(getpid())"
        mkdir(dir, 0o755)
        // A PNG signature and IHDR for a 200×280 image, saved as @2x: 100×140 points.
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8) + [0, 0, 0, 200, 0, 0, 1, 24, 8, 6, 0, 0, 0]
        let path = dir + "/cardStar@2x.png"
        let f = fopen(path, "wb")
        _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, bytes.count, f) }
        fclose(f)
        let image = try Image(named: "cardStar", in: dir)
        #expect(image.size == Size(width: 100, height: 140))
        #expect(image.scale == 2)
        let iv = ImageView(image: image)
        #expect(iv.frame == Rect(x: 0, y: 0, width: 100, height: 140))
        #expect(iv.intrinsicContentSize == Size(width: 100, height: 140))
        #expect(throws: ImageError.notFound(name: "cardMoon", directory: dir)) { try Image(named: "cardMoon", in: dir) }
        let bad = dir + "/bad.png"
        let g = fopen(bad, "wb")
        fputs("not a png at all, just words", g)
        fclose(g)
        #expect(throws: ImageError.notPNG(bad)) { try Image(contentsOfFile: bad) }
    }

    @Test func recursiveDescriptionListsTheTree() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let label = Label(text: "Hi")
        label.identifier = "greeting"
        label.frame = Rect(x: 1, y: 2, width: 30, height: 20)
        root.addSubview(label)
        #expect(root.recursiveDescription == """
            <View frame=(0, 0, 100, 100) background=white>
               | <Label 'greeting' frame=(1, 2, 30, 20) text='Hi' font=DejaVuSans 17pt>
            """)
    }
}

@Suite struct SizeToFitTests {
    @Test func labelsAndButtonsFitTheirContent() {
        let label = Label(text: "Score: 0")
        label.frame = Rect(x: 5, y: 6, width: 0, height: 0)
        label.sizeToFit()
        #expect(label.frame == Rect(x: 5, y: 6, width: 70, height: 20))
        let button = Button(title: "SUBMIT")
        button.sizeToFit()
        #expect(button.frame.size == Size(width: 58, height: 18))
        let plain = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        plain.sizeToFit()
        #expect(plain.frame.size == Size(width: 10, height: 10))
    }
}

@Suite struct ConcurrentEngineTests {
    /// Engines run one per thread in simulations: each builds and lays out its own screen while
    /// the others measure text through the shared FreeType library.
    @Test func screensLaidOutOnManyThreadsAgree() async {
        let heights = await withTaskGroup(of: [Double].self) { group in
            for _ in 0..<6 {
                group.addTask {
                    let window = Window(device: .iPad)
                    let game = SwiftyWordsController()
                    window.rootViewController = game
                    game.cluesLabel.text = "1. Ice cream drink\n2. Wavy lines"
                    window.layoutIfNeeded()
                    return [game.cluesLabel.frame.height, game.scoreLabel.frame.width, game.submit.frame.minX]
                }
            }
            var all: [[Double]] = []
            for await h in group { all.append(h) }
            return all
        }
        #expect(heights.count == 6)
        #expect(Set(heights.map { $0.description }).count == 1)
        #expect(heights.first == [252, 70, 383])
    }
}

/// A layout pass goes down only into subtrees marked as holding a view that needs
/// `layoutSubviews`; these check that no such view is ever left out.
@Suite struct LayoutPassTests {
    /// Counts its `layoutSubviews` calls; may mark another view from inside its own.
    final class CountingView: View {
        var passes = 0
        var alsoMark: View?
        override func layoutSubviews() {
            passes += 1
            alsoMark?.setNeedsLayout()
        }
    }

    @Test func everyViewThatNeedsLayoutIsReachedAndNoOtherIs() {
        let window = Window(device: .iPhone)
        let a = View(), b = CountingView(), sibling = CountingView()
        window.addSubview(a)
        a.addSubviews(b, sibling)
        window.layoutIfNeeded()
        #expect(b.passes == 1 && sibling.passes == 1)
        window.layoutIfNeeded()  // nothing changed
        #expect(b.passes == 1)
        b.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(b.passes == 2 && sibling.passes == 1)

        // A subtree built and laid out apart, changed, then moved in, is laid out with the tree.
        let box = View(), inner = CountingView()
        box.addSubview(inner)
        box.layoutIfNeeded()
        #expect(inner.passes == 1)
        inner.setNeedsLayout()
        a.addSubview(box)
        window.layoutIfNeeded()
        #expect(inner.passes == 2)
    }

    @Test func aViewMarkedByAnEarlierOneInThePassIsLaidOutInTheSamePass() {
        let window = Window(device: .iPhone)
        let parent = CountingView(), child = CountingView()
        window.addSubview(parent)
        parent.addSubview(child)
        window.layoutIfNeeded()
        parent.alsoMark = child
        parent.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(parent.passes == 2 && child.passes == 2)
        // A view marked by a later one (its parent already passed) waits for the next pass.
        parent.alsoMark = nil
        child.alsoMark = parent
        child.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(parent.passes == 2 && child.passes == 3)
        child.alsoMark = nil
        window.layoutIfNeeded()
        #expect(parent.passes == 3 && child.passes == 3)
    }

    @Test("marking stops at a marked view the pass has yet to reach, and the pass still lays out below it")
    func markingStopsAtAViewThePassWillReach() {
        let window = Window(device: .iPhone)
        let first = CountingView(), second = View(), deep = CountingView(), later = CountingView()
        window.addSubviews(first, second)
        second.addSubviews(deep, later)
        window.layoutIfNeeded()
        #expect(first.passes == 1 && deep.passes == 1 && later.passes == 1)
        // `second` is marked (by `deep`) and not yet reached when `first` marks `later`: the
        // walk up from `later` stops at `second`, and the pass comes down to both.
        first.alsoMark = later
        first.setNeedsLayout()
        deep.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(first.passes == 2 && deep.passes == 2 && later.passes == 2)
        first.alsoMark = nil
        window.layoutIfNeeded()
        #expect(first.passes == 2 && deep.passes == 2 && later.passes == 2)
    }

    @Test("a marked subtree taken out of its tree is laid out as a tree of its own")
    func aMarkedSubtreeTakenOutIsLaidOutOnItsOwn() {
        let window = Window(device: .iPhone)
        let box = View(), inner = CountingView()
        box.addSubview(inner)
        box.layoutIfNeeded()                 // laid out apart first: the box, as a root, is clean
        window.addSubview(box)
        window.layoutIfNeeded()
        #expect(inner.passes == 1)
        inner.setNeedsLayout()               // marks the way up to the window
        box.removeFromSuperview()
        #expect(box.needsLayout)             // before: false, and the pass below did nothing
        box.layoutIfNeeded()
        #expect(inner.passes == 2)
        // Marking inside the detached tree stops at the box's marks and reaches its root's flag.
        box.layoutIfNeeded()
        inner.setNeedsLayout()
        #expect(box.needsLayout)
        box.layoutIfNeeded()
        #expect(inner.passes == 3)
    }
}

/// Every view knows its window without walking up to the root (issue 20: building a
/// 100 000-deep chain walked up at every add).
@Suite struct WindowOfViewTests {
    /// Records the window it sees when told it will move and that it did.
    final class WindowRecordingView: View {
        var seen: [String] = []
        func name(_ w: Window?) -> String { w.map { $0.device.name } ?? "nil" }
        override func willMove(toWindow newWindow: Window?) { seen.append("will \(name(window)) → \(name(newWindow))") }
        override func didMoveToWindow() { seen.append("did \(name(window))") }
        override func didMoveToSuperview() { seen.append("superview, window \(name(window))") }
    }

    @Test func aSubtreeMovingBetweenWindowsSeesTheOldWindowThenTheNew() {
        let ipad = Window(device: .iPad), iphone = Window(device: .iPhone)
        let top = View(), leaf = WindowRecordingView()
        top.addSubview(leaf)
        #expect(leaf.window == nil)
        ipad.addSubview(top)
        #expect(top.window === ipad && leaf.window === ipad)
        iphone.addSubview(top)
        #expect(top.window === iphone && leaf.window === iphone)
        let box = View()
        iphone.addSubview(box)
        box.addSubview(top)                  // moved within the window: no window callbacks
        #expect(leaf.window === iphone)
        top.removeFromSuperview()
        #expect(top.window == nil && leaf.window == nil)
        #expect(leaf.seen == ["superview, window nil", "will nil → ipad", "did ipad", "will ipad → iphone", "did iphone",
                              "will iphone → nil", "did nil"])
        // A view of the moved subtree hears of its own superview only: its window stays right.
        let moved = WindowRecordingView()
        ipad.addSubview(moved)
        iphone.addSubview(moved)
        #expect(moved.seen == ["will nil → ipad", "superview, window ipad", "did ipad",
                               "will ipad → iphone", "superview, window nil", "superview, window iphone", "did iphone"])
    }

    @Test func aWindowIsNeverPutInsideAView() {
        let window = Window(device: .iPad), holder = View(), leaf = View()
        window.addSubview(leaf)
        holder.addSubview(window)
        #expect(window.superview == nil && holder.subviews.isEmpty)
        #expect(leaf.window === window)
    }

    @Test func aViewOutlivingItsWindowHasNoWindow() {
        var kept: View?
        weak var freed: Window?
        do {
            let window = Window(device: .iPad)
            let top = View(), leaf = View()
            top.addSubview(leaf)
            window.addSubview(top)
            #expect(leaf.window === window)
            kept = leaf
            freed = window
        }
        #expect(freed == nil)
        #expect(kept?.window == nil && kept?.superview == nil)
    }
}

/// A generic view and a nested one, whose names show how type names are spelt.
final class TaggedView<Tag>: View {}
enum ViewNamespace { final class Nested: View {} }

@Suite struct TypeNameTests {
    /// Type names are the unqualified class names `String(describing:)` gives, however the
    /// class is declared (the cache makes them without asking that spelling).
    @Test func typeNamesAreUnqualifiedClassNames() {
        #expect(View().typeName == "View")
        #expect(Label().typeName == "Label")
        #expect(Button().typeName == "Button")
        #expect(TextField().typeName == "TextField")
        #expect(Window(device: .iPad).typeName == "Window")
        #expect(TaggedView<Int>().typeName == "TaggedView<Int>")
        #expect(ViewNamespace.Nested().typeName == "Nested")
        for view in [View(), Label(), TaggedView<String>(), ViewNamespace.Nested(), RecordingView()] {
            #expect(view.typeName == String(describing: type(of: view)))
        }
        // Asked again, from the cache: the same answer.
        #expect(TaggedView<Int>().typeName == "TaggedView<Int>")
        #expect(Label().debugName == "Label[]")
    }
}
