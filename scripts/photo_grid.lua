-- A photo grid the UIKit way, on a portrait iPhone: a collection view with a flow layout of
-- three square photos a row under a navigation bar. "Add" inserts the next cat photo at the end
-- (it fades in, and the grid scrolls to it), a tap selects a photo (a blue frame), "Delete"
-- removes the selected one (it fades out and the others slide up), and the section header's
-- "To front" button moves the selected photo to the first place (it slides there). The header
-- names the photo selected; the section footer counts the photos, as the Photos app's grid
-- does. The photos are scripts/images' cat thumbnails.
-- Run it: moonkit run scripts/photo_grid.lua --bot photo_grid_random
local ui = require "moonkit"

-- The cats "Add" brings, in turn (a name seen before gets a number); the grid starts with the
-- first START of them.
local CATS = { "Abyssinian", "Bengal", "Birman", "British Shorthair", "Burmese", "Maine Coon",
  "Norwegian Forest Cat", "Persian", "Ragdoll", "Russian Blue", "Scottish Fold", "Siamese",
  "Sphynx", "Turkish Van" }
local START = 9
local SIDE = 120            -- a photo's side: three a row on a 390-point screen

-- Tags of the views a reused cell, header or footer keeps (found again with viewWithTag).
local PHOTO, CAPTION, SELECTION, FRONT, COUNT = 1, 2, 1, 2, 1

-- The screen is the grid: a collection view controller, whose view is its collection view.
local Photos = ui.CollectionViewController:extend "Photos"

function Photos:init()
  self.title = "Photos"
  self.photos = {}
  self.added = 0
  for _ = 1, START do self:nextPhoto() end
  -- The flow layout UIKit code gives init(collectionViewLayout:).
  local layout = self.collectionViewLayout
  layout.itemSize = { width = SIDE, height = SIDE }
  layout.minimumInteritemSpacing = 5
  layout.minimumLineSpacing = 5
  layout.sectionInset = { top = 0, left = 8, bottom = 8, right = 8 }
  layout.headerReferenceSize = { width = 0, height = 44 }
  layout.footerReferenceSize = { width = 0, height = 40 }
end

