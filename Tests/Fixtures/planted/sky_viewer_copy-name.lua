-- moonkit explore: scripts/sky_viewer.lua, seed 9, shrunk from 6 to 5 actions; failed: script error at scripts/sky_viewer.lua:37: attempt to index a nil value (field 'pasteboard')
-- replay: moonkit run scripts/sky_viewer.lua --bot explore-failures/sky_viewer-1.shrunk.lua --seed 9
return function(game)
  game:tapAt(195, 377)
  game:drag({x = 130, y = 666.2}, {x = 130, y = 234.8}, 0.3)
  game:drag({x = 52, y = 450.5}, {x = 208, y = 450.5}, 0.1)
  game:tapAt(371, 69)
  game:answerAlert("Copy")
end
