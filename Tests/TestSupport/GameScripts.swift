// Lua game scripts that tests build around a few statements.

/// A one-screen app around `body` (Lua statements run in `loadView` with `view` and `self`).
public func app(_ body: String, extra: String = "") -> String {
    """
    local ui = require "moonkit"
    local Game = ui.ViewController:extend "Game"
    \(extra)
    function Game:loadView()
      local view = ui.View { backgroundColor = "white" }
      self.view = view
    \(body)
    end
    return ui.App { device = "iphone", root = Game }
    """
}
