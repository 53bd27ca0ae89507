import LuaBridge

/// A scroll view's delegate and a table view's data source are view controllers made in Lua
/// (`ui.ViewController:extend`), whose methods the view calls by name.
enum ScriptControllerArgument {
    /// Argument `index` as such a controller, nil for nil; `role` names what it is for in the
    /// refusal (`a table view's data source`).
    static func read(_ call: LuaCall, at index: Int32, as role: String) throws(LuaArgumentError) -> ScriptViewController? {
        guard !call.isNil(index) else { return nil }
        guard let controller = try? call.object(index, as: ScriptViewController.self) else {
            throw LuaArgumentError(index: index, message: "\(role) is a view controller made with "
                                   + "ui.ViewController:extend, got \(call.typeName(index))")
        }
        return controller
    }
}
