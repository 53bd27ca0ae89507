-- A table view the UIKit way, on a portrait iPhone: cat breeds in two sections (with pinned
-- headers), rows of a Lua cell class in the subtitle style with a disclosure chevron, heights
-- from the delegate, and a text view under the list that tells the picked breed's story.
-- Tapping a row picks it (the label at the top says which); the favourite gets a checkmark.
-- Run it: moonkit run scripts/table_list.lua --bot scripts/bots/table_picker.lua
local ui = require "moonkit"

local SECTIONS = {
  { title = "Short hair", breeds = {
    { "Abyssinian", "Ethiopia" }, { "American Shorthair", "United States" }, { "Bengal", "United States" },
    { "Bombay", "United States" }, { "British Shorthair", "United Kingdom" }, { "Burmese", "Thailand" },
    { "Chartreux", "France" }, { "Cornish Rex", "United Kingdom" }, { "Devon Rex", "United Kingdom" },
    { "Egyptian Mau", "Egypt" }, { "Korat", "Thailand" }, { "Ocicat", "United States" },
    { "Russian Blue", "Russia" }, { "Siamese", "Thailand" }, { "Sphynx", "Canada" },
  } },
  { title = "Long hair", breeds = {
    { "Balinese", "United States" }, { "Birman", "France" }, { "Himalayan", "United States" },
    { "Maine Coon", "United States" }, { "Norwegian Forest", "Norway" }, { "Persian", "Iran" },
    { "Ragdoll", "United States" }, { "Siberian", "Russia" }, { "Somali", "United States" },
    { "Turkish Angora", "Turkey" }, { "Turkish Van", "Turkey" },
  } },
}

-- The rows' cells: a Lua subclass of TableViewCell in the subtitle style.
local BreedCell = ui.TableViewCell:extend "BreedCell"
BreedCell.style = "subtitle"
-- Globals on purpose: the tests read them to check that cells are reused, not made per row.
-- luacheck: globals cellsMade reuses
cellsMade, reuses = 0, 0

function BreedCell:init()
  cellsMade = cellsMade + 1
  self.accessoryType = "disclosureIndicator"
end

function BreedCell:prepareForReuse()
  reuses = reuses + 1
  self.accessoryType = "disclosureIndicator"
end

local List = ui.ViewController:extend "List"

function List:loadView()
  self.view = ui.View { backgroundColor = "white" }
  self.picked = ui.Label { identifier = "picked", text = "Pick a breed", font = ui.Font.bold(20) }
  self.table = ui.TableView { identifier = "breeds" }
  self.story = ui.TextView { identifier = "story", font = ui.Font.system(15), backgroundColor = "#F2F2F7" }
  self.story.isEditable = false
  self.story.text = "Tap a breed to read about it."
  for _, v in ipairs { self.picked, self.table, self.story } do
    v.translatesAutoresizingMaskIntoConstraints = false
    self.view:addSubview(v)
  end
  local safe = self.view.safeAreaLayoutGuide
  ui.activate {
    self.picked.top:eq(safe.top + 8),
    self.picked.centerX:eq(self.view.centerX),
    self.table.top:eq(self.picked.bottom + 8),
    self.table.leading:eq(self.view.leading),
    self.table.trailing:eq(self.view.trailing),
    self.table.bottom:eq(self.story.top),
    self.story.leading:eq(self.view.leading),
    self.story.trailing:eq(self.view.trailing),
    self.story.bottom:eq(safe.bottom),
    self.story.height:eq(120),
  }
  self.table:register("breed", BreedCell)
  self.table.dataSource = self
  self.table.delegate = self
end

function List:numberOfSections(tableView) return #SECTIONS end

function List:numberOfRowsInSection(tableView, section) return #SECTIONS[section + 1].breeds end

function List:titleForHeaderInSection(tableView, section) return SECTIONS[section + 1].title end

-- Breeds with long names get taller rows.
function List:heightForRowAt(tableView, indexPath)
  local name = SECTIONS[indexPath.section + 1].breeds[indexPath.row + 1][1]
  return #name > 12 and 64 or 52
end

function List:cellForRowAt(tableView, indexPath)
  local cell = tableView:dequeueReusableCell("breed", indexPath)
  local breed = SECTIONS[indexPath.section + 1].breeds[indexPath.row + 1]
  cell.textLabel.text = breed[1]
  cell.detailTextLabel.text = breed[2]
  if self.favourite == breed[1] then cell.accessoryType = "checkmark" end
  return cell
end

function List:didSelectRowAt(tableView, indexPath)
  local breed = SECTIONS[indexPath.section + 1].breeds[indexPath.row + 1]
  self.picked.text = "Picked " .. breed[1]
  self.story.text = ("The %s comes from %s. "):format(breed[1], breed[2])
    .. ("It is one of the %d breeds on this list, in the section '%s'. "):format(
      #SECTIONS[1].breeds + #SECTIONS[2].breeds, SECTIONS[indexPath.section + 1].title)
    .. "Tap it again to make it your favourite: the row gets a checkmark."
  if self.last and self.last.section == indexPath.section and self.last.row == indexPath.row then
    self.favourite = breed[1]
    tableView:cellForRow(indexPath).accessoryType = "checkmark"
  end
  self.last = indexPath
  tableView:deselectRow(indexPath, true)
end

return ui.App { device = "iphone", orientation = "portrait", root = List }
