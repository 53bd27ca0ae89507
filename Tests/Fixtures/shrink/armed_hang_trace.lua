-- moonkit explore: Tests/Fixtures/shrink/armed.lua, seed 4, 7 actions; failed: a hang
return function(game)
  game:tap("Wave")
  game:tap("Wave")
  game:wait(0.5)
  game:tap("Fire")
  game:tap("Wave")
  game:wait(1)
  game:tap("Wave")
end
