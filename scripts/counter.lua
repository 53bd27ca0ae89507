-- The smallest MoonKit game: a label that counts taps on a button, and a score that a
-- Swift embedder or a bot can watch. Run it: moonkit run scripts/counter.lua --bot scripts/bots/counter_tapper.lua
local ui = require "moonkit"

local Counter = ui.ViewController:extend "Counter"

Counter.taps = ui.property(0, { didSet = function(self)
  self.label.text = ("%d taps"):format(self.taps)
end })

function Counter:loadView()
  self.view = ui.View { backgroundColor = "white" }
  self.label = ui.Label { identifier = "count", text = "0 taps", font = ui.Font.bold(32) }
  local button = ui.Button { title = "TAP ME" }
  button:on("touchUpInside", function() self.taps = self.taps + 1 end)
  for _, v in ipairs { self.label, button } do
    v.translatesAutoresizingMaskIntoConstraints = false
    self.view:addSubview(v)
  end
  ui.activate {
    self.label.centerX:eq(self.view.centerX),
    self.label.centerY:eq(self.view.centerY - 40),
    button.centerX:eq(self.view.centerX),
    button.top:eq(self.label.bottom + 20),
  }
end

return ui.App { device = "iphone", root = Counter }
