-- What the three Psychic Tester bots share: where a card is on the screen, and the score
-- they report at the end.
local common = {}

-- The centre of a view description, in window coordinates.
function common.centre(view)
  return view.frame.x + view.frame.width / 2, view.frame.y + view.frame.height / 2
end

-- Reads the game's tally label and reports hits, misses and the hit rate.
function common.reportScore(game)
  local hits, misses = game:text("tally"):match("Hits (%d+) · Misses (%d+)")
  hits, misses = tonumber(hits), tonumber(misses)
  game:report("hits", hits)
  game:report("misses", misses)
  game:report("hit rate", hits / (hits + misses))
end

return common
