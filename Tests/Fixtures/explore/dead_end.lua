-- A maze for `moonkit explore` to get stuck in: three buttons walk it, and the walk Left, Right,
-- Up (in a row) leads into a dead end, a screen with nothing left to tap. Any other step sends
-- the walker back to the start.
local ui = require "moonkit"

local PATH = { "Left", "Right", "Up" }

local Maze = ui.ViewController:extend "Maze"

function Maze:loadView()
  self.view = ui.View { backgroundColor = "white" }
  self.place = ui.Label { identifier = "place", text = "At the entrance" }
  self.place.frame = { x = 20, y = 60, width = 300, height = 30 }
  self.view:addSubview(self.place)
  self.buttons = {}
  self.walked = 0
  for i, title in ipairs { "Left", "Right", "Up" } do
    local button = ui.Button { title = title }
    button.frame = { x = 20 + (i - 1) * 110, y = 120, width = 100, height = 44 }
    button:on("touchUpInside", function() self:step(title) end)
    self.view:addSubview(button)
    self.buttons[#self.buttons + 1] = button
  end
end

function Maze:step(way)
  self.walked = way == PATH[self.walked + 1] and self.walked + 1 or (way == PATH[1] and 1 or 0)
  if self.walked < #PATH then
    self.place.text = ("%d steps in"):format(self.walked)
    return
  end
  -- The dead end: the buttons go, and nothing takes their place.
  self.place.text = "A wall on every side"
  for _, button in ipairs(self.buttons) do button:removeFromSuperview() end
end

return ui.App { device = "iphone", root = Maze }
