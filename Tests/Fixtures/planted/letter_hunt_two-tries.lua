-- moonkit explore: scripts/letter_hunt.lua, seed 1, shrunk from 20 to 8 actions; failed: assertion failed at scripts/letter_hunt.lua:34: "+" ignored a word with tries left
-- replay: moonkit run scripts/letter_hunt.lua --bot explore-failures/letter_hunt-1.shrunk.lua --seed 1
return function(game)
  game:tapAt(371, 69)
  game:answerAlert("Submit", {"abc"})
  game:answerAlert("OK")
  game:tapAt(371, 69)
  game:answerAlert("Submit", {"abc"})
  game:answerAlert("OK")
  game:tapAt(19, 69)
  game:tapAt(371, 69)
end
