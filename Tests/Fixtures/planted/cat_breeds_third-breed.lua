-- moonkit explore: scripts/cat_breeds.lua, seed 18, shrunk from 12 to 8 actions; failed: script error at scripts/cat_breeds/list.lua:160: attempt to index a nil value (field '?')
-- replay: moonkit run scripts/cat_breeds.lua --bot explore-failures/cat_breeds-1.shrunk.lua --seed 18
return function(game)
  game:wait(3)
  game:tapAt(195, 442)
  game:tab("Browse")
  game:wait(3)
  game:tapAt(195, 500)
  game:tab("Browse")
  game:tab("Browse")
  game:tapAt(195, 326)
end
