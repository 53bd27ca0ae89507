-- Sky Viewer, ported as a UIKit beginner would write it, on a portrait iPhone: a table lists
-- the pictures found in the game's images folder (the files whose names start with "sky_",
-- listed as the game loads, as an app lists its bundle), and tapping one pushes a screen that
-- shows it whole (aspect fit), titled with its place in the list: "Picture 3 of 10".
-- The pictures are scripts/images/sky_*.jpg, drawn by tools/make_skies.py.
-- Run it: moonkit run scripts/sky_viewer.lua --bot sky_viewer_random
local ui = require "moonkit"

local IMAGES = "scripts/images"
local PREFIX = "sky_"

---------------------------------------------------------------- the detail screen

local Detail = ui.ViewController:extend "SkyDetail"

function Detail:init(name, number, total)
  self.selectedImage = name
  self.title = ("Picture %d of %d"):format(number, total)
end

function Detail:loadView()
  self.view = ui.View { backgroundColor = "systemBackground" }
  self.imageView = ui.ImageView { identifier = "picture", contentMode = "scaleAspectFit" }
  self.imageView.translatesAutoresizingMaskIntoConstraints = false
  self.view:addSubview(self.imageView)
  ui.activate {
    self.imageView.top:eq(self.view.top), self.imageView.bottom:eq(self.view.bottom),
    self.imageView.leading:eq(self.view.leading), self.imageView.trailing:eq(self.view.trailing),
  }
end

function Detail:viewDidLoad()
  self.imageView.image = ui.Image.named(self.selectedImage)
end

---------------------------------------------------------------- the list

-- A table view controller: its view is its table, whose data source and delegate it is.
local List = ui.TableViewController:extend "SkyList"

function List:init()
  self.title = "Sky Viewer"
  self.pictures = {}
  for _, name in ipairs(files.list(IMAGES)) do
    if name:sub(1, #PREFIX) == PREFIX then self.pictures[#self.pictures + 1] = name end
  end
end

function List:viewDidLoad()
  self.tableView.identifier = "pictures"
  self.tableView:register("Picture")
end

function List:numberOfRowsInSection() return #self.pictures end

function List:cellForRowAt(tableView, indexPath)
  local cell = tableView:dequeueReusableCell("Picture", indexPath)
  cell.textLabel.text = self.pictures[indexPath.row + 1]
  cell.accessoryType = "disclosureIndicator"
  return cell
end

-- The row stays selected while its picture shows; the list deselects it on the way back.
function List:didSelectRowAt(tableView, indexPath)
  local detail = Detail(self.pictures[indexPath.row + 1], indexPath.row + 1, #self.pictures)
  self.navigationController:pushViewController(detail, true)
end

return ui.App { device = "iphone-portrait", root = ui.NavigationController(List()) }
