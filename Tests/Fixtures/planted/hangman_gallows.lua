-- moonkit explore: scripts/hangman.lua, seed 1, shrunk from 7 to 4 actions; failed: script error at scripts/hangman.lua:176: attempt to index a nil value (field '?')
-- replay: moonkit run scripts/hangman.lua --bot explore-failures/hangman-1.shrunk.lua --seed 1
return function(game)
  game:wait(1)
  game:tap("G")
  game:tap("R")
  game:tap("M")
end
