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
-- Worked out once at load for every board (at most 31 groups): CHOOSE[n * 32 + k], and the
-- orders of m groups, FACTORIAL[m].
local CHOOSE, FACTORIAL = {}, {}
for n = 0, 31 do
  for k = 0, n do CHOOSE[n * 32 + k] = choose(n, k) end
  local orders = 1
  for i = 2, n do orders = orders * i end
  FACTORIAL[n] = orders
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
      sum = sum + CHOOSE[twos * 32 + x] * CHOOSE[threes * 32 + t] * FACTORIAL[x + t]
                * arrangements(twos - x, threes - t, lengths, k + 1, memo)
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

-- A spelling is coded as an integer: its score made a whole number (bigger is worse) above 30
-- bits of button numbers in base 32, so that the smallest code is the likeliest spelling (ties
-- broken by buttons).
local SCALE <const>, BUTTON_BITS <const> = 1e6, 30
-- Bounds are made this much more hopeful than the scores they bound, so that rounding never
-- puts a bound past a score it bounds.
local SLACK <const> = 1e-9

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

-- The spellings of the board: every sequence of groups whose length is open and that leaves an
-- exact cover, in classes by length and number of two-letter groups (a class's key is
-- size × 32 + two-letter groups; a group of two adds 65 to it, one of three 96). Thousands of
-- them on a hard board, of which a few hundred are ever guessed, so none is written down:
--   * each class finds its spellings best first, when asked, by a search over prefixes (a
--     best-first search whose bound for a prefix is the best any way of finishing it could
--     score, groups used twice allowed, so never worse than the truth);
--   * each class's weight, the sum of its spellings' weights exp(score/T), is added up over
--     the prefixes alone: the weights of all the ways to end a prefix with one more group are
--     a sum per last group worked out once, less the groups the prefix already used.
-- Returns the classes in key order, and the board's search (`b.search`).
local function spellings(b)
  local live = {}
  for g = 1, b.count do
    if b.alive[g] then live[#live + 1] = g end
  end
  -- Shorter groups first, so that loops over them can stop at the first group too long.
  table.sort(live, function(x, y)
    if b.sizes[x] ~= b.sizes[y] then return b.sizes[x] < b.sizes[y] end
    return x < y
  end)
  local n, sizes, inner, finish, alive, exp = #live, b.sizes, b.inner, b.finish, b.alive, math.exp
  local step, bit, limit = {}, {}, (b.longest + 1) * 32
  for g = 1, b.count do step[g], bit[g] = sizes[g] == 2 and 65 or 96, 1 << g end
  -- The letter statistics across each join of two groups and inside the second (across[0]: a
  -- first group's start); as weights (exp of them over T), and the weight of ending a
  -- spelling with g after l (exp of that join and g's finish over T).
  local across, growing, ending = {}, {}, {}
  for _, last in ipairs(live) do
    local join, tl, ll = {}, b.tail[last] * 27, b.lastLetter[last] * 729
    for g = 1, b.count do
      join[g] = alive[g] and logp[tl + b.firstLetter[g]] + logp[ll + b.head[g]] + inner[g] or 0
    end
    across[last] = join
  end
  local first = {}
  for g = 1, b.count do first[g] = alive[g] and b.start[g] + inner[g] or 0 end
  across[0] = first
  local lasts = { 0, table.unpack(live) }
  for _, l in ipairs(lasts) do
    local join, grow, out = across[l], {}, {}
    for _, g in ipairs(live) do
      grow[g], out[g] = exp(join[g] / TEMPERATURE), exp((join[g] + finish[g]) / TEMPERATURE)
    end
    growing[l], ending[l] = grow, out
  end

  -- The classes: every key that groups on the board reach below the limit and that leaves a cover.
  local twos, threes = 0, 0
  for _, g in ipairs(live) do
    if sizes[g] == 2 then twos = twos + 1 else threes = threes + 1 end
  end
  local classes, list, prefixes = {}, {}, {}
  for t2 = 0, twos do
    for t3 = 0, threes do
      local k = t2 * 65 + t3 * 96
      if k < limit then prefixes[#prefixes + 1] = k end
      if k > 0 and k < limit and leavesCover(b, k // 32, k % 32) then
        classes[k] = { size = k // 32, twos = k % 32, key = k, wrong = {}, heap = {}, n = 0 }
        list[#list + 1] = k
      end
    end
  end
  table.sort(list)
  table.sort(prefixes, function(x, y) return x > y end)   -- longest first: each leads on from longer ones

  -- Weights: sums[k] for each class that can still be an answer, over the groups still there.
  -- Only prefixes that can grow into such a class are walked (`leads[k]`), so no key reaches the limit.
  local sums, used, now, count, nowTwos = {}, {}, {}, 0, 0
  local endTwo, endThree, wanted, leads = {}, {}, {}, {}
  for k = 1, limit + 96 do wanted[k], leads[k], sums[k] = false, false, 0 end   -- arrays, not hashes
  local visit
  -- Goes on from prefix key k with each group still there among now[from..to] (all of one size,
  -- so all leading to the same key `grown`).
  local function growWith(grown, from, to, w, grow, depth, mask)
    for i = from, to do
      local g = now[i]
      local own = bit[g]
      if mask & own == 0 then
        used[depth + 1] = g
        visit(grown, w * grow[g], g, depth + 1, mask | own)
      end
    end
  end
  function visit(k, w, l, depth, mask)
    local two, three = k + 65, k + 96
    local wantTwo, wantThree = wanted[two], wanted[three]
    if wantTwo or wantThree then
      local ends, x2, x3 = ending[l], endTwo[l], endThree[l]
      for j = 1, depth do
        local u = used[j]
        if step[u] == 65 then x2 = x2 - ends[u] else x3 = x3 - ends[u] end
      end
      if wantTwo then sums[two] = sums[two] + w * x2 end
      if wantThree then sums[three] = sums[three] + w * x3 end
    end
    local grow = growing[l]
    -- The groups of two still there come first.
    if leads[two] then growWith(two, 1, nowTwos, w, grow, depth, mask) end
    if leads[three] then growWith(three, nowTwos + 1, count, w, grow, depth, mask) end
  end
  local function walk()
    count, nowTwos = 0, 0
    for _, g in ipairs(live) do
      if alive[g] then count = count + 1 now[count] = g end
      if sizes[g] == 2 then nowTwos = count end
    end
    for _, l in ipairs(lasts) do
      if l == 0 or alive[l] then
        local ends, two, three = ending[l], 0, 0
        for i = 1, count do
          local g = now[i]
          if step[g] == 65 then two = two + ends[g] else three = three + ends[g] end
        end
        endTwo[l], endThree[l] = two, three
      end
    end
    for _, k in ipairs(list) do
      wanted[k] = ways(b, k // 32, k % 32) > 0
      sums[k] = 0
    end
    for _, k in ipairs(prefixes) do
      leads[k] = wanted[k + 65] or wanted[k + 96] or leads[k + 65] or leads[k + 96] or false
    end
    visit(0, 1, 0, 0, 0)
    b.summed = b.version
  end

  -- Search. best(l, r): the best score that r more of key (some groups after l, the last one's
  -- finish included) can add, or -inf. kids(l, r): the groups that can follow l with r to go,
  -- best bound first, with their bounds less the prefix's score.
  local NEG = -math.huge
  local bestMemo, kidsMemo, boundsMemo = {}, {}, {}
  local best
  -- The best score group g can add after a prefix whose joins are `join`, with r to go (its
  -- own step s included), or -inf.
  local function through(join, g, s, r)
    if s == r then return join[g] + finish[g] end
    if r - s >= 65 then return join[g] + best(g, r - s) end
    return NEG
  end
  function best(l, r)
    local key = l * 1024 + r
    local h = bestMemo[key]
    if h == nil then
      h = NEG
      local join = across[l]
      for i = 1, n do
        local g = live[i]
        local s = step[g]
        if s > r then break end
        local v = through(join, g, s, r)
        if v > h then h = v end
      end
      bestMemo[key] = h
    end
    return h
  end
  local function kids(l, r)
    local key = l * 1024 + r
    local out = kidsMemo[key]
    if not out then
      local bounds, join, m = {}, across[l], 0
      out = {}
      for i = 1, n do
        local g = live[i]
        local s = step[g]
        if s > r then break end
        local v = through(join, g, s, r)
        if v > NEG then                          -- insertion, best first (a few groups)
          m = m + 1
          local j = m
          while j > 1 and bounds[j - 1] < v do
            out[j], bounds[j] = out[j - 1], bounds[j - 1]
            j = j - 1
          end
          out[j], bounds[j] = g, v
        end
      end
      kidsMemo[key], boundsMemo[key] = out, bounds
    end
    return out, boundsMemo[key]
  end
  -- Entries of the classes' heaps, by number: a prefix's next kid to try (its score T, key K,
  -- buttons D, set M, last group L, kids C with bounds V, and which kid I), or a whole spelling
  -- (I = 0, its code P, its set M). P is the entry's priority: a whole spelling's code, or the
  -- smallest code any spelling under a prefix's kid could have.
  local P, T, K, D, M, L, C, V, I, ids = {}, {}, {}, {}, {}, {}, {}, {}, {}, 0
  local function push(class, id)
    local heap, i, p = class.heap, class.n + 1, P[id]
    class.n = i
    while i > 1 do
      local up = i // 2
      local above = heap[up]
      if P[above] <= p then break end
      heap[i] = above
      i = up
    end
    heap[i] = id
  end
  local function pop(class)
    local heap, size = class.heap, class.n
    local id = heap[size]
    heap[size] = nil
    size = size - 1
    class.n = size
    if size == 0 then return end
    local p, i = P[id], 1
    while true do
      local child = 2 * i
      if child > size then break end
      local below = heap[child]
      local q = P[below]
      if child < size then
        local other = heap[child + 1]
        local r = P[other]
        if r < q then child, below, q = child + 1, other, r end
      end
      if p <= q then break end
      heap[i] = below
      i = child
    end
    heap[i] = id
  end
  -- The prefix's first kid from the j-th on that is still there and not in it.
  local function pushKid(class, t, k, d, mask, l, kidList, bounds, j)
    local g = kidList[j]
    while g and (mask & bit[g] ~= 0 or not alive[g]) do
      j = j + 1
      g = kidList[j]
    end
    if not g then return end
    ids = ids + 1
    P[ids] = (-(t + bounds[j] + SLACK) * SCALE // 1) << BUTTON_BITS
    T[ids], K[ids], D[ids], M[ids], L[ids], C[ids], V[ids], I[ids] = t, k, d, mask, l, kidList, bounds, j
    push(class, ids)
  end
  for _, k in ipairs(list) do
    local kidList, bounds = kids(0, k)
    pushKid(classes[k], 0, 0, 0, 0, 0, kidList, bounds, 1)
  end
  -- The class's likeliest spelling still there (its code), or nil.
  local function top(class)
    local heap, key, gone = class.heap, class.key, b.gone
    while class.n > 0 do
      local id = heap[1]
      local j, mask = I[id], M[id]
      if j == 0 and mask & gone == 0 then return P[id] end
      pop(class)
      if j > 0 and mask & gone == 0 then
        local kidList, bounds, l, t, k, d = C[id], V[id], L[id], T[id], K[id], D[id]
        pushKid(class, t, k, d, mask, l, kidList, bounds, j + 1)
        local g = kidList[j]
        if alive[g] then
          t, k, d, mask = t + across[l][g], k + step[g], d * 32 + g, mask | bit[g]
          if k == key then
            ids = ids + 1
            P[ids], M[ids], I[ids] = ((-(t + finish[g]) * SCALE // 1) << BUTTON_BITS) | d, mask, 0
            push(class, ids)
          else
            local more, moreBounds = kids(g, key - k)
            pushKid(class, t, k, d, mask, g, more, moreBounds, 1)
          end
        end
      end
    end
    return nil
  end
  b.search = { walk = walk, sums = sums, top = top, pop = pop }
  walk()
  local out = {}
  for c, k in ipairs(list) do out[c] = classes[k] end
  return out
end

-- The likeliest spelling of a class still usable (`class.top`, with its weight), dropping
-- those that are not, for good; and the weight of all those usable, worked out again when the
-- board changes (less the wrong ones). Both stay as they are (`class.settled`) until the board
-- changes or the top is found wrong.
local function first(b, class)
  local search = b.search
  local top = search.top(class)
  if class.version ~= b.version then
    if b.summed ~= b.version then search.walk() end
    local total, gone = search.sums[class.key], b.gone
    for _, code in ipairs(class.wrong) do
      if maskOf(code) & gone == 0 then total = total - weightOf(code) end
    end
    class.total, class.version = total, b.version
  end
  if top ~= class.top then class.top, class.topWeight = top, top and weightOf(top) end
  class.settled = true
  return top
end

-- The class's likeliest spelling was wrong: it leaves the class and the class's weight.
local function dropWrong(b, class)
  local code = class.top
  b.search.pop(class)
  class.wrong[#class.wrong + 1] = code
  class.total = class.total - weightOf(code)
  class.settled = false
end

-- The spelling to guess when no known word is left: the likeliest to be an answer, weighing
-- its letters' likelihood by how many ways the rest of the board can still be shared out.
local function likeliest(b)
  b.spellings = b.spellings or spellings(b)
  while true do
    local version = b.version
    if b.activeVersion ~= version then          -- the classes that can still be an answer
      local active = {}
      for _, class in ipairs(b.spellings) do
        class.ways = ways(b, class.size, class.twos)
        if class.ways > 0 then active[#active + 1] = class end
      end
      b.active, b.activeVersion = active, version
    end
    local best, bestWeight, totals = nil, 0, {}
    for _, class in ipairs(b.active) do
      -- Most guesses leave most classes as they were: then they are not asked again.
      local top = class.settled and class.version == version and class.top or first(b, class)
      if top then
        local w = class.ways
        totals[class.size] = (totals[class.size] or 0) + class.total * w
        class.mine = class.topWeight * w
      else
        class.mine = nil
      end
    end
    for _, class in ipairs(b.active) do
      if class.mine then
        local p = b.open[class.size] * class.mine / totals[class.size]
        if p > bestWeight then best, bestWeight = class, p end
      end
    end
    if not best then return nil end
    local groups, code = {}, best.top & ((1 << BUTTON_BITS) - 1)
    while code > 0 do
      table.insert(groups, 1, code % 32)
      code = code // 32
    end
    local c = candidate(b, groups)
    c.class = best
    if not b.tried[c.text] then return c end
    dropWrong(b, best)                           -- the same letters cut another way were wrong
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
    dropWrong(b, c.class)
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

-- What loading threw away (the word list's lines, the cut-up parts' strings) is collected now,
-- before play, instead of bit by bit between guesses.
collectgarbage()

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
