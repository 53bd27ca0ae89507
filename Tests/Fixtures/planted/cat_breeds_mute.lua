-- moonkit explore: scripts/cat_breeds.lua, seed 1, shrunk from 40 to 5 actions; failed: script error at scripts/cat_breeds/credits.lua:124: attempt to call a nil value (field 'mute')
-- replay: moonkit run scripts/cat_breeds.lua --bot explore-failures/cat_breeds-1.shrunk.lua --seed 1
return function(game)
  game:tab("Credits")
  game:tap("Meow 1")
  game:tap("Meow 1")
  game:tap("Meow 1")
  game:answerAlert("Turn off")
end
