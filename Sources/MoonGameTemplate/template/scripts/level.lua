-- Reading a level of @NAME@: one word per line, capital letters only, at least three words and
-- no word twice. Plain Lua, so it runs in a background worker and in `moonkit check`.
local level = {}

-- An error located at the file and line it is about.
local function fail(path, line, message)
  error(("%s:%d: %s"):format(path, line, message), 0)
end

--- The words of a level's lines; errors name the file and line.
---@param lines string[]
---@param path string
---@return string[]
function level.parse(lines, path)
  local words, seen = {}, {}
  for number, line in ipairs(lines) do
    if not line:match("^%u+$") then
      fail(path, number, "'" .. line .. "' is not a word in capital letters A-Z")
    end
    if seen[line] then
      fail(path, number, "'" .. line .. "' is already on line " .. seen[line])
    end
    seen[line] = number
    words[#words + 1] = line
  end
  if #words < 3 then
    fail(path, math.max(#lines, 1), ("%d words, but a level needs at least 3"):format(#words))
  end
  return words
end

--- Reads the level at `path` (in the game's folder) as the game does.
---@param path string
---@param name? string the name errors give the file (default: `path`)
---@return string[]
function level.read(path, name)
  return level.parse(files.lines(path), name or path)
end

-- For `moonkit check`: the files this module reads, and their problems (a level has one error
-- at most, which the parser raises).
level.reads = "^levels/level%d+%.txt$"

---@param path string
---@param name string
---@return string[]
function level.check(path, name)
  level.read(path, name)
  return {}
end

return level
