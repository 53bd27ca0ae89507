-- A scroll view the UIKit way, on a portrait iPhone: a column of 30 rows whose height comes
-- from constraints on the content layout guide, a delegate that shows how far it has scrolled,
-- rows that are buttons (a drag that starts on one scrolls and cancels its tap), and a
-- double tap on the title that scrolls back to the top.
-- Run it: moonkit run scripts/scroll_list.lua --bot scripts/bots/scroll_reader.lua
local ui = require "moonkit"

local List = ui.ViewController:extend "List"

local ROWS, ROW_HEIGHT = 30, 60

function List:loadView()
  self.view = ui.View { backgroundColor = "white" }
  self.heading = ui.Label { identifier = "heading", text = "Breeds", font = ui.Font.bold(24) }
  self.status = ui.Label { identifier = "status", text = "at the top" }
  self.scroll = ui.ScrollView { identifier = "list", backgroundColor = "#F2F2F7" }
  self.scroll.delegate = self
  self.picked = ui.Label { identifier = "picked", text = "none picked" }
  local content = ui.View {}
  for _, v in ipairs { self.heading, self.status, self.scroll, self.picked, content } do
    v.translatesAutoresizingMaskIntoConstraints = false
  end
  self.view:addSubviews(self.heading, self.status, self.scroll, self.picked)
  self.scroll:addSubview(content)

  local safe, guide = self.view.safeAreaLayoutGuide, self.scroll.contentLayoutGuide
  ui.activate {
    self.heading.top:eq(safe.top + 8),
    self.heading.centerX:eq(self.view.centerX),
    self.status.top:eq(self.heading.bottom + 4),
    self.status.centerX:eq(self.view.centerX),
    self.scroll.top:eq(self.status.bottom + 8),
    self.scroll.leading:eq(self.view.leading),
    self.scroll.trailing:eq(self.view.trailing),
    self.scroll.bottom:eq(self.picked.top - 8),
    self.picked.bottom:eq(safe.bottom),
    self.picked.centerX:eq(self.view.centerX),
    -- The content fills the guide; as wide as the scroll view, as tall as its rows.
    content.leading:eq(guide.leading),
    content.trailing:eq(guide.trailing),
    content.top:eq(guide.top),
    content.bottom:eq(guide.bottom),
    content.width:eq(self.scroll.frameLayoutGuide.width),
  }

  local above = content.top
  for i = 1, ROWS do
    local row = ui.Button { title = ("Breed %d"):format(i), identifier = ("row%d"):format(i) }
    row.translatesAutoresizingMaskIntoConstraints = false
    row:on("touchUpInside", function() self.picked.text = "picked " .. row.title end)
    content:addSubview(row)
    ui.activate {
      row.top:eq(above),
      row.leading:eq(content.leading),
      row.trailing:eq(content.trailing),
      row.height:eq(ROW_HEIGHT),
    }
    above = row.bottom
  end
  ui.activate { content.bottom:eq(above) }

  local doubleTap = ui.TapGestureRecognizer { numberOfTapsRequired = 2 }
  doubleTap:addTarget(function() self.scroll:setContentOffset({ x = 0, y = 0 }, true) end)
  self.heading.isUserInteractionEnabled = true
  self.heading:addGestureRecognizer(doubleTap)
end

function List:scrollViewDidScroll(scroll)
  local y = scroll.contentOffset.y
  self.status.text = y <= 0 and "at the top" or ("scrolled %d points"):format(math.floor(y + 0.5))
end

function List:scrollViewDidEndDragging(scroll, willDecelerate)
  if willDecelerate then print(("let go at %g, still moving"):format(scroll.contentOffset.y)) end
end

function List:scrollViewDidEndDecelerating(scroll)
  print(("came to rest at %g of %g"):format(scroll.contentOffset.y, scroll.contentSize.height))
end

return ui.App { device = "iphone", orientation = "portrait", root = List }
