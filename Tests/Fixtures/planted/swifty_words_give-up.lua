-- moonkit explore: scripts/swifty_words.lua, seed 1, shrunk from 65 to 4 actions; failed: script error at scripts/swifty_words.lua:203: attempt to call a nil value (method 'revealAnswers')
-- replay: moonkit run scripts/swifty_words.lua --bot explore-failures/swifty_words-1.shrunk.lua --seed 1
return function(game)
  game:wait(3)
  game:tap("IN")
  game:tap("SUBMIT")
  game:answerAlert("Give up")
end
