/// Shows an image (UIKit's `UIImageView`); its intrinsic size is the image's size.
open class ImageView: View {
    /// The image shown, or nil.
    public var image: Image? {
        didSet { if image?.size != oldValue?.size { invalidateIntrinsicContentSize() } }
    }
    /// How the image is fitted into the bounds (UIKit's default: stretched to fill).
    public var contentMode: ContentMode = .scaleToFill

    /// Where the image is drawn, in the view's own coordinates (nil with no image).
    public var imageRect: Rect? {
        guard let image else { return nil }
        return contentMode.rect(forContentOf: image.size, in: bounds)
    }

    /// Whether the image is drawn as a template, filled with `tintColor`: when its rendering mode
    /// says so, or, left automatic, when it is a system button's image (as UIKit draws those).
    public var drawsImageAsTemplate: Bool {
        switch image?.renderingMode {
        case .alwaysTemplate?: return true
        case .automatic?:
            guard let button = superview as? Button else { return false }
            return button.buttonType == .system && button.imageView === self
        default: return false
        }
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

    /// The image's size, or none without an image.
    open override var intrinsicContentSize: Size? { image?.size }

    /// The image's name, and its content mode and template drawing when not the defaults.
    open override var descriptionDetails: [String] {
        var details = ["image=\(image?.name ?? "nil")"]
        if contentMode != .scaleToFill { details.append("contentMode=\(contentMode.rawValue)") }
        if image?.renderingMode == .alwaysTemplate { details.append("template") }
        return details
    }
}
