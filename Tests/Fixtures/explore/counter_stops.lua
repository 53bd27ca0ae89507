-- A copy of scripts/counter.lua with a bug injected for `moonkit explore` to find: the button
-- stops counting after its fifth tap, and the game's own check (ui.assert) notices.
local ui = require "moonkit"

local Counter = ui.ViewController:extend "Counter"

Counter.taps = ui.property(0, { didSet = function(self)
  self.label.text = ("%d taps"):format(self.taps)
end })

function Counter:loadView()
  self.view = ui.View { backgroundColor = "white" }
  self.label = ui.Label { identifier = "count", text = "0 taps", font = ui.Font.bold(32) }
  local button = ui.Button { title = "TAP ME" }
  local presses = 0
  button:on("touchUpInside", function()
    presses = presses + 1
    if self.taps < 5 then self.taps = self.taps + 1 end  -- the injected bug
    ui.assert(self.taps == presses, "the counter missed a tap")
  end)
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
