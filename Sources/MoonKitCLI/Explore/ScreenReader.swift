import MoonKit

/// What a person sees on a screen and could do there: the screen's signature and its actions.
struct ScreenReading {
    /// Names the screen: the same for the same kind of screen (see `ScreenReader.read`).
    var signature: UInt64
    /// What could be done, in the screen's order (back to front), waits and a poke included.
    var actions: [ExploreAction]
    /// Whether anything beyond waiting and poking could be done.
    var offersSomething: Bool { actions.contains { $0.kind == .control || $0.kind == .gesture } }
    /// The texts shown, for a stuck screen's message.
    var shownTexts: [String]
}

/// Reads a screen the way a person looks at it: only views shown on screen, only what a finger
/// can reach (hit testing finds the view at its tap point: nothing covers it).
///
/// A screen's signature hashes, in order, each shown view's type and identifier, buttons'
/// titles, navigation titles and the alert on top (title and buttons), but not the other texts
/// shown: a score or a clock changes them all the time, and the screen is still the same one.
struct ScreenReader {
    let engine: Engine
    /// Draws the poke's point.
    var random: SeededChoice

    mutating func read() -> ScreenReading {
        let driver = engine.driver
        let window = engine.window
        window.layoutIfNeeded()
        var hash = StableHash()
        var actions: [ExploreAction] = []
        var texts: [String] = []
        if let alert = driver.alert {
            hash.add("alert")
            hash.add(alert.title ?? "")
            let typed = Array(repeating: ExploreAction.literal("abc"), count: alert.textFields.count)
            let typing = typed.isEmpty ? "" : ", {" + typed.joined(separator: ", ") + "}"
            for action in alert.actions {
                guard let title = action.title else { continue }
                hash.add(title)
                actions.append(ExploreAction(kind: .control, statement: "game:answerAlert(\(ExploreAction.literal(title))\(typing))",
                                             control: "alert button \(MessageText.quoted(title))"))
            }
        } else {
            let shown = driver.views(matching: ViewQuery())
            for view in shown {
                hash.add(view.typeName)
                if let identifier = view.identifier { hash.add("#" + identifier) }
                if let button = view as? Button, let title = button.currentTitle { hash.add(title) }
                if view.superview is NavigationBar, let title = Driver.shownText(of: view) { hash.add(title) }
                if let text = Driver.shownText(of: view) { texts.append(text) }
                actions += Self.actions(on: view, driver: driver, window: window)
            }
        }
        actions.append(ExploreAction(kind: .wait, statement: "game:wait(0.5)"))
        actions.append(ExploreAction(kind: .wait, statement: "game:wait(3)"))
        let size = window.bounds.size
        let x = ExploreAction.number((random.unit() * size.width).rounded())
        let y = ExploreAction.number((random.unit() * size.height).rounded())
        actions.append(ExploreAction(kind: .poke, statement: "game:tapAt(\(x), \(y))"))
        return ScreenReading(signature: hash.value, actions: actions, shownTexts: texts)
    }

    /// Where a finger would tap `view`, when it can: nothing hides, disables or covers it.
    static func reachablePoint(_ view: View, driver: Driver, window: Window) -> Point? {
        guard let point = try? driver.tapPoint(for: view), let hit = window.hitTest(point),
              hit.isDescendant(of: view) else { return nil }
        return point
    }

    /// How a statement names `view` to tap it: by its identifier when no other view has it, by
    /// a button's title when `game:tap(title)` finds this button, else nil (a point instead).
    static func tapTarget(_ view: View, driver: Driver) -> (argument: String, name: String)? {
        if let identifier = view.identifier, (try? driver.view(identifier: identifier)) === view {
            return ("game:find { identifier = \(ExploreAction.literal(identifier)) }", "\(view.typeName) #\(identifier)")
        }
        if let button = view as? Button, let title = button.currentTitle, (try? driver.button(title: title)) === button {
            return (ExploreAction.literal(title), "\(view.typeName) \(MessageText.quoted(title))")
        }
        return nil
    }

