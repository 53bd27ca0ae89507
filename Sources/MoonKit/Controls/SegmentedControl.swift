/// A row of segments, one of them selected (UIKit's `UISegmentedControl`, with titles).
///
/// A tap on a segment selects it and sends `valueChanged` when the selection changed (UIKit's
/// rule: tapping the selected segment sends nothing). Setting `selectedSegmentIndex` from code
/// sends nothing. Segments are as wide as each other: the widest title plus padding, so the
/// intrinsic width is that times the count; given more room, they share it equally.
open class SegmentedControl: Control {
    /// What `selectedSegmentIndex` is when no segment is selected (UIKit's `noSegment`).
    public static let noSegment = -1
    /// UIKit's segmented control height.
    public static let height = 32.0
    /// Padding added to the widest title in each segment.
    public static let segmentPadding = 24.0
    /// The font of the titles (13-point, as UIKit's).
    public static let titleFont = Font.system(13)
    /// UIKit's light grey track, and the white of the selected segment.
    public static let trackFill = Color(red255: 238, green255: 238, blue255: 239)

    /// The segments' titles, in order.
    public private(set) var titles: [String] = []
    /// The selected segment, or `noSegment`.
    public var selectedSegmentIndex = SegmentedControl.noSegment {
        didSet {
            if selectedSegmentIndex < 0 || selectedSegmentIndex >= titles.count { selectedSegmentIndex = SegmentedControl.noSegment }
        }
    }

    /// A control with these segments and none selected.
    public init(items: [String] = []) {
        titles = items
        super.init(frame: .zero)
        bounds.size = intrinsicContentSize ?? .zero
    }

    /// The number of segments.
    public var numberOfSegments: Int { titles.count }

    /// Inserts a segment titled `title` at `index` (clamped); the selection stays on its segment.
    public func insertSegment(withTitle title: String, at index: Int) {
        let i = min(max(0, index), titles.count)
        titles.insert(title, at: i)
        if selectedSegmentIndex >= i { selectedSegmentIndex += 1 }
        invalidateIntrinsicContentSize()
    }

    /// Removes the segment at `index`; removing the selected one leaves none selected.
    public func removeSegment(at index: Int) {
        guard titles.indices.contains(index) else { return }
        titles.remove(at: index)
        if selectedSegmentIndex == index {
            selectedSegmentIndex = SegmentedControl.noSegment
        } else if selectedSegmentIndex > index {
            selectedSegmentIndex -= 1
        }
        invalidateIntrinsicContentSize()
    }

    /// Removes every segment.
    public func removeAllSegments() {
        titles = []
        selectedSegmentIndex = SegmentedControl.noSegment
        invalidateIntrinsicContentSize()
    }

    /// The title of a segment, or nil past the end.
    public func titleForSegment(at index: Int) -> String? {
        titles.indices.contains(index) ? titles[index] : nil
    }

    /// Sets the title of an existing segment.
    public func setTitle(_ title: String, forSegmentAt index: Int) {
        guard titles.indices.contains(index) else { return }
        titles[index] = title
        invalidateIntrinsicContentSize()
    }

    /// Room for the widest title in every segment, as UIKit sizes equal-width segments.
    open override var intrinsicContentSize: Size? {
        let widest = titles.map { SegmentedControl.titleFont.width(of: $0).rounded(.up) }.max() ?? 0
        return Size(width: Double(titles.count) * (widest + SegmentedControl.segmentPadding), height: SegmentedControl.height)
    }

    /// The rectangle of segment `index`, in the control's coordinates.
    public func segmentRect(at index: Int) -> Rect {
        let w = titles.isEmpty ? 0 : bounds.width / Double(titles.count)
        return Rect(x: bounds.minX + Double(index) * w, y: bounds.minY, width: w, height: bounds.height)
    }

    /// The segment under `x` (the control's coordinates), or nil.
    public func segmentIndex(atX x: Double) -> Int? {
        guard !titles.isEmpty, bounds.width > 0 else { return nil }
        let i = Int(((x - bounds.minX) / (bounds.width / Double(titles.count))).rounded(.down))
        return titles.indices.contains(i) ? i : nil
    }

    /// A tap on another segment selects it and sends `valueChanged`; a tap on the selected one
    /// sends nothing.
    open override func endTracking(_ touch: Touch, inside: Bool) {
        guard inside, let i = segmentIndex(atX: touch.location(in: self).x), i != selectedSegmentIndex else { return }
        selectedSegmentIndex = i
        sendActions(for: .valueChanged)
    }

    /// The details `description` shows after the frame: the titles and the selected index.
    open override var descriptionDetails: [String] {
        ["segments=[\(titles.map { "'\($0)'" }.joined(separator: ", "))]", "selected=\(selectedSegmentIndex)"]
            + super.descriptionDetails
    }
}
