import LuaBridge
import MoonKit

/// A scroll view's delegate and a table view's data source are view controllers made in Lua
/// (`ui.ViewController:extend`, or a table or collection view controller's `extend`), whose
/// methods the view calls by name.
enum ScriptControllerArgument {
    /// Argument `index` as such a controller in the `Role` asked for (a table view's data
    /// source, …), nil for nil; `role` names what it is for in the refusal (`a table view's
    /// data source`). A Lua table view controller serves tables, scroll views and text fields,
    /// not a collection view or a text view (and a collection view controller, no table).
    static func read<Role>(_ call: LuaCall, at index: Int32, as role: String) throws(LuaArgumentError) -> Role? {
        guard !call.isNil(index) else { return nil }
        guard let controller = try? call.object(index, as: ViewController.self), controller is any ScriptController else {
            throw LuaArgumentError(index: index, message: "\(role) is a view controller made with "
                                   + "ui.ViewController:extend, got \(call.typeName(index))")
        }
        guard let answering = controller as? Role else {
            let base = controller is TableViewController ? "ui.TableViewController" : "ui.CollectionViewController"
            throw LuaArgumentError(index: index, message: "\(role) is a view controller made with ui.ViewController:extend; "
                                   + "\(controller.debugName), made with \(base):extend, cannot be one")
        }
        return answering
    }
}
