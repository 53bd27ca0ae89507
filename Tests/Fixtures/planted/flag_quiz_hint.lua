-- moonkit explore: scripts/flag_quiz.lua, seed 9, shrunk from 4 to 4 actions; failed: script error at scripts/flag_quiz.lua:104: attempt to index a nil value (field '?')
-- replay: moonkit run scripts/flag_quiz.lua --bot explore-failures/flag_quiz-1.shrunk.lua --seed 9
return function(game)
  game:tap(game:find { identifier = "flag2" })
  game:answerAlert("Continue")
  game:tap(game:find { identifier = "flag3" })
  game:answerAlert("Hint")
end
