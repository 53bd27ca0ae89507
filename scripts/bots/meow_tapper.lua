-- Taps MEOW twice, a second apart, and reports the sounds the game played.
-- moonkit run scripts/meow.lua --bot scripts/bots/meow_tapper.lua
return function(game)
  game:tap("MEOW")
  game:wait(1)
  game:tap("MEOW")
  game:wait(1)
  local heard = game:sounds()
  for _, sound in ipairs(heard) do
    game:log(("%s at %.2f s, %.2f s long"):format(sound.name, sound.time, sound.duration))
  end
  game:report("sounds", #heard)
end
