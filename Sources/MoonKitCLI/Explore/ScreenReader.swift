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
/// can reach (hit testing finds the view at its tap point: nothing covers it). The screen is
/// named by its structure (`ScreenSignature`), and each action by what it aims at.
struct ScreenReader {
    let engine: Engine
    /// Draws the poke's point.
    var random: SeededChoice

    mutating func read() -> ScreenReading {
        let driver = engine.driver
        let window = engine.window
        window.layoutIfNeeded()
        let signature: UInt64
        var actions: [ExploreAction] = []
        var texts: [String] = []
        if let alert = driver.alert {
            signature = ScreenSignature.of(alert)
            let typed = Array(repeating: ExploreAction.literal("abc"), count: alert.textFields.count)
            let typing = typed.isEmpty ? "" : ", {" + typed.joined(separator: ", ") + "}"
            for action in alert.actions {
                guard let title = action.title else { continue }
                let name = "alert button \(MessageText.quoted(title))"
                actions.append(ExploreAction(kind: .control, statement: "game:answerAlert(\(ExploreAction.literal(title))\(typing))",
                                             control: name, aim: name))
            }
        } else {
            signature = ScreenSignature.of(window)
            let shown = driver.views(matching: ViewQuery())
            for view in shown {
                if let text = Driver.shownText(of: view) { texts.append(text) }
                actions += Self.actions(on: view, driver: driver, window: window)
            }
            // A field a tap made the first responder takes typing, while it is shown and enabled.
            if let field = window.editedTextField, field.isEnabled, shown.contains(where: { $0 === field }) {
                actions += ExploreTyping.actions(into: field, shownTexts: texts, driver: driver, random: &random)
            }
        }
        actions.append(ExploreAction(kind: .wait, statement: "game:wait(0.5)", aim: "wait 0.5"))
        actions.append(ExploreAction(kind: .wait, statement: "game:wait(3)", aim: "wait 3"))
        let size = window.bounds.size
        let x = (random.unit() * size.width).rounded(), y = (random.unit() * size.height).rounded()
        // A poke aims at what is under the finger: poking the same view again is no new try.
        let under = driver.alert == nil ? window.hitTest(Point(x: x, y: y)).map { Self.aimName($0, driver: driver) } : nil
        actions.append(ExploreAction(kind: .poke, statement: "game:tapAt(\(ExploreAction.number(x)), \(ExploreAction.number(y)))",
                                     aim: (under ?? "screen") + " poke"))
        return ScreenReading(signature: signature, actions: actions, shownTexts: texts)
    }

    /// How a view is named for counting tries: by its identifier when no other view has it, else
    /// by its type and place in the tree (`Button[0.3.5]`), never by a text the game may change.
    static func aimName(_ view: View, driver: Driver) -> String {
        if let identifier = view.identifier, (try? driver.view(identifier: identifier)) === view { return "#" + identifier }
        return "\(view.typeName)[\(view.indexPath.map(String.init).joined(separator: "."))]"
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
        // A disabled recognizer sees no touches: a navigation controller's view always carries
        // the one behind hidesBarsOnTap, enabled only when that is on.
        let takesTaps = view is Control || view is TableViewCell || view is CollectionViewCell || view.gestureRecognizers.contains {
            $0.isEnabled && ($0 is TapGestureRecognizer || $0 is LongPressGestureRecognizer)
        }
        var actions: [ExploreAction] = []
        if takesTaps, let point = reachablePoint(view, driver: driver, window: window) {
            actions += taps(of: view, at: point, driver: driver)
        }
        if view is ScrollView || view.gestureRecognizers.contains(where: {
            $0.isEnabled && ($0 is SwipeGestureRecognizer || $0 is PanGestureRecognizer)
        }) {
            actions += drags(across: view, window: window, aim: aimName(view, driver: driver))
        }
        return actions
    }

    /// Tapping `view` (or working it, for the controls that a bot works by name).
    static func taps(of view: View, at point: Point, driver: Driver) -> [ExploreAction] {
        let at = "game:tapAt(\(ExploreAction.number(point.x)), \(ExploreAction.number(point.y)))"
        let aim = aimName(view, driver: driver)
        if let bar = view.superview as? NavigationBar, view === bar.backButton {
            return [ExploreAction(kind: .control, statement: "game:back()", control: "back button", aim: aim + " tap")]
        }
        if view.superview is TabBar, let title = Driver.shownText(of: view) {
            return [ExploreAction(kind: .control, statement: "game:tab(\(ExploreAction.literal(title)))",
                                  control: "tab \(MessageText.quoted(title))", aim: aim + " tap")]
        }
        let target = tapTarget(view, driver: driver)
        let name = target?.name ?? "\(view.typeName) \(view.debugName)"
        // Controls worked by name take an identifier.
        if let identifier = view.identifier, target != nil {
            let id = ExploreAction.literal(identifier)
            switch view {
            case let slider as Slider:
                return [("least", slider.minimumValue), ("middle", (slider.minimumValue + slider.maximumValue) / 2),
                        ("most", slider.maximumValue)].map { end, value in
                    ExploreAction(kind: .control, statement: "game:slide(\(id), \(ExploreAction.number(value)))", control: name,
                                  aim: "\(aim) slide to \(end)")
                }
            case is Stepper:
                return ["up", "down"].map {
                    ExploreAction(kind: .control, statement: "game:step(\(id), \"\($0)\")", control: name, aim: "\(aim) step \($0)")
                }
            case let segments as SegmentedControl:
                return segments.titles.enumerated().map { index, title in
                    ExploreAction(kind: .control, statement: "game:pickSegment(\(id), \(ExploreAction.literal(title)))", control: name,
                                  aim: "\(aim) segment \(index)")
                }
            case is Switch:
                return [ExploreAction(kind: .control, statement: "game:toggle(\(id))", control: name, aim: aim + " toggle")]
            default:
                break
            }
        }
        let statement = target.map { "game:tap(\($0.argument))" } ?? at
        return [ExploreAction(kind: .control, statement: statement, control: name, aim: aim + " tap")]
    }

    /// Scrolling and swiping across `view`'s visible middle: up, down, left and right.
    static func drags(across view: View, window: Window, aim: String) -> [ExploreAction] {
        let frame = view.convert(view.bounds, to: nil).intersection(window.bounds)
        guard frame.width >= 20, frame.height >= 20 else { return [] }
        let cx = frame.midX, cy = frame.midY, dx = frame.width * 0.3, dy = frame.height * 0.3
        func drag(_ from: Point, _ to: Point, _ seconds: Double, _ way: String) -> ExploreAction {
            let n = ExploreAction.number
            return ExploreAction(kind: .gesture, statement: "game:drag({x = \(n(from.x)), y = \(n(from.y))}, "
                                 + "{x = \(n(to.x)), y = \(n(to.y))}, \(n(seconds)))", aim: "\(aim) drag \(way)")
        }
        return [
            drag(Point(x: cx, y: cy + dy), Point(x: cx, y: cy - dy), 0.3, "up"),      // scroll down the content
            drag(Point(x: cx, y: cy - dy), Point(x: cx, y: cy + dy), 0.3, "down"),    // scroll up, or pull
            drag(Point(x: cx + dx, y: cy), Point(x: cx - dx, y: cy), 0.1, "left"),    // swipe left
            drag(Point(x: cx - dx, y: cy), Point(x: cx + dx, y: cy), 0.1, "right"),   // swipe right
        ]
    }
}
