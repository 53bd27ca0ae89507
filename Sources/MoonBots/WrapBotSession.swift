import LuaBridge
import MoonLua
import MoonKit

/// The `game` object a bot script receives: read the screen, tap, wait, answer alerts, report.
enum WrapBotSession: LuaBinding {
    static let luaName = "Game"

    static func bind(_ c: inout LuaClassBuilder<BotSession>) {
        c.method("views", signature: "(query?: ViewQuery): ViewDescription[]") { game, call in
            let found = game.views(matching: try query(call, 1))
            call.pushTable(arrayCount: found.count) { list in
                for view in found {
                    list.appendTable(fieldCount: 10) { game.describe(view, in: &$0) }
                }
            }
        }
        c.method("find", signature: "(query?: ViewQuery): ViewDescription?") { game, call in
            let found = game.views(matching: try query(call, 1))
            guard let first = found.first else { call.push(LuaValue.nil); return }
            call.pushTable(fieldCount: 10) { game.describe(first, in: &$0) }
            // The views not returned get handles too, so a later query can name them.
            game.assignHandles(found.dropFirst())
        }
        c.method("text", signature: "(identifier: string): string?") { game, call in
            call.push(try game.text(identifier: try call.string(1)))
        }
        c.method("tap", signature: "(target: ViewTarget)") { game, call in
            try act { try game.tap(try target(game, call, 1)) }
        }
        // Whatever stops a finger (no such button, a stale handle, hidden, covered) is the
        // answer, not an error; a wrong kind of argument is still the bot's mistake.
        c.method("tryTap", signature: "(target: ViewTarget): boolean, string?") { game, call in
            let refusal = try attempt { try game.tap(try target(game, call, 1)) }
            push(refusal, to: &call)
        }
        c.method("tapAt(x, y)") { (game, x: Double, y: Double) in game.tap(at: Point(x: x, y: y)) }
        c.method("touchDown(x, y, force?)") { (game, x: Double, y: Double, force: Double?) in
            game.touchDown(at: Point(x: x, y: y), force: force ?? 1)
        }
        c.method("touchMove(finger, x, y, force?)") { (game, finger: Int, x: Double, y: Double, force: Double?) in
            try game.touchMove(finger, to: Point(x: x, y: y), force: force)
        }
        c.method("touchUp(finger)") { (game, finger: Int) in try game.touchUp(finger) }
        c.method("drag(from, to, seconds?)") { (game, from: Point, to: Point, seconds: Double?) in
            let seconds = seconds ?? 0.25
            guard seconds.isFinite, seconds >= 0, seconds <= 60 else {
                throw LuaArgumentError(index: 3, message: "seconds must be a number from 0 to 60")
            }
            game.drag(from: try from.finite(argument: 1), to: try to.finite(argument: 2), seconds: seconds)
            game.forgetDeadHandles()
        }
        c.method("swipe", signature: "(target: ViewTarget, direction: \(SwipeGestureRecognizer.Direction.self))") { game, call in
            let view = try target(game, call, 1)
            let direction = try call.argument(2, as: SwipeGestureRecognizer.Direction.self)
            do { try game.swipe(view, direction) } catch let error as DriverError { throw LuaError(error.description) }
            game.forgetDeadHandles()
        }
        c.method("scroll", signature: "(target: ViewTarget, dy: number, dx?: number): \(Point.self)") { game, call in
            let view = try target(game, call, 1)
            let dy = try call.double(2)
            guard dy.isFinite else { throw LuaArgumentError(index: 2, message: "dy must be a finite number") }
            let dx = call.isNil(3) ? 0 : try call.double(3)
            guard dx.isFinite else { throw LuaArgumentError(index: 3, message: "dx must be a finite number") }
            do { call.push(try game.scroll(view, dy: dy, dx: dx)) } catch let error as DriverError { throw LuaError(error.description) }
            game.forgetDeadHandles()
        }
        c.method("tapRow", signature: "(table: string|ViewTarget, text: string)") { game, call in
            try act { try game.tapRow(try viewByIdentifier(game, call), text: try call.string(2)) }
            game.forgetDeadHandles()
        }
        c.method("tryTapRow", signature: "(table: string|ViewTarget, text: string): boolean, string?") { game, call in
            let refusal = try attempt { try game.tapRow(try viewByIdentifier(game, call), text: try call.string(2)) }
            push(refusal, to: &call)
            game.forgetDeadHandles()
        }
        c.method("tapItem", signature: "(collection: string|ViewTarget, item: \(ItemIndexPath.self)|string)") { game, call in
            try act { try tapItem(game, call) }
            game.forgetDeadHandles()
        }
        c.method("tryTapItem", signature: "(collection: string|ViewTarget, item: \(ItemIndexPath.self)|string): boolean, string?") { game, call in
            let refusal = try attempt { try tapItem(game, call) }
            push(refusal, to: &call)
            game.forgetDeadHandles()
        }
        c.method("swipeRow", signature: "(table: string|ViewTarget, text: string)") { game, call in
            try act { try game.swipeRow(try viewByIdentifier(game, call), text: try call.string(2)) }
            game.forgetDeadHandles()
        }
        c.method("tapSwipeAction", signature: "(table: string|ViewTarget, text: string, title: string)") { game, call in
            try act { try game.tapSwipeAction(try viewByIdentifier(game, call), text: try call.string(2), title: try call.string(3)) }
            game.forgetDeadHandles()
        }
        c.method("deleteRow", signature: "(table: string|ViewTarget, text: string)") { game, call in
            try act { try game.tapSwipeAction(try viewByIdentifier(game, call), text: try call.string(2), title: nil) }
            game.forgetDeadHandles()
        }
        c.method("tapLink", signature: "(textView: string|ViewTarget, text: string)") { game, call in
            try act { try game.tapLink(try viewByIdentifier(game, call), text: try call.string(2)) }
            game.forgetDeadHandles()
        }
        // The everyday controls, worked as a finger does (Driver+Controls.swift). A control is
        // named by identifier (a string), a description or a handle.
        c.method("toggle", signature: "(control: ViewTarget): boolean") { game, call in
            try act { call.push(try game.toggle(try controlTarget(game, call, 1))) }
            game.forgetDeadHandles()
        }
        c.method("slide", signature: "(control: ViewTarget, value: number)") { game, call in
            let view = try controlTarget(game, call, 1)
            let value = try call.double(2)
            guard value.isFinite else { throw LuaArgumentError(index: 2, message: "value must be a finite number, got \(value)") }
            try act { try game.slide(view, to: value) }
            game.forgetDeadHandles()
        }
        c.method("step", signature: "(control: ViewTarget, direction: \"up\"|\"down\"): number") { game, call in
            let view = try controlTarget(game, call, 1)
            let direction = try call.string(2)
            guard direction == "up" || direction == "down" else {
                throw LuaArgumentError(index: 2, message: "direction must be \"up\" or \"down\", got \(LuaText.quoted(direction))")
            }
            try act { call.push(try game.step(view, up: direction == "up")) }
            game.forgetDeadHandles()
        }
        c.method("pickSegment", signature: "(control: ViewTarget, segment: integer|string)") { game, call in
            let view = try controlTarget(game, call, 1)
            if call.isString(2) {
                let title = try call.string(2)
                try act { try game.pickSegment(view, titled: title) }
            } else {
                let index = try call.int(2)
                try act { try game.pickSegment(view, at: index) }
            }
            game.forgetDeadHandles()
        }
        c.method("pickPage", signature: "(control: ViewTarget, page: integer)") { game, call in
            let view = try controlTarget(game, call, 1)
            let page = try call.int(2)
            try act { try game.pickPage(view, page) }
            game.forgetDeadHandles()
        }
        // Typing goes into the first responder (a tapped text field), a key at a time.
        c.method("type", signature: "(text: string, options?: TypeOptions)") { game, call in
            let text = try call.string(1)
            let submit = try typeOptions(call, 2)
            try act { try game.type(text, submit: submit) }
            game.forgetDeadHandles()
        }
        c.method("deleteBackward(count?)") { (game, count: Int?) in
            let count = count ?? 1
            guard count >= 0 else { throw LuaArgumentError(index: 1, message: "count must be 0 or more, got \(count)") }
            try act { try game.deleteBackward(count) }
            game.forgetDeadHandles()
        }
        c.method("back()") { game in
            do throws(DriverError) { try game.back() } catch { throw LuaError(error.description) }
        }
        c.method("tab(title)") { (game, title: String) in
            do throws(DriverError) { try game.tab(title) } catch { throw LuaError(error.description) }
        }
        c.method("wait", signature: "(seconds: number)") { game, call in
            // A turn ends when the clock moves on: the next one gets a fresh budget and watchdog.
            if try game.wait(try call.double(1)) {
                call.state.beginTurn()
                game.beginTurn()
            }
        }
        c.method("now()") { game in game.now }
        c.property("maximumForce", get: { _ in Touch.defaultMaximumForce })
        c.property("taps", get: { $0.taps })
        c.method("alert", signature: "(): AlertDescription?") { game, call in
            guard let alert = game.alert else { call.push(LuaValue.nil); return }
            call.pushTable(fieldCount: 3) { game.describe(alert, in: &$0) }
        }
        c.method("answerAlert", signature: "(title: string, texts?: string[])") { game, call in
            var texts: [String] = []
            if call.argumentCount >= 2, case .array(let items) = try call.value(2) {
                texts = items.compactMap { if case .string(let s) = $0 { s } else { nil } }
            }
            do {
                try game.answerAlert(try call.string(1), typing: texts)
            } catch {
                throw LuaError(String(describing: error))
            }
        }
        // The game's signals since the last call: {name, value, time} each, and `dropped`, the
        // count of older ones not kept, when there were some.
        c.method("signals", signature: "(): SignalList") { game, call in
            let (signals, dropped) = game.newSignals()
            let items: [LuaValue] = signals.map { s in
                .table(["name": .string(s.name), "value": s.value, "time": .double(s.time)])
            }
            guard dropped > 0 else { return call.push(LuaValue.array(items)) }
            var table: [LuaValue: LuaValue] = ["dropped": .int(dropped)]
            for (i, item) in items.enumerated() { table[.int(i + 1)] = item }
            call.push(LuaValue.table(table))
        }
        // The sounds played since the last call: {name, duration, time} each.
        c.method("sounds", signature: "(): PlayedSound[]") { game, call in
            call.push(LuaValue.array(game.newSounds().map { played in
                .table(["name": .string(played.sound.name), "duration": .double(played.sound.duration),
                        "time": .double(played.time)])
            }))
        }
        c.method("report(name, value)") { (game, name: String, value: Double) in game.report(name, value) }
        c.method("log(line)") { (game, line: String) in game.record(line) }
    }

