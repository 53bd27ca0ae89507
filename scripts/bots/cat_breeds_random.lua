-- Cat Breeds played by a restless cat on the screen: random taps anywhere, random drags,
-- tab switches, rows picked and back buttons, for SECONDS of virtual time (a global; 30 by
-- default). It checks nothing itself: the run counts the game's errors, and there must be none.
-- Reports the actions of each kind.
local W, H = 390, 844

local function point() return { x = math.random(0, W - 1), y = math.random(0, H - 1) } end

return function(game)
  if SEED then math.randomseed(SEED) end         -- else the engine's seed, set by the runner
  local seconds = SECONDS or 30
  local counts = { taps = 0, drags = 0, tabs = 0, rows = 0, backs = 0 }
  game:wait(0)                                   -- the breeds arrive from the background
  local stop = game:now() + seconds
  while game:now() < stop do
    local roll = math.random(100)
    if roll <= 35 then
      local p = point()
      game:tapAt(p.x, p.y)
      counts.taps = counts.taps + 1
    elseif roll <= 60 then
      game:drag(point(), point(), math.random(5, 40) / 100)
      counts.drags = counts.drags + 1
    elseif roll <= 72 then
      game:tab(math.random(2) == 1 and "Browse" or "Credits")
      counts.tabs = counts.tabs + 1
    elseif roll <= 90 then
      local names = game:views { identifier = "name", inside = "breeds" }
      if #names > 0 then
        local ok = game:tryTapRow("breeds", names[math.random(#names)].text)
        if ok then counts.rows = counts.rows + 1 end
      end
    else
      if pcall(game.back, game) then counts.backs = counts.backs + 1 end
    end
    game:wait(math.random(0, 60) / 100)
  end
  for _, name in ipairs { "taps", "drags", "tabs", "rows", "backs" } do game:report(name, counts[name]) end
end
