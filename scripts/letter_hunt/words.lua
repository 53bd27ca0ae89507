-- Reading Letter Hunt's word files (levels/letter_hunt_start.txt, levels/letter_hunt_words.txt):
-- one word a line, in lower-case letters a–z; blank lines and lines starting with # are left out.
local M = {}

--- The words of `lines`, read from the file `name`; a line that is no word raises, naming the
--- file and line, as does a file with no word at all.
function M.parse(lines, name)
  local words = {}
  for number, line in ipairs(lines) do
    if line ~= "" and line:sub(1, 1) ~= "#" then
      if not line:match("^%l+$") then
        error(("%s:%d: '%s' is not a word of letters a–z"):format(name, number, line), 0)
      end
      words[#words + 1] = line
    end
  end
  if #words == 0 then error(name .. " has no words", 0) end
  return words
end

--- The words of the file at `path` (relative to the game's folder).
function M.load(path)
  return M.parse(files.lines(path), path)
end

-- For `moonkit check`: the files this module reads, and their problems ("name:line: message");
-- the game's own errors are raised as the game raises them, and a word listed twice is a problem.
M.reads = "^levels/letter_hunt_%a+%.txt$"

function M.check(path, name)
  name = name or path
  local lines = files.lines(path)
  M.parse(lines, name)
  local problems, seen = {}, {}
  for number, line in ipairs(lines) do
    if line:match("^%l+$") then
      if seen[line] then
        problems[#problems + 1] = ("%s:%d: '%s' repeats line %d"):format(name, number, line, seen[line])
      end
      seen[line] = seen[line] or number
    end
  end
  return problems
end

return M
