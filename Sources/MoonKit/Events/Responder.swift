/// An object that can handle touches and pass them on (UIKit's `UIResponder`).
///
/// Touches a view does not handle go to `next`: a view's view controller when it is one's root
/// view, else its superview; a view controller's is its view's superview.
open class Responder {
    /// Creates a responder.
    public init() {}

    /// An object that lives exactly as long as this one, for whoever made it: MoonLua keeps
    /// here the charge a view made by a script counts against the script's memory limit, given
    /// back when the view goes.
    public var lifetimeCompanion: AnyObject? {
        get { companionStorage }
        set { companionStorage = newValue }
    }
    // Private: the compiler then proves every access exclusive, where a public stored property
    // is checked at run time on each read and write (a plain release build).
    private var companionStorage: AnyObject?

    /// The next object in the responder chain, or nil at its end.
    open var next: Responder? { nil }

    // MARK: first responder (FirstResponder.swift)

    /// Whether this responder can take the keyboard's input (a text field that is enabled);
    /// the default is false, as in UIKit.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder lets the keyboard go when asked; the default is true.
    open var canResignFirstResponder: Bool { true }

    /// Whether typed text comes here: this responder is its window's first responder.
    public var isFirstResponder: Bool { responderWindow?.firstResponder === self }

    /// Asks to take the keyboard's input: true when it did (or already had it). It fails when
    /// `canBecomeFirstResponder` is false, when it is in no window, or when the current first
    /// responder refuses to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool { takeFirstResponder() }

    /// Gives the keyboard's input up: true when it did (or never had it); false when
    /// `canResignFirstResponder` says no.
    @discardableResult
    open func resignFirstResponder() -> Bool { giveUpFirstResponder() }

    /// Touches that began; the default passes them up the chain.
    open func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        next?.touchesBegan(touches, with: event)
    }

    /// Touches that moved; the default passes them up the chain.
    open func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        next?.touchesMoved(touches, with: event)
    }

    /// Touches that lifted; the default passes them up the chain.
    open func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        next?.touchesEnded(touches, with: event)
    }

    /// Touches the system took away; the default passes them up the chain.
    open func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        next?.touchesCancelled(touches, with: event)
    }
}
