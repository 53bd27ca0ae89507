-- moonkit explore: scripts/nav_demo.lua, seed 1, shrunk from 73 to 6 actions; failed: script error at scripts/nav_demo.lua:36: attempt to index a nil value (field 'adopted')
-- replay: moonkit run scripts/nav_demo.lua --bot explore-failures/nav_demo-1.shrunk.lua --seed 1
return function(game)
  game:tap(game:find { identifier = "row1" })
  game:wait(0.5)
  game:tap("Like")
  game:tap("Like")
  game:tap("Like")
  game:answerAlert("Adopt")
end
