-- Psychic Tester through its screen: the eight cards, the tally, and the cheat a hard press is.
test.game "../psychic_tester.lua"

-- The centre of card `n` on screen.
local function centre(game, n)
  local card = game:find { identifier = ("card%d"):format(n) }
  return card.frame.x + card.frame.width / 2, card.frame.y + card.frame.height / 2
end

test("eight cards are dealt face down and the tally starts empty", function(game)
  game:wait(0.3)                                 -- the backs fade in
  for n = 1, 8 do expect(game):toShow { identifier = ("card%d"):format(n) } end
  expect(game:text("tally")).toBe("Hits 0 · Misses 0 · 0%")
  expect(game):toMatchSnapshot("dealt")
end)

test("a press as hard as the screen allows turns the card into the star: a hit", function(game)
  game:wait(0.3)
  local x, y = centre(game, 3)
  local finger = game:touchDown(x, y, 1)
  game:touchMove(finger, x, y, game.maximumForce)
  game:touchUp(finger)
  game:wait(2.1)                                 -- the round plays out and a new hand is dealt
  expect(game:text("tally")).toBe("Hits 1 · Misses 0 · 100%")
end)
