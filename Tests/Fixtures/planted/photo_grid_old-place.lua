-- moonkit explore: scripts/photo_grid.lua, seed 1, shrunk from 59 to 4 actions; failed: script error at scripts/photo_grid.lua:194: attempt to index a nil value (field '?')
-- replay: moonkit run scripts/photo_grid.lua --bot explore-failures/photo_grid-1.shrunk.lua --seed 1
return function(game)
  game:tap("Add")
  game:tapAt(68, 568.582)
  game:tap(game:find { identifier = "front" })
  game:tap("Delete")
end
