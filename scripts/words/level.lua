-- Reading a Swifty Words level: seven lines `ANS|WER|PARTS: clue`, whose parts make exactly
-- twenty letter groups of two or three letters. Pure Lua, so it runs in a background worker.
local level = {}

level.ANSWERS = 7
level.GROUPS = 20

-- A readable error, located at the file and line it is about.
local function fail(path, line, message)
  error(("%s:%d: %s"):format(path, line, message), 0)
end

--- Parses the lines of a level file; errors name the file and line.
--- Returns { {answer = "HAUNTED", groups = {"HA", "UNT", "ED"}, clue = "…"}, … }.
function level.parse(lines, path)
  local entries = {}
  local groupCount = 0
  for number, text in ipairs(lines) do
    if text:match("^%s*$") then
      fail(path, number, "empty line (a level has exactly 7 lines of `ANS|WER: clue`)")
    end
    local parts, clue = text:match("^(.-): (.+)$")
    if not parts then
      fail(path, number, "missing ': ' between the answer and the clue")
    end
    local groups = {}
    for group in (parts .. "|"):gmatch("(.-)|") do
      if group == "" then fail(path, number, "empty letter group in '" .. parts .. "'") end
      if not group:match("^%u+$") then
        fail(path, number, "letter group '" .. group .. "' must be capital letters A-Z")
      end
      if #group < 2 or #group > 3 then
        fail(path, number, "letter group '" .. group .. "' must have 2 or 3 letters")
      end
      groups[#groups + 1] = group
    end
    groupCount = groupCount + #groups
    entries[#entries + 1] = { answer = table.concat(groups), groups = groups, clue = clue }
  end
  if #entries ~= level.ANSWERS then
    fail(path, math.max(#lines, 1), ("%d lines, but a level has exactly %d"):format(#entries, level.ANSWERS))
  end
  if groupCount ~= level.GROUPS then
    fail(path, #lines, ("%d letter groups, but a level has exactly %d"):format(groupCount, level.GROUPS))
  end
  return entries
end

--- The file of level `n`.
function level.path(n)
  return ("levels/level%d.txt"):format(n)
end

--- Reads and parses the level file at `path` (inside the game's data folder) as the game does:
--- `files.lines` splits the bytes into lines. Errors name `name` (default: `path`).
function level.read(path, name)
  return level.parse(files.lines(path), name or path)
end

-- For `moonkit check`: the files this module reads (a pattern of paths in the data folder),
-- and their problems. A level has one error at most, raised by the parser itself.
level.reads = "^levels/level%d+%.txt$"

function level.check(path, name)
  level.read(path, name)
  return {}
end

return level
