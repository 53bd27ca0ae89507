-- A lamp that a switch turns on for a while: the game the embedding example runs.
-- What the Swift program gives it before it starts: BURN_TIME, the seconds the lamp stays lit
-- (a global), METER (an object of a Swift class, bound as Meter) and announce (a Swift function).
local ui = require "moonkit"

local Lamp = ui.ViewController:extend "Lamp"

Lamp.lit = ui.property(false, { didSet = function(self)
  self.label.text = self.lit and "ON" or "off"
end })

Lamp.switches = ui.property(0)

function Lamp:loadView()
  self.view = ui.View { backgroundColor = "black" }
  self.label = ui.Label { identifier = "lamp", text = "off", font = ui.Font.bold(40) }
  local button = ui.Button { title = "SWITCH" }
  button:on("touchUpInside", function() self:switchOn() end)
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

-- Switching a lit lamp on again does not make it burn longer: the first timer turns it off.
function Lamp:switchOn()
  self.switches = self.switches + 1
  if self.lit then return end
  self.lit = true
  local seconds = BURN_TIME or 1
  METER:use(seconds)
  announce(("on for %g s at %g W"):format(seconds, METER.watts))
  ui.after(seconds, function() self.lit = false end)
end

return ui.App { device = "iphone", root = Lamp }
