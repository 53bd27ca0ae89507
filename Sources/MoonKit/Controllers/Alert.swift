/// A modal message with buttons and optional text fields (UIKit's `UIAlertController`).
///
/// Presented, its view covers the whole window with a dimming layer, so nothing beneath can be
/// touched; tapping one of its action buttons dismisses it and then runs that action's handler.
open class Alert: ViewController {
    /// Centred box or sheet from the bottom (both are laid out as the box here).
    public enum Style: String, Sendable {
        /// A centred box.
        case alert
        /// A sheet of choices.
        case actionSheet
    }

    /// The text under the title (the title is the controller's `title`, drawn bold).
    public var message: String?
    /// Box or sheet.
    public let preferredStyle: Style
    /// The actions, in the order added.
    public private(set) var actions: [AlertAction] = []
    /// The text fields, in the order added.
    public private(set) var textFields: [TextField] = []
    /// The action drawn bold as the default choice.
    public var preferredAction: AlertAction?

    /// An alert with a title and message.
    public init(title: String?, message: String?, preferredStyle: Style = .alert) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
    }

    /// Adds a button.
    public func addAction(_ action: AlertAction) {
        actions.append(action)
        // A shown alert gains one button: rebuilding them all made n actions cost n² buttons.
        if let box = viewIfLoaded as? AlertView { box.addButton(for: action, of: self) }
    }

    /// Adds a text field, letting `configure` set its placeholder, text or identifier.
    public func addTextField(configurationHandler configure: ((TextField) -> Void)? = nil) {
        let field = TextField()
        field.font = .system(13)
        field.backgroundColor = Color(semantic: .systemBackground)
        field.borderWidth = 0.5
        field.borderColor = .lightGray
        configure?(field)
        textFields.append(field)
        if let box = viewIfLoaded as? AlertView { box.rebuild(for: self) }
    }

    /// Makes the alert's box with its title, message, fields and buttons.
    open override func loadView() {
        let v = AlertView()
        view = v
        v.rebuild(for: self)
    }

    /// Once shown, the first text field takes the keyboard, as UIKit's alert does.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        textFields.first?.becomeFirstResponder()
    }

    /// The button that stands for `action` in the alert's view.
    public func button(for action: AlertAction) -> Button? {
        (view as? AlertView)?.buttons.first { $0.1 === action }?.0
    }

    func tapped(_ action: AlertAction) {
        guard action.isEnabled else { return }
        // `dismiss` runs its completion last and at once, whatever the alert's state: the
        // handler follows it directly, without a closure made for every tap.
        dismiss(animated: true)
        action.handler?(action)
    }
}

/// The alert's view: a dimming layer over the window holding the box of texts, fields and buttons,
/// sized like UIKit's (270 pt wide, 44-pt buttons).
final class AlertView: View {
    let box = View()
    let titleLabel = Label()
    let messageLabel = Label()
    var fields: [TextField] = []
    var buttons: [(Button, AlertAction)] = []

    static let boxWidth = 270.0
    static let padding = 16.0
    static let buttonHeight = 44.0
    static let fieldHeight = 24.0

    init() {
        super.init(frame: .zero)
        backgroundColor = Color(white: 0, alpha: 0.2)
        box.backgroundColor = Color(semantic: .secondarySystemBackground)
        box.cornerRadius = 14
        box.clipsToBounds = true
        titleLabel.font = .boldSystem(17)
        titleLabel.numberOfLines = 0
        titleLabel.textAlignment = .center
        messageLabel.font = .system(13)
        messageLabel.numberOfLines = 0
        messageLabel.textAlignment = .center
        addSubview(box)
        box.addSubviews(titleLabel, messageLabel)
    }

    func rebuild(for alert: Alert) {
        titleLabel.text = alert.title
        messageLabel.text = alert.message
        for f in fields { f.removeFromSuperview() }
        for (b, _) in buttons { b.removeFromSuperview() }
        fields = alert.textFields
        for f in fields { box.addSubview(f) }
        buttons = []
        for action in alert.actions { addButton(for: action, of: alert) }
        setNeedsLayout()
    }

    /// Adds the button of `action`, below the others.
    func addButton(for action: AlertAction, of alert: Alert) {
        let b = Button(type: .system)
        // The font before the title, so the title is measured once, at the font it shows in.
        b.titleLabel.font = action.style == .cancel || action === alert.preferredAction ? .boldSystem(17) : .system(17)
        b.setTitle(action.title, for: .normal)
        if action.style == .destructive { b.setTitleColor(.systemRed, for: .normal) }
        // A new button is enabled: setting that again would only refresh its content again.
        if !action.isEnabled { b.isEnabled = false }
        b.addAction(for: .touchUpInside) { [weak alert] _, _ in alert?.tapped(action) }
        box.addSubview(b)
        buttons.append((b, action))
        setNeedsLayout()
    }

    override func layoutSubviews() {
        let inner = AlertView.boxWidth - 2 * AlertView.padding
        var y = AlertView.padding + 4
        // One label after the other (a function rather than a loop over a new array of the two).
        func stack(_ label: Label) {
            let size = label.intrinsicContentSize(forWidth: inner) ?? .zero
            label.isHidden = size.height == 0
            label.frame = Rect(x: AlertView.padding, y: y, width: inner, height: size.height)
            if size.height > 0 { y += size.height + 4 }
        }
        stack(titleLabel)
        stack(messageLabel)
        y += 8
        for field in fields {
            field.frame = Rect(x: AlertView.padding, y: y, width: inner, height: AlertView.fieldHeight)
            y += AlertView.fieldHeight + 8
        }
        if buttons.count == 2 && fields.isEmpty {
            // Two actions sit side by side, as in UIKit.
            let w = AlertView.boxWidth / 2
            for (i, (b, _)) in buttons.enumerated() {
                b.frame = Rect(x: Double(i) * w, y: y, width: w, height: AlertView.buttonHeight)
            }
            y += AlertView.buttonHeight
        } else {
            for (b, _) in buttons {
                b.frame = Rect(x: 0, y: y, width: AlertView.boxWidth, height: AlertView.buttonHeight)
                y += AlertView.buttonHeight
            }
        }
        box.frame = Rect(x: bounds.midX - AlertView.boxWidth / 2, y: bounds.midY - y / 2,
                         width: AlertView.boxWidth, height: y)
    }
}
