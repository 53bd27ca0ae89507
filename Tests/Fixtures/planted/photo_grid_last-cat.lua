-- moonkit explore: scripts/photo_grid.lua, seed 1, shrunk from 87 to 6 actions; failed: assertion failed at scripts/photo_grid.lua:62: Add did not add a photo
-- replay: moonkit run scripts/photo_grid.lua --bot explore-failures/photo_grid-1.shrunk.lua --seed 1
return function(game)
  game:tap("Add")
  game:tap("Add")
  game:tap("Add")
  game:tap("Add")
  game:tap("Add")
  game:tap("Add")
end
