-- moonkit explore: scripts/counter.lua, seed 1, shrunk from 11 to 8 actions; failed: assertion failed at scripts/counter.lua:19: a press was not counted
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
end
