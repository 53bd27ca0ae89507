-- A fixture for `moonkit shrink`: "Ask" presents an alert whose "Sure" handler calls a method
-- the controller does not have; "Never mind" and the other buttons are harmless.
local ui = require "moonkit"

local Asker = ui.ViewController:extend "Asker"

function Asker:loadView()
  self.view = ui.View { backgroundColor = "white" }
  self.count = 0
  self.label = ui.Label { identifier = "count", text = "0" }
  self.label.frame = { x = 20, y = 40, width = 300, height = 30 }
  self.view:addSubview(self.label)
  for index, title in ipairs { "Ask", "Count" } do
    local button = ui.Button { title = title }
    button.frame = { x = 20, y = 80 + 50 * index, width = 200, height = 40 }
    button:on("touchUpInside", function() self:pressed(title) end)
    self.view:addSubview(button)
  end
end

function Asker:pressed(title)
  if title == "Count" then
    self.count = self.count + 1
    self.label.text = tostring(self.count)
    return
  end
  local alert = ui.Alert("Really?", "Tapped " .. self.count .. " times")
  alert:addAction("Never mind", nil, "cancel")
  alert:addAction("Sure", function() self:celebrate() end)
  self:present(alert)
end

return ui.App { device = "iphone", root = Asker }
