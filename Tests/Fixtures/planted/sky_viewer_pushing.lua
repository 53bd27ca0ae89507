-- moonkit explore: scripts/sky_viewer.lua, seed 1, shrunk from 7 to 7 actions; failed: assertion failed at scripts/sky_viewer.lua:70: a row was tapped while a picture was being pushed
-- replay: moonkit run scripts/sky_viewer.lua --bot explore-failures/sky_viewer-1.shrunk.lua --seed 1
return function(game)
  game:tapAt(195, 245)
  game:drag({x = 52, y = 450.5}, {x = 208, y = 450.5}, 0.1)
  game:drag({x = 130, y = 666.2}, {x = 130, y = 234.8}, 0.3)
  game:back()
  game:drag({x = 195, y = 234.8}, {x = 195, y = 666.2}, 0.3)
  game:drag({x = 195, y = 666.2}, {x = 195, y = 234.8}, 0.3)
  game:tapAt(195, 201)
end
