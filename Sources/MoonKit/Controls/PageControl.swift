/// A row of dots, one per page, the current one brighter (UIKit's `UIPageControl`).
///
/// A tap left of the current page's dot goes back a page, right of it forward a page, and sends
/// `valueChanged`, as UIKit's does; setting `currentPage` from code sends nothing. With
/// `hidesForSinglePage`, a control of one page (or none) is not shown.
open class PageControl: Control {
    /// A dot's diameter and the room each dot takes.
    public static let dotDiameter = 7.0
    /// The room each dot takes along the row, its gap included.
    public static let dotPitch = 16.0
    /// UIKit's page control height.
    public static let height = 26.0

    /// The number of dots.
    public var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            invalidateIntrinsicContentSize()
        }
    }
    /// The page shown, 0…`numberOfPages` − 1.
    public var currentPage = 0 {
        didSet { currentPage = min(max(0, currentPage), max(0, numberOfPages - 1)) }
    }
    /// Whether a control of one page or none hides.
    public var hidesForSinglePage = false
    /// The dots of the other pages; nil is UIKit's white at 30 %.
    public var pageIndicatorTintColor: Color?
    /// The dot of the current page; nil is white.
    public var currentPageIndicatorTintColor: Color?

    /// A control of no pages, UIKit's height, its width left to layout.
    public init() {
        super.init(frame: Rect(x: 0, y: 0, width: 0, height: PageControl.height))
    }

    /// Whether the control shows: not when `hidesForSinglePage` and there is one page or none.
    public var showsDots: Bool { !(hidesForSinglePage && numberOfPages <= 1) }

    /// The size the dots of `pageCount` pages need (UIKit's `size(forNumberOfPages:)`).
    public func size(forNumberOfPages pageCount: Int) -> Size {
        Size(width: Double(max(0, pageCount)) * PageControl.dotPitch + PageControl.dotPitch, height: PageControl.height)
    }

    /// The size the dots of `numberOfPages` need.
    open override var intrinsicContentSize: Size? { size(forNumberOfPages: numberOfPages) }

    /// The centre of page `index`'s dot, in the control's coordinates: the dots are centred.
    public func dotCenter(at index: Int) -> Point {
        let row = Double(numberOfPages) * PageControl.dotPitch
        let x0 = bounds.midX - row / 2 + PageControl.dotPitch / 2
        return Point(x: x0 + Double(index) * PageControl.dotPitch, y: bounds.midY)
    }

    /// A control that hides for a single page takes no touches while hidden.
    open override func point(inside point: Point) -> Bool {
        showsDots && super.point(inside: point)
    }

    /// A tap left of the current dot goes back a page, right of it forward a page, sending
    /// `valueChanged` when the page moved.
    open override func endTracking(_ touch: Touch, inside: Bool) {
        guard inside, numberOfPages > 1 else { return }
        let x = touch.location(in: self).x
        let current = dotCenter(at: currentPage).x
        let old = currentPage
        if x < current - PageControl.dotPitch / 2 { currentPage -= 1 }
        if x > current + PageControl.dotPitch / 2 { currentPage += 1 }
        if currentPage != old { sendActions(for: .valueChanged) }
    }

    /// The details `description` shows after the frame: the page, the page count and `hidesForSinglePage`.
    open override var descriptionDetails: [String] {
        ["page=\(currentPage)/\(numberOfPages)"] + (hidesForSinglePage ? ["hidesForSinglePage"] : []) + super.descriptionDetails
    }
}