    /// `{type=, identifier=, title=, text=, systemItem=, inside=, includeHidden=}`, all optional.
    static func query(_ call: LuaCall, _ index: Int32) throws(LuaArgumentError) -> ViewQuery {
        guard !call.isNil(index) else { return ViewQuery() }
        let t: [LuaValue: LuaValue]
        switch try call.value(index) {
        case .table(let fields): t = fields
        case .array(let items) where items.isEmpty: t = [:]
        default: throw LuaArgumentError(index: index, expected: "query {type, identifier, title, text, systemItem, inside}", in: call)
        }
        func string(_ key: String) -> String? {
            if case .string(let s)? = t[.string(key)] { return s } else { return nil }
        }
        var q = ViewQuery(type: string("type"), identifier: string("identifier"), title: string("title"), text: string("text"),
                          systemItem: string("systemItem"), inside: string("inside"))
        if case .bool(let b)? = t["includeHidden"] { q.includeHidden = b }
        return q
    }

    /// `game:type`'s options, `{submit = true}`: whether to press return after the text. A
    /// misspelt key is the bot's error rather than a silent no.
    static func typeOptions(_ call: LuaCall, _ index: Int32) throws(LuaArgumentError) -> Bool {
        guard call.argumentCount >= index, !call.isNil(index) else { return false }
        let fields: [LuaValue: LuaValue]
        switch try call.value(index) {
        case .table(let t): fields = t
        case .array(let items) where items.isEmpty: return false
        default: throw LuaArgumentError(index: index, expected: "options {submit = boolean}", in: call)
        }
        var submit = false
        for (key, value) in fields {
            guard key == "submit" else {
                throw LuaArgumentError(index: index, message: "unknown option \(key) (the option is submit)")
            }
            guard case .bool(let b) = value else {
                throw LuaArgumentError(index: index, message: "submit must be a boolean")
            }
            submit = b
        }
        return submit
    }

