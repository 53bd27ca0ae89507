-- moonkit explore: scripts/scroll_list.lua, seed 3, shrunk from 43 to 4 actions; failed: script error at scripts/scroll_list.lua:70: attempt to index a nil value (field '?')
-- replay: moonkit run scripts/scroll_list.lua --bot explore-failures/scroll_list-1.shrunk.lua --seed 3
return function(game)
  game:drag({x = 195, y = 648.6}, {x = 195, y = 248.4}, 0.3)
  game:tap(game:find { identifier = "row11" })
  game:tap(game:find { identifier = "heading" })
  game:tap(game:find { identifier = "heading" })
end
