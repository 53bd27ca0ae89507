-- A Swifty Words bot that plays like a person with a dictionary, through the screen only: per
-- level it reads the letter groups on the buttons and the "N letters" hints once (never the
-- level files), then only whether each guess was right. Each group belongs to exactly one
-- answer (an exact cover of the hints), so it first guesses the words of the public Hangman
-- word list that the groups spell, the set of them that spells the most; then, of every other
-- spelling that leaves the rest coverable, the likeliest: by the letter statistics of that
-- list, and by how many ways the rest of the board can still be shared out. A right answer's
-- groups leave the board, so later guesses get fewer and surer. It reports levels, taps,
-- wrong guesses and the score.

---------------------------------------------------------------- what the bot knows

-- Letters are coded A = 1 … Z = 26, and 0 is a word's edge (before its first letter or after
-- its last: the position tells which), so statistics are arrays indexed by numbers.
local EDGE = 0
local function letter(s, i) return s:byte(i) - 64 end

local byFirst = {}      -- each word cut into groups of 2–3 letters, every way, by its first group
local pairCount, tripleCount = {}, {}

local function cutWord(word)
  local parts = {}
  local function cut(from)
    if from > #word then
      local list = byFirst[parts[1]] or {}
      byFirst[parts[1]] = list
      list[#list + 1] = { word = word, parts = table.move(parts, 1, #parts, 1, {}) }
      return
    end
    for size = 2, math.min(3, #word - from + 1) do
      parts[#parts + 1] = word:sub(from, from + size - 1)
      cut(from + size)
      parts[#parts] = nil
    end
  end
  cut(1)
end

for _, line in ipairs(files.lines("levels/hangman_words.txt")) do
  local word = line:upper()
  cutWord(word)
  local codes = { EDGE }
  for i = 1, #word do codes[i + 1] = letter(word, i) end
  codes[#codes + 1] = EDGE
  for i = 1, #codes - 1 do
    local pair = codes[i] * 27 + codes[i + 1]
    pairCount[pair] = (pairCount[pair] or 0) + 1
    if i < #codes - 1 then
      local triple = pair * 27 + codes[i + 2]
      tripleCount[triple] = (tripleCount[triple] or 0) + 1
    end
  end
end

-- How likely a letter (or the word's end) is after the two before it: Witten-Bell
-- interpolation of the list's letter triples, pairs and single letters.
local logp = {}
do
  local single, total = {}, 0
  local pairSeen, pairKinds, tripleSeen, tripleKinds = {}, {}, {}, {}
  for pair, n in pairs(pairCount) do
    local b, c = pair // 27, pair % 27
    single[c] = (single[c] or 0) + n
    total = total + n
    pairSeen[b], pairKinds[b] = (pairSeen[b] or 0) + n, (pairKinds[b] or 0) + 1
  end
  for triple, n in pairs(tripleCount) do
    local ab = triple // 27
    tripleSeen[ab], tripleKinds[ab] = (tripleSeen[ab] or 0) + n, (tripleKinds[ab] or 0) + 1
  end
  for a = 0, 26 do
    for b = 0, 26 do
      local ab = a * 27 + b
      for c = 0, 26 do
        local p1 = ((single[c] or 0) + 1) / (total + 27)
        local kb = pairKinds[b] or 0
        local p2 = kb == 0 and p1 or ((pairCount[b * 27 + c] or 0) + kb * p1) / (pairSeen[b] + kb)
        local kab = tripleKinds[ab] or 0
        local p3 = kab == 0 and p2 or ((tripleCount[ab * 27 + c] or 0) + kab * p2) / (tripleSeen[ab] + kab)
        logp[ab * 27 + c] = math.log(p3)
      end
    end
  end
end

-- How sure the letter statistics are of themselves: a temperature, higher trusts them less.
local TEMPERATURE <const> = 2

---------------------------------------------------------------- a level on screen

-- Whether groups of two and three letters can be shared out exactly into words of the given
-- lengths (from lengths[k] on): which groups they are does not matter, only how long.
local function coverable(twos, threes, lengths, k)
  local n = lengths[k]
  if not n then return twos == 0 and threes == 0 end
  for t = 0, math.min(threes, n // 3) do
    local rest = n - 3 * t
    if rest % 2 == 0 and rest // 2 <= twos and coverable(twos - rest // 2, threes - t, lengths, k + 1) then
      return true
    end
  end
  return false
end

-- The board: the letter groups (button handle, title, whether still there), the open hints'
-- lengths, what was tried wrong, and per group the parts of a spelling's plausibility that do
-- not depend on its neighbours. Groups are numbered by button; `same[g]` is the first button
-- with g's title, so that spellings with twin groups (two "IN") get the same key.
local function newBoard(titles, ids, lengths)
  local b = { ids = ids, titles = titles, sizes = {}, alive = {}, same = {}, count = #titles, open = {},
              longest = 0, twos = 0, threes = 0, gone = 0, tried = {}, ways = {}, version = 0, start = {}, inner = {}, finish = {},
              head = {}, tail = {}, firstLetter = {}, lastLetter = {} }
  local first = {}
  for i, title in ipairs(titles) do
    if #title < 2 or #title > 3 then error("a letter group of " .. #title .. " letters: '" .. title .. "'") end
    b.sizes[i], b.alive[i] = #title, true
    first[title] = first[title] or i
    b.same[i] = first[title]
    if #title == 2 then b.twos = b.twos + 1 else b.threes = b.threes + 1 end
    local f1, f2, l1, l2 = letter(title, 1), letter(title, 2), letter(title, #title - 1), letter(title, #title)
    b.start[i] = logp[f1 * 27 + f2]                            -- EDGE, f1, f2
    b.inner[i] = #title == 3 and logp[(f1 * 27 + f2) * 27 + l2] or 0
    b.finish[i] = logp[(l1 * 27 + l2) * 27 + EDGE]
    b.head[i], b.tail[i], b.firstLetter[i], b.lastLetter[i] = f1 * 27 + f2, l1 * 27 + l2, f1, l2
  end
  for _, n in ipairs(lengths) do
    b.open[n] = (b.open[n] or 0) + 1
    b.longest = math.max(b.longest, n)
  end
  return b
end

-- The board on screen: the buttons in the letter box, and the "N letters" lines of the answers.
local function readBoard(game)
  local titles, ids, lengths = {}, {}, {}
  for i, button in ipairs(game:views { type = "Button", inside = "letters" }) do
    titles[i], ids[i] = button.title, button.id
  end
  for line in (game:text("answers") .. "\n"):gmatch("(.-)\n") do
    lengths[#lengths + 1] = tonumber(line:match("^(%d+) letters$"))
  end
  return newBoard(titles, ids, lengths)
end

-- The open lengths, longest first.
local function openLengths(b)
  local out = {}
  for n = b.longest, 1, -1 do
    for _ = 1, b.open[n] or 0 do out[#out + 1] = n end
  end
  return out
end

-- In how many ways groups of two and three letters can be made into words of the given
-- lengths (from lengths[k] on), each way a sequence of groups per word: counting only how long
-- groups are, since groups of a length are alike here.
local function choose(n, k)
  local r = 1
  for i = 1, k do r = r * (n - k + i) / i end
  return r
end
local function arrangements(twos, threes, lengths, k, memo)
  local n = lengths[k]
  if not n then return (twos == 0 and threes == 0) and 1 or 0 end
  local key = (k * 32 + twos) * 32 + threes
  if memo[key] then return memo[key] end
  local sum = 0
  for t = 0, math.min(threes, n // 3) do
    local x = (n - 3 * t) // 2
    if (n - 3 * t) % 2 == 0 and x <= twos then
      local orders = 1
      for i = 2, x + t do orders = orders * i end
      sum = sum + choose(twos, x) * choose(threes, t) * orders * arrangements(twos - x, threes - t, lengths, k + 1, memo)
    end
  end
  memo[key] = sum
  return sum
end

-- In how many ways the groups left after a spelling of `size` letters with `twos` two-letter
-- groups can make the other hints' words (0: it leaves no exact cover). With every way alike
-- before the letters are looked at, a spelling is as likely a priori as this number is big.
-- Remembered until the board changes.
local function ways(b, size, twos)
  local k = size * 32 + twos
  local w = b.ways[k]
  if w == nil then
    w = 0
    local threes = (size - 2 * twos) // 3
    if (b.open[size] or 0) > 0 and twos <= b.twos and threes <= b.threes then
      b.open[size] = b.open[size] - 1
      w = arrangements(b.twos - twos, b.threes - threes, openLengths(b), 1, {})
      b.open[size] = b.open[size] + 1
    end
    b.ways[k] = w
  end
  return w
end

local function leavesCover(b, size, twos) return ways(b, size, twos) > 0 end

-- A spelling to guess: { text, groups = {button numbers}, key, mask, size, twos }. The key
-- numbers the sequence of titles (base 32), the mask the set of buttons.
local function candidate(b, groups)
  local titles, key, mask, size, twos = {}, 0, 0, 0, 0
  for k, g in ipairs(groups) do
    titles[k] = b.titles[g]
    key, mask, size = key * 32 + b.same[g], mask | (1 << g), size + b.sizes[g]
    if b.sizes[g] == 2 then twos = twos + 1 end
  end
  return { text = table.concat(titles), groups = groups, key = key, mask = mask, size = size, twos = twos }
end

-- Whether a spelling can still be an answer. Once not, never again: its groups stay gone, its
-- length stays found, and removing a right answer leaves no new cover.
local function usable(b, c)
  return (b.open[c.size] or 0) > 0 and c.mask & b.gone == 0 and not b.tried[c.text] and leavesCover(b, c.size, c.twos)
end

---------------------------------------------------------------- first: known words

-- The known words the groups on the board spell with an open length, longest first.
local NONE = {}
local function knownWords(b)
  -- The buttons showing each title, in button order: a word's part takes the first one not
  -- taken by its earlier parts.
  local buttonsOf = {}
  for g = 1, b.count do
    local title = b.titles[g]
    local list = buttonsOf[title]
    if list then list[#list + 1] = g else buttonsOf[title] = { g } end
  end
  local out, open = {}, b.open
  for i = 1, b.count do
    local list = buttonsOf[b.titles[i]]
    if list[1] == i then                         -- each title once, at its first button
      for _, entry in ipairs(byFirst[b.titles[i]] or NONE) do
        if (open[#entry.word] or 0) > 0 then
          local groups, parts = {}, entry.parts
          for k = 1, #parts do
            for _, g in ipairs(buttonsOf[parts[k]] or NONE) do
              local used = false
              for j = 1, k - 1 do
                if groups[j] == g then used = true break end
              end
              if not used then groups[k] = g break end
            end
            if not groups[k] then break end
          end
          if #groups == #parts then out[#out + 1] = candidate(b, groups) end
        end
      end
    end
  end
  table.sort(out, function(x, y)
    if x.size ~= y.size then return x.size > y.size end
    return x.key < y.key
  end)
  return out
end

-- The known words to guess: of the sets of them that share no group and leave an exact cover
-- of the other hints, the one that spells the most letters (GUITAR and PIANIST rather than
-- GUITARIST), longest first.
local function knownPlan(b)
  local list = {}
  for _, c in ipairs(b.words) do
    if usable(b, c) then list[#list + 1] = c end
  end
  local all = 0
  for n, count in pairs(b.open) do all = all + n * count end
  -- Whether what the chosen words leave is coverable depends only on how many words of each
  -- length they take and on the groups they leave, so it is remembered under a number made of
  -- those: the lengths taken as base-8 digits (a level has seven hints), then the two counts.
  local digit, place = {}, 1
  for n = 1, b.longest do
    if (b.open[n] or 0) > 0 then digit[n], place = place, place * 8 end
  end
  local known = {}
  local best, most, chosen = {}, 0, {}
  local function pick(from, mask, letters, twos, threes, taken)
    if letters > most then most, best = letters, table.move(chosen, 1, #chosen, 1, {}) end
    for j = from, #list do
      if most == all then return end             -- known words cover the board: none better
      local c = list[j]
      if c.mask & mask == 0 and b.open[c.size] > 0 then
        local t2, t3, took = twos - c.twos, threes - (#c.groups - c.twos), taken + digit[c.size]
        local key = (took * 32 + t2) * 32 + t3
        local fits = known[key]
        b.open[c.size] = b.open[c.size] - 1
        if fits == nil then
          fits = coverable(t2, t3, openLengths(b), 1)
          known[key] = fits
        end
        if fits then
          chosen[#chosen + 1] = c
          pick(j + 1, mask | c.mask, letters + c.size, t2, t3, took)
          chosen[#chosen] = nil
        end
        b.open[c.size] = b.open[c.size] + 1
      end
    end
  end
  pick(1, 0, 0, b.twos, b.threes, 0)
  return best
end

---------------------------------------------------------------- then: every spelling

-- Spellings are kept as integers costing little until guessed: the score made a whole number
-- (bigger is worse) above 30 bits of button numbers in base 32, so that the smallest code is
-- the likeliest spelling (ties broken by buttons).
local SCALE <const>, BUTTON_BITS <const> = 1e6, 30

-- The set of buttons (bit g for button g) named by two base-32 digits of a spelling's buttons,
-- so that a spelling's set is three look-ups rather than a loop over its digits (0: none).
local BUTTON_PAIR_MASK = {}
for x = 0, 1023 do
  local low, high = x % 32, x // 32
  BUTTON_PAIR_MASK[x] = (low > 0 and 1 << low or 0) | (high > 0 and 1 << high or 0)
end
local function maskOf(code)
  local pairMask = BUTTON_PAIR_MASK
  return pairMask[code & 1023] | pairMask[(code >> 10) & 1023] | pairMask[(code >> 20) & 1023]
end
local function weightOf(code) return math.exp(-(code >> BUTTON_BITS) / SCALE / TEMPERATURE) end

-- A class's codes in a binary min-heap (heap[1] the smallest): thousands of them, of which
-- only the first few hundred are ever guessed, so ordering them all (a sort) would cost far
-- more than making a heap and taking from its top.
local function siftDown(heap, i, n)
  local x = heap[i]
  while true do
    local child = 2 * i
    if child > n then break end
    local y = heap[child]
    if child < n then
      local z = heap[child + 1]
      if z < y then child, y = child + 1, z end
    end
    if x <= y then break end
    heap[i] = y
    i = child
  end
  heap[i] = x
end
local function heapify(heap)
  local n = #heap
  for start = n // 2, 1, -1 do siftDown(heap, start, n) end
end
local function popTop(heap)
  local n = #heap
  heap[1] = heap[n]
  heap[n] = nil
  if n > 2 then siftDown(heap, 1, n - 1) end
end

-- Every sequence of groups on the board whose length is open and that leaves an exact cover,
-- in classes by length and number of two-letter groups, the most plausible first; with each
-- one's weight (its likelihood by the letters, exp(score/T)) and set of buttons. Thousands of
-- them on a hard board: the loop is kept tight.
local function spellings(b)
  local classes, live = {}, {}
  for g = 1, b.count do
    if b.alive[g] then live[#live + 1] = g end
  end
  -- Shorter groups first, so that the loop below can stop at the first group too long.
  table.sort(live, function(x, y)
    if b.sizes[x] ~= b.sizes[y] then return b.sizes[x] < b.sizes[y] end
    return x < y
  end)
  local sizes, start, inner, finish = b.sizes, b.start, b.inner, b.finish
  -- A node's class key (size × 32 + two-letter groups) grows by 65 with a group of two and by
  -- 96 with one of three, so one number carries both and bounds the length: a key at `limit`
  -- or above is longer than the longest hint.
  local step, limit, n = {}, (b.longest + 1) * 32, #live
  for g = 1, b.count do step[g] = sizes[g] == 2 and 65 or 96 end
  local smallest = n > 0 and step[live[1]] or limit
  -- The letter statistics across each join of two groups and inside the second, added up once
  -- per pair of groups rather than per spelling (an array over every button: dead ones get 0).
  local across = {}
  for _, last in ipairs(live) do
    local join, tl, ll = {}, b.tail[last] * 27, b.lastLetter[last] * 729
    for g = 1, b.count do
      join[g] = b.alive[g] and logp[tl + b.firstLetter[g]] + logp[ll + b.head[g]] + inner[g] or 0
    end
    across[last] = join
  end
  local first = {}
  for g = 1, b.count do first[g] = b.alive[g] and start[g] + inner[g] or 0 end
  across[0] = first
  -- Each spelling is recorded by the loop that makes it, into its class's codes found by key
  -- in an array (0: class not met yet, false: it leaves no cover). Most spellings are leaves, so
  -- a call per spelling would cost more than the recording; only those that can still grow recurse.
  local classOf, bit = {}, {}
  for k = 1, limit do classOf[k] = 0 end
  for g = 1, b.count do bit[g] = 1 << g end
  local function newClass(k)
    local class = leavesCover(b, k // 32, k % 32)
                  and { size = k // 32, twos = k % 32, key = k, codes = {}, masks = {}, weights = {}, wrong = {} }
    classes[k], classOf[k] = class, class
    return class
  end
  local function extend(k, total, groups, last, mask)
    -- Locals, not upvalues: each look-up below then costs one VM instruction, not two.
    local join, live, step, finish, classOf, limit, smallest, n, bit, exp =
      across[last], live, step, finish, classOf, limit, smallest, n, bit, math.exp
    for i = 1, n do
      local g = live[i]
      local grown = k + step[g]
      if grown >= limit then break end
      local set = mask | bit[g]
      if set ~= mask then                        -- g is not in the spelling yet
        local t, code = total + join[g], groups * 32 + g
        local class = classOf[grown]
        if class == 0 then class = newClass(grown) end
        if class then
          local codes, score = class.codes, -(t + finish[g]) * SCALE // 1
          local at = #codes + 1
          codes[at] = (score << BUTTON_BITS) | code
          class.masks[at], class.weights[at] = set, exp(-score / SCALE / TEMPERATURE)
        end
        if grown + smallest < limit then extend(grown, t, code, g, set) end
      end
    end
  end
  extend(0, 0, 0, 0, 0)   -- from nothing: a first group's statistics are its start's (across[0])
  local list = {}
  for k, class in pairs(classes) do
    if class then list[#list + 1] = k end
  end
  table.sort(list)
  for c, k in ipairs(list) do
    local class = classes[k]
    list[c] = class
    heapify(class.codes)                         -- masks and weights stay in the order made
  end
  return list
end

-- The likeliest spelling of a class still usable, dropping those that are not, for good; and
-- the weight of all those usable, worked out again when the board changes (less the wrong
-- ones, which leave the heap but not the arrays of masks and weights).
local function first(b, class)
  local heap, gone = class.codes, b.gone
  local top = heap[1]
  while top and maskOf(top) & gone ~= 0 do
    popTop(heap)
    top = heap[1]
  end
  if class.version ~= b.version then
    -- Thousands of spellings after each right answer: summed in a local.
    local total, masks, weights = 0, class.masks, class.weights
    for i = 1, #masks do
      if masks[i] & gone == 0 then total = total + weights[i] end
    end
    for _, code in ipairs(class.wrong) do
      if maskOf(code) & gone == 0 then total = total - weightOf(code) end
    end
    class.total, class.version = total, b.version
  end
  return top
end

-- The class's likeliest spelling was wrong: it leaves the heap and the class's weight.
local function dropWrong(class)
  local code = class.codes[1]
  popTop(class.codes)
  class.wrong[#class.wrong + 1] = code
  class.total = class.total - weightOf(code)
end

-- The spelling to guess when no known word is left: the likeliest to be an answer, weighing
-- its letters' likelihood by how many ways the rest of the board can still be shared out.
local function likeliest(b)
  b.spellings = b.spellings or spellings(b)
  while true do
    local best, bestWeight, totals = nil, 0, {}
    local known = b.ways
    for _, class in ipairs(b.spellings) do
      local w = known[class.key] or ways(b, class.size, class.twos)
      local top = w > 0 and first(b, class)
      if top then
        totals[class.size] = (totals[class.size] or 0) + class.total * w
        -- Most guesses leave most classes' tops as they were: their weights are kept.
        if class.top ~= top then class.top, class.topWeight = top, weightOf(top) end
        class.mine = class.topWeight * w
      else
        class.mine = nil
      end
    end
    for _, class in ipairs(b.spellings) do
      if class.mine then
        local p = b.open[class.size] * class.mine / totals[class.size]
        if p > bestWeight then best, bestWeight = class, p end
      end
    end
    if not best then return nil end
    local groups, code = {}, best.codes[1] & ((1 << BUTTON_BITS) - 1)
    while code > 0 do
      table.insert(groups, 1, code % 32)
      code = code // 32
    end
    local c = candidate(b, groups)
    c.class = best
    if not b.tried[c.text] then return c end
    dropWrong(best)                              -- the same letters cut another way were wrong
  end
end

---------------------------------------------------------------- guessing

-- The next guess: known words first, then the likeliest spelling.
local function nextGuess(b)
  if not b.words then b.words = knownWords(b) end
  while not b.spellings do
    local c = b.plan and b.plan[b.planAt]
    if c and usable(b, c) then return c end
    if c then
      b.planAt = b.planAt + 1
    else
      b.plan, b.planAt = knownPlan(b), 1
      if #b.plan == 0 then break end
    end
  end
  return likeliest(b)
end

-- A wrong guess: never again, in any cut of its letters.
local function wrongGuess(b, c)
  b.tried[c.text] = true
  if c.class then
    dropWrong(c.class)
  else
    b.plan = nil                                 -- a known word was wrong: choose them anew
  end
end

-- A right answer: its groups and its hint leave the board.
local function rightGuess(b, c)
  for _, g in ipairs(c.groups) do b.alive[g] = false end
  b.gone = b.gone | c.mask
  b.twos, b.threes = b.twos - c.twos, b.threes - (#c.groups - c.twos)
  b.open[c.size] = b.open[c.size] - 1
  b.ways, b.version = {}, b.version + 1
  if b.planAt then b.planAt = b.planAt + 1 end
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
    for _, g in ipairs(guess.groups) do game:tap(board.ids[g]) end
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
