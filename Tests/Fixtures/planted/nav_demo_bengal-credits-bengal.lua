-- moonkit explore: scripts/nav_demo.lua, seed 2, shrunk from 122 to 4 actions; failed: script error at scripts/nav_demo.lua:31: attempt to index a nil value (field 'prize')
-- replay: moonkit run scripts/nav_demo.lua --bot explore-failures/nav_demo-1.shrunk.lua --seed 2
return function(game)
  game:tap(game:find { identifier = "row2" })
  game:tab("About")
  game:tab("Breeds")
  game:tap("Like")
end
