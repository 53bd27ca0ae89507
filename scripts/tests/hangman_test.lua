-- Hangman through its screen. With seed 1 the first word is BOTTLE.
test.game "../hangman.lua"

-- Taps each letter of `letters` in turn.
local function guess(game, letters)
  for letter in letters:gmatch(".") do game:tap(letter) end
end

test("a right letter shows wherever it is in the word, a wrong one costs a life", function(game)
  game:wait(0)                                   -- the word list loads in the background
  expect(game:text("word")).toBe("??????")
  expect(game:text("report")).toBe("6 letters. Guess one!")
  game:tap("T")
  expect(game:text("word")).toBe("??TT??")
  expect(game:text("report")).toBe("Yes, there are 2 Ts.")
  game:tap("A")
  expect(game:text("report")).toBe("No A in this word.")
  expect(game:text("lives")).toBe("Wrong guesses left: 6")
  expect(game:text("used")).toBe("Used: T A")
  expect(game:find({ title = "T" }).isEnabled).toBe(false)   -- a used letter cannot be tapped again
  expect(game):toMatchSnapshot("t_then_a")
end)

test("the whole word wins a point and a new word", function(game)
  game:wait(0)
  guess(game, "BOTLE")
  expect(game:alert()).toEqual({ title = "You got it!", message = "The word was BOTTLE. Well done!",
                                 actions = { "New word" } })
  game:answerAlert("New word")
  game:wait(0.5)
  expect(game:text("score")).toBe("Score: 1")
  expect(game:text("used")).toBe("Used:")
  expect(game:text("report")).toContain("letters. Guess one!")
end)

test("seven wrong letters hang, and the word is shown in full", function(game)
  game:wait(0)
  guess(game, "ARSINCD")
  expect(game:alert().title).toBe("Hanged!")
  expect(game:text("word")).toBe("BOTTLE")
  expect(game:text("score")).toBe("Score: 0")
end)
