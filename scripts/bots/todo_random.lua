-- The to-do list played by a restless thumb: random taps anywhere, random drags (which scroll,
-- or swipe a row open), "Add", "Edit"/"Done", rows swiped open, their actions tapped and rows
-- deleted, for SECONDS of virtual time (a global; 30 by default). It checks nothing itself: the
-- run counts the game's errors, and there must be none. Reports the actions of each kind.
local W, H = 390, 844

local function point() return { x = math.random(0, W - 1), y = math.random(0, H - 1) } end

-- The text of a random row on screen, or nil when the list is empty.
local function someRow(game)
  local titles = game:views { identifier = "title", inside = "chores" }
  if #titles == 0 then return nil end
  return titles[math.random(#titles)].text
end

return function(game)
  if SEED then math.randomseed(SEED) end         -- else the engine's seed, set by the runner
  local seconds = SECONDS or 30
  local counts = { taps = 0, drags = 0, adds = 0, edits = 0, swipes = 0, actions = 0, deletes = 0 }
  local stop = game:now() + seconds
  while game:now() < stop do
    local roll = math.random(100)
    if roll <= 25 then
      local p = point()
      game:tapAt(p.x, p.y)
      counts.taps = counts.taps + 1
    elseif roll <= 40 then
      game:drag(point(), point(), math.random(5, 40) / 100)
      counts.drags = counts.drags + 1
    elseif roll <= 55 then
      game:tap("Add")
      counts.adds = counts.adds + 1
    elseif roll <= 62 then
      game:tap(game:views { identifier = "edit" }[1].id)
      counts.edits = counts.edits + 1
    else
      game:wait(0.3)                             -- rows still moving are not picked
      local text = someRow(game)
      if text then
        local kind = math.random(3)
        if kind == 1 then
          game:swipeRow("chores", text)
          counts.swipes = counts.swipes + 1
        elseif kind == 2 then
          -- Done or Undo, whichever the row offers, by the button a finger would tap.
          game:swipeRow("chores", text)
          for _, b in ipairs(game:views { type = "Button", inside = "chores" }) do
            if b.title == "Done" or b.title == "Undo" then game:tap(b.id) end
          end
          counts.actions = counts.actions + 1
        else
          game:deleteRow("chores", text)
          counts.deletes = counts.deletes + 1
        end
      end
    end
    game:wait(math.random(0, 60) / 100)
  end
  for _, name in ipairs { "taps", "drags", "adds", "edits", "swipes", "actions", "deletes" } do
    game:report(name, counts[name])
  end
end
