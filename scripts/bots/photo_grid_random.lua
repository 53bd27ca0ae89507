-- The photo grid played by a restless thumb: random taps anywhere, random drags (which
-- scroll), "Add", photos tapped by place or by caption, "Delete" and "To front" (which may be
-- disabled: a refusal is no error), for SECONDS of virtual time (a global; 30 by default). It
-- checks one thing itself: that the footer counts what its own adds and deletes made (a random
-- tap or drag may land on a button, so after one the count is read again before it is
-- checked). The run counts the game's errors, and there must be none. Reports the actions of
-- each kind.
local W, H = 390, 844

local function point() return { x = math.random(0, W - 1), y = math.random(0, H - 1) } end

-- How many photos the footer says there are.
local function counted(game)
  local footer = game:find { identifier = "count" }
  return footer and tonumber(footer.text:match("^(%d+) photo"))
end

return function(game)
  if SEED then math.randomseed(SEED) end         -- else the engine's seed, set by the runner
  local seconds = SECONDS or 30
  local counts = { taps = 0, drags = 0, adds = 0, picks = 0, deletes = 0, fronts = 0, refused = 0 }
  local shown = counted(game)
  local stop = game:now() + seconds
  while game:now() < stop do
    local roll = math.random(100)
    if roll <= 15 then
      local p = point()
      game:tapAt(p.x, p.y)
      counts.taps = counts.taps + 1
      shown = nil                                -- it may have hit Add or Delete
    elseif roll <= 30 then
      game:drag(point(), point(), math.random(5, 40) / 100)
      counts.drags = counts.drags + 1
      shown = nil
    elseif roll <= 45 then
      game:tap("Add")
      counts.adds = counts.adds + 1
      shown = shown and shown + 1
    elseif roll <= 70 then
      game:wait(0.3)                             -- photos still moving are not picked
      local ok
      if math.random(2) == 1 then
        local captions = game:views { identifier = "caption", inside = "photos" }
        ok = #captions > 0 and game:tryTapItem("photos", captions[math.random(#captions)].text)
      else
        ok = game:tryTapItem("photos", { section = 0, item = math.random(0, 40) })
      end
      counts[ok and "picks" or "refused"] = counts[ok and "picks" or "refused"] + 1
    elseif roll <= 85 then
      local ok = game:tryTap("Delete")
      counts[ok and "deletes" or "refused"] = counts[ok and "deletes" or "refused"] + 1
      if ok then shown = shown and shown - 1 end
    else
      local front = game:find { identifier = "front" }
      local ok = front and game:tryTap(front.id)
      counts[ok and "fronts" or "refused"] = counts[ok and "fronts" or "refused"] + 1
    end
    game:wait(math.random(0, 60) / 100)
    -- The footer, when on screen, counts what the bot added and deleted.
    local said = counted(game)
    if said and shown and said ~= shown then
      error(("the footer says %d photos, but %d were added and deleted to"):format(said, shown))
    end
    shown = said or shown
  end
  for _, name in ipairs { "taps", "drags", "adds", "picks", "deletes", "fronts", "refused" } do
    game:report(name, counts[name])
  end
end
