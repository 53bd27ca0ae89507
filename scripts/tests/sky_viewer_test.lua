-- Sky Viewer through its screen: the pictures listed from the images folder, one opened with
-- its place in the title, and back.
test.game "../sky_viewer.lua"

-- The names on the rows, from the top down (a row's other label is its chevron).
local function names(game)
  local labels = {}
  for _, label in ipairs(game:views { type = "Label", inside = "pictures" }) do
    if label.text ~= "›" then labels[#labels + 1] = label end
  end
  table.sort(labels, function(a, b) return a.frame.y < b.frame.y end)
  local shown = {}
  for i, label in ipairs(labels) do shown[i] = label.text end
  return shown
end

test("the list shows the sky pictures in the folder's order", function(game)
  expect(names(game)).toEqual({ "sky_aurora.jpg", "sky_dawn.jpg", "sky_dusk.jpg", "sky_eclipse.jpg",
    "sky_fog.jpg", "sky_moonrise.jpg", "sky_noon.jpg", "sky_storm.jpg", "sky_sunset.jpg", "sky_twilight.jpg" })
  expect(game):toMatchSnapshot("list")
end)

test("a row opens its picture, whole, titled with its place", function(game)
  game:tapRow("pictures", "sky_moonrise.jpg")
  game:wait(0.5)                                 -- the screen slides in
  expect(game:find({ type = "NavigationBar" }).title).toBe("Picture 6 of 10")
  local picture = game:find { identifier = "picture" }
  expect(picture.image).toBe("sky_moonrise.jpg")
  expect(game):toMatchSnapshot("moonrise")
  game:back()
  game:wait(0.5)
  expect(game).never.toShow { identifier = "picture" }
  expect(names(game)[1]).toBe("sky_aurora.jpg")
end)
