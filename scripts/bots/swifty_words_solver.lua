-- A Swifty Words bot that plays like a person with a dictionary, through the screen only: per
-- level it reads the letter groups on the buttons and the "N letters" hints once (never the
-- level files), then only whether each guess was right. Each group belongs to exactly one
-- answer (an exact cover of the hints), so it first guesses the words of the public Hangman
-- word list that the groups spell, the set of them that spells the most; then, of every other
-- spelling that leaves the rest coverable, the likeliest: by the letter statistics of that
-- list, and by how many ways the rest of the board can still be shared out. A right answer's
-- groups leave the board, so later guesses get fewer and surer. It reports levels, taps,
-- wrong guesses and the score. `--set TRACE=1` logs each wrong guess.

---------------------------------------------------------------- what the bot knows

-- Letters are coded A = 1 … Z = 26, and 0 stands for a word's edge (before its first letter
-- or after its last), so that "E at the end of a word" is a triple like any other.
local EDGE = 0
local function letterAt(text, i) return text:byte(i) - 64 end

-- Pairs and triples of letter codes are table keys as one number each (a code is below 27).
local function pairKey(a, b) return a * 27 + b end
local function tripleKey(a, b, c) return (a * 27 + b) * 27 + c end

local WORD_LIST = "levels/hangman_words.txt"

-- Every word of the list cut into groups of two or three letters, in every way it can be,
-- listed by the first group: { word = "GUITAR", parts = { "GU", "IT", "AR" } }.
local cutsByFirstGroup = {}

