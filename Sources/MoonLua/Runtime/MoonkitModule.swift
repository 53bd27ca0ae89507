import LuaBridge
import MoonKit

/// Builds the `moonkit` Lua module (`local ui = require "moonkit"`) on a game runtime: the bound
/// classes, the Swift functions (time, animation, layout, randomness), and the prelude that
/// adds anchors, subclasses and observed properties in Lua.
enum MoonkitModule {
    static func install(in runtime: GameRuntime) throws(LuaError) {
        let lua = runtime.lua
        guard let ui = lua.newTable(), let natives = lua.newTable() else {
            throw LuaError("cannot build the moonkit module", kind: .host)
        }
        let classes: [(String, LuaReference?)] = [
            ("View", lua.register(WrapView.self)),
            ("Label", lua.register(WrapLabel.self)),
            ("Control", lua.register(WrapControl.self)),
            ("TextField", lua.register(WrapTextField.self)),
            ("Button", lua.register(WrapButton.self)),
            ("ImageView", lua.register(WrapImageView.self)),
            ("GradientView", lua.register(WrapGradientView.self)),
            ("EmitterView", lua.register(WrapEmitterView.self)),
            ("ViewController", lua.register(WrapViewController.self)),
            ("Alert", lua.register(WrapAlert.self)),
            ("LayoutConstraint", lua.register(WrapLayoutConstraint.self)),
            ("LayoutGuide", lua.register(WrapLayoutGuide.self)),
            ("Font", lua.register(WrapFont.self)),
            ("Image", lua.register(WrapImage.self)),
            ("Touch", lua.register(WrapTouch.self)),
            ("Timer", lua.register(WrapTimer.self)),
            ("ScrollView", lua.register(WrapScrollView.self)),
            ("TableView", lua.register(WrapTableView.self)),
            ("TableViewCell", lua.register(WrapTableViewCell.self)),
            ("TextView", lua.register(WrapTextView.self)),
            ("GestureRecognizer", lua.register(WrapGestureRecognizer.self)),
            ("TapGestureRecognizer", lua.register(WrapTapGestureRecognizer.self)),
            ("LongPressGestureRecognizer", lua.register(WrapLongPressGestureRecognizer.self)),
            ("PanGestureRecognizer", lua.register(WrapPanGestureRecognizer.self)),
            ("SwipeGestureRecognizer", lua.register(WrapSwipeGestureRecognizer.self)),
            ("NavigationController", lua.register(WrapNavigationController.self)),
            ("NavigationBar", lua.register(WrapNavigationBar.self)),
            ("NavigationItem", lua.register(WrapNavigationItem.self)),
            ("BarButtonItem", lua.register(WrapBarButtonItem.self)),
            ("TabBarController", lua.register(WrapTabBarController.self)),
            ("TabBar", lua.register(WrapTabBar.self)),
            ("TabBarItem", lua.register(WrapTabBarItem.self)),
        ]
        for (name, table) in classes {
            guard let table else { throw LuaError("cannot register \(name)", kind: .host) }
            ui.setField(name, table)
            // What `tableView:register` compares a Lua cell class's base with.
            if name == "TableViewCell" { natives.setField("cellClass", table) }
        }
        // The raw solver's classes are reached through `ui.solver` (`ui.solver.Variable "x"`).
        guard let solver = lua.newTable(), let variable = lua.register(WrapSolverVariable.self),
              let solverClass = lua.register(WrapSolver.self),
              lua.register(WrapSolverExpression.self) != nil, lua.register(WrapSolverConstraint.self) != nil else {
            throw LuaError("cannot register ui.solver", kind: .host)
        }
        solver.setField("Variable", variable)
        solver.setField("Solver", solverClass)
        ui.setField("solver", solver)
        func native(_ name: String, _ body: @escaping LuaSwiftFunction) {
            if let f = lua.function(body) { natives.setField(name, f) }
        }
        func export(_ name: String, _ body: @escaping LuaSwiftFunction) {
            if let f = lua.function(body) { ui.setField(name, f) }
        }

        // Layout.
        native("constraint", LuaAnchors.constraint)
        // `ui.activate` and `ui.deactivate` themselves (no Lua wrapper, so that an error names
        // the script's line): they return the list they were given.
        native("activate") { call in
            LayoutConstraint.activate(try constraints(call))
            call.push(argument: 1)
        }
        native("deactivate") { call in
            LayoutConstraint.deactivate(try constraints(call))
            call.push(argument: 1)
        }
        native("describe") { call in
            let item = try call.object(1, as: AnyObject.self)
            call.push((item as? View)?.debugName ?? (item as? LayoutGuide)?.description ?? "\(type(of: item))")
        }

        // Lua subclasses and observed properties.
        native("newScriptObject") { [link = runtime.link] call in
            guard let runtime = link.target else { return }
            let classHooks = runtime.scriptClasses.hookAnswers(forClassAt: 2, of: call, version: runtime.lua.methodsVersion)
            // Room for eight fields: a controller's `init` and `loadView` set about five, and
            // growing the table from four rehashed it once per object.
            let fields = call.newTable(metatableAt: 3, capacity: 8)
            let controller = ScriptMemory.charged(
                ScriptViewController(className: try call.string(4), fields: fields, classHooks: classHooks, runtime: link),
                call, bytes: ScriptMemory.controllerBytes)
            call.push(object: controller)
        }
        // `ui.TableViewCell:extend`'s instances: cells with a field table, in the class's `style`.
        native("newScriptCell") { [link = runtime.link] call in
            let style = call.isNil(5) ? .default : try LuaGeometry.choice(call, 5, LuaGeometry.cellStyles)
            let fields = call.newTable(metatableAt: 3, capacity: 8)
            let cell = ScriptMemory.charged(ScriptTableViewCell(style: style, className: try call.string(4), fields: fields, runtime: link),
                                            call, bytes: ScriptMemory.textViewBytes)
            call.push(object: cell)
        }
        if let setter = lua.classMemberSetter() { natives.setField("setClassMember", setter) }
        native("propertyChanged") { [link = runtime.link] call in
            let name = try call.string(1)
            let old = (try? call.value(2)) ?? .nil, new = (try? call.value(3)) ?? .nil
            link.target?.propertyChanged(name, old: old, new: new)
        }
        native("setDevice") { [link = runtime.link] call in
            try link.target?.useDevice(named: try call.argument(1, as: String?.self),
                                       orientation: try call.argument(2, as: String?.self))
        }
        native("isDevice") { call in call.push(DeviceProfile.named(try call.string(1)) != nil) }
        natives.setField("deviceNames", DeviceProfile.all.map(\.name).joined(separator: ", "))
        native("setRoot") { [link = runtime.link] call in
            link.target?.launchedRoot = try call.object(1, as: ViewController.self)
        }

        // Time and animation.
        export("after") { [link = runtime.link] call in
            guard let runtime = link.target else { return }
            let delay = try timeInterval(call, "ui.after", "delay")
            let body = try call.function(2)
            let timer = Timer.scheduled(on: runtime.engine.queue, interval: delay, repeats: false) { _ in
                body.runReporting("timer")
            }
            call.push(object: timer)
        }
        export("every") { [link = runtime.link] call in
            guard let runtime = link.target else { return }
            let interval = try timeInterval(call, "ui.every", "interval")
            let body = try call.function(2)
            let timer = Timer.scheduled(on: runtime.engine.queue, interval: interval, repeats: true) { timer in
                body.runReporting("repeating timer", argumentCount: 1) { $0.push(object: timer) }
            }
            call.push(object: timer)
        }
        export("now") { [link = runtime.link] call in call.push(link.target?.engine.now ?? 0) }
        export("animate") { [link = runtime.link] call in
            guard let runtime = link.target else { return }
            let args = try LuaTableReader(call, 1, for: "animate")
            // The fields are read (and refused) in the order they always were.
            let fields = args.pushFields("options\0animations\0completion\0duration\0delay\0")
            let options = try animationOptions(args, at: fields)
            let animations = try args.isFunction("animations", at: fields + 1) ? fields + 1 : nil
            let completion = try args.function("completion", at: fields + 2)
            var failure: LuaError?
            runtime.engine.animate(withDuration: try args.number("duration", at: fields + 3) ?? 0.25,
                                   delay: try args.number("delay", at: fields + 4) ?? 0,
                                   options: options, animations: {
                do throws(LuaError) { if let animations { try args.callFunction(at: animations) } } catch { failure = error }
            }, completion: completionCall(completion, transition: false))
            if let failure { throw failure }
        }
        export("transition") { [link = runtime.link] call in
            guard let runtime = link.target else { return }
            let args = try LuaTableReader(call, 1, for: "transition")
            let fields = args.pushFields("view\0animations\0completion\0duration\0options\0")
            guard let view = try args.object("view", at: fields, as: View.self) else {
                throw LuaArgumentError(index: 1, message: "field 'view': View expected, got nil")
            }
            let animations = try args.isFunction("animations", at: fields + 1) ? fields + 1 : nil
            let completion = try args.function("completion", at: fields + 2)
            var failure: LuaError?
            runtime.engine.transition(with: view, duration: try args.number("duration", at: fields + 3) ?? 0.25,
                                      options: try animationOptions(args, at: fields + 4), animations: {
                do throws(LuaError) { if let animations { try args.callFunction(at: animations) } } catch { failure = error }
            }, completion: completionCall(completion, transition: true))
            if let failure { throw failure }
        }

        // Colours are strings in scripts (names or #RRGGBB[AA]); `ui.Color` makes them from numbers.
        if let color = lua.newTable() {
            if let rgb = lua.function({ call in
                let alpha = call.argumentCount >= 4 ? try call.double(4) : 1
                call.push(Color(red: try call.double(1), green: try call.double(2), blue: try call.double(3),
                                alpha: alpha).hexString)
            }) { color.setField("rgb", rgb) }
            if let white = lua.function({ call in
                let alpha = call.argumentCount >= 2 ? try call.double(2) : 1
                call.push(Color(white: try call.double(1), alpha: alpha).hexString)
            }) { color.setField("white", white) }
            if let components = lua.function({ call in
                guard let c = try LuaGeometry.color(call, 1) else { return }
                for value in [c.red, c.green, c.blue, c.alpha] { call.push(value) }
            }) { color.setField("components", components) }
            ui.setField("Color", color)
        }

        // Randomness: one seeded generator per engine behind math.random and ui.shuffle.
        export("shuffle") { [link = runtime.link] call in
            guard let runtime = link.target else { return }
            guard case .array(var items) = try call.value(1) else {
                throw LuaArgumentError(index: 1, expected: "array", in: call)
            }
            runtime.engine.random.shuffle(&items)
            call.push(LuaValue.array(items))
        }

        // Background work in worker states; `files` there reads the game's folder (its levels).
        if let dispatch = makeDispatchTable(for: lua, queue: runtime.engine.queue, filesRoot: runtime.dataFolder,
                                            randomSeed: Int(truncatingIfNeeded: runtime.engine.seed),
                                            onError: { [link = runtime.link] error in link.target?.report(error, in: "dispatch") }) {
            ui.setField("dispatch", dispatch)
        }
        // `ui.signal(name, value)`: an event for Swift observers and bots.
        export("signal") { [link = runtime.link] call in
            let name = try call.string(1)
            link.target?.raise(name, call.argumentCount >= 2 ? ((try? call.value(2)) ?? .nil) : .nil)
        }
        // `ui.sound.play(name)`: a sound from scripts/sounds, an event for `run`, bots and Swift.
        if let sound = LuaSound.makeTable(for: runtime) { ui.setField("sound", sound) }
        // `ui.report(message)`: a problem the game handled, told of without raising. It is not
        // an error: the commands show it, and a run with only these succeeds.
        export("report") { [link = runtime.link] call in
            let message = try call.string(1)
            let site = LuaAnchors.scriptLocation(call)
            link.target?.reportProblem(LuaError(message, file: site?.file, line: site?.line))
        }

        // `ui.App { … }` is a Swift function so that its errors name the script's line: games
        // end with `return ui.App { … }`, a tail call, and a Lua function called that way no
        // longer has its caller's line. The checks are the prelude's (`N.checkApp`).
        export("App") { [link = runtime.link] call in
            guard let check = link.target?.natives?.field("checkApp") else { return }
            let description = call.reference(1)
            if case .string(let problem)? = try check.call(description).first { throw LuaError(problem) }
            call.push(description)
        }

        let prelude = try lua.load(Prelude.chunk.get())
        try prelude.call(ui, natives)
        runtime.adopt(natives: natives, anchorMetatable: natives.field("anchorMeta"), launch: natives.field("launch"))
        lua.preload("moonkit") { call in call.push(ui) }
        try installRandom(lua, runtime)
    }

