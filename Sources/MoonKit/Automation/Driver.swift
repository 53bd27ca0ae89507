/// What tests and bots use to play a screen the way a finger would: find views, read them, tap
/// them through hit testing, press with force, and answer alerts.
///
/// ```swift
/// let driver = Driver(window: window)
/// try driver.tap(driver.button(title: "SUBMIT"))
/// try driver.answerAlert("OK")
/// ```
public final class Driver {
    /// The window driven.
    public let window: Window

    /// A driver for `window`.
    public init(window: Window) {
        self.window = window
    }

    // MARK: finding

    /// Every visible-or-not view in the window, depth first, back to front.
    public var allViews: [View] {
        window.layoutIfNeeded()
        return window.allViews
    }

    /// Views matching `predicate`, depth first.
    public func views(where predicate: (View) -> Bool) -> [View] {
        allViews.filter(predicate)
    }

    /// Views of a type, depth first.
    public func views<T: View>(ofType type: T.Type) -> [T] {
        allViews.compactMap { $0 as? T }
    }

    /// The view with this identifier.
    public func view(identifier: String) throws(DriverError) -> View {
        let found = views { $0.identifier == identifier }
        guard !found.isEmpty else {
            throw .noSuchView("identifier \(MessageText.quoted(identifier))" + Self.shown(allViews.compactMap(\.identifier), "identifiers"))
        }
        return try one(found, "identifier \(MessageText.quoted(identifier))")
    }

    /// The button whose current title is `title` (the topmost when several, e.g. an alert's over
    /// the game's); hidden buttons count, so that tapping one can say why it fails.
    public func button(title: String) throws(DriverError) -> Button {
        let hits = views(ofType: Button.self).filter { $0.currentTitle == title }
        guard let last = hits.last else {
            throw .noSuchView("button title \(MessageText.quoted(title))" + Self.shown(views(ofType: Button.self).compactMap(\.currentTitle), "buttons"))
        }
        return last
    }

    /// The bar button showing the system item named `name` ("add", "done": `BarButtonSystemItem`'s
    /// raw values), the topmost shown one when several do; hidden ones count when none shows,
    /// so that tapping one can say why it fails.
    public func barButton(systemItem name: String) throws(DriverError) -> BarButton {
        let hits = views(ofType: BarButton.self).filter { $0.systemItem?.rawValue == name }
        guard let last = hits.last(where: \.isShownOnScreen) ?? hits.last else {
            throw .noSuchView("system item \(MessageText.quoted(name))"
                              + Self.shown(views(ofType: BarButton.self).compactMap { $0.systemItem?.rawValue }, "system items"))
        }
        return last
    }

    /// The view showing exactly `text` (`Driver.shownText(of:)`), the topmost when several do;
    /// hidden ones count, so that tapping one can say why it fails.
    public func view(text: String) throws(DriverError) -> View {
        guard let last = views(matching: ViewQuery(text: text, includeHidden: true)).last else {
            throw .noSuchView("text \(MessageText.quoted(text))" + Self.shown(allViews.compactMap(Self.shownText(of:)), "texts"))
        }
        return last
    }

    /// A view's readable properties as text, for bots, logs and the command line.
    public func properties(of view: View) -> [String: String] {
        window.layoutIfNeeded()
        var out: [String: String] = [
            "type": view.typeName, "frame": view.frame.description, "isHidden": String(view.isHidden),
            "alpha": Geometry.format(view.alpha), "tag": String(view.tag),
            "isUserInteractionEnabled": String(view.isUserInteractionEnabled),
        ]
        if let id = view.identifier { out["identifier"] = id }
        if let c = view.backgroundColor { out["backgroundColor"] = c.description }
        if let t = Self.shownText(of: view) { out["text"] = t }
        if let c = view as? Control { out["isEnabled"] = String(c.isEnabled) }
        if let f = view as? TextField, let p = f.placeholder { out["placeholder"] = p }
        if let i = view as? ImageView, let image = i.image { out["image"] = image.name }
        return out
    }

