-- moonkit explore: scripts/scroll_list.lua, seed 11, shrunk from 5 to 5 actions; failed: assertion failed at scripts/scroll_list.lua:56: the label does not show the pick
-- replay: moonkit run scripts/scroll_list.lua --bot explore-failures/scroll_list-1.shrunk.lua --seed 11
return function(game)
  game:tap(game:find { identifier = "row2" })
  game:tap(game:find { identifier = "row1" })
  game:tap(game:find { identifier = "row12" })
  game:tap(game:find { identifier = "row7" })
  game:tap(game:find { identifier = "row9" })
end
