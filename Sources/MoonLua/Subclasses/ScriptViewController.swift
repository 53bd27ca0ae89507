import LuaBridge
import MoonKit

/// A view controller subclassed in Lua (`ui.ViewController:extend "Game"`): each UIKit hook
/// runs the script's method of the same name when the script defines one, else UIKit's default.
final class ScriptViewController: ViewController, ScriptController {
    let script: ControllerScript

    init(script: ControllerScript) {
        self.script = script
        super.init()
    }

    override var typeName: String { className }

    override func loadView() {
        if !run(.loadView) { super.loadView() }
    }

    override func viewDidLoad() { _ = run(.viewDidLoad) }
    override func viewWillAppear(_ animated: Bool) { _ = run(.viewWillAppear, animated) }
    override func viewDidAppear(_ animated: Bool) { _ = run(.viewDidAppear, animated) }
    override func viewWillDisappear(_ animated: Bool) { _ = run(.viewWillDisappear, animated) }
    override func viewDidDisappear(_ animated: Bool) { _ = run(.viewDidDisappear, animated) }
    override func viewWillLayoutSubviews() { _ = run(.viewWillLayoutSubviews) }
    override func viewDidLayoutSubviews() { _ = run(.viewDidLayoutSubviews) }

    override func willMove(toParent parent: ViewController?) {
        _ = run(.willMove, parent.map { LuaObject($0) })
    }

    override func didMove(toParent parent: ViewController?) {
        _ = run(.didMove, parent.map { LuaObject($0) })
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        if !run(.touchesBegan, TouchList(touches)) { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        if !run(.touchesMoved, TouchList(touches)) { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        if !run(.touchesEnded, TouchList(touches)) { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        if !run(.touchesCancelled, TouchList(touches)) { super.touchesCancelled(touches, with: event) }
    }
}

/// Touches handed to a script: an array of `Touch` objects, in a stable order (by when they began).
struct TouchList: LuaPushable {
    let touches: [Touch]

    init(_ touches: Set<Touch>) {
        self.touches = touches.sorted { $0.timestamp < $1.timestamp }
    }

    func push(to top: LuaStackTop) {
        top.push(objects: touches)
    }
}
