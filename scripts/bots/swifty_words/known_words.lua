-- The Swifty Words bot's first guesses: the words of the public word list that the groups on
-- the board spell, chosen so that together they spell as much of the board as they can.

local wordList = require "swifty_words.word_list"
local level = require "swifty_words.level"
local cutsByFirstGroup = wordList.cutsByFirstGroup
local openLengths, coverable, newSpelling = level.openLengths, level.coverable, level.newSpelling
local contains, usable = level.contains, level.usable

-- The groups that spell a cut of a word: each part takes the first group showing its title
-- that an earlier part did not take; nil if the board has too few.
local function groupsFor(parts, groupsWithTitle)
  local groups = {}
  for k, part in ipairs(parts) do
    for _, group in ipairs(groupsWithTitle[part] or {}) do
      if not contains(groups, group) then
        groups[k] = group
        break
      end
    end
    if groups[k] == nil then return nil end
  end
  return groups
end

-- Known words first: longest first; then fewer groups; then by their buttons (twins as one).
local function knownWordFirst(x, y)
  if x.size ~= y.size then return x.size > y.size end
  if #x.groups ~= #y.groups then return #x.groups < #y.groups end
  for i, group in ipairs(x.groups) do
    local other = y.groups[i]
    if group.twin ~= other.twin then return group.twin < other.twin end
  end
  return false
end

-- The known words the groups on the board spell with an open length.
local function knownWords(board)
  local groupsWithTitle = {}
  for _, group in ipairs(board.groups) do
    groupsWithTitle[group.title] = groupsWithTitle[group.title] or {}
    table.insert(groupsWithTitle[group.title], group)
  end
  local words = {}
  for _, group in ipairs(board.groups) do
    if groupsWithTitle[group.title][1] == group then    -- each title once
      for _, cut in ipairs(cutsByFirstGroup[group.title] or {}) do
        if (board.open[#cut.word] or 0) > 0 then
          local groups = groupsFor(cut.parts, groupsWithTitle)
          if groups then words[#words + 1] = newSpelling(groups) end
        end
      end
    end
  end
  table.sort(words, knownWordFirst)
  return words
end

-- The known words to guess: of the sets of them that share no group and leave an exact cover
-- of the other hints, the one that spells the most letters (GUITAR and PIANIST rather than
-- GUITARIST), longest first.
local function knownPlan(board)
  local candidates = {}
  for _, word in ipairs(board.words) do
    if usable(board, word) then candidates[#candidates + 1] = word end
  end
  local allLetters = 0
  for length, count in pairs(board.open) do allLetters = allLetters + length * count end
  local best, mostLetters, chosen, taken = {}, 0, {}, {}
  local function sharesAGroup(word)
    for _, group in ipairs(word.groups) do
      if taken[group] then return true end
    end
    return false
  end
  -- Tries the candidates from the `from`-th on after those chosen, which spell `letters` and
  -- leave `twos` and `threes` groups.
  local function pick(from, letters, twos, threes)
    if letters > mostLetters then mostLetters, best = letters, { table.unpack(chosen) } end
    for j = from, #candidates do
      if mostLetters == allLetters then return end     -- known words cover the board: none better
      local word = candidates[j]
      if not sharesAGroup(word) and (board.open[word.size] or 0) > 0 then
        local twosLeft, threesLeft = twos - word.twos, threes - word.threes
        board.open[word.size] = board.open[word.size] - 1
        if coverable(twosLeft, threesLeft, openLengths(board), 1) then
          chosen[#chosen + 1] = word
          for _, group in ipairs(word.groups) do taken[group] = true end
          pick(j + 1, letters + word.size, twosLeft, threesLeft)
          for _, group in ipairs(word.groups) do taken[group] = nil end
          chosen[#chosen] = nil
        end
        board.open[word.size] = board.open[word.size] + 1
      end
    end
  end
  pick(1, 0, board.twos, board.threes)
  return best
end

-- The next known word of the plan that can still be right, making a new plan when the plan
-- runs out; nil when no known word is left.
local function nextKnownWord(board)
  while true do
    local word = board.plan and board.plan[board.planAt]
    if word == nil then
      board.plan, board.planAt = knownPlan(board), 1
      word = board.plan[1]
      if word == nil then return nil end
    end
    if usable(board, word) then return word end
    board.planAt = board.planAt + 1
  end
end

return {
  knownWords = knownWords,
  nextKnownWord = nextKnownWord,
}
