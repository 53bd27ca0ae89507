-- moonkit explore: scripts/flag_quiz.lua, seed 1, shrunk from 9 to 3 actions; failed: assertion failed at scripts/flag_quiz.lua:81: a flag answered twice in one question
-- replay: moonkit run scripts/flag_quiz.lua --bot explore-failures/flag_quiz-1.shrunk.lua --seed 1
return function(game)
  game:tap(game:find { identifier = "flag1" })
  game:answerAlert("Continue")
  game:tap(game:find { identifier = "flag1" })
end
