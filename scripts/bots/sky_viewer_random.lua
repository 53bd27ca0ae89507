-- Sky Viewer played by a browser of pictures: it opens a picture by its row, goes back, taps
-- and drags anywhere, for SECONDS of virtual time (a global; 30 by default). It checks the
-- game as it goes: the pictures listed are the sky_ files of the images folder (it lists the
-- folder itself), and the screen a row opens is titled "Picture n of N" with n the row's place
-- and shows that picture. Reports the actions of each kind.
local W, H = 390, 844

local function point() return { x = math.random(0, W - 1), y = math.random(0, H - 1) } end

local pictures = {}
for _, name in ipairs(files.list("scripts/images")) do
  if name:sub(1, 4) == "sky_" then pictures[#pictures + 1] = name end
end

return function(game)
  if SEED then math.randomseed(SEED) end         -- else the engine's seed, set by the runner
  local seconds = SECONDS or 30
  local counts = { opened = 0, backs = 0, taps = 0, drags = 0 }
  local stop = game:now() + seconds
  while game:now() < stop do
    local roll = math.random(100)
    if roll <= 20 then
      local p = point()
      game:tapAt(p.x, p.y)
      counts.taps = counts.taps + 1
    elseif roll <= 35 then
      game:drag(point(), point(), math.random(5, 40) / 100)
      counts.drags = counts.drags + 1
    elseif roll <= 75 then
      local n = math.random(#pictures)
      if game:tryTapRow("pictures", pictures[n]) then
        game:wait(0.5)                           -- the detail slides in
        local title = game:find({ type = "NavigationBar" }).title
        local expected = ("Picture %d of %d"):format(n, #pictures)
        if title ~= expected then error(("%s opened %q, not %q"):format(pictures[n], title, expected)) end
        local picture = game:find { identifier = "picture" }
        if not picture or picture.image ~= pictures[n] then
          error(("%s opened a screen showing %s"):format(pictures[n], picture and picture.image or "nothing"))
        end
        counts.opened = counts.opened + 1
      end
    else
      if pcall(game.back, game) then counts.backs = counts.backs + 1 end
    end
    game:wait(math.random(0, 60) / 100)
  end
  for _, name in ipairs { "opened", "backs", "taps", "drags" } do game:report(name, counts[name]) end
end
