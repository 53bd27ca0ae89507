-- Picks a breed on screen, then one far down the list (tapRow scrolls to it), twice to make
-- it the favourite, and reads what the screen says.
return function(game)
  game:tapRow("breeds", "Bengal")
  game:log(game:text("picked"))
  game:tapRow("breeds", "Turkish Van")
  game:tapRow("breeds", "Turkish Van")
  game:wait(0.5)
  game:log(game:text("picked"))
  local ok, why = game:tryTapRow("breeds", "Dragon Li")
  game:log(tostring(ok) .. ": " .. why)
  local offset = game:scroll(game:find { identifier = "breeds" }, -2000)
  game:log(("back at %d"):format(offset.y))
end
