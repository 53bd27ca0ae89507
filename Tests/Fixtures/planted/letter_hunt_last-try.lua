-- moonkit explore: scripts/letter_hunt.lua, seed 1, shrunk from 10 to 5 actions; failed: script error at scripts/letter_hunt.lua:54: attempt to index a nil value (field 'word')
-- replay: moonkit run scripts/letter_hunt.lua --bot explore-failures/letter_hunt-1.shrunk.lua --seed 1
return function(game)
  game:tapAt(371, 69)
  game:answerAlert("Submit", {"abc"})
  game:answerAlert("OK")
  game:tapAt(19, 69)
  game:tapAt(371, 69)
end
