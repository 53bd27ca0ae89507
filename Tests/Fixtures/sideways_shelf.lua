-- Two shelves of books on a collection view that scrolls sideways, for the tests of horizontal
-- flow layouts from Lua (SidewaysCollectionTests): 100 × 120 items, two a column in the view's
-- 260 points, inside 10-point insets at the left and right of each section; each section opens
-- with a header (a column 40 points wide naming its shelf) and closes with a footer (60 wide,
-- counting its books), as UIKit's flow layout places them.
local ui = require "moonkit"

local SHELVES = {
  { name = "Novels", books = { "Emma", "Dune", "Ulysses", "Beloved", "Middlemarch" } },
  { name = "Essays", books = { "Walden", "Kindred", "Persuasion" } },
}

-- A label filling a reused view (made the first time, found again by its tag).
local function filled(view, identifier)
  local label = view:viewWithTag(1)
  if not label then
    label = ui.Label { tag = 1, identifier = identifier, textAlignment = "center", font = ui.Font.system(13) }
    label.translatesAutoresizingMaskIntoConstraints = false
    view:addSubview(label)
    ui.activate {
      label.top:eq(view.top), label.bottom:eq(view.bottom),
      label.leading:eq(view.leading), label.trailing:eq(view.trailing),
    }
  end
  return label
end

local Shelves = ui.ViewController:extend "Shelves"

function Shelves:loadView()
  self.view = ui.View { backgroundColor = "systemBackground" }
  local layout = ui.CollectionViewFlowLayout()
  layout.scrollDirection = "horizontal"
  layout.itemSize = { width = 100, height = 120 }
  layout.sectionInset = { top = 0, left = 10, bottom = 0, right = 10 }
  layout.headerReferenceSize = { width = 40, height = 0 }
  layout.footerReferenceSize = { width = 60, height = 0 }
  self.grid = ui.CollectionView(layout)
  self.grid.identifier = "shelves"
  self.grid.frame = { x = 0, y = 100, width = 390, height = 260 }
  self.grid:register("book")
  self.grid:registerSupplementaryView("header", "name")
  self.grid:registerSupplementaryView("footer", "count")
  self.grid.dataSource = self
  self.view:addSubview(self.grid)
end

function Shelves:numberOfSections() return #SHELVES end

function Shelves:numberOfItemsInSection(_, section) return #SHELVES[section + 1].books end

function Shelves:cellForItemAt(collectionView, indexPath)
  local cell = collectionView:dequeueReusableCell("book", indexPath)
  filled(cell.contentView, "book").text = SHELVES[indexPath.section + 1].books[indexPath.item + 1]
  return cell
end

function Shelves:viewForSupplementaryElementOfKind(collectionView, kind, indexPath)
  local shelf = SHELVES[indexPath.section + 1]
  if kind == "header" then
    local header = collectionView:dequeueReusableSupplementaryView(kind, "name", indexPath)
    filled(header, "shelf").text = shelf.name:sub(1, 1)
    return header
  end
  local footer = collectionView:dequeueReusableSupplementaryView(kind, "count", indexPath)
  filled(footer, "count").text = #shelf.books .. " books"
  return footer
end

return ui.App { device = "iphone", orientation = "portrait", root = Shelves }
