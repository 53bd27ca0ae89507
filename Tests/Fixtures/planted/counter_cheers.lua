-- moonkit explore: scripts/counter.lua, seed 1, shrunk from 13 to 9 actions; failed: script error at scripts/counter.lua:10: attempt to index a nil value (field '?')
-- replay: moonkit run scripts/counter.lua --bot explore-failures/counter-1.shrunk.lua --seed 1
return function(game)
  game:tap("TAP ME")
  game:tap("TAP ME")
  game:tap("TAP ME")
  game:tap("TAP ME")
  game:tap("TAP ME")
  game:tap("TAP ME")
  game:tap("TAP ME")
  game:tap("TAP ME")
  game:tap("TAP ME")
end
