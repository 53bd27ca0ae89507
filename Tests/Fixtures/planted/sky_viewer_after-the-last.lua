-- moonkit explore: scripts/sky_viewer.lua, seed 7, shrunk from 8 to 7 actions; failed: script error at scripts/sky_viewer.lua:68: attempt to index a nil value (field '?')
-- replay: moonkit run scripts/sky_viewer.lua --bot explore-failures/sky_viewer-1.shrunk.lua --seed 7
return function(game)
  game:tapAt(195, 509)
  game:drag({x = 130, y = 234.8}, {x = 130, y = 666.2}, 0.3)
  game:drag({x = 130, y = 666.2}, {x = 130, y = 234.8}, 0.3)
  game:back()
  game:drag({x = 195, y = 234.8}, {x = 195, y = 666.2}, 0.3)
  game:drag({x = 312, y = 450.5}, {x = 78, y = 450.5}, 0.1)
  game:tapAt(195, 201)
end
