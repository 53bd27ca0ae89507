import Testing
@testable import MoonKit

/// What a scroll view's delegate heard, in order.
final class ScrollRecorder: ScrollViewDelegate {
    var events: [String] = []
    var offsets: [Double] = []
    func scrollViewDidScroll(_ scrollView: ScrollView) { offsets.append(scrollView.contentOffset.y) }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { events.append("willBeginDragging") }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate: Bool) {
        events.append("didEndDragging(\(willDecelerate))")
    }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { events.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { events.append("didEndScrollingAnimation") }
}

@Suite struct ScrollViewTests {
    /// A 400×600 scroll view at (100, 50) whose content view is pinned to the content guide,
    /// as wide as the frame guide and `contentHeight` tall, with a button 500 points down.
    final class Scene {
        let engine = Engine(device: .iPad)
        let scroll = ScrollView()
        let content = View()
        let button = Button(title: "Row")
        let recorder = ScrollRecorder()
        let contentHeight: LayoutConstraint

        init(contentHeight height: Double) {
            let vc = ViewController()
            engine.window.rootViewController = vc
            let root = vc.view
            scroll.identifier = "scroll"
            content.identifier = "content"
            button.identifier = "row"
            for v in [scroll, content, button] as [View] { v.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(scroll)
            scroll.addSubview(content)
            content.addSubview(button)
            scroll.delegate = recorder
            contentHeight = content.heightAnchor.constraint(equalToConstant: height)
            LayoutConstraint.activate([
                scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
                scroll.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
                scroll.widthAnchor.constraint(equalToConstant: 400),
                scroll.heightAnchor.constraint(equalToConstant: 600),
                content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
                content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
                contentHeight,
                button.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                button.topAnchor.constraint(equalTo: content.topAnchor, constant: 500),
                button.widthAnchor.constraint(equalToConstant: 400),
                button.heightAnchor.constraint(equalToConstant: 44),
            ])
            engine.window.layoutIfNeeded()
        }

        /// A finger from `from` to `to` (window points) in `steps` moves of 1/60 s, lifted where it stops.
        func drag(from: Point, to: Point, steps: Int) {
            let window = engine.window
            let touch = window.beginTouch(at: from)
            for k in 1...steps {
                engine.step(1.0 / 60)
                let f = Double(k) / Double(steps)
                window.moveTouch(touch, to: Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))
            }
            window.endTouch(touch)
        }
    }

    @Test func theContentSizeComesFromConstraintsOnTheContentGuide() {
        let s = Scene(contentHeight: 3000)
        expectFrame(s.scroll, Rect(x: 100, y: 50, width: 400, height: 600))
        expectFrame(s.content, Rect(x: 0, y: 0, width: 400, height: 3000))
        #expect(s.scroll.contentSize == Size(width: 400, height: 3000))
        #expect(s.scroll.contentLayoutGuide.layoutFrame == Rect(x: 0, y: 0, width: 400, height: 3000))
        s.contentHeight.constant = 1200
        s.engine.window.layoutIfNeeded()
        #expect(s.scroll.contentSize == Size(width: 400, height: 1200))
        #expect(s.scroll.maximumContentOffset == Point(x: 0, y: 600))
    }

    @Test func scrollingByOffsetSurvivesARelayout() {
        let s = Scene(contentHeight: 3000)
        s.scroll.contentOffset = Point(x: 0, y: 450)
        // Only the frame guide's width is used: scrolling asks for no solve.
        #expect(s.engine.window.layoutEngineStorage?.hasPendingWork == false)
        s.engine.window.layoutIfNeeded()
        expectFrame(s.content, Rect(x: 0, y: 0, width: 400, height: 3000))
        expectFrame(s.button, Rect(x: 0, y: 500, width: 400, height: 44))
        #expect(s.scroll.bounds == Rect(x: 0, y: 450, width: 400, height: 600))
        // On screen the row is 500 − 450 points below the scroll view's top.
        #expect(s.button.convert(Point.zero, to: nil) == Point(x: 100, y: 100))
        #expect(s.engine.window.hitView(at: Point(x: 150, y: 110)) === s.button)
        // A change that solves again keeps the offset and the frames.
        s.contentHeight.constant = 2000
        s.engine.window.layoutIfNeeded()
        #expect(s.scroll.contentOffset == Point(x: 0, y: 450))
        expectFrame(s.button, Rect(x: 0, y: 500, width: 400, height: 44))
        #expect(s.button.convert(Point.zero, to: nil) == Point(x: 100, y: 100))
        #expect(s.recorder.offsets == [450])
    }

