-- The Browse tab's list of breeds (the seed's BreedCell, BreedBrowseView and BreedBrowseVC).
-- The breeds are read on a background queue; until they arrive the table is empty and a line
-- says they are loading. Selecting a row pushes the breed's detail; coming back, the row's
-- highlight fades and the list is where it was left.
local ui = require "moonkit"
local style = require "cat_breeds.style"
local BreedDetailVC = require "cat_breeds.detail"

local Colors, Fonts, Padding = style.Colors, style.Fonts, style.Padding

---------------------------------------------------------------- BreedCell

-- One row: the breed's thumbnail at the left, its name beside it.
local BreedCell = ui.TableViewCell:extend "BreedCell"

-- The row's height (the seed's thumbnailHeightWidth), and the thumbnail's side inside it.
BreedCell.thumbnailHeightWidth = 58
BreedCell.thumbnailSide = 50
BreedCell.reuseIdentifier = "BreedCell"

function BreedCell:init()
  self.backgroundColor = Colors.blackish
  self.contentView.backgroundColor = Colors.blackish
  self.selectedBackgroundView.backgroundColor = Colors.highlight
  self.photo = style.enableAutoLayout(ui.ImageView { identifier = "thumbnail", contentMode = "scaleAspectFit" })
  self.name = style.enableAutoLayout(ui.Label { identifier = "name", textColor = Colors.white, font = Fonts.body })
  local content = self.contentView
  content:addSubviews(self.photo, self.name)
  local inset = (BreedCell.thumbnailHeightWidth - BreedCell.thumbnailSide) / 2
  ui.activate {
    self.photo.centerY:eq(content.centerY),
    self.photo.leading:eq(content.leading + inset),
    self.photo.height:eq(BreedCell.thumbnailSide),
    self.photo.width:eq(BreedCell.thumbnailSide),
    self.name.leading:eq(self.photo.trailing + Padding.standard),
    self.name.trailing:le(content.trailing - Padding.standard),
    self.name.centerY:eq(content.centerY),
  }
end

function BreedCell:configure(name, photo)
  self.name.text = name
  self.photo.image = photo
end

---------------------------------------------------------------- BreedBrowseView

-- The screen: the table between the margins, under the navigation bar and above the tab bar,
-- and a line that says the breeds are loading (or could not be).
local BreedBrowseView = {}
BreedBrowseView.__index = BreedBrowseView

function BreedBrowseView.new()
  local self = setmetatable({}, BreedBrowseView)
  self.view = ui.View { backgroundColor = Colors.blackish, layoutMargins = style.screenMargins }
  self.table = style.enableAutoLayout(ui.TableView {
    identifier = "breeds",
    backgroundColor = Colors.blackish,
    separatorColor = Colors.separator,
    -- The lines between rows start under the names, as in iOS's own lists.
    separatorInset = { left = BreedCell.thumbnailHeightWidth + Padding.standard - 4 },
  })
  self.status = style.enableAutoLayout(ui.Label {
    identifier = "status", textColor = Colors.grayish, font = Fonts.body, textAlignment = "center",
    numberOfLines = 0,
  })
  local view = self.view
  view:addSubviews(self.table, self.status)
  local safe, margins = view.safeAreaLayoutGuide, view.layoutMarginsGuide
  ui.activate {
    self.table.top:eq(safe.top),
    self.table.leading:eq(margins.leading),
    self.table.trailing:eq(margins.trailing),
    self.table.bottom:eq(safe.bottom),
    self.status.centerY:eq(safe.centerY),
    self.status.leading:eq(margins.leading),
    self.status.trailing:eq(margins.trailing),
  }
  return self
end

function BreedBrowseView:setupTable(controller)
  self.table:register(BreedCell.reuseIdentifier, BreedCell)
  self.table.dataSource = controller
  self.table.delegate = controller
end

---------------------------------------------------------------- BreedBrowseVC

local BreedBrowseVC = ui.ViewController:extend "BreedBrowseVC"

function BreedBrowseVC:init()
  self.breeds = {}
end

function BreedBrowseVC:loadView()
  self.title = "Browse"
  self.breedBrowseView = BreedBrowseView.new()
  self.view = self.breedBrowseView.view
  self.breedBrowseView:setupTable(self)
end

function BreedBrowseVC:viewDidLoad()
  self:loadBreeds()
end

-- Reading and checking the breeds is file work: it runs on a background queue, and the
-- table fills on the main queue when they arrive.
function BreedBrowseVC:loadBreeds()
  self.breedBrowseView.status.text = "Loading breeds…"
  self.breedBrowseView.status.isHidden = false
  ui.dispatch.global:async(function(path)
    return require("cat_breeds.breeds").load(path)
  end, "levels/cat_breeds.txt", function(breeds, err)
    if breeds == nil then return self:breedsFailed(err) end
    self.breeds = breeds
    self.breedBrowseView.status.isHidden = true
    self.breedBrowseView.table:reloadData()
    ui.signal("breedsLoaded", #breeds)
  end)
end

function BreedBrowseVC:breedsFailed(message)
  message = tostring(message)
  ui.report("the breeds could not be loaded: " .. message)
  self.breedBrowseView.status.text = "No breeds to show"
  local alert = ui.Alert("No breeds to show", message)
  alert:addAction("Try again", function() self:loadBreeds() end)
  self:present(alert)
end

-- Coming back from a breed: the row that was picked fades back to normal (UIKit's
-- clearsSelectionOnViewWillAppear).
function BreedBrowseVC:viewWillAppear(animated)
  local table = self.breedBrowseView.table
  local selected = table.indexPathForSelectedRow
  if selected then table:deselectRow(selected, animated) end
end

function BreedBrowseVC:numberOfRowsInSection()
  return #self.breeds
end

function BreedBrowseVC:heightForRowAt()
  return BreedCell.thumbnailHeightWidth
end

function BreedBrowseVC:cellForRowAt(tableView, indexPath)
  local cell = tableView:dequeueReusableCell(BreedCell.reuseIdentifier, indexPath)
  local breed = self.breeds[indexPath.row + 1]
  cell:configure(breed.name, breed.thumbnail)
  return cell
end

function BreedBrowseVC:didSelectRowAt(_, indexPath)
  local breedDetailVC = BreedDetailVC.getViewController(self.breeds[indexPath.row + 1])
  self.navigationController:pushViewController(breedDetailVC, true)
end

return BreedBrowseVC