    /// A driver action: what stops a finger (no such view, hidden, covered) is the bot's error.
    static func act(_ body: () throws -> Void) throws {
        do { try body() } catch let error as DriverError { throw LuaError(error.description) }
    }

    /// A driver action for a `try…` method: nil when it happened, else why not (what stops a
    /// finger is the answer, not an error; a wrong kind of argument still raises).
    static func attempt(_ body: () throws -> Void) throws -> String? {
        do {
            try body()
            return nil
        } catch let error as DriverError {
            return error.description
        } catch let error as BotError {
            return error.description
        }
    }

    /// What a `try…` method returns: `true`, or `false` and the reason.
    static func push(_ refusal: String?, to call: inout LuaCall) {
        call.push(refusal == nil)
        if let refusal { call.push(refusal) }
    }

    /// `tapItem(collection, item)`: the item as an index path `{section, item}` or the text it shows.
    static func tapItem(_ game: BotSession, _ call: LuaCall) throws {
        let view = try viewByIdentifier(game, call)
        if call.isString(2) {
            try game.tapItem(view, at: nil, text: try call.string(2))
        } else {
            try game.tapItem(view, at: try call.argument(2, as: ItemIndexPath.self).indexPath, text: nil)
        }
    }

    /// Argument 1 of `tapRow` and `tapLink`: the table or text view by identifier, description
    /// or handle.
    static func viewByIdentifier(_ game: BotSession, _ call: LuaCall) throws -> View {
        call.isString(1) ? try game.view(identifier: try call.string(1)) : try target(game, call, 1)
    }