    /// What a failed look-up can name instead: ` (buttons on screen: 'A', 'B')`, the first twelve
    /// distinct ones in the screen's order, or ` (no buttons on screen)`.
    public static func shown(_ names: [String], _ kind: String) -> String {
        var distinct: [String] = []
        for name in names where !name.isEmpty && !distinct.contains(name) { distinct.append(name) }
        guard !distinct.isEmpty else { return " (no \(kind) on screen)" }
        let listed = distinct.prefix(12).map(MessageText.quoted).joined(separator: ", ")
        return " (\(kind) on screen: \(listed)\(distinct.count > 12 ? ", …" : ""))"
    }

    private func one(_ found: [View], _ query: String) throws(DriverError) -> View {
        guard let first = found.first else { throw .noSuchView(query) }
        guard found.count == 1 else { throw .ambiguous(query, count: found.count) }
        return first
    }

    // MARK: tapping

    /// The point a finger would use to tap `view`, in window coordinates, or why it cannot be tapped.
    public func tapPoint(for view: View) throws(DriverError) -> Point {
        window.layoutIfNeeded()
        return try laidOutTapPoint(for: view)
    }

    /// `tapPoint(for:)` once the window is laid out. Names are made only for errors: building a
    /// view's debug name (its index path) cost more than the rest of a tap's checks. With
    /// `takingTouches` false the view and its ancestors need not take touches themselves: the
    /// point is where the view is shown, for a finger whose touch goes to what is under it.
    private func laidOutTapPoint(for view: View, takingTouches: Bool = true) throws(DriverError) -> Point {
        guard view.window === window else { throw .notInWindow(view.debugName) }
        // Walk from the view up: anything hidden, transparent or non-interactive stops touches.
        // The views below the window, bottom up, are kept for the conversions.
        var chain: [View] = []
        var current = view
        while current !== window {
            if current.isHidden { throw .hidden(view.debugName, hiddenView: current.debugName) }
            if !current.showsItself { throw .transparent(view.debugName, transparentView: current.debugName) }
            if takingTouches && !current.isUserInteractionEnabled {
                throw .interactionDisabled(view.debugName, disabledView: current.debugName)
            }
            chain.append(current)
            guard let up = current.superview else { break }   // the window is above: `view.window` said so
            current = up
        }
        if let control = view as? Control, !control.isEnabled { throw .disabled(view.debugName) }
        if view.bounds.isEmpty { throw .zeroSize(view.debugName) }
        switch Self.visibleRect(chain: chain, window: window) {
        case .visible(let rect): return rect.center
        case .clipped(let i):
            throw .outsideBounds(view.debugName, clippedBy: i < chain.count ? chain[i].debugName : window.debugName)
        }
    }

    private enum Clip {
        case visible(Rect)
        /// Clipped away by the `i`th view of the chain (the window when `i` is the chain's length).
        case clipped(Int)
    }

    /// The part of `chain[0]` inside every ancestor's bounds, in window coordinates. Hit testing
    /// needs the point inside every ancestor: the view's rectangle is clipped by each (the window
    /// last). Each rectangle goes to window coordinates as `convert(_:to: nil)` takes it, step by
    /// step up the chain, without walking the tree again for every corner.
    private static func visibleRect(chain: [View], window: Window) -> Clip {
        func inWindow(_ i: Int) -> Rect {
            let bounds = i < chain.count ? chain[i].bounds : window.bounds
            var a = Point(x: bounds.minX, y: bounds.minY), b = Point(x: bounds.maxX, y: bounds.maxY)
            for step in chain[min(i, chain.count)...] {
                a = step.pointToSuperview(a)
                b = step.pointToSuperview(b)
            }
            return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
        }
        var visible = inWindow(0)
        if !chain.isEmpty {
            for i in 1...chain.count {
                let clipped = visible.intersection(inWindow(i))
                if clipped.isEmpty { return .clipped(i) }
                visible = clipped
            }
        }
        return .visible(visible)
    }