    /// Argument 1 of `ui.after` and `ui.every`: seconds, as Foundation's timers take them (at or
    /// below zero: as soon as possible, or every 0.1 ms; `math.huge`: never, the timer stays
    /// valid, like one set for `distantFuture`); NaN is refused, it is always a bug.
    private static func timeInterval(_ call: LuaCall, _ function: String, _ name: String) throws -> Double {
        let seconds = try call.double(1)
        guard !seconds.isNaN else {
            throw LuaError("\(function): the \(name) is NaN, not a number of seconds (0/0 somewhere?)")
        }
        return seconds
    }

    /// The constraints in the array argument 1.
    private static func constraints(_ call: LuaCall) throws(LuaArgumentError) -> [LayoutConstraint] {
        try call.objects(1, as: LayoutConstraint.self) { position, typeName in
            "item \(position) is \(typeName), not a constraint (make one with an anchor: a.top:eq(b.bottom + 8))"
        }
    }

    /// The engine-side completion of `ui.animate` or `ui.transition` that calls the script's
    /// `completion(finished)`, reporting its errors under `context`; nil when the script gave
    /// none, so that the group has no completion to schedule. The closures capture the reference
    /// alone (see `LuaReference.runReporting`), and the flag is pushed as it is.
    private static func completionCall(_ completion: LuaReference?, transition: Bool) -> ((Bool) -> Void)? {
        guard let completion else { return nil }
        if transition {
            return { finished in completion.runReporting("transition completion", argumentCount: 1) { $0.push(finished) } }
        }
        return { finished in completion.runReporting("animation completion", argumentCount: 1) { $0.push(finished) } }
    }

