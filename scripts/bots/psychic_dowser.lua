-- Psychic Tester, played by feel: rest a finger lightly on the first card, slide it across the
-- cards one by one, and when the game's signal is felt, lift it and tap the card under it.
return function(game)
  local rounds = ROUNDS or 20
  game:wait(0.3)
  for _ = 1, rounds do
    local cards = {}
    for n = 1, 8 do cards[n] = game:find { identifier = ("card%d"):format(n) } end
    local function centre(card) return card.frame.x + card.frame.width / 2, card.frame.y + card.frame.height / 2 end
    game:signals()                                -- forget older signals
    local x, y = centre(cards[1])
    local finger = game:touchDown(x, y, 0.2)
    local found = #game:signals() > 0 and 1 or nil
    for n = 2, 8 do
      if found then break end
      game:wait(0.5)                              -- slow enough for the signal's half-second gap
      x, y = centre(cards[n])
      game:touchMove(finger, x, y, 0.2)
      if #game:signals() > 0 then found = n end
    end
    -- Lifting over another card taps nothing (a tap ends where it began); then tap the star.
    game:touchMove(finger, 1, 1, 0.2)
    game:touchUp(finger)
    game:tap(game:find { identifier = ("card%d"):format(found or 1) })
    game:wait(2.1)
  end
  local hits, misses = game:text("tally"):match("Hits (%d+) · Misses (%d+)")
  game:report("hits", tonumber(hits))
  game:report("misses", tonumber(misses))
  game:report("hit rate", tonumber(hits) / (tonumber(hits) + tonumber(misses)))
end
