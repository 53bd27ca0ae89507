/// One button of an alert (UIKit's `UIAlertAction`).
public final class AlertAction {
    /// How the button looks and where it goes.
    public enum Style: String, Sendable, CaseIterable {
        /// An ordinary choice.
        case `default`
        /// Backs out; drawn bold.
        case cancel
        /// Destroys something; drawn red.
        case destructive
    }

    /// The button's title.
    public let title: String?
    /// Its style.
    public let style: Style
    /// Disabled actions cannot be tapped.
    public var isEnabled = true
    let handler: ((AlertAction) -> Void)?

    /// An action; `handler` runs after the alert is dismissed.
    public init(title: String?, style: Style = .default, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
