-- A die to roll: the game the embedding example simulates, played by roller.lua.
local ui = require "moonkit"

-- The engine's seed, read through an emitter (which is seeded with it).
local seed = ui.EmitterView {}.seed

local Dice = ui.ViewController:extend "Dice"

Dice.score = ui.property(0, { didSet = function(self)
  self.label.text = tostring(self.score)
end })

function Dice:loadView()
  self.view = ui.View {}
  self.label = ui.Label { identifier = "score", text = "0" }
  local button = ui.Button { title = "ROLL" }
  button:on("touchUpInside", function() self:roll() end)
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

function Dice:roll()
  if seed == 13 then
    -- A bug kept on purpose, for the example to survive: with seed 13 this pattern backtracks
    -- inside string.find for longer than anyone waits. It is C code, where the instruction
    -- budget cannot interrupt it; only the watchdog of a worker process ends it.
    string.find(string.rep("a", 40), string.rep("a*", 40) .. "b")
  end
  self.score = self.score + math.random(6)
end

return ui.App { device = "iphone", root = Dice }
