-- moonkit explore: scripts/settings.lua, seed 1, shrunk from 9 to 3 actions; failed: script error at scripts/settings.lua:84: attempt to index a nil value (field 'muted')
-- replay: moonkit run scripts/settings.lua --bot explore-failures/settings-1.shrunk.lua --seed 1
return function(game)
  game:toggle("sound")
  game:slide("volume", 0)
  game:toggle("sound")
end
