-- What every Hangman bot does between its guesses: play GAMES games (20 unless the runner sets
-- it), count the wins from the end-of-game alerts, and start each new word.
return function(game, guess)
  local games = GAMES or 20                      -- read when play starts, after the runner set it
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
      guess(game)
    end
  end
  game:report("games", played)
  game:report("wins", wins)
  game:report("win rate", wins / played)
  game:report("taps", game.taps)
end
