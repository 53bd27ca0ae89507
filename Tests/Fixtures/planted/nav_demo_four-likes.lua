-- moonkit explore: scripts/nav_demo.lua, seed 7, shrunk from 113 to 8 actions; failed: assertion failed at scripts/nav_demo.lua:36: Like changed nothing
-- replay: moonkit run scripts/nav_demo.lua --bot explore-failures/nav_demo-1.shrunk.lua --seed 7
return function(game)
  game:tap(game:find { identifier = "row3" })
  game:tab("About")
  game:tab("Breeds")
  game:tap("Like")
  game:tap("Like")
  game:tap("Like")
  game:tap("Like")
  game:tap("Like")
end
