-- Psychic Tester, played by feel: rest a finger lightly on the first card, slide it across the
-- cards one by one, and when the game's signal is felt, lift it and tap the card under it.
-- ROUNDS (a global the runner may set) rounds, 20 by default; reports hits, misses, hit rate.

local common = require "psychic.common"
local centre = common.centre

-- Rests a finger on each card in turn until the signal comes, then lifts it away from the
-- cards. Returns the number of the card that signalled, or nil.
local function feelForTheStar(game)
  local cards = {}
  for n = 1, 8 do cards[n] = game:find { identifier = ("card%d"):format(n) } end
  game:signals()                                  -- forget older signals
  local x, y = centre(cards[1])
  local finger = game:touchDown(x, y, 0.2)
  local star = nil
  for n = 1, 8 do
    if n > 1 then
      game:wait(0.5)                              -- slow enough for the signal's half-second gap
      x, y = centre(cards[n])
      game:touchMove(finger, x, y, 0.2)
    end
    if #game:signals() > 0 then
      star = n
      break
    end
  end
  -- A tap counts where it ends on the card it began on: lifting in a corner taps nothing.
  game:touchMove(finger, 1, 1, 0.2)
  game:touchUp(finger)
  return star
end

return function(game)
  game:wait(0.3)                                  -- the backs fade in
  for _ = 1, ROUNDS or 20 do
    local star = feelForTheStar(game) or 1
    game:tap(game:find { identifier = ("card%d"):format(star) })
    game:wait(2.1)                                -- the round plays out and a new hand is dealt
  end
  common.reportScore(game)
end
