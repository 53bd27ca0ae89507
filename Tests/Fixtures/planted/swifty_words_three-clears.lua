-- moonkit explore: scripts/swifty_words.lua, seed 3, shrunk from 24 to 6 actions; failed: assertion failed at scripts/swifty_words.lua:183: CLEAR left letters in the answer
-- replay: moonkit run scripts/swifty_words.lua --bot explore-failures/swifty_words-1.shrunk.lua --seed 3
return function(game)
  game:wait(1)
  game:tap("CLEAR")
  game:tap("CLEAR")
  game:tap("CLEAR")
  game:tap("ISE")
  game:tap("CLEAR")
end
