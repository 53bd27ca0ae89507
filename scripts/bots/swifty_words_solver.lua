-- A Swifty Words bot that plays like a person with a dictionary, through the screen only: per
-- level it reads the letter groups on the buttons and the "N letters" hints once (never the
-- level files), then only whether each guess was right. Each group belongs to exactly one
-- answer (an exact cover of the hints), so it first guesses the words of the public Hangman
-- word list that the groups spell, the set of them that spells the most; then, of every other
-- spelling that leaves the rest coverable, the likeliest: by the letter statistics of that
-- list, and by how many ways the rest of the board can still be shared out. A right answer's
-- groups leave the board, so later guesses get fewer and surer. It reports levels, taps,
-- wrong guesses and the score (of the last puzzle). It solves GAMES puzzles (a global; 1 when
-- unset), answering "Play again" between them. `--set TRACE=1` logs each wrong guess.
--
-- This file plays; the parts it plays with are in swifty_words/: what the bot knows from the
-- word list (word_list), a level on screen (level), the known words it guesses first
-- (known_words), the search over every other spelling (search, with its queue) and the
-- chance of each (chances).

local level = require "swifty_words.level"
local known = require "swifty_words.known_words"
local chances = require "swifty_words.chances"
local readBoard = level.readBoard
local knownWords, nextKnownWord = known.knownWords, known.nextKnownWord
local likeliest, dropWrong = chances.likeliest, chances.dropWrong

---------------------------------------------------------------- guessing

-- The next guess: known words first, then the likeliest spelling.
local function nextGuess(board)
  board.words = board.words or knownWords(board)
  if not board.search then
    local word = nextKnownWord(board)
    if word then return word end
  end
  return likeliest(board)
end

-- A wrong guess: never again, in any cut of its letters.
local function wrongGuess(board, spelling)
  board.tried[spelling.text] = true
  if spelling.class then
    dropWrong(spelling.class)
  else
    board.plan = nil                             -- a known word was wrong: choose them anew
  end
end

-- A right answer: its groups and its hint leave the board.
local function rightGuess(board, spelling)
  for _, group in ipairs(spelling.groups) do group.alive = false end
  board.twos, board.threes = board.twos - spelling.twos, board.threes - spelling.threes
  board.open[spelling.size] = board.open[spelling.size] - 1
  board.waysMemo, board.version = {}, board.version + 1
  if board.planAt then board.planAt = board.planAt + 1 end
end

---------------------------------------------------------------- play

return function(game)
  local games = GAMES or 1                       -- read when play starts, after the runner set it
  local levels, wrong, solved = 0, 0, 0
  game:wait(0)                                   -- let the first level load
  local submit = game:find { title = "SUBMIT" }.id
  local board = readBoard(game)
  while true do
    local guess = nextGuess(board)
    if not guess then error("no untried spelling with the letters on screen fits the hints") end
    for _, group in ipairs(guess.groups) do game:tap(group.button) end
    game:tap(submit)
    game:wait(0.25)                              -- a moment to read the result
    local alert = game:alert()
    if alert and alert.title == "That's not it" then
      wrong = wrong + 1
      if TRACE then game:log("wrong: " .. guess.text) end      -- moonkit run … --set TRACE=1
      wrongGuess(board, guess)
      game:answerAlert("OK")
    else
      rightGuess(board, guess)
      if alert and alert.title == "Well done!" then
        levels = levels + 1
        game:answerAlert("Let's go!")
        game:wait(0)                             -- the next level loads in the background
        board = readBoard(game)
      elseif alert and alert.title == "Puzzle complete!" then
        levels = levels + 1
        solved = solved + 1
        game:log(alert.message)
        if solved >= games then break end
        game:answerAlert("Play again")
        game:wait(0)                             -- level 1 loads again
        board = readBoard(game)
      elseif alert then
        error("unexpected alert: " .. alert.title .. " — " .. (alert.message or ""))
      end
    end
  end
  game:report("levels", levels)
  game:report("wrong guesses", wrong)
  game:report("score", tonumber(game:text("score"):match("(-?%d+)")))
  game:report("taps", game.taps)
end
