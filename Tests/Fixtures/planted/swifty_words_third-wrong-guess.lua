-- moonkit explore: scripts/swifty_words.lua, seed 1, shrunk from 119 to 9 actions; failed: script error at scripts/swifty_words.lua:207: attempt to index a nil value (field 'answerLabel')
-- replay: moonkit run scripts/swifty_words.lua --bot explore-failures/swifty_words-1.shrunk.lua --seed 1
return function(game)
  game:wait(0.2)
  game:tap("IN")
  game:tap("SUBMIT")
  game:answerAlert("OK")
  game:tap("GAR")
  game:tap("SUBMIT")
  game:answerAlert("OK")
  game:tap("VER")
  game:tap("SUBMIT")
end
