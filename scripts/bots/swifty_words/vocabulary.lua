-- What the Swifty Words bot knows before it sees a level, as a person who speaks English does:
-- English words, from a general word list (english_words.txt beside this file, made from
-- Debian's wbritish package by tools/make_english_words.py; not made for the game: it knows
-- none of the levels), and how English is spelled, by letter statistics
-- counted over those words. The rest it learns from the screen and from the game's answers.

local vocabulary = {}

local PATH = "scripts/bots/swifty_words/english_words.txt"

-- The words by length, in capitals as the buttons show letters: wordsOfLength[6] = { "ABACUS", … }.
local wordsOfLength = {}

if not files.exists(PATH) then
  error(PATH .. " is missing: it is made from Debian's wbritish word list by `bash .ci/install-deps`", 0)
end

for number, line in ipairs(files.lines(PATH)) do
  if line ~= "" and line:sub(1, 1) ~= "#" then                  -- "#" starts a comment line
    if not line:match("^%l+$") then
      error(("%s:%d: '%s' is not a word of lower-case letters a-z"):format(PATH, number, line:sub(1, 40)), 0)
    end
    local word = line:upper()
    wordsOfLength[#word] = wordsOfLength[#word] or {}
    table.insert(wordsOfLength[#word], word)
  end
end

--- The known words of a length, in the list's (alphabetical) order.
function vocabulary.wordsOfLength(length)
  return wordsOfLength[length] or {}
end

---------------------------------------------------------------- letter statistics

-- How often each letter follows each two letters in the known words ("^" stands before a
-- word's first letter, "$" after its last): counts["ING"] and, for each pair, how often it is
-- followed by anything, contexts["IN"]; and how often each letter (or "$") comes at all,
-- singles["E"] of all `letters`. Counted the first time a guess needs them: most levels are
-- solved with known words alone.
local counts, contexts, singles, letters

local function countLetters()
  counts, contexts, singles, letters = {}, {}, {}, 0
  for _, words in pairs(wordsOfLength) do                       -- sums: the order does not matter
    for _, word in ipairs(words) do
      local padded = "^^" .. word .. "$"
      for i = 3, #padded do
        local triple = padded:sub(i - 2, i)
        counts[triple] = (counts[triple] or 0) + 1
      end
    end
  end
  -- The pairs and the single letters, from the triples they begin and end.
  for triple, n in pairs(counts) do
    local context, letter = triple:sub(1, 2), triple:sub(3)
    contexts[context] = (contexts[context] or 0) + n
    singles[letter], letters = (singles[letter] or 0) + n, letters + n
  end
end

--- How much more a spelling reads like English than its letters in any order would: the
--- logarithm of its chance letter by letter, each letter given the two before it, less that
--- of the same letters each drawn by how common it is. Spellings of the same groups in other
--- orders differ only where groups meet, and groups of rare letters are not held against the
--- spellings that use them. Adding one to every count (of the 26 letters and the end of a
--- word, 27 in all) gives what the words never showed a small chance rather than none.
function vocabulary.englishness(text)
  if not counts then countLetters() end
  local padded, sum = "^^" .. text .. "$", 0
  for i = 3, #padded do
    local seen = counts[padded:sub(i - 2, i)] or 0
    local after = contexts[padded:sub(i - 2, i - 1)] or 0
    local alone = singles[padded:sub(i, i)] or 0
    sum = sum + math.log((seen + 1) / (after + 27)) - math.log((alone + 1) / (letters + 27))
  end
  return sum
end

return vocabulary
