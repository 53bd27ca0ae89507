-- moonkit explore: scripts/psychic_tester.lua, seed 1, shrunk from 57 to 10 actions; failed: assertion failed at scripts/psychic_tester.lua:154: a card took a tap during a round
-- replay: moonkit run scripts/psychic_tester.lua --bot explore-failures/psychic_tester-1.shrunk.lua --seed 1
return function(game)
  game:tapAt(596, 322)
  game:wait(1)
  game:wait(1)
  game:tapAt(357, 142)
  game:wait(1)
  game:wait(1)
  game:tapAt(627, 256)
  game:wait(1)
  game:wait(1)
  game:tapAt(429, 339)
end
