-- A Hangman player that guesses like someone holding the dictionary: it reads the pattern
-- ("??A??") and the used letters off the screen, keeps the words of the public word list that
-- still fit, and taps the untried letter found in the most of them. It never reads the game's
-- variables. Plays GAMES games (a global; 20 when unset), answering the end-of-game alerts,
-- and reports games, wins, win rate, taps and wrong guesses.
-- The public word list, upper case like the screen, bucketed by length.
local byLength = {}
for _, line in ipairs(files.lines("levels/hangman_words.txt")) do
  local word = line:match("^%s*(.-)%s*$"):upper()
  if word:match("^%u+$") then
    local bucket = byLength[#word] or {}
    byLength[#word] = bucket
    bucket[#bucket + 1] = word
  end
end

-- When no listed word fits (a word the list does not know), fall back to plain English
-- letter frequency.
local ENGLISH = "ETAOINSHRDLCUMWFGYPBVKJXQZ"

-- Whether `word` can be the hidden word: same length, the revealed letters in their places,
-- and no guessed letter in a hidden place (a guessed letter is revealed everywhere it occurs,
-- so a wrong letter can be nowhere and a right one nowhere else).
local function fits(word, pattern, used)
  for i = 1, #pattern do
    local shown, letter = pattern:sub(i, i), word:sub(i, i)
    if shown == "?" then
      if used[letter] then return false end
    elseif shown ~= letter then
      return false
    end
  end
  return true
end

-- The letter to guess: the untried one that occurs in the most candidate words (ties go to
-- the earlier letter of the alphabet, so a run is reproducible).
local function bestLetter(pattern, used)
  local counts, candidates = {}, 0
  for _, word in ipairs(byLength[#pattern] or {}) do
    if fits(word, pattern, used) then
      candidates = candidates + 1
      local seen = {}
      for letter in word:gmatch("%u") do
        if not used[letter] and not seen[letter] then
          seen[letter] = true
          counts[letter] = (counts[letter] or 0) + 1
        end
      end
    end
  end
  local best, bestCount = nil, 0
  for letter, count in pairs(counts) do
    if count > bestCount or (count == bestCount and letter < best) then best, bestCount = letter, count end
  end
  if best then return best, candidates end
  for letter in ENGLISH:gmatch("%u") do
    if not used[letter] then return letter, 0 end
  end
end

local play = require "hangman_games"

return function(game)
  local wrong = 0
  play(game, function()
    local pattern = game:text("word")
    local used = {}
    -- "Used: E T A": the letters after the colon (the label's own "U" is not one).
    for letter in game:text("used"):match(":(.*)$"):gmatch("%u") do used[letter] = true end
    local letter = bestLetter(pattern, used)
    local before = game:text("lives")
    game:tap(letter)
    if game:text("lives") ~= before then wrong = wrong + 1 end
  end)
  game:report("wrong guesses", wrong)
end
