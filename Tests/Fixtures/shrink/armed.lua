-- A fixture for `moonkit shrink`: "Fire" reads a target that was never set once "Arm" was
-- tapped (a nil access), and loops for ever when it was not (stopped by the instruction budget).
-- "Wave" changes nothing.
local ui = require "moonkit"

local Launcher = ui.ViewController:extend "Launcher"

function Launcher:loadView()
  self.view = ui.View { backgroundColor = "white" }
  self.armed = false
  for index, title in ipairs { "Arm", "Fire", "Wave" } do
    local button = ui.Button { title = title }
    button.frame = { x = 20, y = 80 + 50 * index, width = 200, height = 40 }
    button:on("touchUpInside", function() self:pressed(title) end)
    self.view:addSubview(button)
  end
end

function Launcher:pressed(title)
  if title == "Arm" then
    self.armed = true
  elseif title == "Fire" then
    if self.armed then
      print("firing at " .. self.target.name)
    end
    local turns = 0
    while true do turns = turns + 1 end
  end
end

return ui.App { device = "iphone", root = Launcher }
