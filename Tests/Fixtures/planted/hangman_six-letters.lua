-- moonkit explore: scripts/hangman.lua, seed 1, shrunk from 12 to 8 actions; failed: assertion failed at scripts/hangman.lua:89: the letter was not taken
-- replay: moonkit run scripts/hangman.lua --bot explore-failures/hangman-1.shrunk.lua --seed 1
return function(game)
  game:wait(1)
  game:tap("G")
  game:tap("R")
  game:tap("E")
  game:tap("M")
  game:tap("K")
  game:tap("N")
  game:tap("W")
end
