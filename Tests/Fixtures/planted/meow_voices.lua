-- moonkit explore: scripts/meow.lua, seed 1, shrunk from 5 to 4 actions; failed: assertion failed at scripts/meow.lua:41: a tap on MEOW did not meow
-- replay: moonkit run scripts/meow.lua --bot explore-failures/meow-1.shrunk.lua --seed 1
return function(game)
  game:tap("MEOW")
  game:tap("MEOW")
  game:tap("MEOW")
  game:tap("MEOW")
end
