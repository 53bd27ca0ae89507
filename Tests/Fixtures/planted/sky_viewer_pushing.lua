-- moonkit explore: scripts/sky_viewer.lua, seed 1, shrunk from 6 to 5 actions; failed: assertion failed at scripts/sky_viewer.lua:70: a row was tapped while a picture was being pushed
-- replay: moonkit run scripts/sky_viewer.lua --bot explore-failures/sky_viewer-1.shrunk.lua --seed 1
return function(game)
  game:tapAt(195, 245)
  game:wait(0.35)
  game:back()
  game:wait(0.35)
  game:tapAt(195, 211.586)
end
