-- Scrolls the list to its last row and picks it, flicks it back up, and reports the offsets.
return function(game)
  local offset = game:scroll(game:find { identifier = "list" }, 5000)
  game:log(("scrolled to %g"):format(offset.y))
  game:tap("Breed 30")
  game:log(game:text("picked"))
  game:drag({ x = 195, y = 300 }, { x = 195, y = 600 }, 0.25)
  game:wait(5)
  game:log(game:text("status"))
  game:report("offset", offset.y)
end
