-- moonkit explore: scripts/psychic_tester.lua, seed 1, shrunk from 46 to 9 actions; failed: script error at scripts/psychic_tester.lua:157: attempt to index a nil value (field 'encouragement')
-- replay: moonkit run scripts/psychic_tester.lua --bot explore-failures/psychic_tester-1.shrunk.lua --seed 1
return function(game)
  game:wait(1)
  game:tapAt(596, 322)
  game:wait(1)
  game:wait(1)
  game:wait(1)
  game:tapAt(357, 142)
  game:wait(1)
  game:wait(1)
  game:tapAt(627, 256)
end
