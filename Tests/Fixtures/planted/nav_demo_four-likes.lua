-- moonkit explore: scripts/nav_demo.lua, seed 1, shrunk from 132 to 7 actions; failed: assertion failed at scripts/nav_demo.lua:36: Like changed nothing
-- replay: moonkit run scripts/nav_demo.lua --bot explore-failures/nav_demo-1.shrunk.lua --seed 1
return function(game)
  game:tap(game:find { identifier = "row2" })
  game:wait(0.35)
  game:tap("Like")
  game:tap("Like")
  game:tap("Like")
  game:tap("Like")
  game:tap("Like")
end