    /// Taps `view` at the centre of its visible part, through hit testing, so a covered, hidden,
    /// transparent, non-interactive or disabled view fails with the reason. A view that takes no
    /// touches itself (a button's image, a label on a card) is tapped as a finger would tap
    /// it: the touch goes to the nearest view above it that takes touches (the button, the
    /// card), which must take them all the way up.
    public func tap(_ view: View) throws(DriverError) {
        // One layout pass and one hit test serve the checks and the touch: nothing changes between.
        window.layoutIfNeeded()
        let above = Self.touchTaker(for: view)
        // When nothing under the window takes touches, the view's own reason is the error.
        let taker = above is Window ? view : above
        if taker !== view { _ = try laidOutTapPoint(for: taker) }
        let point = try laidOutTapPoint(for: view, takingTouches: taker === view)
        guard let hit = window.hitTest(point) else {
            throw .outsideBounds(view.debugName, clippedBy: window.debugName)
        }
        if !hit.isDescendant(of: taker) {
            throw .covered(view.debugName, by: hit.debugName, at: point)
        }
        window.tap(at: point, landingOn: hit)
    }

    /// The view a finger's touch on `view` goes to: `view` when it takes touches, else the
    /// nearest of its superviews that does (the window when none below it does).
    private static func touchTaker(for view: View) -> View {
        var current = view
        while !current.isUserInteractionEnabled, !(current is Window), let up = current.superview { current = up }
        return current
    }

    /// Taps where `view` is shown, as a person's finger would: the touch goes to whatever hit
    /// testing finds at the centre of its visible part — the row under a label, the card under
    /// its picture. Fails only when the view is not to be seen there (hidden, transparent,
    /// clipped away, of no size) or is a disabled control. Returns the view the touch went to
    /// (nil when nothing there takes touches).
    @discardableResult
    public func tapWhereShown(_ view: View) throws(DriverError) -> View? {
        window.layoutIfNeeded()
        let point = try laidOutTapPoint(for: view, takingTouches: false)
        guard let hit = window.hitTest(point) else { return nil }
        window.tap(at: point, landingOn: hit)
        return hit
    }

    /// Taps the button titled `title`.
    public func tap(title: String) throws(DriverError) {
        try tap(button(title: title))
    }

    /// Taps the view with this identifier.
    public func tap(identifier: String) throws(DriverError) {
        try tap(view(identifier: identifier))
    }

    /// Taps where the view showing exactly `text` is (`view(text:)`: a label, a button's
    /// title, a text field's text; the topmost when several show it), as a finger would: the
    /// touch goes to what hit testing finds there (the row under a label's text). Returns the
    /// view the touch went to, nil when nothing there takes touches.
    @discardableResult
    public func tap(text: String) throws(DriverError) -> View? {
        try tapWhereShown(view(text: text))
    }

    /// Taps a point in window coordinates; returns the view it landed on.
    @discardableResult
    public func tap(at point: Point) -> View? {
        window.tap(at: point)
    }

    /// Presses at `point` with `force` (0…`Touch.defaultMaximumForce`) and lifts.
    @discardableResult
    public func touch(at point: Point, force: Double) -> View? {
        window.tap(at: point, force: force)
    }

    /// Presses at `point`, ramps the force to `force` in one move, and lifts.
    @discardableResult
    public func press(at point: Point, force: Double) -> View? {
        let t = window.beginTouch(at: point, force: min(force, 1))
        window.moveTouch(t, to: point, force: force)
        window.endTouch(t)
        return t.view
    }

    // MARK: alerts

    /// The alert shown on top, if any.
    public var alert: Alert? { window.presentedStack.last as? Alert }

    /// Types `texts` into the top alert's fields in order, as a person would (`typeReplacing`:
    /// each field edited in turn, key by key, through its delegate), then taps the action
    /// titled `title`. The action and the texts are checked before anything is typed.
    public func answerAlert(_ title: String, typing texts: [String] = []) throws(DriverError) {
        guard let alert else { throw .noAlert }
        guard texts.count <= alert.textFields.count else {
            throw .tooManyTexts(given: texts.count, fields: alert.textFields.count)
        }
        guard let action = alert.actions.first(where: { $0.title == title }), let button = alert.button(for: action) else {
            throw .noSuchAction(title, available: alert.actions.compactMap(\.title))
        }
        if let broken = texts.first(where: { $0.contains(where: \.isNewline) }) { throw .lineBreakInTypedText(broken) }
        for (number, (field, text)) in zip(alert.textFields, texts).enumerated() {
            guard try typeReplacing(text, in: field) else { throw .alertFieldRefusedEditing(number + 1) }
        }
        try tap(button)
    }
}
