-- A game whose layout conflicts after a specific sequence, for `moonkit explore` to find: the
-- taps Red, Green, Blue (in a row) pin the box to a width that contradicts the one it has.
local ui = require "moonkit"

local SEQUENCE = { "Red", "Green", "Blue" }

local Paint = ui.ViewController:extend "Paint"

function Paint:loadView()
  self.view = ui.View { backgroundColor = "white" }
  self.box = ui.View { identifier = "box", backgroundColor = "lightGray" }
  self.box.translatesAutoresizingMaskIntoConstraints = false
  self.view:addSubview(self.box)
  ui.activate {
    self.box.top:eq(self.view.top + 60),
    self.box.leading:eq(self.view.leading + 20),
    self.box.width:eq(100),
    self.box.height:eq(40),
  }
  self.matched = 0
  for i, colour in ipairs { "Red", "Green", "Blue" } do
    local button = ui.Button { title = colour }
    button.frame = { x = 20 + (i - 1) * 110, y = 140, width = 100, height = 44 }
    button:on("touchUpInside", function() self:paint(colour) end)
    self.view:addSubview(button)
  end
end

function Paint:paint(colour)
  self.box.backgroundColor = colour:lower()
  self.matched = colour == SEQUENCE[self.matched + 1] and self.matched + 1 or (colour == SEQUENCE[1] and 1 or 0)
  if self.matched == #SEQUENCE then
    self.matched = 0
    ui.activate { self.box.width:eq(300) }  -- the bug: the box is already 100 wide
  end
end

return ui.App { device = "iphone", root = Paint }
