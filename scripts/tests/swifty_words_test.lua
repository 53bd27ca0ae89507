-- Swifty Words through its screen: spelling answers from letter groups on the first level.
test.game "../swifty_words.lua"

test("a right answer takes its place among the answers and scores a point", function(game)
  game:wait(0)                                   -- the level loads in the background
  expect(game:text("clues")):toContain("2. Grey giant with a trunk")
  for _, group in ipairs { "ELE", "PHA", "NT" } do game:tap(group) end
  expect(game:text("answer")).toBe("ELEPHANT")
  game:tap("SUBMIT")
  expect(game:text("score")).toBe("Score: 1")
  expect(game:text("answers")).toBe("7 letters\nELEPHANT\n6 letters\n8 letters\n7 letters\n7 letters\n8 letters")
  expect(game).never.toShow { title = "ELE" }    -- a used group stays hidden
  game:wait(0.3)                                 -- once the groups have faded out
  expect(game):toMatchSnapshot("elephant_found")
end)

test("a wrong answer costs a point and gives its letters back", function(game)
  game:wait(0)
  game:tap("GI")
  expect(game).never.toShow { title = "GI" }
  game:tap("SUBMIT")
  expect(game:alert()).toEqual({ title = "That's not it", message = "GI is not one of the answers. You lose a point.",
                                 actions = { "OK" } })
  game:answerAlert("OK")
  game:wait(0.5)
  expect(game:text("score")).toBe("Score: -1")
  expect(game):toShow { title = "GI" }
end)
