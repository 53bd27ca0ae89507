-- moonkit explore: scripts/cat_breeds.lua, seed 1, shrunk from 97 to 6 actions; failed: assertion failed at scripts/cat_breeds/credits.lua:114: Meow 2 made no sound
-- replay: moonkit run scripts/cat_breeds.lua --bot explore-failures/cat_breeds-1.shrunk.lua --seed 1
return function(game)
  game:tab("Credits")
  game:tap("Meow 2")
  game:tap("Meow 2")
  game:tap("Meow 2")
  game:tapAt(302, 740)
  game:tap("Meow 2")
end
