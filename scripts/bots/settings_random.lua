-- Settings worked by a restless finger for SECONDS of virtual time (a global; 20 by default):
-- switches flipped, the slider slid, the stepper stepped, segments and pages picked, with
-- random taps and drags anywhere between. It checks what each control action must do (the
-- switch flips, the stepper stays in its range, the slider lands on the value asked) and
-- reports the actions of each kind; the run counts the game's errors, and there must be none.
local W, H = 390, 844

local function point() return { x = math.random(0, W - 1), y = math.random(0, H - 1) } end

return function(game)
  if SEED then math.randomseed(SEED) end         -- else the engine's seed, set by the runner
  local seconds = SECONDS or 20
  local counts = { toggles = 0, slides = 0, steps = 0, segments = 0, pages = 0, taps = 0, drags = 0 }
  local stop = game:now() + seconds
  while game:now() < stop do
    local roll = math.random(100)
    if roll <= 15 then
      local before = game:find { identifier = "sound" }.isOn
      local on = game:toggle("sound")
      assert(on == not before, "the switch did not flip")
      counts.toggles = counts.toggles + 1
    elseif roll <= 30 then
      local value = math.random(0, 20) / 20
      game:slide("volume", value)
      local reached = game:find { identifier = "volume" }.value
      assert(math.abs(reached - value) < 1e-9, ("the slider reached %g, not %g"):format(reached, value))
      counts.slides = counts.slides + 1
    elseif roll <= 50 then
      local value = game:step("players", math.random(2) == 1 and "up" or "down")
      assert(value >= 1 and value <= 8, "the stepper left its range")
      assert(game:text("playersCount") == tostring(math.floor(value)), "the count does not show the stepper's value")
      counts.steps = counts.steps + 1
    elseif roll <= 65 then
      local control = game:find { identifier = "difficulty" }
      game:pickSegment("difficulty", math.random(0, #control.segments - 1))
      counts.segments = counts.segments + 1
    elseif roll <= 80 then
      game:pickPage("theme", math.random(0, 2))
      counts.pages = counts.pages + 1
    elseif roll <= 92 then
      local p = point()
      game:tapAt(p.x, p.y)
      counts.taps = counts.taps + 1
    else
      game:drag(point(), point(), math.random(5, 40) / 100)
      counts.drags = counts.drags + 1
    end
    game:wait(math.random(0, 80) / 100)
  end
  for _, name in ipairs { "toggles", "slides", "steps", "segments", "pages", "taps", "drags" } do
    game:report(name, counts[name])
  end
end
