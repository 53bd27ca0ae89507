import Testing
@testable import MoonKit

/// The everyday controls, worked through the driver as a finger does: what each sends, where
/// its parts are, and what stops a finger.
@Suite struct ControlsTests {
    /// A window whose root view holds `control` at `frame`, and the events it sent, in order.
    final class Scene {
        let window = Window(device: .iPad)
        var events: [String] = []
        var driver: Driver { Driver(window: window) }

        init(_ control: View, frame: Rect) {
            let vc = ViewController()
            window.rootViewController = vc
            control.frame = frame
            vc.view.addSubview(control)
            if let control = control as? Control {
                control.addAction(for: .allEvents) { [unowned self] _, event in self.events.append(event.description) }
            }
            window.layoutIfNeeded()
        }
    }

    @Test func aSwitchTogglesOnATapAndSendsValueChangedBeforeTouchUpInside() throws {
        let toggle = Switch()
        toggle.identifier = "sound"
        #expect(toggle.bounds.size == Size(width: 51, height: 31) && toggle.intrinsicContentSize == Switch.size)
        let scene = Scene(toggle, frame: Rect(x: 100, y: 100, width: 51, height: 31))
        #expect(try scene.driver.toggle(toggle) == true)
        #expect(scene.events == ["touchDown", "valueChanged", "touchUpInside"])
        toggle.setOn(false)
        #expect(!toggle.isOn && scene.events.count == 3)   // code sends nothing
        toggle.isEnabled = false
        #expect(throws: DriverError.disabled("sound")) { try scene.driver.toggle(toggle) }
    }

    @Test func aSliderFollowsTheDraggedThumbAndClampsItsValue() throws {
        let slider = Slider()
        slider.identifier = "volume"
        // 228 wide: the thumb's centre travels 200 points, from x = 14 to 214.
        let scene = Scene(slider, frame: Rect(x: 100, y: 100, width: 228, height: 34))
        #expect(slider.thumbRect == Rect(x: 0, y: 3, width: 28, height: 28))
        try scene.driver.slide(slider, to: 0.75)
        #expect(slider.value == 0.75)
        #expect(slider.thumbRect == Rect(x: 150, y: 3, width: 28, height: 28))
        // Fifteen moves in a quarter of a second, each a change.
        #expect(scene.events.filter { $0 == "valueChanged" }.count == 15)
        #expect(scene.events.first == "touchDown" && scene.events.last == "touchUpInside")
        #expect(throws: DriverError.outOfRange("volume", asked: "2", range: "0…1")) { try scene.driver.slide(slider, to: 2) }
        slider.value = -5
        #expect(slider.value == 0)
        slider.maximumValue = 10
        slider.value = 11
        #expect(slider.value == 10)
        slider.minimumValue = 20
        #expect(slider.value == 20 && slider.maximumValue == 20)
    }

    @Test func aSliderThatIsNotContinuousSendsOnceAtTheEnd() throws {
        let slider = Slider()
        slider.isContinuous = false
        let scene = Scene(slider, frame: Rect(x: 100, y: 100, width: 228, height: 34))
        try scene.driver.slide(slider, to: 0.5)
        #expect(slider.value == 0.5)
        #expect(scene.events.filter { $0 == "valueChanged" }.count == 1)
    }

    @Test func aTapOnTheSlidersTrackDoesNotMoveTheThumb() {
        let slider = Slider()
        let scene = Scene(slider, frame: Rect(x: 100, y: 100, width: 228, height: 34))
        scene.driver.tap(at: Point(x: 300, y: 117))
        #expect(slider.value == 0)
        #expect(!scene.events.contains("valueChanged"))
    }

    @Test func aStepperStepsStopsAtItsEndsAndWraps() throws {
        let stepper = Stepper()
        stepper.minimumValue = 1
        stepper.maximumValue = 3
        let scene = Scene(stepper, frame: Rect(x: 100, y: 100, width: 94, height: 32))
        #expect(stepper.value == 1)
        #expect(stepper.decrementRect == Rect(x: 0, y: 0, width: 47, height: 32))
        #expect(try scene.driver.step(stepper, up: true) == 2)
        #expect(try scene.driver.step(stepper, up: true) == 3)
        #expect(try scene.driver.step(stepper, up: true) == 3)   // stops: no event
        #expect(scene.events.filter { $0 == "valueChanged" }.count == 2)
        stepper.wraps = true
        #expect(try scene.driver.step(stepper, up: true) == 1)
        #expect(try scene.driver.step(stepper, up: false) == 3)
        stepper.wraps = false
        stepper.stepValue = 5
        stepper.value = 2
        #expect(try scene.driver.step(stepper, up: false) == 1)  // a step past the end stops at it
    }

