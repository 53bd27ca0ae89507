-- Reading the Hangman word list. This module is required inside a background job (a worker
-- state, where the job's function may not capture upvalues), so everything it needs is here.
local M = {}

M.path = "levels/hangman_words.txt"

-- The playable words of the list at `path`: lower case, letters a–z only, blank lines and
-- anything else (digits, hyphens, spaces inside) skipped so that every word can be guessed
-- with the 26 buttons. Raises with a message a player can read when there is nothing to play.
function M.load(path)
  path = path or M.path
  if not files.exists(path) then error(path .. " is missing", 0) end
  return M.parse(files.lines(path), path)
end

-- A line as the game reads it: trimmed and in lower case; a word when only letters a–z are left.
local function wordOf(line)
  local word = line:match("^%s*(.-)%s*$"):lower()
  return word, word:match("^%l+$") ~= nil
end

--- The playable words of `lines`; raises, naming `name`, when there are none.
function M.parse(lines, name)
  local words = {}
  for _, line in ipairs(lines) do
    local word, playable = wordOf(line)
    if playable then words[#words + 1] = word end
  end
  if #words == 0 then error(name .. " has no words", 0) end
  return words
end

-- For `moonkit check`: the files this module reads (a pattern of paths in the data folder),
-- and their problems, each "name:line: message". The game's own error (no words) is raised as
-- the game raises it; lines it skips and words listed twice are problems of the list.
M.reads = "^levels/hangman_words%.txt$"

function M.check(path, name)
  name = name or path
  local lines = files.lines(path)
  M.parse(lines, name)
  local problems, seen = {}, {}
  for number, line in ipairs(lines) do
    local word, playable = wordOf(line)
    if word ~= "" and not playable then
      local shown = #line > 40 and line:sub(1, 37) .. "..." or line
      problems[#problems + 1] = ("%s:%d: '%s' is skipped: only words of letters a–z can be played")
                                :format(name, number, shown)
    elseif playable and seen[word] then
      problems[#problems + 1] = ("%s:%d: '%s' repeats line %d"):format(name, number, word, seen[word])
    elseif playable then
      seen[word] = number
    end
  end
  return problems
end

return M