-- The next cat as a photo: its caption (unique) and its image's name.
function Photos:nextPhoto()
  self.added = self.added + 1
  local name = CATS[(self.added - 1) % #CATS + 1]
  local round = (self.added - 1) // #CATS + 1
  local photo = {
    caption = round == 1 and name or ("%s %d"):format(name, round),
    image = "cat_" .. name:lower():gsub(" ", "_") .. "_thumb",
  }
  self.photos[#self.photos + 1] = photo
  return photo
end

function Photos:viewDidLoad()
  self.collectionView.identifier = "photos"
  self.collectionView:register("photo")
  self.collectionView:registerSupplementaryView("header", "selection")
  self.collectionView:registerSupplementaryView("footer", "count")

  self.navigationItem.rightBarButtonItem = ui.BarButtonItem { title = "Add", action = function() self:add() end }
  self.deleteItem = ui.BarButtonItem { title = "Delete", isEnabled = false, action = function() self:delete() end }
  self.navigationItem.leftBarButtonItem = self.deleteItem
end

-- The selected photo's index path and record, or nil.
function Photos:selected()
  local indexPath = self.collectionView.indexPathForSelectedItem
  if not indexPath then return nil end
  return indexPath, self.photos[indexPath.item + 1]
end

-- What the header and footer say and which buttons work follow the photos and the selection.
function Photos:refresh()
  local indexPath, photo = self:selected()
  self.deleteItem.isEnabled = indexPath ~= nil
  local header = self.collectionView:supplementaryView("header", { section = 0, item = 0 })
  if header then self:fillHeader(header) end
  local footer = self.collectionView:supplementaryView("footer", { section = 0, item = 0 })
  if footer then self:fillFooter(footer) end
  return photo
end

function Photos:add()
  local photo = self:nextPhoto()
  local indexPath = { section = 0, item = #self.photos - 1 }
  self.collectionView:performBatchUpdates(function()
    self.collectionView:insertItems { indexPath }
  end, function()
    -- The photo's place now: a deletion may have come while it faded in.
    for i, shown in ipairs(self.photos) do
      if shown == photo then self.collectionView:scrollToItem({ section = 0, item = i - 1 }, true) end
    end
  end)
  self:refresh()
  print("added " .. photo.caption)
end

function Photos:delete()
  local indexPath, photo = self:selected()
  if not indexPath then return end
  table.remove(self.photos, indexPath.item + 1)
  self.collectionView:performBatchUpdates(function()
    self.collectionView:deleteItems { indexPath }
  end)
  self:refresh()
  print("deleted " .. photo.caption)
end

function Photos:toFront()
  local indexPath, photo = self:selected()
  if not indexPath or indexPath.item == 0 then return end
  table.remove(self.photos, indexPath.item + 1)
  table.insert(self.photos, 1, photo)
  self.collectionView:moveItem(indexPath, { section = 0, item = 0 })
  self:refresh()
  print("moved " .. photo.caption .. " to the front")
end

-- The data source: one section of photos, with a header and a footer.
function Photos:numberOfItemsInSection() return #self.photos end

function Photos:cellForItemAt(collectionView, indexPath)
  local cell = collectionView:dequeueReusableCell("photo", indexPath)
  local image, caption = cell.contentView:viewWithTag(PHOTO), cell.contentView:viewWithTag(CAPTION)
  if not image then
    -- A new cell: a photo 4 points inside it (the selection's blue shows around it) and a
    -- caption strip along its bottom.
    cell.selectedBackgroundView.backgroundColor = "systemBlue"
    image = ui.ImageView { tag = PHOTO, contentMode = "scaleAspectFill", clipsToBounds = true }
    caption = ui.Label { tag = CAPTION, identifier = "caption", textColor = "white", textAlignment = "center",
                         backgroundColor = "#00000080", font = ui.Font.system(12) }
    local content = cell.contentView
    for _, v in ipairs { image, caption } do
      v.translatesAutoresizingMaskIntoConstraints = false
      content:addSubview(v)
    end
    ui.activate {
      image.top:eq(content.top + 4), image.bottom:eq(content.bottom - 4),
      image.leading:eq(content.leading + 4), image.trailing:eq(content.trailing - 4),
      caption.leading:eq(image.leading), caption.trailing:eq(image.trailing),
      caption.bottom:eq(image.bottom), caption.height:eq(20),
    }
  end
  local photo = self.photos[indexPath.item + 1]
  image.image = photo.image
  caption.text = photo.caption
  return cell
end

function Photos:viewForSupplementaryElementOfKind(collectionView, kind, indexPath)
  if kind == "footer" then return self:footer(collectionView, indexPath) end
  local header = collectionView:dequeueReusableSupplementaryView(kind, "selection", indexPath)
  if not header:viewWithTag(SELECTION) then
    local selection = ui.Label { tag = SELECTION, identifier = "selection", font = ui.Font.bold(17) }
    local front = ui.Button { tag = FRONT, identifier = "front", title = "To front" }
    front:on("touchUpInside", function() self:toFront() end)
    for _, v in ipairs { selection, front } do
      v.translatesAutoresizingMaskIntoConstraints = false
      header:addSubview(v)
    end
    ui.activate {
      selection.leading:eq(header.leading + 16), selection.centerY:eq(header.centerY),
      front.trailing:eq(header.trailing - 16), front.centerY:eq(header.centerY),
    }
  end
  self:fillHeader(header)
  return header
end

-- The footer: the count of photos, centred in grey under the grid.
function Photos:footer(collectionView, indexPath)
  local footer = collectionView:dequeueReusableSupplementaryView("footer", "count", indexPath)
  if not footer:viewWithTag(COUNT) then
    local count = ui.Label { tag = COUNT, identifier = "count", textColor = "secondaryLabel",
                             font = ui.Font.system(15) }
    count.translatesAutoresizingMaskIntoConstraints = false
    footer:addSubview(count)
    ui.activate { count.centerX:eq(footer.centerX), count.centerY:eq(footer.centerY) }
  end
  self:fillFooter(footer)
  return footer
end

function Photos:fillHeader(header)
  local indexPath, photo = self:selected()
  header:viewWithTag(SELECTION).text = photo and photo.caption or "Select a photo"
  header:viewWithTag(FRONT).isEnabled = indexPath ~= nil and indexPath.item > 0
end

function Photos:fillFooter(footer)
  local n = #self.photos
  footer:viewWithTag(COUNT).text = ("%d photo%s"):format(n, n == 1 and "" or "s")
end

-- The delegate: a tap selects.
function Photos:didSelectItemAt()
  self:refresh()
end

-- As UIKit sets window.rootViewController to a navigation controller made around the grid.
return ui.App { device = "iphone", orientation = "portrait", root = ui.NavigationController(Photos()) }
