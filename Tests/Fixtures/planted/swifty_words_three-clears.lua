-- moonkit explore: scripts/swifty_words.lua, seed 1, shrunk from 170 to 6 actions; failed: assertion failed at scripts/swifty_words.lua:183: CLEAR left letters in the answer
-- replay: moonkit run scripts/swifty_words.lua --bot explore-failures/swifty_words-1.shrunk.lua --seed 1
return function(game)
  game:wait(0.2)
  game:tap("CLEAR")
  game:tap("CLEAR")
  game:tap("CLEAR")
  game:tap("IN")
  game:tap("CLEAR")
end
