-- moonkit explore: scripts/sky_viewer.lua, seed 1, shrunk from 53 to 5 actions; failed: script error at scripts/sky_viewer.lua:77: attempt to index a nil value (field '?')
-- replay: moonkit run scripts/sky_viewer.lua --bot explore-failures/sky_viewer-1.shrunk.lua --seed 1
return function(game)
  game:tapAt(195, 509)
  game:wait(0.35)
  game:back()
  game:wait(0.35)
  game:tapAt(195, 113)
end
