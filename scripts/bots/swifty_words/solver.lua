-- How the Swifty Words bot chooses its next guess, as a person with a good vocabulary would.
--
-- 1. Known words: the English words it knows that the groups on the board spell, in a length
--    that is still open.
-- 2. Readings: ways to place known words on the board, each group in at most one word and each
--    word on an open hint, so that the groups left over can still make the other answers. Each
--    group belongs to exactly one answer (the answers are an exact cover of the groups), so two
--    words that share a group cannot both be answers, and a word that leaves groups no answer
--    can take is not one. The best readings are those that place the most letters in known
--    words: on most levels there is exactly one, and it places every group.
-- 3. The guess: the known word the most best readings agree on. When the game refuses it, it is
--    never guessed again and the readings are made anew without it (backtracking on the game's
--    refusal); when the game takes it, its groups and its hint leave the board.
-- 4. When no known word fits any reading, the answers left are words the bot does not know: it
--    looks for the way to spell them all, with every group left used once, that reads most
--    like English by its letter statistics, and guesses the word of that way whose hint has
--    the fewest spellings left. A refusal here, too, drops the spelling and the search runs
--    again.

local Board = require "swifty_words.board"
local vocabulary = require "swifty_words.vocabulary"

local solver = {}

-- A limit on the best readings kept, so that a board with thousands of equally good readings
-- still gives a guess at once; on the levels seen so far there are a handful.
local MAX_READINGS = 1000

---------------------------------------------------------------- 1. known words

