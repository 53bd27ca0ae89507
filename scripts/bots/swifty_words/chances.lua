-- How likely each spelling is to be an answer, and so which one the Swifty Words bot guesses
-- when no known word is left. Spellings of one shape form a class; a spelling weighs its
-- letters' likelihood times the number of ways the rest of the board can still be shared
-- out, and its chance is that weight against the weights of all the spellings of its length.
-- Each class's weight, the sum of its spellings' weights, is added up prefix by prefix: the
-- weights of all the ways to end a prefix with one more group are the ending weights of
-- every group still there, less those of the groups the prefix already uses.

local level = require "swifty_words.level"
local queue = require "swifty_words.queue"
local spellingSearch = require "swifty_words.search"
local shapeKey, waysAfter, newSpelling = level.shapeKey, level.waysAfter, level.newSpelling
local allStillThere, contains = level.allStillThere, level.contains
local pop = queue.pop
local START, spellingWeight = spellingSearch.START, spellingSearch.spellingWeight
local newSearch, topSpelling = spellingSearch.newSearch, spellingSearch.topSpelling

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

return {
  likeliest = likeliest,
  dropWrong = dropWrong,
}
