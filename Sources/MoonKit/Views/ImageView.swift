/// Shows an image (UIKit's `UIImageView`); its intrinsic size is the image's size.
open class ImageView: View {
    /// The image shown, or nil.
    public var image: Image? {
        didSet { if image != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// An empty image view; image views take no touches by default, as in UIKit.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// An image view sized to its image, as `UIImageView(image:)` is.
    public convenience init(image: Image?) {
        self.init(frame: Rect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    open override var intrinsicContentSize: Size? { image?.size }

    open override var descriptionDetails: [String] {
        ["image=\(image?.name ?? "nil")"]
    }
}
