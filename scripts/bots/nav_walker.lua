-- Opens a breed, likes it, goes back; switches tabs and back (the breed's screen is still
-- there), then taps the selected tab to pop to the list. Logs what it sees on the way.
return function(game)
  game:tap("Bengal")
  game:wait(0.5)
  game:tap("Like")
  game:log(game:text("detail"))
  game:tab("About")
  game:log(game:text("credits"))
  game:tab("Breeds")
  game:log(game:text("detail"))
  game:tab("Breeds")            -- the selected tab again: back to the list, animated
  game:wait(0.5)
  game:report("rows", #game:views { type = "Button", title = "Abyssinian" })
  game:tap("Chartreux")
  game:wait(0.5)
  game:back()
  game:wait(0.5)
  game:report("taps", game.taps)
end
