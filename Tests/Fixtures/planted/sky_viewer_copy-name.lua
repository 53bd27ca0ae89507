-- moonkit explore: scripts/sky_viewer.lua, seed 1, shrunk from 21 to 4 actions; failed: script error at scripts/sky_viewer.lua:37: attempt to index a nil value (field 'pasteboard')
-- replay: moonkit run scripts/sky_viewer.lua --bot explore-failures/sky_viewer-1.shrunk.lua --seed 1
return function(game)
  game:tapAt(195, 157)
  game:wait(0.35)
  game:tapAt(371, 69)
  game:answerAlert("Copy")
end
