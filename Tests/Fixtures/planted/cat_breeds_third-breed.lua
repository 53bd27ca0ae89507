-- moonkit explore: scripts/cat_breeds.lua, seed 1, shrunk from 18 to 9 actions; failed: script error at scripts/cat_breeds/list.lua:160: attempt to index a nil value (field '?')
-- replay: moonkit run scripts/cat_breeds.lua --bot explore-failures/cat_breeds-1.shrunk.lua --seed 1
return function(game)
  game:drag({x = 195, y = 627}, {x = 195, y = 225}, 0.3)
  game:tapAt(195, 417.759)
  game:wait(0.35)
  game:back()
  game:wait(0.35)
  game:tapAt(195, 672.809)
  game:tab("Browse")
  game:wait(0.35)
  game:tapAt(195, 442)
end
