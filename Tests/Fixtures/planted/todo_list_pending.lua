-- moonkit explore: scripts/todo_list.lua, seed 1, shrunk from 36 to 3 actions; failed: script error at scripts/todo_list.lua:82: attempt to index a nil value (field 'pending')
-- replay: moonkit run scripts/todo_list.lua --bot explore-failures/todo_list-1.shrunk.lua --seed 1
return function(game)
  game:tap(game:find { identifier = "edit" })
  game:tap(game:find { identifier = "add" })
  game:tap(game:find { identifier = "edit" })
end
