-- The breeds of Cat Breeds: reading levels/cat_breeds.txt (the seed's `Breeds` model). This
-- module is required inside a background job (a worker state, where the job's function may
-- not capture upvalues), so everything it needs is here; `moonkit check` uses it too.
--
-- The file: a `breed:` line starts a breed, its `photo:` and `thumbnail:` lines follow, then a
-- blank line and the description, one paragraph a line, paragraphs apart by a blank line, up to
-- the next `breed:` line. Lines starting with '#' are comments.
local M = {}

M.path = "levels/cat_breeds.txt"

-- The header keys a breed has, in the order they come.
local HEADER = { "photo", "thumbnail" }

-- "key: value" as (key, value), or nil for any other line.
local function keyed(line)
  local key, value = line:match("^(%a+):%s*(.-)%s*$")
  return key, value
end

local function isBlank(line) return line:match("^%s*$") ~= nil end

-- The breeds of `lines`, each also with `lines`: the line numbers of its `photo:` and
-- `thumbnail:` (for check). Raises at the first problem.
local function read(lines, name)
  local breeds, seen = {}, {}
  local current, expecting   -- the breed being read; the header key its next line must have
  local function fail(number, message) error(("%s:%d: %s"):format(name, number, message), 0) end

  local function finish()
    if current == nil then return end
    if #current.paragraphs == 0 then
      fail(current.line, ("breed '%s' has no description"):format(current.name))
    end
    current.description = table.concat(current.paragraphs, "\n\n")
    breeds[#breeds + 1] = current
  end

  local function readLine(number, line)
    local key, value = keyed(line)
    if key == "breed" then
      finish()
      if value == "" then fail(number, "a breed needs a name after 'breed:'") end
      if seen[value] then fail(number, ("breed '%s' is already on line %d"):format(value, seen[value])) end
      seen[value] = number
      current = { name = value, line = number, paragraphs = {}, lines = {} }
      expecting = 1
    elseif current == nil then
      if not isBlank(line) then fail(number, "expected 'breed: Name' before anything else") end
    elseif expecting then
      local wanted = HEADER[expecting]
      if key == wanted then
        if value == "" then fail(number, ("'%s:' needs an image name"):format(wanted)) end
        current[wanted] = value
        current.lines[wanted] = number
        expecting = expecting < #HEADER and expecting + 1 or nil
      elseif key ~= nil and key ~= "breed" then
        local known = false
        for _, k in ipairs(HEADER) do known = known or k == key end
        fail(number, known and ("expected '%s:' here, got '%s:'"):format(wanted, key)
                           or ("unknown key '%s:' (a breed has photo: and thumbnail:)"):format(key))
      else
        fail(number, ("breed '%s' is missing '%s:'"):format(current.name, wanted))
      end
    elseif not isBlank(line) then
      -- A paragraph of the description; surrounding spaces are not part of it.
      current.paragraphs[#current.paragraphs + 1] = line:match("^%s*(.-)%s*$")
    end
  end

  for number, line in ipairs(lines) do
    -- A line starting with '#' is a comment, wherever it is.
    if line:sub(1, 1) ~= "#" then readLine(number, line) end
  end
  if current and expecting then
    fail(#lines, ("breed '%s' is missing '%s:'"):format(current.name, HEADER[expecting]))
  end
  finish()
  if #breeds == 0 then fail(math.max(1, #lines), "no breeds: the file needs at least one 'breed:' line") end
  return breeds
end

--- The breeds of `lines` (from `files.lines`), in file order, each
--- `{name, photo, thumbnail, paragraphs = {…}, description}`. Raises "name:line: message" at
--- the first problem: the game shows it in an alert.
function M.parse(lines, name)
  local breeds = read(lines, name)
  for _, breed in ipairs(breeds) do
    breed.line, breed.lines = nil, nil
  end
  return breeds
end

--- The breeds of the file at `path` (the game's data file by default); raises when it is
--- missing or malformed.
function M.load(path)
  path = path or M.path
  if not files.exists(path) then error(path .. " is missing", 0) end
  return M.parse(files.lines(path), path)
end

-- For `moonkit check`: the file this module reads, and its problems. A malformed file raises
-- as the game raises (file:line: message); an image it names that the game's folder lacks is a
-- problem at the line naming it (the game would show an empty picture and report an error).
M.reads = "^levels/cat_breeds%.txt$"

-- The files `ui.Image.named` finds an image name in (docs/lua-api.md, ui.Image).
local IMAGE_FILES = { "%s.png", "%s@2x.png", "%s@3x.png", "%s.jpg", "%s@2x.jpg", "%s@3x.jpg",
                      "%s.jpeg", "%s@2x.jpeg", "%s@3x.jpeg", "%s" }

local function imageExists(image)
  for _, folder in ipairs { "scripts/images/", "scripts/" } do
    for _, pattern in ipairs(IMAGE_FILES) do
      if files.exists(folder .. pattern:format(image)) then return true end
    end
  end
  return false
end

function M.check(path, name)
  name = name or path
  local problems = {}
  for _, breed in ipairs(read(files.lines(path), name)) do
    for _, key in ipairs(HEADER) do
      if not imageExists(breed[key]) then
        problems[#problems + 1] = ("%s:%d: %s '%s' of %s is not in scripts/images")
                                  :format(name, breed.lines[key], key, breed[key], breed.name)
      end
    end
  end
  return problems
end

return M
