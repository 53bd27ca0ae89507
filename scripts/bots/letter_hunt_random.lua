-- Letter Hunt played by a guesser who knows the game's words (it reads the same data file):
-- it types a known word (mostly one the letters spell), a scramble of the letters shown, or a
-- word it found already; it asks for a new word now and then, and taps and drags
-- anywhere; for SECONDS of virtual time (a global; 30 by default). It checks the game as it
-- goes: each answer is taken or refused exactly as the rules say (spelled from the letters,
-- new, a known word of three letters or more), with the alert that names the reason, and a word
-- taken shows on a row. Reports the answers of each kind.
local W, H = 390, 844

local function point() return { x = math.random(0, W - 1), y = math.random(0, H - 1) } end

local known, knownList = {}, {}
for _, line in ipairs(files.lines("levels/letter_hunt_words.txt")) do
  if line ~= "" and line:sub(1, 1) ~= "#" then
    known[line] = true
    knownList[#knownList + 1] = line
  end
end

local function title(game) return game:find({ type = "NavigationBar" }).title end

-- The words on the table's rows, from the top down.
local function rows(game)
  local labels = game:views { type = "Label", inside = "words" }
  table.sort(labels, function(a, b) return a.frame.y < b.frame.y end)
  local words = {}
  for i, label in ipairs(labels) do words[i] = label.text end
  return words
end

local function spells(letters, word)
  for i = 1, #word do
    local at = letters:find(word:sub(i, i), 1, true)
    if not at then return false end
    letters = letters:sub(1, at - 1) .. letters:sub(at + 1)
  end
  return true
end

-- A few of the letters, in a random order.
local function scramble(letters)
  local pool, word = {}, {}
  for i = 1, #letters do pool[i] = letters:sub(i, i) end
  for _ = 1, math.random(3, 5) do word[#word + 1] = table.remove(pool, math.random(#pool)) end
  return table.concat(word)
end

-- What the game should answer: nil for a word taken, else the refusal's title.
local function verdict(letters, used, word)
  if not spells(letters, word) then return "Not possible" end
  if word == letters or used[word] then return "Already used" end
  if #word < 3 or not known[word] then return "Not a word" end
  return nil
end

return function(game)
  if SEED then math.randomseed(SEED) end         -- else the engine's seed, set by the runner
  local seconds = SECONDS or 30
  local counts = { taken = 0, refused = 0, newWords = 0, taps = 0, drags = 0 }
  local letters, used, found = title(game), {}, {}
  local stop = game:now() + seconds
  while game:now() < stop do
    local alert = game:alert()
    local touched = false
    if alert then
      game:answerAlert(alert.actions[1])         -- one a random tap opened: "Submit" with nothing
    else
      local roll = math.random(100)
      if roll <= 10 then
        local p = point()
        game:tapAt(p.x, p.y)
        counts.taps = counts.taps + 1
        touched = true
      elseif roll <= 15 then
        game:drag(point(), point(), math.random(5, 40) / 100)
        counts.drags = counts.drags + 1
        touched = true
      elseif roll <= 22 then
        game:tap { systemItem = "refresh" }
        counts.newWords = counts.newWords + 1
        letters, used, found = title(game), {}, {}   -- the same word may come again, afresh
      else
        local pick = math.random(10)
        local word
        local spellable = {}
        for _, candidate in ipairs(knownList) do
          if candidate ~= letters and spells(letters, candidate) then spellable[#spellable + 1] = candidate end
        end
        if pick <= 5 then word = spellable[math.random(#spellable)]
        elseif pick <= 6 then word = knownList[math.random(#knownList)]
        elseif pick <= 8 or #found == 0 then word = scramble(letters)
        else word = found[math.random(#found)] end
        local expected = verdict(letters, used, word)
        game:tap { systemItem = "add" }
        game:wait(0.4)
        game:answerAlert("Submit", { word })
        game:wait(0.4)
        local refusal = game:alert()
        if (refusal and refusal.title) ~= expected then
          error(("%s in %s: expected %s, the game says %s"):format(word, letters, expected or "taken",
                                                                   refusal and refusal.title or "taken"))
        end
        if expected then
          counts.refused = counts.refused + 1
        else
          used[word] = true
          found[#found + 1] = word
          counts.taken = counts.taken + 1
          game:wait(0.3)                         -- the row slides in
          local shown, why = game:tryTapRow("words", word)
          if not shown then error(("%s was taken but no row shows it: %s"):format(word, why)) end
        end
      end
    end
    game:wait(math.random(0, 60) / 100)
    -- A new word (asked for, or a random tap on refresh) empties the table; once a random touch
    -- has settled (a scroll comes to rest), no row on screen means the table is empty.
    if touched then game:wait(1.5) end
    if title(game) ~= letters or (touched and next(used) and #rows(game) == 0) then
      letters, used, found = title(game), {}, {}
    end
  end
  for _, name in ipairs { "taken", "refused", "newWords", "taps", "drags" } do game:report(name, counts[name]) end
end
