-- moonkit explore: scripts/letter_hunt.lua, seed 1, shrunk from 20 to 7 actions; failed: assertion failed at scripts/letter_hunt.lua:45: "+" ignored a word with tries left
-- replay: moonkit run scripts/letter_hunt.lua --bot explore-failures/letter_hunt-1.shrunk.lua --seed 1
return function(game)
  game:tapAt(371, 69)
  game:drag({x = 78, y = 450.5}, {x = 312, y = 450.5}, 0.1)
  game:tapAt(371, 69)
  game:answerAlert("Submit", {"abc"})
  game:answerAlert("OK")
  game:tapAt(19, 69)
  game:tapAt(371, 69)
end
