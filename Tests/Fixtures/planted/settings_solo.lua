-- moonkit explore: scripts/settings.lua, seed 1, shrunk from 34 to 3 actions; failed: script error at scripts/settings.lua:115: SegmentedControl has no property 'sendActions'
-- replay: moonkit run scripts/settings.lua --bot explore-failures/settings-1.shrunk.lua --seed 1
return function(game)
  game:pickSegment("difficulty", "Hard")
  game:step("players", "down")
  game:answerAlert("Make it Normal")
end
