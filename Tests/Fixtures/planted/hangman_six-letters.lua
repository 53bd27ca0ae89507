-- moonkit explore: scripts/hangman.lua, seed 3, shrunk from 8 to 8 actions; failed: assertion failed at scripts/hangman.lua:89: the letter was not taken
-- replay: moonkit run scripts/hangman.lua --bot explore-failures/hangman-1.shrunk.lua --seed 3
return function(game)
  game:wait(1)
  game:tap("N")
  game:tap("Q")
  game:tap("E")
  game:tap("X")
  game:tap("C")
  game:tap("T")
  game:tap("O")
end
