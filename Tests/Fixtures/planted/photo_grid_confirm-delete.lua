-- moonkit explore: scripts/photo_grid.lua, seed 9, shrunk from 4 to 3 actions; failed: script error at scripts/photo_grid.lua:108: BarButtonItem has no property 'enabled'
-- replay: moonkit run scripts/photo_grid.lua --bot explore-failures/photo_grid-1.shrunk.lua --seed 9
return function(game)
  game:tapAt(68, 320)
  game:tap("Delete")
  game:answerAlert("Delete")
end
