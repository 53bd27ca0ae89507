-- Works through the to-do list: adds two chores, ticks one off with its "Done" swipe action,
-- deletes one by swipe-to-delete, then one in editing mode, and reads the screen after each.
return function(game)
  local function say() game:log(game:text("status")) end
  game:tap("Add")
  game:tap("Add")
  game:wait(0.3)
  say()
  game:tapSwipeAction("chores", "Walk the dog", "Done")
  game:wait(0.3)
  say()
  game:deleteRow("chores", "Buy milk")
  game:wait(0.3)
  say()
  game:tap("Edit")
  game:wait(0.3)
  -- The top row's "−" (views come in tree order: the highest on screen is the top row's).
  local controls = game:views { type = "Button", title = "−", inside = "chores" }
  table.sort(controls, function(a, b) return a.frame.y < b.frame.y end)
  game:tap(controls[1].id)
  game:wait(0.3)
  game:tap("Delete")
  game:wait(0.3)
  game:tap("Done")
  say()
end
