-- The bot of the embedding example's simulations: rolls the die ten times and reports the score.
return function(game)
  for _ = 1, 10 do game:tap("ROLL") end
  game:report("score", tonumber(game:text("score")))
end
