-- moonkit explore: scripts/settings.lua, seed 4, shrunk from 7 to 3 actions; failed: script error at scripts/settings.lua:115: SegmentedControl has no property 'sendActions'
-- replay: moonkit run scripts/settings.lua --bot explore-failures/settings-1.shrunk.lua --seed 4
return function(game)
  game:pickSegment("difficulty", "Hard")
  game:step("players", "down")
  game:answerAlert("Make it Normal")
end
