-- moonkit explore: scripts/table_list.lua, seed 1, shrunk from 12 to 6 actions; failed: assertion failed at scripts/table_list.lua:101: the label does not show the pick
-- replay: moonkit run scripts/table_list.lua --bot explore-failures/table_list-1.shrunk.lua --seed 1
return function(game)
  game:tapAt(195, 257)
  game:tapAt(195, 199)
  game:tapAt(195, 479.2)
  game:tapAt(195, 553.479)
  game:tapAt(195, 667.223)
  game:tapAt(195, 269.036)
end
