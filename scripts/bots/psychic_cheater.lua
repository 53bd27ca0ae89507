-- Psychic Tester, played by a cheat: press a card as hard as the screen allows (it becomes the
-- star), then lift the finger there, which taps it. Every round is a hit.
-- ROUNDS (a global the runner may set) rounds, 20 by default; reports hits, misses, hit rate.

local common = require "psychic.common"
local centre = common.centre

return function(game)
  game:wait(0.3)                                  -- the backs fade in
  for _ = 1, ROUNDS or 20 do
    local x, y = centre(game:find { identifier = ("card%d"):format(math.random(1, 8)) })
    local finger = game:touchDown(x, y, 1)
    game:touchMove(finger, x, y, game.maximumForce)
    game:touchUp(finger)
    game:wait(2.1)                                -- the round plays out and a new hand is dealt
  end
  common.reportScore(game)
end
