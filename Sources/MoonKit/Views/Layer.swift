/// A view's drawing properties as UIKit's `CALayer` names them, so that code written as
/// `view.layer.cornerRadius = 8` ports word for word. MoonKit keeps no layer tree: a layer is a
/// window onto its view's own properties, made when asked for, and it keeps its view alive (a
/// script may hold the layer longer than the view).
public final class Layer {
    /// The view whose properties this layer reads and sets.
    public let view: View

    /// The layer of `view`.
    public init(view: View) {
        self.view = view
    }

    /// Radius of the rounded corners of the background, border and clipping.
    public var cornerRadius: Double {
        get { view.cornerRadius }
        set { view.cornerRadius = newValue }
    }
    /// Width of the border drawn inside the bounds.
    public var borderWidth: Double {
        get { view.borderWidth }
        set { view.borderWidth = newValue }
    }
    /// Colour of the border.
    public var borderColor: Color {
        get { view.borderColor }
        set { view.borderColor = newValue }
    }
    /// Whether what lies outside the bounds (subviews, the shadow) is cut off: the view's
    /// `clipsToBounds`.
    public var masksToBounds: Bool {
        get { view.clipsToBounds }
        set { view.clipsToBounds = newValue }
    }
    /// The shadow's colour (UIKit's default is opaque black).
    public var shadowColor: Color {
        get { view.shadow.color }
        set { view.shadow.color = newValue }
    }
    /// How opaque the shadow is, 0…1; 0 (the default) draws none.
    public var shadowOpacity: Double {
        get { view.shadow.opacity }
        set { view.shadow.opacity = newValue }
    }
    /// How far the shadow's edge blurs, in points (UIKit's default is 3).
    public var shadowRadius: Double {
        get { view.shadow.radius }
        set { view.shadow.radius = newValue }
    }
    /// Where the shadow lies from the view (UIKit's default is 3 points up: height −3).
    public var shadowOffset: Size {
        get { view.shadow.offset }
        set { view.shadow.offset = newValue }
    }
}

/// The shadow a view casts (its layer's `shadow…` properties together).
public struct Shadow: Equatable, Sendable {
    /// The colour, before `opacity`.
    public var color: Color
    /// 0…1; 0 draws no shadow.
    public var opacity: Double
    /// The blur's reach on each side of the edge, in points.
    public var radius: Double
    /// The shadow's displacement from the view.
    public var offset: Size

    /// A shadow; with no arguments none, with UIKit's defaults for when one is turned on.
    public init(color: Color = .black, opacity: Double = 0, radius: Double = 3, offset: Size = Size(width: 0, height: -3)) {
        self.color = color
        self.opacity = opacity
        self.radius = radius
        self.offset = offset
    }

    /// Whether anything of it can show.
    public var isVisible: Bool { opacity > 0 && color.alpha > 0 }
}

extension View {
    /// The view's layer: its corner radius, border, clipping and shadow under UIKit's names.
    public var layer: Layer { Layer(view: self) }
}
