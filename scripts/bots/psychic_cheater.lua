-- Psychic Tester, played by a cheat: press a card as hard as the screen allows (it becomes the
-- star), then lift the finger there, which taps it. Every round is a hit.
return function(game)
  local rounds = ROUNDS or 20
  game:wait(0.3)
  for _ = 1, rounds do
    local card = game:find { identifier = ("card%d"):format(math.random(1, 8)) }
    local f = card.frame
    local x, y = f.x + f.width / 2, f.y + f.height / 2
    local finger = game:touchDown(x, y, 1)
    game:touchMove(finger, x, y, game.maximumForce)
    game:touchUp(finger)
    game:wait(2.1)
  end
  local hits, misses = game:text("tally"):match("Hits (%d+) · Misses (%d+)")
  game:report("hits", tonumber(hits))
  game:report("misses", tonumber(misses))
  game:report("hit rate", tonumber(hits) / (tonumber(hits) + tonumber(misses)))
end
