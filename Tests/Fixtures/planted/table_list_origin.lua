-- moonkit explore: scripts/table_list.lua, seed 1, shrunk from 35 to 4 actions; failed: script error at scripts/table_list.lua:105: attempt to index a nil value (field '?')
-- replay: moonkit run scripts/table_list.lua --bot explore-failures/table_list-1.shrunk.lua --seed 1
return function(game)
  game:drag({x = 195, y = 569.4}, {x = 195, y = 207.6}, 0.3)
  game:tapAt(195, 606)
  game:tapAt(195, 606)
  game:tapAt(195, 224)
end
