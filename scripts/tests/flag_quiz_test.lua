-- The flag quiz through its screen: a right and a wrong answer, their alerts and the score, and
-- the final alert after ten questions. Which flag is right is read from the buttons'
-- descriptions (each names its image), so the tests hold whatever the seed deals.
test.game "../flag_quiz.lua"

-- The number (1 to 3) of the flag button showing the country the bar names, and of another.
local function rightAndWrong(game)
  local wanted = "flag_" .. game:find({ type = "NavigationBar" }).title:lower()
  local right, wrong
  for n = 1, 3 do
    if game:find({ identifier = "flag" .. n }).image == wanted then right = n else wrong = n end
  end
  return right, wrong
end

local function tapFlag(game, n) game:tap(game:find({ identifier = "flag" .. n }).id) end

test("three different flags and a country among them", function(game)
  local shown = {}
  for n = 1, 3 do shown[game:find({ identifier = "flag" .. n }).image] = true end
  local count = 0
  for _ in pairs(shown) do count = count + 1 end
  expect(count).toBe(3)
  expect(rightAndWrong(game)).never.toBeNil()
  expect(game:text("score")).toBe("Score: 0 · 0 of 10 asked")
  expect(game):toMatchSnapshot("first_question")
end)

test("the right flag scores a point, a wrong one takes it back", function(game)
  local country = game:find({ type = "NavigationBar" }).title
  local right = rightAndWrong(game)
  tapFlag(game, right)
  expect(game:alert()).toEqual({ title = "Correct", actions = { "Continue" },
                                 message = ("That is the flag of %s. Your score is 1."):format(country) })
  game:answerAlert("Continue")
  game:wait(0.5)
  expect(game:text("score")).toBe("Score: 1 · 1 of 10 asked")
  local _, wrong = rightAndWrong(game)
  local tapped = game:find({ identifier = "flag" .. wrong }).image:match("^flag_(.*)$")
  tapFlag(game, wrong)
  local alert = game:alert()
  expect(alert.title).toBe("Wrong")
  expect(alert.message:lower()):toContain(("that is the flag of %s, not"):format(tapped))
  expect(alert.message):toContain("Your score is 0.")
end)

test("tapping a flag's picture is tapping its button", function(game)
  local right = rightAndWrong(game)
  local picture = game:find { type = "ImageView", inside = "flag" .. right }
  game:tap(picture.id)
  expect(game:alert().title).toBe("Correct")
end)

test("after ten questions a last alert gives the score and starts over", function(game)
  for question = 1, 10 do
    local right, wrong = rightAndWrong(game)
    tapFlag(game, question <= 7 and right or wrong)
    if question < 10 then
      game:answerAlert("Continue")
      game:wait(0.5)
    end
  end
  local alert = game:alert()
  expect(alert.title).toBe("Quiz over")
  expect(alert.message):toContain("Your final score is 4 after 10 questions.")
  expect(alert.actions).toEqual({ "Play again" })
  game:answerAlert("Play again")
  game:wait(0.5)
  expect(game:text("score")).toBe("Score: 0 · 0 of 10 asked")
end)
