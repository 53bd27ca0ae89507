-- moonkit explore: scripts/table_list.lua, seed 1, shrunk from 35 to 3 actions; failed: script error at scripts/table_list.lua:103: attempt to call a nil value (method 'markFavorite')
-- replay: moonkit run scripts/table_list.lua --bot explore-failures/table_list-1.shrunk.lua --seed 1
return function(game)
  game:tapAt(195, 606)
  game:tapAt(195, 606)
  game:answerAlert("Yes")
end