-- Every way to cut `word` into groups on the board (`count`: how many of each title are
-- left), as spellings.
local function cutsOf(word, count)
  local cuts, titles, used = {}, {}, {}
  local function cutFrom(position)
    if position > #word then
      cuts[#cuts + 1] = Board.spelling(table.move(titles, 1, #titles, 1, {}))
      return
    end
    for size = 2, 3 do
      local title = word:sub(position, position + size - 1)
      if #title == size and (used[title] or 0) < (count[title] or 0) then
        titles[#titles + 1], used[title] = title, (used[title] or 0) + 1
        cutFrom(position + size)
        titles[#titles], used[title] = nil, used[title] - 1
      end
    end
  end
  cutFrom(1)
  return cuts
end

-- The known words the board spells in its open lengths, found once per level (words that stop
-- fitting are passed over later: a board only loses groups and hints).
local function knownSpellings(board)
  if not board.known then
    local count, lengthsDone = board:titlesLeft(), {}
    board.known = {}
    for _, length in ipairs(board:openLengths()) do
      if not lengthsDone[length] then                    -- two hints may have one length
        lengthsDone[length] = true
        for _, word in ipairs(vocabulary.wordsOfLength(length)) do
          -- Most words do not even start with a group on the board.
          if count[word:sub(1, 2)] or count[word:sub(1, 3)] then
            for _, spelling in ipairs(cutsOf(word, count)) do table.insert(board.known, spelling) end
          end
        end
      end
    end
  end
  local count, fitting = board:titlesLeft(), {}
  for _, spelling in ipairs(board.known) do
    if board:fits(spelling, count) then fitting[#fitting + 1] = spelling end
  end
  return fitting
end

---------------------------------------------------------------- 2. readings

-- A reading's spellings as one string, the same whatever order they were placed in.
local function readingKey(reading)
  local parts = {}
  for i, spelling in ipairs(reading) do parts[i] = spelling.cut end
  table.sort(parts)
  return table.concat(parts, " ")
end

-- The best readings of the board with these known spellings, and how many letters each places.
-- The search takes the groups one title at a time: each group goes into a known word that
-- uses its title, or is left to a word the bot does not know; a branch that cannot place as
-- many letters as the best reading found so far is not followed.
local function bestReadings(board, known)
  local count, titles = board:titlesLeft()
  local open = {}
  for length, answers in pairs(board.open) do open[length] = answers end
  local using = {}                               -- title -> the known spellings with it
  for _, title in ipairs(titles) do using[title] = {} end
  for _, spelling in ipairs(known) do
    local listed = {}
    for _, title in ipairs(spelling.titles) do
      if not listed[title] then table.insert(using[title], spelling) end
      listed[title] = true
    end
  end

  local undecided = 0                            -- letters in groups not yet placed or left
  for _, title in ipairs(titles) do undecided = undecided + #title * count[title] end
  local best, readings, seen = -1, {}, {}
  local reading, leftTwos, leftThrees = {}, 0, 0 -- the groups left to unknown words

  local function fitsNow(spelling)
    if (open[#spelling.text] or 0) == 0 then return false end
    local need = {}
    for _, title in ipairs(spelling.titles) do
      need[title] = (need[title] or 0) + 1
      if need[title] > count[title] then return false end
    end
    return true
  end
  local function place(spelling, by)             -- by = 1 places it, -1 takes it back
    for _, title in ipairs(spelling.titles) do count[title] = count[title] - by end
    open[#spelling.text] = open[#spelling.text] - by
    undecided = undecided - by * #spelling.text
  end

  local function search(placed)
    if placed + undecided < best then return end
    local title
    for _, t in ipairs(titles) do
      if count[t] > 0 then title = t break end
    end
    if not title then
      -- Every group decided: a reading if the groups left over can make the open answers.
      if Board.canShareOut(leftTwos, leftThrees, board:openLengths(open)) then
        if placed > best then best, readings, seen = placed, {}, {} end
        local key = readingKey(reading)
        if not seen[key] and #readings < MAX_READINGS then
          readings[#readings + 1] = table.move(reading, 1, #reading, 1, {})
        end
        seen[key] = true
      end
      return
    end
    for _, spelling in ipairs(using[title]) do
      if fitsNow(spelling) then
        place(spelling, 1)
        reading[#reading + 1] = spelling
        search(placed + #spelling.text)
        reading[#reading] = nil
        place(spelling, -1)
      end
    end
    -- Or one group of this title belongs to a word the bot does not know.
    count[title], undecided = count[title] - 1, undecided - #title
    if #title == 2 then leftTwos = leftTwos + 1 else leftThrees = leftThrees + 1 end
    search(placed)
    if #title == 2 then leftTwos = leftTwos - 1 else leftThrees = leftThrees - 1 end
    count[title], undecided = count[title] + 1, undecided + #title
  end

  search(0)
  return readings, best
end

---------------------------------------------------------------- 3. the known word to guess

-- The spelling the most readings hold; of those held equally often, the longest (a long word
-- is seldom spelled by chance), then the first found.
local function mostAgreed(readings)
  local votes, order = {}, {}
  for _, reading in ipairs(readings) do
    for _, spelling in ipairs(reading) do
      if not votes[spelling] then order[#order + 1] = spelling end
      votes[spelling] = (votes[spelling] or 0) + 1
    end
  end
  local chosen
  for _, spelling in ipairs(order) do
    if not chosen or votes[spelling] > votes[chosen]
       or (votes[spelling] == votes[chosen] and #spelling.text > #chosen.text) then
      chosen = spelling
    end
  end
  return chosen
end

---------------------------------------------------------------- 4. words the bot does not know

-- Every spelling of `length` letters from the groups left, as title lists (each title as
-- often as it is on the board).
local function spellingsOfLength(board, length)
  local count, titles = board:titlesLeft()
  local spellings, chosen = {}, {}
  local function grow(letters)
    if letters == length then
      spellings[#spellings + 1] = Board.spelling(table.move(chosen, 1, #chosen, 1, {}))
      return
    end
    for _, title in ipairs(titles) do
      if count[title] > 0 and letters + #title <= length then
        count[title] = count[title] - 1
        chosen[#chosen + 1] = title
        grow(letters + #title)
        chosen[#chosen] = nil
        count[title] = count[title] + 1
      end
    end
  end
  grow(0)
  return spellings
end

-- The spellings of each open length that leave groups for the other open answers, likeliest
-- first, worked out once per board (they change only when the game takes an answer).
local function unknownSpellings(board)
  if board.unknownVersion ~= board.version then
    board.unknown, board.unknownVersion = {}, board.version
    local twos, threes = board:sizesLeft()
    for length, answers in pairs(board.open) do
      if answers > 0 then
        local others = {}
        for other, n in pairs(board.open) do others[other] = n end
        others[length] = others[length] - 1
        local otherLengths = board:openLengths(others)
        local list = {}
        for _, spelling in ipairs(spellingsOfLength(board, length)) do
          if Board.canShareOut(twos - spelling.twos, threes - spelling.threes, otherLengths) then
            spelling.englishness = vocabulary.englishness(spelling.text)
            list[#list + 1] = spelling
          end
        end
        -- Every tie broken, so that the order (and the game) is the same on every run.
        table.sort(list, function(a, b)
          if a.englishness ~= b.englishness then return a.englishness > b.englishness end
          return a.cut < b.cut
        end)
        board.unknown[length] = list
      end
    end
  end
  return board.unknown
end

-- At most this many spellings looked at by the search below: plenty for the few words that
-- known words leave on a level, and still a guess at once on a board of words the bot does
-- not know at all, where the search stops at the best reading found so far.
local MAX_STEPS = 20000

-- The likeliest way to spell all the answers left, none of them a known word: a spelling for
-- each open hint, each group left used once, whose englishness adds up to the most. The hints
-- are filled longest first, each from its spellings likeliest first; a branch is dropped when
-- even each other hint's likeliest spelling (whether it still fits or not) would not lift it
-- above the best reading found.
local function likeliestReading(board)
  local spellings, lengths, count = unknownSpellings(board), board:openLengths(), board:titlesLeft()
  local best, bestScore, steps, chosen = nil, -math.huge, 0, {}

  local function fitsNow(spelling)
    if board.tried[spelling.text] then return false end
    local need = {}
    for _, title in ipairs(spelling.titles) do
      need[title] = (need[title] or 0) + 1
      if need[title] > count[title] then return false end
    end
    return true
  end
  local function take(spelling, by)              -- by = 1 takes its groups, -1 gives them back
    for _, title in ipairs(spelling.titles) do count[title] = count[title] - by end
  end
  local function atMost(k)                       -- the most that hints k, k + 1, … can add
    local sum = 0
    for i = k, #lengths do
      local top = spellings[lengths[i]][1]
      if not top then return -math.huge end
      sum = sum + top.englishness
    end
    return sum
  end

  local function fill(k, score, from)
    if k > #lengths then
      if score > bestScore then best, bestScore = table.move(chosen, 1, #chosen, 1, {}), score end
      return
    end
    if score + atMost(k) <= bestScore then return end
    -- Two hints of one length take their spellings in list order, so that each pair is tried once.
    local list = spellings[lengths[k]]
    for i = lengths[k] == lengths[k - 1] and from or 1, #list do
      steps = steps + 1
      if steps > MAX_STEPS then return end
      if fitsNow(list[i]) then
        take(list[i], 1)
        chosen[k] = list[i]
        fill(k + 1, score + list[i].englishness, i + 1)
        chosen[k] = nil
        take(list[i], -1)
      end
    end
  end

  fill(1, 0, 1)
  return best
end

-- The likeliest spelling of a word the bot does not know: of the likeliest reading of all the
-- answers left, the spelling whose hint has the fewest spellings left (the surest guess); or,
-- when the search found no reading in time, the likeliest spelling of the hint with the fewest.
local function likeliestUnknown(board)
  local untried = {}                             -- length -> its spellings not refused yet
  for _, length in ipairs(board:openLengths()) do
    untried[length] = {}
    for _, spelling in ipairs(unknownSpellings(board)[length]) do
      if not board.tried[spelling.text] then table.insert(untried[length], spelling) end
    end
  end
  local chosen
  for _, spelling in ipairs(likeliestReading(board) or {}) do
    if not chosen or #untried[#spelling.text] < #untried[#chosen.text] then chosen = spelling end
  end
  if chosen then return chosen end
  for _, length in ipairs(board:openLengths()) do
    local first = untried[length][1]
    if first and (not chosen or #untried[length] < #untried[#chosen.text]) then chosen = first end
  end
  return chosen
end

---------------------------------------------------------------- the next guess

--- The spelling to guess next, or nil when no untried spelling can be an answer.
function solver.nextGuess(board)
  local readings, placed = bestReadings(board, knownSpellings(board))
  if placed > 0 then return mostAgreed(readings) end
  return likeliestUnknown(board)
end

return solver
