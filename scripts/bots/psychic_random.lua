-- Psychic Tester, played by chance: each round, tap one of the eight cards at random.
-- ROUNDS (a global the runner may set) rounds, 20 by default; reports hits, misses, hit rate.
local function tally(game)
  local hits, misses = game:text("tally"):match("Hits (%d+) · Misses (%d+)")
  return tonumber(hits), tonumber(misses)
end

return function(game)
  local rounds = ROUNDS or 20
  game:wait(0.3)                                  -- the backs fade in
  for _ = 1, rounds do
    game:tap(game:find { identifier = ("card%d"):format(math.random(1, 8)) })
    game:wait(2.1)                                -- the round plays out and a new hand is dealt
  end
  local hits, misses = tally(game)
  game:report("hits", hits)
  game:report("misses", misses)
  game:report("hit rate", hits / (hits + misses))
end
