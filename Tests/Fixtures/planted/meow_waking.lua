-- moonkit explore: scripts/meow.lua, seed 1, shrunk from 19 to 4 actions; failed: script error at scripts/meow.lua:38: attempt to index a nil value (field '?')
-- replay: moonkit run scripts/meow.lua --bot explore-failures/meow-1.shrunk.lua --seed 1
return function(game)
  game:tap("MEOW")
  game:tap("MEOW")
  game:wait(3)
  game:tap("MEOW")
end
