-- moonkit explore: scripts/psychic_tester.lua, seed 3, shrunk from 12 to 7 actions; failed: script error at scripts/psychic_tester.lua:157: attempt to index a nil value (field 'encouragement')
-- replay: moonkit run scripts/psychic_tester.lua --bot explore-failures/psychic_tester-1.shrunk.lua --seed 3
return function(game)
  game:tapAt(441, 111)
  game:wait(1)
  game:wait(1)
  game:tapAt(545, 318)
  game:wait(1)
  game:wait(1)
  game:tapAt(214, 207)
end
