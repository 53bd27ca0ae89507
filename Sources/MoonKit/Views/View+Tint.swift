extension View {
    /// The colour that marks interactive content (system button titles' kin, template images):
    /// the view's own when set, else its superview's, else the window's default, system blue
    /// (UIKit's `tintColor`). Setting nil goes back to inheriting.
    public var tintColor: Color {
        get {
            var view: View? = self
            while let current = view {
                if let own = current.ownTintColor { return own }
                view = current.superview
            }
            return .systemBlue
        }
        set { ownTintColor = newValue }
    }
}
