import MoonKit

extension ScreenPainter {
    /// An image view's picture, placed by its content mode (it may stick out of the bounds, as in
    /// UIKit, unless the view clips) and, drawn as a template, filled with the view's tint.
    /// `b` is the bounds as shown (mid-animation they may differ from the model's).
    func paintImage<C: Canvas>(of imageView: ImageView, in b: Rect, on canvas: inout C) {
        guard let image = imageView.image, image.path != nil || image.data != nil else { return }
        let r = imageView.contentMode.rect(forContentOf: image.size, in: b)
        let tint = imageView.drawsImageAsTemplate ? imageView.tintColor : nil
        canvas.image(image, x: r.minX, y: r.minY, width: r.width, height: r.height, tint: tint)
    }
}
