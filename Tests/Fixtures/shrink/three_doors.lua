-- A fixture for `moonkit shrink`: four doors; opening Red, then Green, then Blue (with any taps
-- on Yellow between them) reaches a prize that was never set, a nil access in Blue's handler.
-- Any other order starts the sequence again.
local ui = require "moonkit"

local Doors = ui.ViewController:extend "Doors"

function Doors:loadView()
  self.view = ui.View { backgroundColor = "white" }
  self.progress = 0
  self.yellowTaps = 0
  self.label = ui.Label { identifier = "status", text = "pick a door" }
  self.label.frame = { x = 20, y = 40, width = 300, height = 30 }
  self.view:addSubview(self.label)
  local doors = { "Red", "Green", "Blue", "Yellow" }
  for index, title in ipairs(doors) do
    local button = ui.Button { title = title }
    button.frame = { x = 20, y = 80 + 50 * index, width = 200, height = 40 }
    button:on("touchUpInside", function() self:open(title) end)
    self.view:addSubview(button)
  end
end

function Doors:open(title)
  if title == "Yellow" then
    self.yellowTaps = self.yellowTaps + 1
  elseif title == "Red" then
    self.progress = 1
  elseif title == "Green" and self.progress == 1 then
    self.progress = 2
  elseif title == "Blue" and self.progress == 2 then
    self.label.text = "you won " .. self.prize.name
  else
    self.progress = 0
  end
  self.label.text = ("%s opened, %d in a row"):format(title, self.progress)
end

return ui.App { device = "iphone", root = Doors }
