import LuaBridge
import MoonKit

/// The moves that would make a view tree or a controller tree loop: UIKit raises an exception
/// for them, MoonKit quietly does nothing, and a script is told with an error at its line.
enum TreeLoops {
    /// Refuses `parent:addSubview(view)` (or `insertSubview`) when `view` is `parent`, holds it,
    /// or is a window.
    static func checkSubview(_ view: View, of parent: View) throws {
        if view === parent {
            throw LuaError("\(view.debugName) cannot be a subview of itself")
        }
        if view is Window {
            throw LuaError("a window cannot be a subview of \(parent.debugName): it is the top of its screen")
        }
        if parent.isDescendant(of: view) {
            throw LuaError("\(view.debugName) cannot be a subview of \(parent.debugName), which is inside it "
                           + "(a view tree cannot loop): remove \(parent.debugName) from it first")
        }
    }

    /// Refuses `parent:addChild(child)` when `child` is `parent` or one of its ancestors.
    static func checkChild(_ child: ViewController, of parent: ViewController) throws {
        if child === parent {
            throw LuaError("\(child.debugName) cannot be a child of itself")
        }
        if parent.isDescendant(of: child) {
            throw LuaError("\(child.debugName) cannot be a child of \(parent.debugName), which is inside it "
                           + "(a controller tree cannot loop): call removeFromParent first")
        }
    }
}
