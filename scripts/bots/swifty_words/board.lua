-- A Swifty Words level as the bot sees it on the screen: the letter groups on the buttons, the
-- lengths of the answers still to find (the "N letters" hints), and the guesses the game
-- refused. The rules a player knows: an answer is a few groups tapped in order, and each group
-- belongs to exactly one answer.

local Board = {}
Board.__index = Board

--- Reads the level on the screen: twenty buttons in the "letters" box, and the hints.
function Board.read(game)
  local board = setmetatable({ groups = {}, open = {}, tried = {}, version = 0 }, Board)
  for _, button in ipairs(game:views { type = "Button", inside = "letters" }) do
    if not button.title:match("^%u%u%u?$") then
      error("a letter group should be two or three capitals, not '" .. button.title .. "'")
    end
    table.insert(board.groups, { title = button.title, button = button.id, left = true })
  end
  -- One line per clue: "8 letters" while open, the word once found.
  for line in (game:text("answers") .. "\n"):gmatch("(.-)\n") do
    local length = tonumber(line:match("^(%d+) letters$"))
    if length then board.open[length] = (board.open[length] or 0) + 1 end
  end
  return board
end

--- A spelling: letter groups in order ({ "ELE", "PHA", "NT" }), its text ("ELEPHANT"), its cut
--- ("ELE|PHA|NT": one text may be cut in more than one way) and how many of its groups have
--- two letters and how many three.
function Board.spelling(titles)
  local twos = 0
  for _, title in ipairs(titles) do
    if #title == 2 then twos = twos + 1 end
  end
  return { titles = titles, text = table.concat(titles), cut = table.concat(titles, "|"),
           twos = twos, threes = #titles - twos }
end

--- The groups still on the board: how many there are of each title, and the titles once each
--- in the buttons' order (two buttons may show the same letters).
function Board:titlesLeft()
  local count, titles = {}, {}
  for _, group in ipairs(self.groups) do
    if group.left then
      if not count[group.title] then titles[#titles + 1] = group.title end
      count[group.title] = (count[group.title] or 0) + 1
    end
  end
  return count, titles
end

--- How many groups of two letters and of three are still on the board.
function Board:sizesLeft()
  local twos, threes = 0, 0
  for _, group in ipairs(self.groups) do
    if group.left and #group.title == 2 then twos = twos + 1 end
    if group.left and #group.title == 3 then threes = threes + 1 end
  end
  return twos, threes
end

--- The lengths of the answers still open in `open` (the board's by default), longest first,
--- one entry per answer.
function Board:openLengths(open)
  open = open or self.open
  local lengths = {}
  for length, answers in pairs(open) do
    for _ = 1, answers do lengths[#lengths + 1] = length end
  end
  table.sort(lengths, function(a, b) return a > b end)
  return lengths
end

--- Whether `twos` groups of two letters and `threes` of three can make words of exactly these
--- lengths (from lengths[k] on), each group in one word. Only the sizes matter: any order of
--- any groups is a spelling the game could be hiding.
function Board.canShareOut(twos, threes, lengths, k)
  k = k or 1
  local length = lengths[k]
  if not length then return twos == 0 and threes == 0 end
  for usedThrees = 0, math.min(threes, length // 3) do
    local rest = length - 3 * usedThrees
    if rest % 2 == 0 and rest // 2 <= twos
       and Board.canShareOut(twos - rest // 2, threes - usedThrees, lengths, k + 1) then
      return true
    end
  end
  return false
end

--- Whether a spelling can still be an answer: its length is open, the game has not refused
--- it, and its groups are on the board (`count`: titlesLeft's, to save working it out again).
function Board:fits(spelling, count)
  if (self.open[#spelling.text] or 0) == 0 or self.tried[spelling.text] then return false end
  count = count or self:titlesLeft()
  local need = {}
  for _, title in ipairs(spelling.titles) do
    need[title] = (need[title] or 0) + 1
    if need[title] > (count[title] or 0) then return false end
  end
  return true
end

--- The buttons to tap for a spelling, one group left on the board per title, in order.
function Board:groupsFor(spelling)
  local groups, taken = {}, {}
  for _, title in ipairs(spelling.titles) do
    for _, group in ipairs(self.groups) do
      if group.left and not taken[group] and group.title == title then
        groups[#groups + 1], taken[group] = group, true
        break
      end
    end
  end
  return groups
end

--- The game took a spelling: its groups leave the board and its hint is found.
function Board:solved(groups, spelling)
  for _, group in ipairs(groups) do group.left = false end
  self.open[#spelling.text] = self.open[#spelling.text] - 1
  self.version = self.version + 1                -- what was worked out for the board is stale
end

--- The game refused a spelling: it is never guessed again.
function Board:refused(spelling)
  self.tried[spelling.text] = true
end

return Board
