-- moonkit explore: scripts/flag_quiz.lua, seed 1, shrunk from 32 to 10 actions; failed: script error at scripts/flag_quiz.lua:73: attempt to index a nil value (field '?')
-- replay: moonkit run scripts/flag_quiz.lua --bot explore-failures/flag_quiz-1.shrunk.lua --seed 1
return function(game)
  game:tap(game:find { identifier = "flag1" })
  game:answerAlert("Continue")
  game:tap(game:find { identifier = "flag1" })
  game:answerAlert("Continue")
  game:tap(game:find { identifier = "flag1" })
  game:answerAlert("Continue")
  game:tap(game:find { identifier = "flag1" })
  game:answerAlert("Continue")
  game:tap(game:find { identifier = "flag3" })
  game:answerAlert("Continue")
end
