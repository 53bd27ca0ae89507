/// Working the everyday controls as a finger does: each action is a tap or a drag at the part
/// of the control that does it (a stepper's + half, a segment, the slider's thumb), through hit
/// testing, so that a hidden, covered or disabled control fails with the reason a tap would.
extension Driver {
    /// The window point at `local` (the control's coordinates), after the checks a tap on the
    /// control makes, and the check that the control is what a finger there would touch.
    private func point(in control: Control, at local: Point) throws(DriverError) -> Point {
        _ = try tapPoint(for: control)
        let point = control.convert(local, to: nil)
        guard let hit = window.hitTest(point) else { throw .outsideBounds(control.debugName, clippedBy: window.debugName) }
        if !hit.isDescendant(of: control) { throw .covered(control.debugName, by: hit.debugName, at: point) }
        return point
    }

    /// Flips a switch with a tap; returns its new state.
    @discardableResult
    public func toggle(_ control: Switch) throws(DriverError) -> Bool {
        try tap(control)
        return control.isOn
    }

    /// Drags a slider's thumb to where `value` is, in a quarter of a second. A value outside
    /// the slider's range is refused: a finger cannot take the thumb past an end.
    public func slide(_ slider: Slider, to value: Double) throws(DriverError) {
        guard value.isFinite, value >= slider.minimumValue, value <= slider.maximumValue else {
            throw .outOfRange(slider.debugName, asked: Geometry.format(value),
                              range: "\(Geometry.format(slider.minimumValue))…\(Geometry.format(slider.maximumValue))")
        }
        window.layoutIfNeeded()
        let thumb = slider.thumbRect
        let from = try point(in: slider, at: thumb.center)
        let to = slider.convert(Point(x: slider.thumbCenterX(for: value), y: thumb.midY), to: nil)
        drag(from: from, to: to, seconds: 0.25)
    }

    /// Taps a stepper's + half (`up`) or − half; returns the value reached.
    @discardableResult
    public func step(_ stepper: Stepper, up: Bool) throws(DriverError) -> Double {
        window.layoutIfNeeded()
        let half = up ? stepper.incrementRect : stepper.decrementRect
        window.tap(at: try point(in: stepper, at: half.center))
        return stepper.value
    }

    /// Taps segment `index` (from 0) of a segmented control.
    public func pickSegment(_ control: SegmentedControl, at index: Int) throws(DriverError) {
        guard (0..<control.numberOfSegments).contains(index) else {
            throw .outOfRange(control.debugName, asked: "segment \(index)", range: "segments 0…\(control.numberOfSegments - 1)")
        }
        window.layoutIfNeeded()
        window.tap(at: try point(in: control, at: control.segmentRect(at: index).center))
    }

    /// Taps the segment titled `title`.
    public func pickSegment(_ control: SegmentedControl, titled title: String) throws(DriverError) {
        guard let index = control.titles.firstIndex(of: title) else {
            throw .noSuchSegment(control.debugName, title: title, available: control.titles)
        }
        try pickSegment(control, at: index)
    }

    /// Goes to `page` of a page control as a finger does: a tap beside the current dot moves
    /// one page that way, so it takes as many taps as pages between.
    public func pickPage(_ control: PageControl, _ page: Int) throws(DriverError) {
        guard (0..<control.numberOfPages).contains(page) else {
            throw .outOfRange(control.debugName, asked: "page \(page)", range: "pages 0…\(control.numberOfPages - 1)")
        }
        window.layoutIfNeeded()
        while control.currentPage != page {
            let before = control.currentPage
            let dot = control.dotCenter(at: before)
            let side = page > before ? PageControl.dotPitch : -PageControl.dotPitch
            window.tap(at: try point(in: control, at: Point(x: dot.x + side, y: dot.y)))
            // A handler may have moved the page, or refused to: stop rather than tap for ever.
            if control.currentPage == before { break }
            window.layoutIfNeeded()
        }
    }
}
