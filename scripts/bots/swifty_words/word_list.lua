-- What the Swifty Words bot knows before it sees a level, all from the public Hangman word
-- list: every word cut into letter groups in every way it can be, and the list's letter
-- statistics (how likely a letter is after the two before it). The list is read once, when
-- the bot first requires this module.

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

return {
  EDGE = EDGE,
  letterAt = letterAt,
  cutsByFirstGroup = cutsByFirstGroup,
  logLikelihood = logLikelihood,
  TEMPERATURE = TEMPERATURE,
}
