-- moonkit explore: scripts/swifty_words.lua, seed 15, shrunk from 19 to 9 actions; failed: script error at scripts/swifty_words.lua:207: attempt to index a nil value (field 'answerLabel')
-- replay: moonkit run scripts/swifty_words.lua --bot explore-failures/swifty_words-1.shrunk.lua --seed 15
return function(game)
  game:wait(1)
  game:tap("PEN")
  game:tap("SUBMIT")
  game:answerAlert("OK")
  game:tap("ISE")
  game:tap("SUBMIT")
  game:answerAlert("OK")
  game:tap("GU")
  game:tap("SUBMIT")
end
