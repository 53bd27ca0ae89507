-- moonkit explore: scripts/photo_grid.lua, seed 1, shrunk from 43 to 3 actions; failed: script error at scripts/photo_grid.lua:104: BarButtonItem has no property 'enabled'
-- replay: moonkit run scripts/photo_grid.lua --bot explore-failures/photo_grid-1.shrunk.lua --seed 1
return function(game)
  game:tapAt(195, 318.582)
  game:tap("Delete")
  game:answerAlert("Delete")
end
