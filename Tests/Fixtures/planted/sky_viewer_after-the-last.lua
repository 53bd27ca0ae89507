-- moonkit explore: scripts/sky_viewer.lua, seed 1, shrunk from 85 to 7 actions; failed: script error at scripts/sky_viewer.lua:68: attempt to index a nil value (field '?')
-- replay: moonkit run scripts/sky_viewer.lua --bot explore-failures/sky_viewer-1.shrunk.lua --seed 1
return function(game)
  game:drag({x = 195, y = 168.8}, {x = 195, y = 675.2}, 0.3)
  game:wait(0.35)
  game:tapAt(195, 561.445)
  game:wait(0.35)
  game:back()
  game:wait(0.35)
  game:tapAt(195, 385.445)
end
