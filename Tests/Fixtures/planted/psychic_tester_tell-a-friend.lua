-- moonkit explore: scripts/psychic_tester.lua, seed 16, shrunk from 20 to 10 actions; failed: script error at scripts/psychic_tester.lua:152: attempt to call a nil value (field 'share')
-- replay: moonkit run scripts/psychic_tester.lua --bot explore-failures/psychic_tester-1.shrunk.lua --seed 16
return function(game)
  game:tapAt(210, 66)
  game:wait(1)
  game:wait(1)
  game:tapAt(458, 186)
  game:wait(1)
  game:wait(1)
  game:tapAt(522, 133)
  game:wait(1)
  game:wait(1)
  game:answerAlert("Tell a friend")
end
