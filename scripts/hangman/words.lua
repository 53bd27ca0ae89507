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
  local words = {}
  for _, line in ipairs(files.lines(path)) do
    local word = line:match("^%s*(.-)%s*$"):lower()
    if word:match("^%l+$") then words[#words + 1] = word end
  end
  if #words == 0 then error(path .. " has no words", 0) end
  return words
end

return M
