-- moonkit explore: scripts/photo_grid.lua, seed 3, shrunk from 119 to 7 actions; failed: script error at scripts/photo_grid.lua:203: attempt to index a nil value (field '?')
-- replay: moonkit run scripts/photo_grid.lua --bot explore-failures/photo_grid-1.shrunk.lua --seed 3
return function(game)
  game:tap("Add")
  game:tap("Add")
  game:tap("Add")
  game:tap("Add")
  game:tapAt(68, 695)
  game:tap(game:find { identifier = "front" })
  game:tap("Delete")
end
