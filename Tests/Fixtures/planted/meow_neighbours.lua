-- moonkit explore: scripts/meow.lua, seed 1, shrunk from 7 to 6 actions; failed: script error at scripts/meow.lua:35: attempt to index a nil value (field 'caption')
-- replay: moonkit run scripts/meow.lua --bot explore-failures/meow-1.shrunk.lua --seed 1
return function(game)
  game:tap("MEOW")
  game:tap("MEOW")
  game:tap("MEOW")
  game:tap("MEOW")
  game:tap("MEOW")
  game:answerAlert("Sorry!")
end
