-- Letter Hunt through its screen: words taken onto the table and words refused with the reason,
-- and a new word.
test.game "../letter_hunt.lua"
test.seed(3)                                     -- which deals "teardrop"

local function title(game) return game:find({ type = "NavigationBar" }).title end

-- The words on the rows, from the top down.
local function rows(game)
  local labels = game:views { type = "Label", inside = "words" }
  table.sort(labels, function(a, b) return a.frame.y < b.frame.y end)
  local words = {}
  for i, label in ipairs(labels) do words[i] = label.text end
  return words
end

local function answer(game, word)
  game:tap { systemItem = "add" }
  game:wait(0.4)
  expect(game:alert().title).toBe("Enter a word")
  game:answerAlert("Submit", { word })
  game:wait(0.4)
end

test("words spelled from the letters go on top of the table", function(game)
  expect(title(game)).toBe("teardrop")
  answer(game, "trade")
  answer(game, "Road ")                        -- capitals and spaces do not count
  expect(game:alert()).toBeNil()
  expect(rows(game)).toEqual({ "road", "trade" })
  expect(game):toMatchSnapshot("two_words")
end)

test("each refusal says why", function(game)
  answer(game, "lemon")
  expect(game:alert()).toEqual({ title = "Not possible", actions = { "OK" },
                                 message = "\"lemon\" cannot be spelled from the letters of teardrop." })
  game:answerAlert("OK")
  answer(game, "tread")
  answer(game, "tread")
  expect(game:alert()).toEqual({ title = "Already used", actions = { "OK" },
                                 message = "\"tread\" is found already, or is the word itself." })
  game:answerAlert("OK")
  answer(game, "teardrop")
  expect(game:alert().title).toBe("Already used")
  game:answerAlert("OK")
  answer(game, "dotr")
  expect(game:alert()).toEqual({ title = "Not a word", actions = { "OK" },
                                 message = "\"dotr\" is not a word this game knows (three letters at least)." })
  game:answerAlert("OK")
  answer(game, "at")
  expect(game:alert().title).toBe("Not a word")
  game:answerAlert("OK")
  expect(rows(game)).toEqual({ "tread" })
end)

test("refresh deals a new word and empties the table", function(game)
  answer(game, "trade")
  repeat game:tap { systemItem = "refresh" } until title(game) ~= "teardrop"
  game:wait(0.5)
  expect(rows(game)).toEqual({})
end)
