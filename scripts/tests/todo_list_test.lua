-- The to-do list through its screen: adding, ticking off and deleting chores, with the status
-- line and the footer's count following.
test.game "../todo_list.lua"

-- The chores' titles from the top of the list down (the table keeps its cells in an order of
-- its own, so they are sorted by where they are on screen).
local function titles(game)
  local labels = game:views { identifier = "title", inside = "chores" }
  table.sort(labels, function(a, b) return a.frame.y < b.frame.y end)
  local shown = {}
  for i, label in ipairs(labels) do shown[i] = label.text end
  return shown
end

test("starts with three chores", function(game)
  expect(game:text("status")).toBe("3 chores")
  expect(titles(game)).toEqual({ "Buy milk", "Walk the dog", "Write to grandma" })
end)

test("a chore added goes on top", function(game)
  game:tap("Add")
  game:wait(0.5)
  expect(game:text("status")).toBe("Added Water the plants")
  expect(titles(game)).toEqual({ "Water the plants", "Buy milk", "Walk the dog", "Write to grandma" })
end)

test("a chore ticked off and another deleted", function(game)
  game:tapSwipeAction("chores", "Walk the dog", "Done")
  game:wait(0.5)
  expect(game:text("status")).toBe("Done: Walk the dog")
  game:deleteRow("chores", "Buy milk")
  game:wait(0.5)
  expect(game:text("status")).toBe("Deleted Buy milk")
  expect(titles(game)).toEqual({ "Walk the dog", "Write to grandma" })
  expect(game):toShow { text = "1 left to do" }
  expect(game):toMatchSnapshot("one_done_one_deleted")
end)
