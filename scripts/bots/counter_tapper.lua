-- Taps the counter's button five times, a quarter of a second apart, and reports what it reads.
return function(game)
  for _ = 1, 5 do
    game:tap("TAP ME")
    game:wait(0.25)
  end
  game:log("the label says " .. game:text("count"))
  game:report("taps", game.taps)
end
