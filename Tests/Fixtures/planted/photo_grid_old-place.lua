-- moonkit explore: scripts/photo_grid.lua, seed 15, shrunk from 8 to 3 actions; failed: script error at scripts/photo_grid.lua:178: attempt to index a nil value (field '?')
-- replay: moonkit run scripts/photo_grid.lua --bot explore-failures/photo_grid-1.shrunk.lua --seed 15
return function(game)
  game:tapAt(322, 445)
  game:tap(game:find { identifier = "front" })
  game:tap("Delete")
end
