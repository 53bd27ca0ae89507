-- The Swifty Words bot's search over every spelling, for when no known word is left: every
-- sequence of groups still there whose length is open and that leaves an exact cover, sorted
-- into classes by shape. A hard board has thousands, of which a few hundred are ever guessed,
-- so none is written down ahead: each class finds its spellings best first, when asked, by a
-- best-first search over prefixes. A prefix is ranked by the best score any way of finishing
-- it could reach (groups used twice allowed, so never worse than the truth): no spelling
-- under it can come before it.

local wordList = require "swifty_words.word_list"
local level = require "swifty_words.level"
local queue = require "swifty_words.queue"
local logLikelihood, TEMPERATURE = wordList.logLikelihood, wordList.TEMPERATURE
local shapeKey, waysAfter = level.shapeKey, level.waysAfter
local allStillThere, contains = level.allStillThere, level.contains
local newQueue, peek, push, pop = queue.newQueue, queue.peek, queue.push, queue.pop

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

return {
  START = START,
  spellingWeight = spellingWeight,
  newSearch = newSearch,
  topSpelling = topSpelling,
}
