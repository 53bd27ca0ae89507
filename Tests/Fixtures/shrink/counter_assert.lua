-- A fixture for `moonkit shrink`: a counter that asserts it never reaches 5; "Minus" takes one
-- off, "Reset" goes back to 0, "Note" changes nothing.
local ui = require "moonkit"

local Counter = ui.ViewController:extend "Counter"

function Counter:loadView()
  self.view = ui.View { backgroundColor = "white" }
  self.count = 0
  self.label = ui.Label { identifier = "count", text = "0" }
  self.label.frame = { x = 20, y = 40, width = 300, height = 30 }
  self.view:addSubview(self.label)
  for index, title in ipairs { "Plus", "Minus", "Reset", "Note" } do
    local button = ui.Button { title = title }
    button.frame = { x = 20, y = 80 + 50 * index, width = 200, height = 40 }
    button:on("touchUpInside", function() self:pressed(title) end)
    self.view:addSubview(button)
  end
end

function Counter:pressed(title)
  if title == "Plus" then
    self.count = self.count + 1
  elseif title == "Minus" then
    self.count = self.count - 1
  elseif title == "Reset" then
    self.count = 0
  end
  assert(self.count < 5, "the counter reached 5")
  self.label.text = tostring(self.count)
end

return ui.App { device = "iphone", root = Counter }
