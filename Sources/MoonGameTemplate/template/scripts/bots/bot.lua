-- A bot for @NAME@: reads the word to tap from the prompt, taps its button, and reports the score.
--   moonkit run scripts/@NAME@.lua --bot scripts/bots/@NAME@_bot.lua

---@param game Game
return function(game)
  game:wait(0.1)  -- the level loads in the background
  while true do
    local word = game:text("prompt"):match("^Tap (%u+)$")
    if word == nil then break end
    game:tap(word)
    game:wait(0.5)
  end
  game:log(game:text("prompt"))
  game:report("score", tonumber(game:text("score"):match("%d+")) or 0)
end
