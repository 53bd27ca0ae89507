-- A tour of Cat Breeds through its screen: reads the whole list of breeds, opens each one,
-- scrolls its text to the end and back and checks on the way that the photo shrank to nothing
-- and grew back to full size, goes back (the last one by tapping the Browse tab again); then
-- opens Credits, taps both meows and a link. Reports the breeds visited, the points scrolled,
-- the sounds heard and the links opened; every surprise is logged and counted as a problem.
local FULL_PHOTO = 180

return function(game)
  local problems = 0
  local function problem(message)
    problems = problems + 1
    game:log("problem: " .. message)
  end

  game:wait(0)                                   -- the breeds arrive from the background
  local list = game:find { identifier = "breeds" }
  if list == nil then error("no list of breeds on screen") end

  -- The names, read down the list a screenful at a time, then back to the top.
  local names, seen = {}, {}
  local offset, last = 0, -1
  while offset ~= last do
    for _, label in ipairs(game:views { identifier = "name", inside = "breeds" }) do
      if not seen[label.text] then
        seen[label.text] = true
        names[#names + 1] = label.text
      end
    end
    last = offset
    offset = game:scroll(list, list.frame.height / 2).y
  end
  game:scroll(list, -offset)

  local scrolled = 0
  local function photoSide()
    local photo = game:find { identifier = "photo" }
    return photo and photo.frame.width
  end

  for i, name in ipairs(names) do
    game:tapRow("breeds", name)
    game:wait(0.5)                               -- the detail slides in
    if game:find { type = "Label", text = name } == nil then problem(name .. ": the bar does not show it") end
    if photoSide() ~= FULL_PHOTO then problem(("%s: the photo starts at %s"):format(name, tostring(photoSide()))) end

    -- Down to the end, half a screen at a time, then back up to the top.
    local text = game:find { identifier = "description" }
    local y, before = 0, -1
    while y ~= before do
      before = y
      y = game:scroll(text, 250).y
      scrolled = scrolled + (y - before)
    end
    if y < FULL_PHOTO then problem(("%s: the text scrolls only %g points"):format(name, y)) end
    if photoSide() ~= 0 then
      problem(("%s: scrolled to the end, the photo is %s"):format(name, tostring(photoSide())))
    end
    while y > 0 do
      before = y
      y = game:scroll(game:find { identifier = "description" }, -250).y
      scrolled = scrolled + (before - y)
    end
    if photoSide() ~= FULL_PHOTO then
      problem(("%s: back at the top, the photo is %s"):format(name, tostring(photoSide())))
    end

    if i < #names then game:back() else game:tab("Browse") end
    game:wait(0.5)                               -- the list slides back
  end
  if game:find { identifier = "photo" } ~= nil then problem("the Browse tab did not pop to the list") end

  game:tab("Credits")
  game:sounds()                                  -- forget any sound before the buttons
  game:tap("Meow 1")
  game:wait(1)
  game:tap("Meow 2")
  game:wait(1)
  local heard = game:sounds()
  for _, sound in ipairs(heard) do game:log(("heard %s (%.2f s)"):format(sound.name, sound.duration)) end
  if #heard ~= 2 then problem(("%d sounds heard for two meows"):format(#heard)) end

  game:signals()
  game:tapLink("credits", "Lua 5.4")
  local opened = 0
  for _, signal in ipairs(game:signals()) do
    if signal.name == "openURL" then
      opened = opened + 1
      game:log("opened " .. tostring(signal.value))
    end
  end

  game:report("breeds", #names)
  game:report("scrolled", scrolled)
  game:report("sounds", #heard)
  game:report("links", opened)
  game:report("problems", problems)
end
