-- Cat Breeds through its screen: the list of breeds, a breed's page, and back.
test.game "../cat_breeds.lua"

-- The names shown in the list, from the top down.
local function names(game)
  local labels = game:views { identifier = "name", inside = "breeds" }
  table.sort(labels, function(a, b) return a.frame.y < b.frame.y end)
  local shown = {}
  for i, label in ipairs(labels) do shown[i] = label.text end
  return shown
end

test("the list shows the breeds in order", function(game)
  game:wait(0)                                   -- the breeds arrive from the background
  local shown = names(game)
  expect({ shown[1], shown[2], shown[3], shown[4] }).toEqual({ "Abyssinian", "Bengal", "Birman", "British Shorthair" })
  expect(game):toMatchSnapshot("list")
end)

test("a breed opens its page with its photo and description, and back returns to the list", function(game)
  game:wait(0)
  game:tapRow("breeds", "Bengal")
  game:wait(0.5)                                 -- the page slides in
  expect(game):toShow { type = "Label", text = "Bengal" }
  expect(game:find({ identifier = "photo" }).frame.width).toBe(180)
  expect(game:text("description")):toContain("Bengal")
  game:back()
  game:wait(0.5)
  expect(game).never.toShow { identifier = "photo" }
  expect(names(game)[1]).toBe("Abyssinian")
end)
