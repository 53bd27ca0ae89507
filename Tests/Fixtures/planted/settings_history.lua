-- moonkit explore: scripts/settings.lua, seed 2, shrunk from 8 to 6 actions; failed: assertion failed at scripts/settings.lua:86: the summary missed a change of players
-- replay: moonkit run scripts/settings.lua --bot explore-failures/settings-1.shrunk.lua --seed 2
return function(game)
  game:step("players", "down")
  game:slide("volume", 0)
  game:toggle("sound")
  game:tap(game:find { identifier = "theme" })
  game:toggle("sound")
  game:step("players", "up")
end
