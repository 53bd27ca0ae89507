import LuaBridge
import MoonKit

/// Builds the `moonkit` Lua module (`local ui = require "moonkit"`) on a game runtime: the bound
/// classes, the Swift functions (time, animation, layout, randomness), and the prelude that
/// adds anchors, subclasses and observed properties in Lua.
enum MoonkitModule {
    static func install(in runtime: GameRuntime) throws(LuaError) {
        let lua = runtime.lua
        guard let ui = lua.newTable(), let natives = lua.newTable(), let solver = lua.newTable() else {
            throw LuaError("cannot build the moonkit module", kind: .host)
        }
        for (binding, table) in classes {
            guard let classTable = lua.register(binding) else { throw LuaError("cannot register \(binding.luaName)", kind: .host) }
            switch table {
            case "ui"?: ui.setField(binding.luaName, classTable)
            case "ui.solver"?: solver.setField(binding.luaName, classTable)
            default: break
            }
            // What `tableView:register` compares a Lua cell class's base with.
            if ObjectIdentifier(binding) == ObjectIdentifier(WrapTableViewCell.self) { natives.setField("cellClass", classTable) }
            if ObjectIdentifier(binding) == ObjectIdentifier(WrapCollectionViewCell.self) {
                natives.setField("collectionCellClass", classTable)
            }
        }
        ui.setField("solver", solver)
        // A function of the prelude's (`N.name`), which scripts do not reach.
        func native(_ name: String, _ body: @escaping LuaSwiftFunction) {
            if let f = lua.function(body) { natives.setField(name, f) }
        }
        // A function of the prelude's that it puts in `ui` as it is, with its type for editors.
        func native(_ name: String, exported signature: String, _ body: @escaping LuaSwiftFunction) {
            if let f = lua.function(.function(signature), body) { natives.setField(name, f) }
        }
        // A function of `ui`, with its type for editors.
        func export(_ name: String, _ signature: String, _ body: @escaping LuaSwiftFunction) {
            if let f = lua.function(.function(signature), body) { ui.setField(name, f) }
        }

        // Layout.
        native("constraint", LuaAnchors.constraint)
        // `ui.activate` and `ui.deactivate` themselves (no Lua wrapper, so that an error names
        // the script's line): they return the list they were given.
        native("activate", exported: "(constraints: LayoutConstraint[]): LayoutConstraint[]") { call in
            LayoutConstraint.activate(try constraints(call))
            call.push(argument: 1)
        }
        native("deactivate", exported: "(constraints: LayoutConstraint[]): LayoutConstraint[]") { call in
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
            let controller = ScriptViewController(script: try controllerScript(call, runtime))
            controller.luaMemoryCharge = LuaMemoryCharge(call.state, bytes: ScriptMemory.controllerBytes)
            call.push(object: controller)
        }
        // `ui.TableViewController:extend`'s instances, with a table of the class's `style`.
        native("newScriptTableController") { [link = runtime.link] call in
            guard let runtime = link.target else { return }
            let style = try tableStyle(call, at: 5, of: try call.string(4))
            let controller = ScriptTableViewController(style: style, script: try controllerScript(call, runtime))
            controller.luaMemoryCharge = LuaMemoryCharge(call.state, bytes: ScriptMemory.controllerBytes)
            call.push(object: controller)
        }
        // `ui.CollectionViewController:extend`'s instances, with a default flow layout of their own.
        native("newScriptCollectionController") { [link = runtime.link] call in
            guard let runtime = link.target else { return }
            let controller = ScriptCollectionViewController(layout: CollectionViewFlowLayout(),
                                                            script: try controllerScript(call, runtime))
            controller.luaMemoryCharge = LuaMemoryCharge(call.state, bytes: ScriptMemory.controllerBytes)
            call.push(object: controller)
        }
        // `ui.TableViewCell:extend`'s instances: cells with a field table, in the class's `style`.
        native("newScriptCell") { [link = runtime.link] call in
            let style = try call.argument(5, as: TableViewCell.CellStyle?.self) ?? .default
            let fields = call.newTable(metatableAt: 3, capacity: 8)
            let cell = ScriptTableViewCell(style: style, className: try call.string(4), fields: fields, runtime: link)
            cell.luaMemoryCharge = LuaMemoryCharge(call.state, bytes: ScriptMemory.textViewBytes)
            call.push(object: cell)
        }
        // `ui.CollectionViewCell:extend`'s instances: cells with a field table.
        native("newScriptCollectionCell") { [link = runtime.link] call in
            let fields = call.newTable(metatableAt: 3, capacity: 8)
            let cell = ScriptCollectionViewCell(className: try call.string(4), fields: fields, runtime: link)
            cell.luaMemoryCharge = LuaMemoryCharge(call.state, bytes: ScriptMemory.viewBytes)
            call.push(object: cell)
        }
        if let setter = lua.classMemberSetter() { natives.setField("setClassMember", setter) }
        native("propertyChanged") { [link = runtime.link] call in
            let name = try call.string(1)
            let old = (try? call.value(2)) ?? .nil, new = (try? call.value(3)) ?? .nil
            link.target?.propertyChanged(name, old: old, new: new) {
                // Argument 4 is the object: a script object's userdata, or an observable table.
                if let object = try? call.object(4, as: AnyObject.self) {
                    return ScriptObject(object: object, runtime: link)
                }
                return call.isTable(4) ? ScriptObject(table: call.reference(4), runtime: link) : nil
            }
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
        // Whether `ui.App`'s root is a controller made already (`ui.NavigationController(Game())`)
        // rather than a class to make one from.
        native("isViewController") { call in
            call.push((try? call.object(1, as: ViewController.self)) != nil)
        }

        // Time and animation.
        export("after", "(seconds: number, fn: fun()): Timer") { [link = runtime.link] call in
            guard let runtime = link.target else { return }
            let delay = try timeInterval(call, "ui.after", "delay")
            let body = try call.function(2)
            let timer = Timer.scheduled(on: runtime.engine.queue, interval: delay, repeats: false) { _ in
                body.runReporting("timer")
            }
            timer.luaMemoryCharge = LuaMemoryCharge(call.state, bytes: ScriptMemory.timerBytes)
            call.push(object: timer)
        }
        export("every", "(seconds: number, fn: fun(timer: Timer)): Timer") { [link = runtime.link] call in
            guard let runtime = link.target else { return }
            let interval = try timeInterval(call, "ui.every", "interval")
            let body = try call.function(2)
            let timer = Timer.scheduled(on: runtime.engine.queue, interval: interval, repeats: true) { timer in
                body.runReporting("repeating timer", argumentCount: 1) { $0.push(object: timer) }
            }
            timer.luaMemoryCharge = LuaMemoryCharge(call.state, bytes: ScriptMemory.timerBytes)
            call.push(object: timer)
        }
        export("now", "(): number") { [link = runtime.link] call in call.push(link.target?.engine.now ?? 0) }
        export("animate", "(args: AnimateArgs)") { [link = runtime.link] call in
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
        export("transition", "(args: TransitionArgs)") { [link = runtime.link] call in
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
            if let rgb = lua.function(.function("(red: number, green: number, blue: number, alpha?: number): Color"), { call in
                let alpha = call.argumentCount >= 4 ? try call.double(4) : 1
                call.push(Color(red: try call.double(1), green: try call.double(2), blue: try call.double(3),
                                alpha: alpha).hexString)
            }) { color.setField("rgb", rgb) }
            if let white = lua.function(.function("(white: number, alpha?: number): Color"), { call in
                let alpha = call.argumentCount >= 2 ? try call.double(2) : 1
                call.push(Color(white: try call.double(1), alpha: alpha).hexString)
            }) { color.setField("white", white) }
            if let components = lua.function(.function("(color: Color): number, number, number, number"), { call in
                guard let c = try call.argument(1, as: Color?.self) else { return }
                for value in [c.red, c.green, c.blue, c.alpha] { call.push(value) }
            }) { color.setField("components", components) }
            ui.setField("Color", color)
        }

        // Randomness: one seeded generator per engine behind math.random and ui.shuffle.
        export("shuffle", "(items: any[]): any[]") { [link = runtime.link] call in
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
        export("signal", "(name: string, value?: any)") { [link = runtime.link] call in
            let name = try call.string(1)
            link.target?.raise(name, call.argumentCount >= 2 ? ((try? call.value(2)) ?? .nil) : .nil)
        }
        // `ui.sound.play(name)`: a sound from scripts/sounds, an event for `run`, bots and Swift.
        if let sound = LuaSound.makeTable(for: runtime) { ui.setField("sound", sound) }
        // `ui.report(message)`: a problem the game handled, told of without raising. It is not
        // an error: the commands show it, and a run with only these succeeds.
        export("report", "(message: string)") { [link = runtime.link] call in
            let message = try call.string(1)
            let site = LuaAnchors.scriptLocation(call)
            link.target?.reportProblem(LuaError(message, file: site?.file, line: site?.line))
        }
        // `ui.assert(condition, message)`: the game's own check. A failure is an error at the
        // script's line whose message starts with "assertion failed", which `run` prints as any
        // error and `explore` reports as an assertion failure.
        export("assert", "(condition: any, message?: string)") { call in
            // Lua's truth: only nil and false fail.
            let fails = call.isNil(1) ? true : call.isBoolean(1) ? !(try call.bool(1)) : false
            guard fails else { return }
            let message = call.argumentCount >= 2 && !call.isNil(2) ? try call.string(2) : nil
            throw LuaError(message.map { "assertion failed: " + $0 } ?? "assertion failed")
        }

        // `ui.App { … }` is a Swift function so that its errors name the script's line: games
        // end with `return ui.App { … }`, a tail call, and a Lua function called that way no
        // longer has its caller's line. The checks are the prelude's (`N.checkApp`).
        export("App", "(description: AppDescription): App") { [link = runtime.link] call in
            guard let check = link.target?.natives?.field("checkApp") else { return }
            let description = call.reference(1)
            if case .string(let problem)? = try check.call(description).first { throw LuaError(problem) }
            call.push(description)
        }

        lua.hostChunkName = Prelude.chunkDisplayName
        let prelude = try lua.load(Prelude.chunk.get())
        try prelude.call(ui, natives)
        runtime.adopt(natives: natives, anchorMetatable: natives.field("anchorMeta"), launch: natives.field("launch"))
        lua.preload("moonkit") { call in call.push(ui) }
        try installRandom(lua, runtime)
    }

    /// Every class the module binds, in registration order (the order of the editor
    /// definitions), with the table scripts find its class table in: `ui.View`,
    /// `ui.solver.Variable`; nil for classes scripts only get from other calls (`x + 1` makes an
    /// Expression). A class's members are its binding's (`Bindings/Wrap….swift`).
    static var classes: [(binding: any LuaBinding.Type, table: String?)] { [
        (WrapView.self, "ui"), (WrapLabel.self, "ui"), (WrapControl.self, "ui"), (WrapTextField.self, "ui"),
        (WrapButton.self, "ui"), (WrapImageView.self, "ui"), (WrapGradientView.self, "ui"), (WrapEmitterView.self, "ui"),
        (WrapViewController.self, "ui"), (WrapTableViewController.self, "ui"), (WrapCollectionViewController.self, "ui"),
        (WrapAlert.self, "ui"), (WrapLayoutConstraint.self, "ui"),
        (WrapLayoutGuide.self, "ui"), (WrapFont.self, "ui"), (WrapImage.self, "ui"), (WrapTouch.self, "ui"),
        (WrapTimer.self, "ui"), (WrapScrollView.self, "ui"), (WrapTableView.self, "ui"), (WrapTableViewCell.self, "ui"),
        (WrapTextView.self, "ui"), (WrapGestureRecognizer.self, "ui"), (WrapTapGestureRecognizer.self, "ui"),
        (WrapLongPressGestureRecognizer.self, "ui"), (WrapPanGestureRecognizer.self, "ui"),
        (WrapSwipeGestureRecognizer.self, "ui"), (WrapNavigationController.self, "ui"), (WrapNavigationBar.self, "ui"),
        (WrapNavigationItem.self, "ui"), (WrapBarButtonItem.self, "ui"), (WrapTabBarController.self, "ui"),
        (WrapTabBar.self, "ui"), (WrapTabBarItem.self, "ui"), (WrapToolbar.self, "ui"),
        (WrapStackView.self, "ui"), (WrapSwitch.self, "ui"), (WrapSlider.self, "ui"), (WrapStepper.self, "ui"),
        (WrapSegmentedControl.self, "ui"), (WrapPageControl.self, "ui"), (WrapProgressView.self, "ui"),
        (WrapActivityIndicatorView.self, "ui"),
        (WrapContextualAction.self, "ui"), (WrapSwipeActionsConfiguration.self, "ui"),
        (WrapLayer.self, "ui"),
        (WrapCollectionViewFlowLayout.self, "ui"), (WrapCollectionView.self, "ui"),
        (WrapCollectionReusableView.self, "ui"), (WrapCollectionViewCell.self, "ui"),
        (WrapSolverVariable.self, "ui.solver"), (WrapSolver.self, "ui.solver"),
        (WrapSolverExpression.self, nil), (WrapSolverConstraint.self, nil),
    ] }

    /// Argument 1 of `ui.after` and `ui.every`: seconds, as Foundation's timers take them (at or
    /// below zero: as soon as possible, or every 0.1 ms; `math.huge`: never, the timer stays
    /// valid, like one set for `distantFuture`); NaN is refused, it is always a bug.
    /// The script half of a new Lua controller (`N.newScriptObject(native, class, fieldsMetatable,
    /// name, …)`): its class's hook answers, and a field table with room for eight fields (a
    /// controller's `init` and `loadView` set about five, and growing the table from four
    /// rehashed it once per object).
    private static func controllerScript(_ call: LuaCall, _ runtime: GameRuntime) throws -> ControllerScript {
        let classHooks = runtime.scriptClasses.hookAnswers(forClassAt: 2, of: call, version: runtime.lua.methodsVersion)
        let fields = call.newTable(metatableAt: 3, capacity: 8)
        return ControllerScript(className: try call.string(4), fields: fields, classHooks: classHooks, runtime: runtime.link)
    }

    /// A Lua table view controller class's `style` field (argument `index`): plain when not set.
    private static func tableStyle(_ call: LuaCall, at index: Int32, of className: String) throws -> TableView.Style {
        if call.isNil(index) { return .plain }
        if let style = try? call.argument(index, as: TableView.Style.self) { return style }
        let names = TableView.Style.luaNames.map(\.name).sorted().joined(separator: ", ")
        let got = call.isString(index) ? LuaText.quoted(try call.string(index)) : "a \(call.typeName(index))"
        throw LuaError("\(className).style must be one of \(names) (UIKit's init(style:)), got \(got)")
    }

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
                throw LuaArgumentError(index: 1, message: "field 'options': \(LuaText.quoted(Array(name))) is not one of "
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
