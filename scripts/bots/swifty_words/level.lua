-- A Swifty Words level as the bot sees it: the letter groups on the buttons and the open
-- "N letters" hints; how many ways the groups can still be shared out among those hints; and
-- the spellings it guesses (sequences of groups) and whether one can still be an answer.

local wordList = require "swifty_words.word_list"
local EDGE, letterAt, logLikelihood = wordList.EDGE, wordList.letterAt, wordList.logLikelihood

---------------------------------------------------------------- a level on screen

-- The board: one table per letter group (its button, its title, whether it is still there,
-- and the letter statistics inside it), the lengths of the answers still open, and what was
-- tried. `version` counts the right answers, so that what depends on the board is worked out
-- again after each.
local function newBoard(buttons, lengths)
  local board = { groups = {}, open = {}, longest = 0, twos = 0, threes = 0,
                  tried = {}, version = 0, waysMemo = {} }
  local firstWithTitle = {}
  for number, button in ipairs(buttons) do
    local title = button.title
    if #title < 2 or #title > 3 then error("a letter group of " .. #title .. " letters: '" .. title .. "'") end
    firstWithTitle[title] = firstWithTitle[title] or number
    local first, second = letterAt(title, 1), letterAt(title, 2)
    local beforeLast, last = letterAt(title, #title - 1), letterAt(title, #title)
    board.groups[number] = {
      number = number, button = button.id, title = title, size = #title, alive = true,
      -- Twin groups (two "IN" buttons) count as the first of them when known words are sorted.
      twin = firstWithTitle[title],
      first = first, second = second, beforeLast = beforeLast, last = last,
      start = logLikelihood(EDGE, first, second),                    -- opening a word
      inner = #title == 3 and logLikelihood(first, second, last) or 0,
      finish = logLikelihood(beforeLast, last, EDGE),                -- closing a word
    }
    if #title == 2 then board.twos = board.twos + 1 else board.threes = board.threes + 1 end
  end
  for _, length in ipairs(lengths) do
    board.open[length] = (board.open[length] or 0) + 1
    board.longest = math.max(board.longest, length)
  end
  return board
end

-- The board on screen: the buttons in the letter box, and the "N letters" lines of the answers
-- (a found answer shows its word instead and is not open).
local function readBoard(game)
  local buttons = game:views { type = "Button", inside = "letters" }
  local lengths = {}
  for line in (game:text("answers") .. "\n"):gmatch("(.-)\n") do
    lengths[#lengths + 1] = tonumber(line:match("^(%d+) letters$"))
  end
  return newBoard(buttons, lengths)
end

-- The open lengths, longest first.
local function openLengths(board)
  local lengths = {}
  for length = board.longest, 1, -1 do
    for _ = 1, board.open[length] or 0 do lengths[#lengths + 1] = length end
  end
  return lengths
end

---------------------------------------------------------------- sharing out the groups

-- Whether groups of two and three letters can be shared out exactly into words of the given
-- lengths (from lengths[k] on): which groups they are does not matter, only how long.
local function coverable(twos, threes, lengths, k)
  local length = lengths[k]
  if not length then return twos == 0 and threes == 0 end
  for usedThrees = 0, math.min(threes, length // 3) do
    local rest = length - 3 * usedThrees
    if rest % 2 == 0 and rest // 2 <= twos and coverable(twos - rest // 2, threes - usedThrees, lengths, k + 1) then
      return true
    end
  end
  return false
end

local function choose(n, k)
  local r = 1
  for i = 1, k do r = r * (n - k + i) / i end
  return r
end

local function factorial(n)
  local r = 1
  for i = 2, n do r = r * i end
  return r
end

-- In how many ways groups of two and three letters can be made into words of the given
-- lengths (from lengths[k] on), each way a sequence of groups per word, counting only how long
-- groups are. The same question comes back through many paths, so answers are kept in `memo`.
local function arrangements(twos, threes, lengths, k, memo)
  local length = lengths[k]
  if not length then return (twos == 0 and threes == 0) and 1 or 0 end
  local key = k .. ":" .. twos .. ":" .. threes
  if memo[key] then return memo[key] end
  local sum = 0
  for usedThrees = 0, math.min(threes, length // 3) do
    local usedTwos = (length - 3 * usedThrees) // 2
    if (length - 3 * usedThrees) % 2 == 0 and usedTwos <= twos then
      sum = sum + choose(twos, usedTwos) * choose(threes, usedThrees) * factorial(usedTwos + usedThrees)
                * arrangements(twos - usedTwos, threes - usedThrees, lengths, k + 1, memo)
    end
  end
  memo[key] = sum
  return sum
end

-- The shape of a spelling, how many groups of two and of three it has, as one number (for
-- table keys).
local function shapeKey(twos, threes) return twos * 100 + threes end

-- In how many ways the groups left after a spelling of this shape can make the other open
-- words (0: it leaves no exact cover). With every way alike before the letters are looked at,
-- a spelling is as likely a priori as this number is big. Remembered until the board changes.
local function waysAfter(board, twos, threes)
  local key = shapeKey(twos, threes)
  if board.waysMemo[key] == nil then
    local size, ways = 2 * twos + 3 * threes, 0
    if (board.open[size] or 0) > 0 and twos <= board.twos and threes <= board.threes then
      board.open[size] = board.open[size] - 1
      ways = arrangements(board.twos - twos, board.threes - threes, openLengths(board), 1, {})
      board.open[size] = board.open[size] + 1
    end
    board.waysMemo[key] = ways
  end
  return board.waysMemo[key]
end

---------------------------------------------------------------- spellings

-- A spelling to guess: its groups in order, its text and its shape.
local function newSpelling(groups)
  local titles, size, twos = {}, 0, 0
  for i, group in ipairs(groups) do
    titles[i] = group.title
    size = size + group.size
    if group.size == 2 then twos = twos + 1 end
  end
  return { text = table.concat(titles), groups = groups, size = size, twos = twos, threes = #groups - twos }
end

local function allStillThere(groups)
  for _, group in ipairs(groups) do
    if not group.alive then return false end
  end
  return true
end

local function contains(list, item)
  for _, x in ipairs(list) do
    if x == item then return true end
  end
  return false
end

-- Whether a spelling can still be an answer. Once not, never again: its groups stay gone, its
-- length stays found, and removing a right answer leaves no new cover.
local function usable(board, spelling)
  return (board.open[spelling.size] or 0) > 0 and allStillThere(spelling.groups)
         and not board.tried[spelling.text] and waysAfter(board, spelling.twos, spelling.threes) > 0
end

return {
  readBoard = readBoard,
  openLengths = openLengths,
  coverable = coverable,
  shapeKey = shapeKey,
  waysAfter = waysAfter,
  newSpelling = newSpelling,
  allStillThere = allStillThere,
  contains = contains,
  usable = usable,
}
