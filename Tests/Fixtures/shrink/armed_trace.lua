-- moonkit explore: Tests/Fixtures/shrink/armed.lua, seed 4, 10 actions; failed: a nil access
return function(game)
  game:tap("Wave")
  game:wait(0.5)
  game:tap("Wave")
  game:tap("Arm")
  game:tap("Wave")
  game:wait(1)
  game:tap("Wave")
  game:tap("Fire")
  game:tap("Wave")
  game:wait(0.5)
end
