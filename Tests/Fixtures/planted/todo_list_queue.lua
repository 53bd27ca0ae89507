-- moonkit explore: scripts/todo_list.lua, seed 1, shrunk from 197 to 9 actions; failed: assertion failed at scripts/todo_list.lua:48: Add did not add a chore
-- replay: moonkit run scripts/todo_list.lua --bot explore-failures/todo_list-1.shrunk.lua --seed 1
return function(game)
  game:tap(game:find { identifier = "add" })
  game:tap(game:find { identifier = "add" })
  game:tap(game:find { identifier = "add" })
  game:tap(game:find { identifier = "add" })
  game:tap(game:find { identifier = "add" })
  game:tap(game:find { identifier = "add" })
  game:tap(game:find { identifier = "add" })
  game:tap(game:find { identifier = "add" })
  game:tap(game:find { identifier = "add" })
end
