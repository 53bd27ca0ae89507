-- moonkit explore: scripts/letter_hunt.lua, seed 1, shrunk from 12 to 3 actions; failed: script error at scripts/letter_hunt.lua:53: attempt to index a nil value (field 'integer index')
-- replay: moonkit run scripts/letter_hunt.lua --bot explore-failures/letter_hunt-1.shrunk.lua --seed 1
return function(game)
  game:tapAt(371, 69)
  game:answerAlert("Submit", {"abc"})
  game:answerAlert("Try again")
end
