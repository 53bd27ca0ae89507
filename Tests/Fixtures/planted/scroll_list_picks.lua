-- moonkit explore: scripts/scroll_list.lua, seed 1, shrunk from 6 to 5 actions; failed: assertion failed at scripts/scroll_list.lua:56: the label does not show the pick
-- replay: moonkit run scripts/scroll_list.lua --bot explore-failures/scroll_list-1.shrunk.lua --seed 1
return function(game)
  game:tap(game:find { identifier = "row8" })
  game:tap(game:find { identifier = "row9" })
  game:tap(game:find { identifier = "row4" })
  game:tap(game:find { identifier = "row3" })
  game:tap(game:find { identifier = "row1" })
end
