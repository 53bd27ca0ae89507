-- moonkit explore: scripts/hangman.lua, seed 1, shrunk from 26 to 9 actions; failed: script error at scripts/hangman.lua:194: attempt to index a nil value (field 'definitions')
-- replay: moonkit run scripts/hangman.lua --bot explore-failures/hangman-1.shrunk.lua --seed 1
return function(game)
  game:wait(1)
  game:tap("G")
  game:tap("R")
  game:tap("M")
  game:tap("K")
  game:tap("N")
  game:tap("W")
  game:tap("X")
  game:answerAlert("What does it mean?")
end
