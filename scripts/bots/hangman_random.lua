-- A Hangman player with no strategy at all: each turn it taps one of the letter buttons still
-- enabled, picked at random (math.random follows the engine's seed, or the global SEED when
-- set). It is the baseline the frequency bot is measured against. Plays GAMES games (a global;
-- 20 when unset), answering the end-of-game alerts, and reports games, wins, win rate and taps.

-- The letter buttons a finger could tap now: single capital letters, shown and enabled.
local function enabledLetters(game)
  local out = {}
  for _, b in ipairs(game:views { type = "Button" }) do
    if b.title and b.title:match("^%u$") and b.isEnabled and not b.isHidden then out[#out + 1] = b end
  end
  return out
end

local play = require "hangman_games"

return function(game)
  if SEED then math.randomseed(SEED) end         -- else the engine's seed, set by the runner
  play(game, function()
    local letters = enabledLetters(game)
    if #letters == 0 then error("no letter can be tapped and no alert is up: " .. game:text("word")) end
    game:tap(letters[math.random(#letters)])
  end)
end
