-- A Swifty Words bot that plays like a person with a dictionary: it reads the "N letters"
-- hints and the letter groups on screen, tries the combinations that spell a known English
-- word first (the public Hangman word list), then the other combinations of the right length,
-- the most English-looking first (by how common their letter pairs are in that list).
-- It never reads the level files. It reports levels, taps, wrong guesses and the final score.
local words, pairs_, triples = {}, {}, {}
for _, w in ipairs(files.lines("levels/hangman_words.txt")) do
  local word = "^" .. w:upper() .. "$"
  words[w:upper()] = true
  for i = 1, #word - 1 do
    local pair = word:sub(i, i + 1)
    pairs_[pair] = (pairs_[pair] or 0) + 1
    if i <= #word - 2 then
      local triple = word:sub(i, i + 2)
      triples[triple] = (triples[triple] or 0) + 1
    end
  end
end

-- How English a string looks: the mean log probability of each letter given the two before
-- it (letter triples of the word list, falling back on pairs), word edges included.
local function plausibility(text)
  local word, total = "^" .. text .. "$", 0
  for i = 1, #word - 2 do
    local pair, triple = word:sub(i, i + 1), word:sub(i, i + 2)
    total = total + math.log(((triples[triple] or 0) + 0.01 * ((pairs_[triple:sub(2)] or 0) + 0.1))
                             / ((pairs_[pair] or 0) + 1))
  end
  return total / (#word - 2)
end

local SKIP = { SUBMIT = true, CLEAR = true }

-- The letter buttons on screen, in the container.
local function letterButtons(game)
  local box = game:find { identifier = "letters" }.frame
  local out = {}
  for _, b in ipairs(game:views { type = "Button" }) do
    local f = b.frame
    if not SKIP[b.title] and f.y >= box.y and f.y < box.y + box.height then out[#out + 1] = b end
  end
  return out
end

-- Lengths still to find, from the answers label ("7 letters" lines).
local function openLengths(game)
  local lengths = {}
  for line in (game:text("answers") .. "\n"):gmatch("(.-)\n") do
    local n = line:match("^(%d+) letters$")
    if n then lengths[tonumber(n)] = (lengths[tonumber(n)] or 0) + 1 end
  end
  return lengths
end

-- Every sequence of distinct buttons whose letters have one of the open lengths.
local function candidates(buttons, lengths, longest)
  local found, used, seq = {}, {}, {}
  local function extend(text)
    if #seq > 0 and lengths[#text] then
      local titles = {}
      for k, b in ipairs(seq) do titles[k] = b.title end
      found[#found + 1] = { text = text, titles = titles }
    end
    if #seq == 4 then return end
    for i, b in ipairs(buttons) do
      if not used[i] and #text + #b.title <= longest then
        used[i] = true
        seq[#seq + 1] = b
        extend(text .. b.title)
        seq[#seq] = nil
        used[i] = false
      end
    end
  end
  extend("")
  -- Dictionary words first, then the most English-looking; ties by spelling (deterministic).
  for _, c in ipairs(found) do
    c.known = words[c.text] and 1 or 0
    c.score = plausibility(c.text)
  end
  table.sort(found, function(a, b)
    if a.known ~= b.known then return a.known > b.known end
    if a.score ~= b.score then return a.score > b.score end
    return a.text < b.text
  end)
  return found
end

local function longestOf(lengths)
  local m = 0
  for n in pairs(lengths) do if n > m then m = n end end
  return m
end

-- Spells a candidate with the buttons now on screen and submits it; true when it was an answer.
local function try(game, candidate)
  local buttons, used = letterButtons(game), {}
  for _, title in ipairs(candidate.titles) do
    for i, b in ipairs(buttons) do
      if not used[i] and b.title == title then
        used[i] = true
        game:tap(b)
        break
      end
    end
  end
  game:tap("SUBMIT")
  game:wait(0.25)                                -- a moment to read the result
  local alert = game:alert()
  if alert and alert.title == "That's not it" then
    game:answerAlert("OK")
    return false
  end
  return true
end

-- What the screen offers: the letter groups left and the lengths still open. The same key
-- means the same candidates, so a wrong guess does not redo the search.
local function screenKey(buttons, lengths)
  local titles, open = {}, {}
  for _, b in ipairs(buttons) do titles[#titles + 1] = b.title end
  table.sort(titles)
  for n, count in pairs(lengths) do open[#open + 1] = n .. "x" .. count end
  table.sort(open)
  return table.concat(titles, ",") .. "|" .. table.concat(open, ",")
end

return function(game)
  local levels, wrong = 0, 0
  local tried = {}                               -- wrong spellings on this level
  local key, list, position                      -- the current candidates and where we are in them
  game:wait(0)                                   -- let the first level load
  while true do
    local alert = game:alert()
    if alert and alert.title == "Puzzle complete!" then
      levels = levels + 1
      game:log(alert.message)
      break
    elseif alert and alert.title == "Well done!" then
      levels = levels + 1
      tried = {}
      game:answerAlert("Let's go!")
      game:wait(0)
    elseif alert then
      error("unexpected alert: " .. alert.title .. " — " .. (alert.message or ""))
    else
      local lengths = openLengths(game)
      local buttons = letterButtons(game)
      local now = screenKey(buttons, lengths)
      if now ~= key then
        key, list, position = now, candidates(buttons, lengths, longestOf(lengths)), 0
      end
      local next
      repeat
        position = position + 1
        next = list[position]
      until next == nil or not tried[next.text]
      if not next then error("no untried combination of the letters on screen fits the hints") end
      if not try(game, next) then
        tried[next.text] = true
        wrong = wrong + 1
      end
    end
  end
  local score = game:text("score"):match("(-?%d+)")
  game:report("levels", levels)
  game:report("wrong guesses", wrong)
  game:report("score", tonumber(score))
  game:report("taps", game.taps)
end
