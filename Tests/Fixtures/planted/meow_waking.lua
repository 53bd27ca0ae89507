-- moonkit explore: scripts/meow.lua, seed 5, shrunk from 4 to 4 actions; failed: script error at scripts/meow.lua:38: attempt to index a nil value (field '?')
-- replay: moonkit run scripts/meow.lua --bot explore-failures/meow-1.shrunk.lua --seed 5
return function(game)
  game:tap("MEOW")
  game:tap("MEOW")
  game:wait(3)
  game:tap("MEOW")
end
