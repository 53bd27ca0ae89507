-- Psychic Tester, played by chance: each round, tap one of the eight cards at random.
-- ROUNDS (a global the runner may set) rounds, 20 by default; reports hits, misses, hit rate.
local common = require "psychic.common"

return function(game)
  local rounds = ROUNDS or 20
  game:wait(0.3)                                  -- the backs fade in
  for _ = 1, rounds do
    game:tap(game:find { identifier = ("card%d"):format(math.random(1, 8)) })
    game:wait(2.1)                                -- the round plays out and a new hand is dealt
  end
  common.reportScore(game)
end
