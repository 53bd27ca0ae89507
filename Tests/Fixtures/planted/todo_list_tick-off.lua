-- moonkit explore: scripts/todo_list.lua, seed 2, shrunk from 102 to 2 actions; failed: script error at scripts/todo_list.lua:100: attempt to index a nil value (field '?')
-- replay: moonkit run scripts/todo_list.lua --bot explore-failures/todo_list-1.shrunk.lua --seed 2
return function(game)
  game:tapAt(195, 151)
  game:answerAlert("Done")
end
