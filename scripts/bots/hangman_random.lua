-- A Hangman player with no strategy at all: each turn it taps one of the letter buttons still
-- enabled, picked at random. A bot's Lua state is not seeded by the engine (only the game's
-- is), so the bot seeds its own math.random from the global SEED (1 when unset): a run with
-- the same engine seed and SEED is the same run. It is the baseline the frequency bot is
-- measured against. Plays GAMES games (a global; 20 when unset), answering the end-of-game
-- alerts, and reports games, wins, win rate and taps.

-- The letter buttons a finger could tap now: single capital letters, shown and enabled.
local function enabledLetters(game)
  local out = {}
  for _, b in ipairs(game:views { type = "Button" }) do
    if b.title and b.title:match("^%u$") and b.isEnabled and not b.isHidden then out[#out + 1] = b end
  end
  return out
end

return function(game)
  -- Read when play starts, so a runner can set GAMES after loading the bot.
  local games = GAMES or 20
  if SEED then math.randomseed(SEED) end         -- else the engine's seed, set by the runner
  local played, wins = 0, 0
  game:wait(0)                                   -- the word list loads in the background
  while played < games do
    local alert = game:alert()
    if alert then
      played = played + 1
      if alert.title == "You got it!" then wins = wins + 1
      elseif alert.title ~= "Hanged!" then error("unexpected alert: " .. tostring(alert.title)) end
      game:answerAlert("New word")
      game:wait(0.5)                             -- let the alert go before reading the screen
    else
      local letters = enabledLetters(game)
      if #letters == 0 then error("no letter can be tapped and no alert is up: " .. game:text("word")) end
      game:tap(letters[math.random(#letters)])
    end
  end
  game:report("games", played)
  game:report("wins", wins)
  game:report("win rate", wins / played)
  game:report("taps", game.taps)
end