    /// The `options` field, pushed at stack index `slot`.
    private static func animationOptions(_ args: LuaTableReader, at slot: Int32) throws(LuaArgumentError) -> AnimationOptions {
        var options: AnimationOptions = []
        try args.forEachName("options", at: slot) { name throws(LuaArgumentError) in
            guard let option = AnimationOptions.named(utf8: name) else {
                throw LuaArgumentError(index: 1, message: "field 'options': '\(String(decoding: name, as: UTF8.self))' is not one of "
                                       + AnimationOptions.byName.keys.sorted().joined(separator: ", "))
            }
            options.formUnion(option)
        }
        return options
    }

    /// `math.random` and `math.randomseed` draw from the engine's generator, with Lua's rules.
    private static func installRandom(_ lua: LuaState, _ runtime: GameRuntime) throws(LuaError) {
        guard let math = lua.globalReference("math") else { return }
        if let random = lua.function({ [link = runtime.link] call in
            guard let runtime = link.target else { return }
            switch call.argumentCount {
            case 0:
                call.push(runtime.engine.random.unit())
            case 1, 2:
                let low = call.argumentCount == 2 ? try call.int(1) : 1
                let high = try call.int(call.argumentCount == 2 ? 2 : 1)
                guard low <= high else {
                    throw LuaArgumentError(index: call.argumentCount == 2 ? 2 : 1, message: "interval is empty")
                }
                call.push(runtime.engine.random.int(in: low...high))
            default:
                throw LuaError("wrong number of arguments to 'random'")
            }
        }) { math.setField("random", random) }
        if let seed = lua.function({ [link = runtime.link] call in
            let value = call.argumentCount == 0 ? 0 : try call.int(1)
            link.target?.engine.random = SeededRandom(seed: UInt64(bitPattern: Int64(value)))
        }) { math.setField("randomseed", seed) }
    }
}
