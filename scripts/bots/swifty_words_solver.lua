-- A Swifty Words bot that plays as a person with a good English vocabulary does, through the
-- screen only: per level it reads the letter groups on the buttons and the "N letters" hints,
-- then only whether each guess was right. It never reads the level files: what it knows
-- before it starts is English (swifty_words/vocabulary.lua). How it chooses a guess, from the
-- words it knows, the letter counts and the rule that each group belongs to exactly one
-- answer, is in swifty_words/solver.lua; the level on screen is swifty_words/board.lua.
--
-- It logs a line per level with its wrong guesses, and reports levels, wrong guesses, the
-- score (of the last puzzle) and taps. It solves GAMES puzzles (a global; 1 when unset),
-- answering "Play again" between them.

local Board = require "swifty_words.board"
local solver = require "swifty_words.solver"

-- "no wrong guess", "1 wrong guess: BEARAPH", "3 wrong guesses: …" (the first five named).
local function wrongGuesses(words)
  if #words == 0 then return "no wrong guess" end
  local named = table.concat(words, ", ", 1, math.min(#words, 5)) .. (#words > 5 and ", …" or "")
  return ("%d wrong guess%s: %s"):format(#words, #words == 1 and "" or "es", named)
end

return function(game)
  local games = GAMES or 1                       -- read when play starts, after the runner set it
  local puzzle, level, levels, wrong = 1, 1, 0, 0
  local wrongInLevel = {}                        -- the refused words of the level being played

  -- A new level is on screen: read it.
  local function newLevel()
    game:wait(0)                                 -- the level loads in the background
    local alert = game:alert()
    if alert then error(alert.title .. ": " .. (alert.message or "")) end
    wrongInLevel = {}
    return Board.read(game)
  end

  -- The level is solved: one line for it in the log.
  local function levelDone()
    local name = games > 1 and ("puzzle %d, level %d"):format(puzzle, level) or ("level %d"):format(level)
    game:log(name .. ": " .. wrongGuesses(wrongInLevel))
    levels = levels + 1
  end

  local submit = game:find { title = "SUBMIT" }.id
  local board = newLevel()
  while true do
    local guess = solver.nextGuess(board)
    if not guess then error("no untried spelling of the groups on screen fits the hints") end
    local groups = board:groupsFor(guess)
    for _, group in ipairs(groups) do game:tap(group.button) end
    game:tap(submit)
    game:wait(0.25)                              -- a moment to read the result
    local alert = game:alert()
    if alert and alert.title == "That's not it" then
      wrong = wrong + 1
      table.insert(wrongInLevel, guess.text)
      board:refused(guess)
      game:answerAlert("OK")
    else
      board:solved(groups, guess)
      if alert and alert.title == "Well done!" then
        levelDone()
        game:answerAlert("Let's go!")
        level = level + 1
        board = newLevel()
      elseif alert and alert.title == "Puzzle complete!" then
        levelDone()
        game:log(alert.message)
        if puzzle >= games then break end
        game:answerAlert("Play again")
        puzzle, level = puzzle + 1, 1
        board = newLevel()
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
