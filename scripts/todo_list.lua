-- A to-do list the UIKit way, on a portrait iPhone: an inset grouped table of chores with a
-- footer that counts what is left, an "Add" button that inserts the next chore at the top
-- (sliding in), an "Edit" button that toggles editing mode (red "−" controls that open Delete),
-- swipe-to-delete, and a second swipe action, "Done", that ticks a chore off (its row reloads
-- with a checkmark). The label at the top says what happened last.
-- Run it: moonkit run scripts/todo_list.lua --bot scripts/bots/todo_chores.lua
local ui = require "moonkit"

-- The chores "Add" brings, in turn (then again, numbered).
local CHORES = { "Water the plants", "Call the plumber", "Buy cat food", "Return library books",
  "Pay the electricity bill", "Clean the windows", "Book the dentist", "Fix the bike light" }

local Todo = ui.ViewController:extend "Todo"

function Todo:init()
  -- Each item: its title and whether it is done.
  self.items = { { title = "Buy milk" }, { title = "Walk the dog" }, { title = "Write to grandma" } }
  self.added = 0
end

function Todo:loadView()
  self.view = ui.View { backgroundColor = "#F2F2F7" }
  self.status = ui.Label { identifier = "status", text = "3 chores", font = ui.Font.bold(20) }
  self.add = ui.Button { identifier = "add", title = "Add" }
  self.edit = ui.Button { identifier = "edit", title = "Edit" }
  self.table = ui.TableView("insetGrouped")
  self.table.identifier = "chores"
  for _, v in ipairs { self.status, self.add, self.edit, self.table } do
    v.translatesAutoresizingMaskIntoConstraints = false
    self.view:addSubview(v)
  end
  local safe = self.view.safeAreaLayoutGuide
  ui.activate {
    self.status.top:eq(safe.top + 12),
    self.status.centerX:eq(self.view.centerX),
    self.edit.centerY:eq(self.status.centerY),
    self.edit.leading:eq(safe.leading + 16),
    self.add.centerY:eq(self.status.centerY),
    self.add.trailing:eq(safe.trailing - 16),
    self.table.top:eq(self.status.bottom + 8),
    self.table.leading:eq(self.view.leading),
    self.table.trailing:eq(self.view.trailing),
    self.table.bottom:eq(safe.bottom),
  }
  self.add:on("touchUpInside", function() self:addChore() end)
  self.edit:on("touchUpInside", function() self:toggleEditing() end)
  self.table:register("chore")
  self.table.dataSource = self
  self.table.delegate = self
end

function Todo:say(text)
  self.status.text = text
end

function Todo:addChore()
  self.added = self.added + 1
  local title = CHORES[(self.added - 1) % #CHORES + 1]
  if self.added > #CHORES then title = ("%s (%d)"):format(title, (self.added - 1) // #CHORES + 1) end
  table.insert(self.items, 1, { title = title })
  self.table:insertRows({ { section = 0, row = 0 } }, "top")
  self:say("Added " .. title)
end

function Todo:toggleEditing()
  local editing = not self.table.isEditing
  self.table:setEditing(editing, true)
  self.edit.title = editing and "Done" or "Edit"
end

-- One section: the list.
function Todo:numberOfRowsInSection() return #self.items end

function Todo:titleForHeaderInSection() return "Chores" end

-- The footer counts what is left: each update asks for it again.
function Todo:titleForFooterInSection()
  local left = 0
  for _, item in ipairs(self.items) do if not item.done then left = left + 1 end end
  return left == 0 and "All done!" or ("%d left to do"):format(left)
end

function Todo:cellForRowAt(tableView, indexPath)
  local cell = tableView:dequeueReusableCell("chore", indexPath)
  local item = self.items[indexPath.row + 1]
  cell.textLabel.text = item.title
  cell.textLabel.identifier = "title"            -- for bots: game:views { identifier = "title" }
  cell.textLabel.textColor = item.done and "gray" or "black"
  cell.accessoryType = item.done and "checkmark" or "none"
  return cell
end

function Todo:didSelectRowAt(tableView, indexPath)
  tableView:deselectRow(indexPath, true)
  self:say("Swipe left to act on a chore")
end

-- Swipe-to-delete, and the Delete of editing mode.
function Todo:commitEditingStyle(tableView, editingStyle, indexPath)
  if editingStyle ~= "delete" then return end
  local item = table.remove(self.items, indexPath.row + 1)
  tableView:deleteRows({ indexPath }, "left")
  self:say("Deleted " .. item.title)
end

function Todo:trailingSwipeActionsConfigurationForRowAt(tableView, indexPath)
  local item = self.items[indexPath.row + 1]
  local delete = ui.ContextualAction("destructive", "Delete", function(_, _, done)
    self:commitEditingStyle(tableView, "delete", indexPath)
    done(true)
  end)
  local tick = ui.ContextualAction("normal", item.done and "Undo" or "Done", function(_, _, done)
    item.done = not item.done
    tableView:reloadRows({ indexPath }, "fade")
    self:say((item.done and "Done: " or "Not done: ") .. item.title)
    done(true)
  end)
  tick.backgroundColor = "systemGreen"
  return ui.SwipeActionsConfiguration { actions = { delete, tick } }
end

return ui.App { device = "iphone", orientation = "portrait", root = Todo }
