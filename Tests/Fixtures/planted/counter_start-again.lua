-- moonkit explore: scripts/counter.lua, seed 1, shrunk from 7 to 6 actions; failed: script error at scripts/counter.lua:20: attempt to call a nil value (method 'resetTaps')
-- replay: moonkit run scripts/counter.lua --bot explore-failures/counter-1.shrunk.lua --seed 1
return function(game)
  game:tap("TAP ME")
  game:tap("TAP ME")
  game:tap("TAP ME")
  game:tap("TAP ME")
  game:tap("TAP ME")
  game:answerAlert("Start again")
end
