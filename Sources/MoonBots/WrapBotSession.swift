import LuaBridge
import MoonLua
import MoonKit

/// The `game` object a bot script receives: read the screen, tap, wait, answer alerts, report.
enum WrapBotSession: LuaBinding {
    static let luaName = "Game"

    static func bind(_ c: inout LuaClassBuilder<BotSession>) {
        c.method("views") { game, call in
            let found = game.views(matching: try query(call, 2))
            call.pushTable(arrayCount: found.count) { list in
                for view in found {
                    list.appendTable(fieldCount: 10) { game.describe(view, in: &$0) }
                }
            }
        }
        c.method("find") { game, call in
            let found = game.views(matching: try query(call, 2))
            guard let first = found.first else { call.push(LuaValue.nil); return }
            call.pushTable(fieldCount: 10) { game.describe(first, in: &$0) }
            // The views not returned get their handles all the same, as they always have.
            game.assignHandles(found.dropFirst())
        }
        c.method("text") { game, call in
            let identifier = try call.string(2)
            let found = game.views(matching: ViewQuery(identifier: identifier, includeHidden: true))
            guard let first = found.first else {
                throw LuaError("no view has the identifier '\(identifier)'")
            }
            game.assignHandles(found[...])
            call.push(game.engine.driver.text(of: first))
        }
        c.method("tap") { game, call in
            do {
                try game.tap(try target(game, call, 2))
            } catch let error as DriverError {
                throw LuaError(error.description)
            }
        }
        c.method("tryTap") { game, call in
            do {
                try game.tap(try target(game, call, 2))
                call.push(true)
            } catch let error as DriverError {
                call.push(false)
                call.push(error.description)
            }
        }
        c.method("tapAt") { game, call in
            game.tap(at: Point(x: try call.double(2), y: try call.double(3)))
        }
        c.method("touchDown") { game, call in
            let force = call.argumentCount >= 4 ? try call.double(4) : 1
            call.push(game.touchDown(at: Point(x: try call.double(2), y: try call.double(3)), force: force))
        }
        c.method("touchMove") { game, call in
            let force = call.argumentCount >= 5 ? try call.double(5) : nil
            try game.touchMove(try call.int(2), to: Point(x: try call.double(3), y: try call.double(4)), force: force)
        }
        c.method("touchUp") { game, call in try game.touchUp(try call.int(2)) }
        c.method("wait") { game, call in
            game.engine.step(try call.double(2))
            game.forgetDeadHandles()
        }
        c.method("now") { game, call in call.push(game.engine.now) }
        c.property("maximumForce", get: { _ in Touch.defaultMaximumForce })
        c.property("taps", get: { $0.taps })
        c.method("alert") { game, call in
            guard let alert = game.engine.driver.alert else { call.push(LuaValue.nil); return }
            call.pushTable(fieldCount: 3) { game.describe(alert, in: &$0) }
        }
        c.method("answerAlert") { game, call in
            var texts: [String] = []
            if call.argumentCount >= 3, case .array(let items) = try call.value(3) {
                texts = items.compactMap { if case .string(let s) = $0 { s } else { nil } }
            }
            do {
                try game.answerAlert(try call.string(2), typing: texts)
            } catch {
                throw LuaError(String(describing: error))
            }
        }
        // The game's signals since the last call: {name, value, time} each.
        c.method("signals") { game, call in
            call.push(LuaValue.array(game.newSignals().map { s in
                .table(["name": .string(s.name), "value": s.value, "time": .double(s.time)])
            }))
        }
        // The sounds played since the last call: {name, duration, time} each.
        c.method("sounds") { game, call in
            call.push(LuaValue.array(game.newSounds().map { played in
                .table(["name": .string(played.sound.name), "duration": .double(played.sound.duration),
                        "time": .double(played.time)])
            }))
        }
        c.method("report") { game, call in game.report(try call.string(2), try call.double(3)) }
        c.method("log") { game, call in game.record(try call.string(2)) }
    }

    /// `{type=, identifier=, title=, text=, inside=, includeHidden=}`, all optional.
    static func query(_ call: LuaCall, _ index: Int32) throws(LuaArgumentError) -> ViewQuery {
        guard !call.isNil(index) else { return ViewQuery() }
        let t = try LuaGeometry.fields(call, index, "query {type, identifier, title, text, inside}")
        func string(_ key: String) -> String? {
            if case .string(let s)? = t[.string(key)] { return s } else { return nil }
        }
        var q = ViewQuery(type: string("type"), identifier: string("identifier"), title: string("title"), text: string("text"),
                          inside: string("inside"))
        if case .bool(let b)? = t["includeHidden"] { q.includeHidden = b }
        return q
    }

    /// A view by description (`{id = …}`), by handle number, or a button by its title.
    static func target(_ game: BotSession, _ call: LuaCall, _ index: Int32) throws -> View {
        if call.isString(index) {
            do { return try game.engine.driver.button(title: try call.string(index)) } catch { throw LuaError(String(describing: error)) }
        }
        if call.isNumber(index) {
            return try game.view(handle: try call.int(index))
        }
        if call.isTable(index) {
            // Only the handle is needed: reading the whole description would copy its frame too.
            guard let handle = try LuaTableReader(call, index, for: "tap").number("id"), let id = Int(exactly: handle) else {
                throw LuaArgumentError(index: index, message: "a view description from game:views or game:find expected")
            }
            return try game.view(handle: id)
        }
        throw LuaArgumentError(index: index, expected: "view description or button title", in: call)
    }
}