    /// A view by description (`{id = …}`), by handle number, or a button by its title.
    /// A control: by identifier when a string (controls have no titles), else as `target`.
    static func controlTarget(_ game: BotSession, _ call: LuaCall, _ index: Int32) throws -> View {
        if call.isString(index) { return try game.view(identifier: try call.string(index)) }
        return try target(game, call, index)
    }

    static func target(_ game: BotSession, _ call: LuaCall, _ index: Int32) throws -> View {
        if call.isString(index) {
            return try game.button(title: try call.string(index))
        }
        if call.isNumber(index) {
            return try game.view(handle: try call.int(index))
        }
        if call.isTable(index) {
            // Only the handle is needed: reading the whole description would copy its frame too.
            let handle = try LuaTableReader(call, index, for: "tap").number("id")
            // Without one, a bar's button by its system item (`{systemItem = "add"}`).
            if handle == nil, case .table(let fields) = try call.value(index), case .string(let item)? = fields["systemItem"] {
                return try game.barButton(systemItem: item)
            }
            guard let handle, let id = Int(exactly: handle) else {
                throw LuaArgumentError(index: index, message: "a view description from game:views or game:find, or {systemItem = …}, expected")
            }
            return try game.view(handle: id)
        }
        throw LuaArgumentError(index: index, expected: "view description, {systemItem = …} or button title", in: call)
    }
}
