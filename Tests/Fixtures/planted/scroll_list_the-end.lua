-- moonkit explore: scripts/scroll_list.lua, seed 1, shrunk from 46 to 5 actions; failed: script error at scripts/scroll_list.lua:55: ScrollView has no property 'scrollToTop'
-- replay: moonkit run scripts/scroll_list.lua --bot explore-failures/scroll_list-1.shrunk.lua --seed 1
return function(game)
  game:drag({x = 195, y = 648.6}, {x = 195, y = 248.4}, 0.3)
  game:drag({x = 195, y = 648.6}, {x = 195, y = 248.4}, 0.3)
  game:wait(3)
  game:tap(game:find { identifier = "row30" })
  game:answerAlert("Back to the top")
end