local function addCuts(word)
  local parts = {}
  local function cutFrom(position)
    if position > #word then
      local first = parts[1]
      cutsByFirstGroup[first] = cutsByFirstGroup[first] or {}
      table.insert(cutsByFirstGroup[first], { word = word, parts = { table.unpack(parts) } })
      return
    end
    for size = 2, math.min(3, #word - position + 1) do
      parts[#parts + 1] = word:sub(position, position + size - 1)
      cutFrom(position + size)
      parts[#parts] = nil
    end
  end
  cutFrom(1)
end

-- How often each letter pair and triple occurs in the list's words, edges included.
local pairCount, tripleCount = {}, {}

local function countLetters(word)
  local codes = { EDGE }
  for i = 1, #word do codes[#codes + 1] = letterAt(word, i) end
  codes[#codes + 1] = EDGE
  for i = 1, #codes - 1 do
    local pair = pairKey(codes[i], codes[i + 1])
    pairCount[pair] = (pairCount[pair] or 0) + 1
    if i + 2 <= #codes then
      local triple = tripleKey(codes[i], codes[i + 1], codes[i + 2])
      tripleCount[triple] = (tripleCount[triple] or 0) + 1
    end
  end
end

for _, line in ipairs(files.lines(WORD_LIST)) do
  local word = line:upper()
  addCuts(word)
  countLetters(word)
end

-- How likely letter c is after the two letters a and b, as a logarithm: Witten-Bell
-- interpolation of the list's letter triples, pairs and single letters, so that a triple the
-- list never shows still gets a little of what its pair and its last letter say.
local logLikelihoods = {}
do
  -- Single letters: how often each follows anything. Per letter b (or pair a, b): how many
  -- letters follow it in all ("seen") and how many different ones ("kinds").
  local single, total = {}, 0
  local pairSeen, pairKinds, tripleSeen, tripleKinds = {}, {}, {}, {}
  for b = 0, 26 do
    for c = 0, 26 do
      local n = pairCount[pairKey(b, c)]
      if n then
        single[c] = (single[c] or 0) + n
        total = total + n
        pairSeen[b] = (pairSeen[b] or 0) + n
        pairKinds[b] = (pairKinds[b] or 0) + 1
      end
    end
  end
  for a = 0, 26 do
    for b = 0, 26 do
      for c = 0, 26 do
        local n = tripleCount[tripleKey(a, b, c)]
        if n then
          local ab = pairKey(a, b)
          tripleSeen[ab] = (tripleSeen[ab] or 0) + n
          tripleKinds[ab] = (tripleKinds[ab] or 0) + 1
        end
      end
    end
  end
  for a = 0, 26 do
    for b = 0, 26 do
      local ab = pairKey(a, b)
      for c = 0, 26 do
        local fromSingle = ((single[c] or 0) + 1) / (total + 27)
        local fromPair = fromSingle
        if (pairKinds[b] or 0) > 0 then
          fromPair = ((pairCount[pairKey(b, c)] or 0) + pairKinds[b] * fromSingle) / (pairSeen[b] + pairKinds[b])
        end
        local fromTriple = fromPair
        if (tripleKinds[ab] or 0) > 0 then
          fromTriple = ((tripleCount[tripleKey(a, b, c)] or 0) + tripleKinds[ab] * fromPair)
                       / (tripleSeen[ab] + tripleKinds[ab])
        end
        logLikelihoods[tripleKey(a, b, c)] = math.log(fromTriple)
      end
    end
  end
end

local function logLikelihood(a, b, c) return logLikelihoods[tripleKey(a, b, c)] end

-- How sure the letter statistics are of themselves: a temperature, higher trusts them less.
-- A spelling whose letters score s (a sum of log likelihoods) weighs exp(s / TEMPERATURE).
local TEMPERATURE = 2

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

---------------------------------------------------------------- first: known words

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

---------------------------------------------------------------- then: every spelling

-- When no known word is left, the bot guesses among all spellings: every sequence of groups
-- still there whose length is open and that leaves an exact cover, sorted into classes by
-- shape. A hard board has thousands, of which a few hundred are ever guessed, so none is
-- written down ahead:
--   * each class finds its spellings best first, when asked, by a best-first search over
--     prefixes. A prefix is ranked by the best score any way of finishing it could reach
--     (groups used twice allowed, so never worse than the truth): no spelling under it can
--     come before it.
--   * each class's weight, the sum of its spellings' weights, is added up prefix by prefix:
--     the weights of all the ways to end a prefix with one more group are the ending weights
--     of every group still there, less those of the groups the prefix already uses.

-- Spellings are ranked by whole numbers, their scores to a millionth: rank(s) = floor(-s × SCALE),
-- the smallest rank the likeliest. Equal ranks go to the spelling whose buttons come first.
local SCALE = 1e6
-- A prefix's bound is made this much more hopeful, so that rounding never ranks a prefix
-- after a spelling under it.
local SLACK = 1e-9
local NEVER = -math.huge                         -- the bound of a prefix that cannot be finished

local function rank(score) return math.floor(-score * SCALE) end

-- The weight of a whole spelling, worked out from its rank (its score to a millionth): what a
-- spelling found wrong takes off its class's weight.
local function spellingWeight(spelling) return math.exp(-spelling.rank / SCALE / TEMPERATURE) end

-- Stands for "no group yet", the last group before a spelling's first.
local START = {}

-- The letter statistics across the join of `last` and `group` and inside `group`: group's
-- first letter after the last two of `last`, its second after the last of `last` and its own
-- first, and its third (if any) after its first two. After START, the opening of a word.
local function joinScore(last, group)
  if last == START then return group.start + group.inner end
  return logLikelihood(last.beforeLast, last.last, group.first)
       + logLikelihood(last.last, group.first, group.second) + group.inner
end

---------------------------------------------------------------- a queue, best first

-- Whether queue entry x comes before y: the smaller rank; at equal ranks a prefix before a
-- whole spelling (what lies under the prefix may still come first), and whole spellings by
-- their buttons.
local function comesBefore(x, y)
  if x.rank ~= y.rank then return x.rank < y.rank end
  if not (x.whole and y.whole) then return not x.whole and y.whole == true end
  for i, group in ipairs(x.groups) do
    local other = y.groups[i]
    if group ~= other then return group.number < other.number end
  end
  return false
end

-- A binary heap: the entry that comes first is on top.
local function newQueue() return { items = {} } end

local function peek(queue) return queue.items[1] end

local function push(queue, entry)
  local items = queue.items
  items[#items + 1] = entry
  local i = #items
  while i > 1 and comesBefore(items[i], items[i // 2]) do
    items[i], items[i // 2] = items[i // 2], items[i]
    i = i // 2
  end
end

local function pop(queue)
  local items = queue.items
  local top = items[1]
  items[1] = items[#items]
  items[#items] = nil
  local i = 1
  while true do
    local first, left, right = i, 2 * i, 2 * i + 1
    if items[left] and comesBefore(items[left], items[first]) then first = left end
    if items[right] and comesBefore(items[right], items[first]) then first = right end
    if first == i then return top end
    items[i], items[first] = items[first], items[i]
    i = first
  end
end

---------------------------------------------------------------- the search

-- The bounds: bestFinish(search, last, twos, threes) is the best score that `twos` groups of
-- two and `threes` of three more after `last` can add (the last one's finish included), or
-- NEVER. Prefixes of many spellings ask the same, so answers are kept per last group.
local bestFinish

-- The best score `group` can add after `last` when `twos` and `threes` groups are to come,
-- itself included: its join, then the best finish of the rest, or NEVER if it does not fit.
local function boundThrough(search, last, group, twos, threes)
  if group.size == 2 then twos = twos - 1 else threes = threes - 1 end
  if twos < 0 or threes < 0 then return NEVER end
  local join = search.joins[last][group].score
  if twos == 0 and threes == 0 then return join + group.finish end
  return join + bestFinish(search, group, twos, threes)
end

function bestFinish(search, last, twos, threes)
  local known = search.bestFinishes[last]
  local key = shapeKey(twos, threes)
  if known[key] == nil then
    local best = NEVER
    for _, group in ipairs(search.groups) do
      best = math.max(best, boundThrough(search, last, group, twos, threes))
    end
    known[key] = best
  end
  return known[key]
end

-- The groups that can follow `last` with `twos` and `threes` to come, as { group, bound },
-- best bound first (ties in the search's group order). Kept per last group and shape.
local function kidsOf(search, last, twos, threes)
  local known = search.kids[last]
  local key = shapeKey(twos, threes)
  if known[key] == nil then
    local kids = {}
    for position, group in ipairs(search.groups) do
      local bound = boundThrough(search, last, group, twos, threes)
      if bound > NEVER then kids[#kids + 1] = { group = group, bound = bound, position = position } end
    end
    table.sort(kids, function(x, y)
      if x.bound ~= y.bound then return x.bound > y.bound end
      return x.position < y.position
    end)
    known[key] = kids
  end
  return known[key]
end

-- A prefix: its groups, its score so far, its last group, the groups of two and of three
-- still to come, and the groups that can follow it.
local function newPrefix(search, groups, score, last, twos, threes)
  return { groups = groups, score = score, last = last, twos = twos, threes = threes,
           kids = kidsOf(search, last, twos, threes) }
end

-- Queues the prefix's j-th kid, or the first after it that is still there and not in the
-- prefix, ranked by the best any spelling under it could score. Its later kids are queued
-- when it leaves the queue: they rank no better.
local function queueKid(class, prefix, j)
  local kid = prefix.kids[j]
  while kid and (contains(prefix.groups, kid.group) or not kid.group.alive) do
    j = j + 1
    kid = prefix.kids[j]
  end
  if kid then push(class.queue, { rank = rank(prefix.score + kid.bound + SLACK), prefix = prefix, kid = j }) end
end

-- The prefix grown by its j-th kid: a whole spelling of the class is queued with its own
-- rank, a longer prefix with its first kid.
local function grow(search, class, prefix, j)
  local group = prefix.kids[j].group
  local groups = { table.unpack(prefix.groups) }
  groups[#groups + 1] = group
  local score = prefix.score + search.joins[prefix.last][group].score
  local twos, threes = prefix.twos, prefix.threes
  if group.size == 2 then twos = twos - 1 else threes = threes - 1 end
  if twos == 0 and threes == 0 then
    push(class.queue, { whole = true, rank = rank(score + group.finish), groups = groups })
  else
    queueKid(class, newPrefix(search, groups, score, group, twos, threes), 1)
  end
end

-- The class's likeliest spelling whose groups are all still there, or nil. It stays on top of
-- the queue until it is found wrong.
local function topSpelling(search, class)
  while peek(class.queue) do
    local entry = peek(class.queue)
    if entry.whole and allStillThere(entry.groups) then return entry end
    pop(class.queue)
    -- A whole spelling with a group gone is dropped; so is a prefix with one, kids and all.
    if not entry.whole and allStillThere(entry.prefix.groups) then
      queueKid(class, entry.prefix, entry.kid + 1)
      if entry.prefix.kids[entry.kid].group.alive then grow(search, class, entry.prefix, entry.kid) end
    end
  end
  return nil
end

-- The search over the spellings of the board as it is when the known words run out: its
-- groups (groups of two first, then of three, each in button order: the order in which
-- spellings are walked when their weights are added up), the join of every pair of them, and
-- a class for each shape that leaves a cover, each with its queue.
local function newSearch(board)
  local search = { board = board, groups = {}, joins = {}, bestFinishes = {}, kids = {}, classes = {} }
  for _, group in ipairs(board.groups) do
    if group.alive then search.groups[#search.groups + 1] = group end
  end
  table.sort(search.groups, function(x, y)
    if x.size ~= y.size then return x.size < y.size end
    return x.number < y.number
  end)
  -- Each group can follow START and every group, itself included (the bounds allow that).
  -- `growing` weighs a group in the middle of a spelling, `ending` one at its end.
  search.lasts = { START, table.unpack(search.groups) }
  for _, last in ipairs(search.lasts) do
    local joins = {}
    for _, group in ipairs(search.groups) do
      local score = joinScore(last, group)
      joins[group] = { score = score, growing = math.exp(score / TEMPERATURE),
                       ending = math.exp((score + group.finish) / TEMPERATURE) }
    end
    search.joins[last], search.bestFinishes[last], search.kids[last] = joins, {}, {}
  end
  for twos = 0, board.twos do
    for threes = 0, board.threes do
      local size = 2 * twos + 3 * threes
      if size > 0 and size <= board.longest and waysAfter(board, twos, threes) > 0 then
        search.classes[#search.classes + 1] = { size = size, twos = twos, threes = threes,
                                                queue = newQueue(), wrong = {} }
      end
    end
  end
  table.sort(search.classes, function(x, y)
    if x.size ~= y.size then return x.size < y.size end
    return x.twos < y.twos
  end)
  for _, class in ipairs(search.classes) do
    queueKid(class, newPrefix(search, {}, 0, START, class.twos, class.threes), 1)
  end
  return search
end

-- The weight of each class that can still be an answer: the sum of the weights of its
-- spellings whose groups are all still there. Worked out again when the board changes.
local function classWeights(search)
  local board = search.board
  if search.weightsVersion == board.version then return search.weights end
  local present = {}
  for _, group in ipairs(search.groups) do
    if group.alive then present[#present + 1] = group end
  end
  -- After each last group: the ending weights of all the groups of two still there, and of
  -- all the groups of three.
  local endings = {}
  for _, last in ipairs(search.lasts) do
    if last == START or last.alive then
      local twos, threes = 0, 0
      for _, group in ipairs(present) do
        local ending = search.joins[last][group].ending
        if group.size == 2 then twos = twos + ending else threes = threes + ending end
      end
      endings[last] = { [2] = twos, [3] = threes }
    end
  end
  -- The classes that can still be an answer, by shape, and the prefix shapes worth growing:
  -- those from which one group or more makes such a class.
  local weights, wanted, worthGrowing = {}, {}, {}
  for _, class in ipairs(search.classes) do
    weights[class] = 0
    if waysAfter(board, class.twos, class.threes) > 0 then
      wanted[shapeKey(class.twos, class.threes)] = class
      for twos = 0, class.twos do
        for threes = 0, class.threes do
          if twos + threes < class.twos + class.threes then worthGrowing[shapeKey(twos, threes)] = true end
        end
      end
    end
  end
  -- Every prefix worth growing, from the empty one, with its weight (the product of its groups'
  -- growing weights) and its groups in `prefix`.
  local prefix = {}
  local function visit(twos, threes, weight, last)
    local joins = search.joins[last]
    local endWithTwo, endWithThree = wanted[shapeKey(twos + 1, threes)], wanted[shapeKey(twos, threes + 1)]
    if endWithTwo or endWithThree then
      local twoEndings, threeEndings = endings[last][2], endings[last][3]
      for _, used in ipairs(prefix) do
        if used.size == 2 then
          twoEndings = twoEndings - joins[used].ending
        else
          threeEndings = threeEndings - joins[used].ending
        end
      end
      if endWithTwo then weights[endWithTwo] = weights[endWithTwo] + weight * twoEndings end
      if endWithThree then weights[endWithThree] = weights[endWithThree] + weight * threeEndings end
    end
    for size = 2, 3 do
      local grownTwos, grownThrees = twos, threes
      if size == 2 then grownTwos = twos + 1 else grownThrees = threes + 1 end
      if worthGrowing[shapeKey(grownTwos, grownThrees)] then
        for _, group in ipairs(present) do
          if group.size == size and not contains(prefix, group) then
            prefix[#prefix + 1] = group
            visit(grownTwos, grownThrees, weight * joins[group].growing, group)
            prefix[#prefix] = nil
          end
        end
      end
    end
  end
  visit(0, 0, 1, START)
  search.weights, search.weightsVersion = weights, board.version
  return weights
end

-- A class's weight: that of its spellings still there, less those found wrong. Worked out
-- afresh when the board changes; in between, each spelling found wrong takes its weight off
-- (`dropWrong`), which subtracts the same numbers in the same order.
local function classWeight(search, class)
  local version = search.board.version
  if class.weightVersion ~= version then
    local weight = classWeights(search)[class]
    for _, wrong in ipairs(class.wrong) do
      if allStillThere(wrong.groups) then weight = weight - spellingWeight(wrong) end
    end
    class.weight, class.weightVersion = weight, version
  end
  return class.weight
end

-- The class's likeliest spelling was wrong: it leaves the class's queue and its weight.
local function dropWrong(class)
  local wrong = pop(class.queue)
  class.wrong[#class.wrong + 1] = wrong
  if class.weight then class.weight = class.weight - spellingWeight(wrong) end
end

-- The spelling to guess when no known word is left: of each class's likeliest spelling, the
-- one most likely to be an answer, weighing its letters' likelihood by how many ways the rest
-- of the board can still be shared out, against all the spellings of its length.
local function likeliest(board)
  board.search = board.search or newSearch(board)
  local search = board.search
  while true do
    local contenders, totals = {}, {}
    for _, class in ipairs(search.classes) do
      local ways = waysAfter(board, class.twos, class.threes)
      local top = ways > 0 and topSpelling(search, class)
      if top then
        totals[class.size] = (totals[class.size] or 0) + classWeight(search, class) * ways
        contenders[#contenders + 1] = { class = class, top = top, weight = spellingWeight(top) * ways }
      end
    end
    local best, bestChance = nil, 0
    for _, contender in ipairs(contenders) do
      local size = contender.class.size
      local chance = board.open[size] * contender.weight / totals[size]
      if chance > bestChance then best, bestChance = contender, chance end
    end
    if not best then return nil end
    local spelling = newSpelling(best.top.groups)
    spelling.class = best.class
    if not board.tried[spelling.text] then return spelling end
    dropWrong(best.class)                        -- the same letters cut another way were wrong
  end
end

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
  local levels, wrong = 0, 0
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
        game:log(alert.message)
        break
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