    @Test func aViewPinnedToTheFrameGuideStaysPutAsTheContentScrolls() {
        let s = Scene(contentHeight: 3000)
        let header = View()
        header.translatesAutoresizingMaskIntoConstraints = false
        header.identifier = "header"
        s.scroll.addSubview(header)
        LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: s.scroll.frameLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: s.scroll.frameLayoutGuide.leadingAnchor),
            header.widthAnchor.constraint(equalTo: s.scroll.frameLayoutGuide.widthAnchor),
            header.heightAnchor.constraint(equalToConstant: 30),
        ])
        s.engine.window.layoutIfNeeded()
        expectFrame(header, Rect(x: 0, y: 0, width: 400, height: 30))
        s.scroll.contentOffset = Point(x: 0, y: 700)
        s.engine.window.layoutIfNeeded()
        // In content coordinates it moved down with the offset: on screen it has not moved.
        expectFrame(header, Rect(x: 0, y: 700, width: 400, height: 30))
        #expect(header.convert(Point.zero, to: nil) == Point(x: 100, y: 50))
        expectFrame(s.button, Rect(x: 0, y: 500, width: 400, height: 44))
    }

    @Test func aDragDeceleratesToUIKitsDistance() {
        let s = Scene(contentHeight: 3000)
        // 300 points up in 15 moves of 20 points a sixtieth of a second: 1200 points per second.
        s.drag(from: Point(x: 300, y: 600), to: Point(x: 300, y: 300), steps: 15)
        #expect(s.scroll.contentOffset == Point(x: 0, y: 300))
        #expect(s.scroll.isDecelerating)
        s.engine.runUntilIdle()
        // UIKit's rate 0.998 per ms: 1200 / 1000 × 0.998 / 0.002 = 598.8 points more.
        let rest = 300 + ScrollMotion.decelerationDistance(velocity: 1200, rate: 0.998)
        #expect(abs(rest - 898.8) < 1e-9)
        #expect(abs(s.scroll.contentOffset.y - rest) < 1e-6)
        #expect(!s.scroll.isDecelerating)
        #expect(s.recorder.events == ["willBeginDragging", "didEndDragging(true)", "didEndDecelerating"])
        // Offsets only grow, every sixtieth of a second, for about three seconds.
        #expect(zip(s.recorder.offsets, s.recorder.offsets.dropFirst()).allSatisfy { $0 < $1 })
        #expect(s.recorder.offsets.count > 100)
    }

    @Test func aDragPastTheEndBouncesBackToTheEdge() {
        let s = Scene(contentHeight: 1000)
        #expect(s.scroll.maximumContentOffset == Point(x: 0, y: 400))
        s.drag(from: Point(x: 300, y: 600), to: Point(x: 300, y: 300), steps: 15)
        #expect(s.scroll.contentOffset == Point(x: 0, y: 300))
        s.engine.runUntilIdle()
        #expect(s.scroll.contentOffset == Point(x: 0, y: 400))
        let peak = s.recorder.offsets.max() ?? 0
        // It went past the edge, by less than the spring's bound v / (ω·e) at the speed it reached.
        #expect(peak > 400 && peak < 400 + 1200 / (10 * 2.718281828))
        #expect(s.recorder.events == ["willBeginDragging", "didEndDragging(true)", "didEndDecelerating"])
    }

    @Test func pullingPastTheTopRubberBandsThenSpringsBack() {
        let s = Scene(contentHeight: 3000)
        let window = s.engine.window
        let touch = window.beginTouch(at: Point(x: 300, y: 100))
        for k in 1...10 {
            s.engine.step(1.0 / 60)
            window.moveTouch(touch, to: Point(x: 300, y: 100 + 10 * Double(k)))
        }
        // Pulled 100 points down in a view 600 tall: (1 − 1 / (0.55 × 100 / 600 + 1)) × 600 shows.
        let shown = (1 - 1 / (0.55 * 100 / 600 + 1)) * 600
        #expect(abs(s.scroll.contentOffset.y + shown) < 1e-9)
        s.engine.step(0.5)   // the finger rests: no speed left when it lifts
        window.endTouch(touch)
        s.engine.runUntilIdle()
        #expect(s.scroll.contentOffset == Point(x: 0, y: 0))
    }

    @Test func withoutBouncesTheContentStopsAtTheEdge() {
        let s = Scene(contentHeight: 1000)
        s.scroll.bounces = false
        s.drag(from: Point(x: 300, y: 600), to: Point(x: 300, y: 300), steps: 15)
        s.engine.runUntilIdle()
        #expect(s.scroll.contentOffset == Point(x: 0, y: 400))
        #expect(s.recorder.offsets.max() == 400)
    }

    @Test func aDragCancelsTheTouchOnTheRowUnderIt() {
        let s = Scene(contentHeight: 3000)
        var events: [String] = []
        s.button.addAction(for: [.touchDown, .touchUpInside, .touchCancel]) { _, e in
            events.append(e.contains(.touchCancel) ? "touchCancel" : e.contains(.touchDown) ? "touchDown" : "touchUpInside")
        }
        let window = s.engine.window
        // The row is at y 550…594 on screen.
        let touch = window.beginTouch(at: Point(x: 200, y: 560))
        window.moveTouch(touch, to: Point(x: 200, y: 556))
        #expect(events == ["touchDown"])
        window.moveTouch(touch, to: Point(x: 200, y: 540))
        window.endTouch(touch)
        #expect(events == ["touchDown", "touchCancel"])
        #expect(touch.isTakenByRecognizer)
        // A tap that does not move is the row's.
        window.tap(at: Point(x: 200, y: 560 - s.scroll.contentOffset.y))
        #expect(events == ["touchDown", "touchCancel", "touchDown", "touchUpInside"])
    }

    @Test func animatedOffsetsPagingAndDisabledScrolling() {
        let s = Scene(contentHeight: 3000)
        s.scroll.setContentOffset(Point(x: 0, y: 900), animated: true)
        s.engine.step(0.15)
        // Half-way through UIKit's 0.3 s, on the ease-in-out curve: half-way there.
        #expect(abs(s.scroll.contentOffset.y - 450) < 1e-6)
        s.engine.runUntilIdle()
        #expect(s.scroll.contentOffset == Point(x: 0, y: 900))
        #expect(s.recorder.events == ["didEndScrollingAnimation"])
        // Paging: a short slow drag goes back to the page it started on, a flick to the next.
        s.scroll.isPagingEnabled = true
        s.scroll.contentOffset = Point(x: 0, y: 600)
        s.drag(from: Point(x: 300, y: 500), to: Point(x: 300, y: 380), steps: 60)
        s.engine.runUntilIdle()
        #expect(s.scroll.contentOffset == Point(x: 0, y: 600))
        s.drag(from: Point(x: 300, y: 500), to: Point(x: 300, y: 380), steps: 4)
        s.engine.runUntilIdle()
        #expect(s.scroll.contentOffset == Point(x: 0, y: 1200))
        // Scrolling off: the drag is the content's.
        s.scroll.isScrollEnabled = false
        s.drag(from: Point(x: 300, y: 500), to: Point(x: 300, y: 200), steps: 10)
        s.engine.runUntilIdle()
        #expect(s.scroll.contentOffset == Point(x: 0, y: 1200))
    }

    @Test func aScrollViewTakenOffTheScreenMidFlightStops() {
        let s = Scene(contentHeight: 3000)
        s.drag(from: Point(x: 300, y: 600), to: Point(x: 300, y: 300), steps: 15)
        s.engine.step(0.1)
        let y = s.scroll.contentOffset.y
        #expect(y > 300 && s.scroll.isDecelerating)
        s.scroll.removeFromSuperview()
        #expect(s.engine.runUntilIdle(limit: 5))
        #expect(s.scroll.contentOffset.y == y)
        #expect(!s.scroll.isDecelerating)
    }

    @Test func indicatorsShowWhileScrolling() {
        let s = Scene(contentHeight: 2400)
        #expect(s.scroll.verticalScrollIndicatorFrame == nil)
        s.scroll.contentOffset = Point(x: 0, y: 900)
        // Track 600 − 6 = 594; length 594 × 600 / 2400 = 148.5; half-way down (900 of 1800).
        #expect(s.scroll.verticalScrollIndicatorFrame == Rect(x: 394, y: 900 + 3 + (594 - 148.5) * 0.5, width: 3, height: 148.5))
        s.engine.step(0.6)
        #expect(s.scroll.verticalScrollIndicatorFrame == nil)
    }
}