    /// What a person could do with `view`.
    static func actions(on view: View, driver: Driver, window: Window) -> [ExploreAction] {
        let takesTaps = view is Control || view is TableViewCell || view is CollectionViewCell || view.gestureRecognizers.contains {
            $0 is TapGestureRecognizer || $0 is LongPressGestureRecognizer
        }
        var actions: [ExploreAction] = []
        if takesTaps, let point = reachablePoint(view, driver: driver, window: window) {
            actions += taps(of: view, at: point, driver: driver)
        }
        if view is ScrollView || view.gestureRecognizers.contains(where: { $0 is SwipeGestureRecognizer || $0 is PanGestureRecognizer }) {
            actions += drags(across: view, window: window)
        }
        return actions
    }

    /// Tapping `view` (or working it, for the controls that a bot works by name).
    static func taps(of view: View, at point: Point, driver: Driver) -> [ExploreAction] {
        let at = "game:tapAt(\(ExploreAction.number(point.x)), \(ExploreAction.number(point.y)))"
        if let bar = view.superview as? NavigationBar, view === bar.backButton {
            return [ExploreAction(kind: .control, statement: "game:back()", control: "back button")]
        }
        if view.superview is TabBar, let title = Driver.shownText(of: view) {
            return [ExploreAction(kind: .control, statement: "game:tab(\(ExploreAction.literal(title)))",
                                  control: "tab \(MessageText.quoted(title))")]
        }
        let target = tapTarget(view, driver: driver)
        let name = target?.name ?? "\(view.typeName) \(view.debugName)"
        // Controls worked by name take an identifier.
        if let identifier = view.identifier, target != nil {
            let id = ExploreAction.literal(identifier)
            switch view {
            case let slider as Slider:
                return [slider.minimumValue, (slider.minimumValue + slider.maximumValue) / 2, slider.maximumValue].map {
                    ExploreAction(kind: .control, statement: "game:slide(\(id), \(ExploreAction.number($0)))", control: name)
                }
            case is Stepper:
                return ["up", "down"].map { ExploreAction(kind: .control, statement: "game:step(\(id), \"\($0)\")", control: name) }
            case let segments as SegmentedControl:
                return segments.titles.map {
                    ExploreAction(kind: .control, statement: "game:pickSegment(\(id), \(ExploreAction.literal($0)))", control: name)
                }
            case is Switch:
                return [ExploreAction(kind: .control, statement: "game:toggle(\(id))", control: name)]
            default:
                break
            }
        }
        let statement = target.map { "game:tap(\($0.argument))" } ?? at
        return [ExploreAction(kind: .control, statement: statement, control: name)]
    }

    /// Scrolling and swiping across `view`'s visible middle: up, down, left and right.
    static func drags(across view: View, window: Window) -> [ExploreAction] {
        let frame = view.convert(view.bounds, to: nil).intersection(window.bounds)
        guard frame.width >= 20, frame.height >= 20 else { return [] }
        let cx = frame.midX, cy = frame.midY, dx = frame.width * 0.3, dy = frame.height * 0.3
        func drag(_ from: Point, _ to: Point, _ seconds: Double) -> ExploreAction {
            let n = ExploreAction.number
            return ExploreAction(kind: .gesture, statement: "game:drag({x = \(n(from.x)), y = \(n(from.y))}, "
                                 + "{x = \(n(to.x)), y = \(n(to.y))}, \(n(seconds)))")
        }
        return [
            drag(Point(x: cx, y: cy + dy), Point(x: cx, y: cy - dy), 0.3),   // scroll down the content
            drag(Point(x: cx, y: cy - dy), Point(x: cx, y: cy + dy), 0.3),   // scroll up, or pull
            drag(Point(x: cx + dx, y: cy), Point(x: cx - dx, y: cy), 0.1),   // swipe left
            drag(Point(x: cx - dx, y: cy), Point(x: cx + dx, y: cy), 0.1),   // swipe right
        ]
    }
}