    @Test func aSegmentedControlSelectsByTapAndKeepsItsSelectionThroughEdits() throws {
        let control = SegmentedControl(items: ["Easy", "Normal", "Hard"])
        control.identifier = "level"
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        // The widest title, "Normal" at 13 points, rounded up, plus 24, three times.
        let widest = SegmentedControl.titleFont.width(of: "Normal").rounded(.up)
        #expect(control.intrinsicContentSize == Size(width: 3 * (widest + 24), height: 32))
        let scene = Scene(control, frame: Rect(x: 100, y: 100, width: 300, height: 32))
        #expect(control.segmentRect(at: 1) == Rect(x: 100, y: 0, width: 100, height: 32))
        try scene.driver.pickSegment(control, titled: "Hard")
        #expect(control.selectedSegmentIndex == 2)
        try scene.driver.pickSegment(control, at: 2)     // the selected one again: nothing sent
        #expect(scene.events.filter { $0 == "valueChanged" }.count == 1)
        control.insertSegment(withTitle: "Tutorial", at: 0)
        #expect(control.titles == ["Tutorial", "Easy", "Normal", "Hard"] && control.selectedSegmentIndex == 3)
        control.removeSegment(at: 3)
        #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
        #expect(throws: DriverError.noSuchSegment("level", title: "Hard", available: ["Tutorial", "Easy", "Normal"])) {
            try scene.driver.pickSegment(control, titled: "Hard")
        }
        #expect(throws: DriverError.outOfRange("level", asked: "segment 3", range: "segments 0…2")) {
            try scene.driver.pickSegment(control, at: 3)
        }
    }

    @Test func aPageControlMovesAPageATapAndHidesForASinglePage() throws {
        let pages = PageControl()
        pages.numberOfPages = 4
        #expect(pages.intrinsicContentSize == Size(width: 80, height: 26))
        let scene = Scene(pages, frame: Rect(x: 100, y: 100, width: 80, height: 26))
        #expect(pages.dotCenter(at: 0) == Point(x: 16, y: 13))
        try scene.driver.pickPage(pages, 3)
        #expect(pages.currentPage == 3)
        #expect(scene.events.filter { $0 == "valueChanged" }.count == 3)
        try scene.driver.pickPage(pages, 1)
        #expect(pages.currentPage == 1)
        pages.numberOfPages = 1
        pages.hidesForSinglePage = true
        #expect(pages.currentPage == 0 && !pages.showsDots)
        #expect(!pages.point(inside: Point(x: 40, y: 13)))
    }

    @Test func progressIsClampedAndBarsHaveNoNaturalWidth() {
        let bar = ProgressView(progress: 1.5)
        #expect(bar.progress == 1)
        bar.progress = -1
        #expect(bar.progress == 0)
        // In a row beside a label, the bar (no natural width) takes the room, the label hugs.
        let label = Label()
        label.text = "Saved"
        let row = StackView(arrangedSubviews: [label, bar])
        row.spacing = 10
        row.alignment = .center
        _ = Scene(row, frame: Rect(x: 0, y: 0, width: 300, height: 20))
        let w = label.intrinsicContentSize!.width
        #expect(label.frame.width == w)
        #expect(bar.frame == Rect(x: w + 10, y: 8, width: 290 - w, height: 4))
    }

    @Test func aSpinnerHidesWhileStoppedAndTurnsOnTheClock() {
        let spinner = ActivityIndicatorView(style: .large)
        #expect(spinner.isHidden && spinner.bounds.size == Size(width: 37, height: 37))
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        #expect(spinner.leadingSpoke(at: 0.25) == 3)
        spinner.stopAnimating()
        #expect(spinner.isHidden && spinner.leadingSpoke(at: 0.25) == 0)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
    }
}
