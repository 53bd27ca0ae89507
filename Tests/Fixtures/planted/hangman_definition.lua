-- moonkit explore: scripts/hangman.lua, seed 4, shrunk from 11 to 9 actions; failed: script error at scripts/hangman.lua:194: attempt to index a nil value (field 'definitions')
-- replay: moonkit run scripts/hangman.lua --bot explore-failures/hangman-1.shrunk.lua --seed 4
return function(game)
  game:wait(0.5)
  game:tap("W")
  game:tap("V")
  game:tap("B")
  game:tap("U")
  game:tap("I")
  game:tap("G")
  game:tap("K")
  game:answerAlert("What does it mean?")
end
