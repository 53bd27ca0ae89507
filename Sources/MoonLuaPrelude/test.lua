-- The Lua half of `moonkit test` (docs/testing.md, "Writing tests with `moonkit test`").
--
-- A test file runs in a bot's state, after this chunk, which gives it two globals:
--
--   test.game "../hangman.lua"           -- the game, from the test file's folder
--   test.seed(7)                         -- the seed of the file's tests (1 unless set)
--   test("a name", function(game) … end) -- a test: `game` is a bot's `game`, on a fresh engine
--   test("a name", {seed = 3}, function(game) … end)
--
--   expect(actual).toBe(expected)        -- also toEqual, toContain, toBeCloseTo, toBeNil,
--   expect(actual).never.toBe(expected)  -- each with its `never` form
--   expect(game):toShow { identifier = "ok" }
--   expect(game):toMatchSnapshot("start", { tolerance = 8 })
--
-- Matchers may be called with `.` or `:`. A failed expectation raises an error at the test's
-- line (`hangman_test.lua:12: expected "Score: 3", got "Score: 2"`), which fails the test.
--
-- The runner (Sources/MoonKitCLI/Test) passes `host`, the Swift half: `host.snapshot(name,
-- tolerance)` compares the screen with its golden picture and returns nil, or why it differs.
-- It reads what the file declared with `describe()` and runs one test with `run(index, game)`.
local host = ...

local plan = { tests = {}, names = {}, seed = 1 }

-- "file:line" of the code `level` calls above the function that asks (1: its caller). Counted
-- from `error`'s level 1, pcall: 2 is `where`, 3 the function that asks, 4 its caller. A tail
-- call leaves no frame, so callers ask from a function that does not end in one.
local function where(level)
  local _, position = pcall(error, "", level + 3)
  return (tostring(position):gsub(": $", ""))
end

-- A value as a failure message shows it: strings quoted, tables as constructors with their keys
-- in order, nested ones to a depth of 4.
local function show(value, depth)
  depth = depth or 0
  if type(value) == "string" then return (string.format("%q", value):gsub("\\\n", "\\n")) end
  if type(value) ~= "table" then return tostring(value) end
  if depth >= 4 then return "{…}" end
  local keys = {}
  for key in pairs(value) do keys[#keys + 1] = key end
  table.sort(keys, function(a, b)
    if type(a) == type(b) and (type(a) == "number" or type(a) == "string") then return a < b end
    return type(a) < type(b)
  end)
  local parts, count = {}, #value
  for _, key in ipairs(keys) do
    local shown = show(value[key], depth + 1)
    if math.type(key) == "integer" and key >= 1 and key <= count then
      parts[#parts + 1] = shown
    elseif type(key) == "string" and key:match("^[%a_][%w_]*$") then
      parts[#parts + 1] = key .. " = " .. shown
    else
      parts[#parts + 1] = "[" .. show(key, depth + 1) .. "] = " .. shown
    end
  end
  return "{" .. table.concat(parts, ", ") .. "}"
end

-- Tables equal key by key, other values by `==`.
local function same(a, b)
  if a == b then return true end
  if type(a) ~= "table" or type(b) ~= "table" then return false end
  for key, value in pairs(a) do
    if not same(value, b[key]) then return false end
  end
  for key in pairs(b) do
    if a[key] == nil then return false end
  end
  return true
end

local function checkSeed(seed, level)
  if math.type(seed) ~= "integer" or seed < 0 then
    error("the seed must be an integer from 0, got " .. show(seed), level + 1)
  end
end

local test = setmetatable({}, {
  __call = function(_, name, options, body)
    if body == nil then options, body = nil, options end
    if type(name) ~= "string" or name == "" then
      error("test(name, function(game) … end): the name must be a text, got " .. show(name), 2)
    end
    if type(body) ~= "function" then
      error("test " .. show(name) .. ": the test must be a function(game), got " .. show(body), 2)
    end
    if options ~= nil and type(options) ~= "table" then
      error("test " .. show(name) .. ": the options must be a table such as {seed = 3}, got " .. show(options), 2)
    end
    if plan.names[name] then
      error("test " .. show(name) .. " is already defined at " .. plan.names[name], 2)
    end
    local seed = plan.seed
    if options and options.seed ~= nil then
      checkSeed(options.seed, 2)
      seed = options.seed
    end
    local at = where(1)
    plan.names[name] = at
    plan.tests[#plan.tests + 1] = { name = name, seed = seed, at = at, body = body }
  end,
})

-- The game the file's tests play: a path from the test file's folder.
function test.game(path)
  if type(path) ~= "string" or path == "" then
    error("test.game: give the game's script as a path from this file's folder, got " .. show(path), 2)
  end
  if plan.game then error("test.game: this file already names its game at " .. plan.gameAt, 2) end
  plan.game, plan.gameAt = path, where(1)
end

-- The seed of the tests defined after it (each may still set its own).
function test.seed(seed)
  checkSeed(seed, 2)
  plan.seed = seed
end

-- A failed expectation, raised at the test's line: `fail` is called by a matcher, which the test
-- called (through the wrapper in `expectation`, whose tail call leaves no frame of its own).
-- Matchers that refuse their arguments raise at level 2, the test's line, too.
local function fail(expectation, message, negated)
  error(expectation.negated and negated or message, 3)
end

local matchers = {}

function matchers.toBe(e, expected)
  if (e.actual == expected) ~= e.negated then return end
  fail(e, "expected " .. show(expected) .. ", got " .. show(e.actual),
       "expected a value other than " .. show(expected))
end

function matchers.toEqual(e, expected)
  if same(e.actual, expected) ~= e.negated then return end
  fail(e, "expected " .. show(expected) .. ", got " .. show(e.actual),
       "expected a value other than " .. show(expected))
end

function matchers.toBeNil(e)
  if (e.actual == nil) ~= e.negated then return end
  fail(e, "expected nil, got " .. show(e.actual), "expected a value, got nil")
end

-- A text containing a text (found plainly, not as a pattern), or a list holding an item.
function matchers.toContain(e, item)
  local found
  if type(e.actual) == "string" and type(item) == "string" then
    found = e.actual:find(item, 1, true) ~= nil
  elseif type(e.actual) == "table" then
    found = false
    for _, value in ipairs(e.actual) do
      if same(value, item) then found = true break end
    end
  else
    error("toContain: expected a text or a list to look in, got " .. show(e.actual), 2)
  end
  if found ~= e.negated then return end
  fail(e, "expected " .. show(e.actual) .. " to contain " .. show(item),
       "expected " .. show(e.actual) .. " not to contain " .. show(item))
end

-- A number within `within` of `expected` (0.005 unless given: two decimals).
function matchers.toBeCloseTo(e, expected, within)
  within = within or 0.005
  if type(expected) ~= "number" or type(within) ~= "number" or within < 0 then
    error("toBeCloseTo(expected, within?): expected and within must be numbers, within from 0", 2)
  end
  local close = type(e.actual) == "number" and math.abs(e.actual - expected) <= within
  if close ~= e.negated then return end
  fail(e, "expected " .. show(expected) .. " ± " .. show(within) .. ", got " .. show(e.actual),
       "expected a number further than " .. show(within) .. " from " .. show(expected) .. ", got " .. show(e.actual))
end

-- The game's screen shows a view matching `query` (`game:find`'s query).
function matchers.toShow(e, query)
  if type(query) ~= "table" then
    error("toShow: expected a query such as {identifier = \"ok\"}, got " .. show(query), 2)
  end
  local found = e.actual:find(query)
  if (found ~= nil) ~= e.negated then return end
  fail(e, "expected the screen to show " .. show(query) .. ", but no view matches",
       "expected the screen not to show " .. show(query) .. ", but a " .. (found and found.type or "view")
         .. " matches")
end

-- The screen matches the golden picture `name` (letters, digits, `_` and `-`), each channel of
-- each pixel within `options.tolerance` levels of 255 (0 unless given).
function matchers.toMatchSnapshot(e, name, options)
  if e.negated then error("toMatchSnapshot has no never form", 2) end
  if type(name) ~= "string" or not name:match("^[%w_%-]+$") then
    error("toMatchSnapshot: name the snapshot with letters, digits, _ and -, got " .. show(name), 2)
  end
  local tolerance = options and options.tolerance or 0
  if math.type(tolerance) ~= "integer" or tolerance < 0 or tolerance > 255 then
    error("toMatchSnapshot: the tolerance is an integer from 0 to 255 (levels of a channel), got "
          .. show(tolerance), 2)
  end
  if not host then error("toMatchSnapshot: snapshots are taken only while a test runs", 2) end
  local problem = host.snapshot(name, tolerance)
  if problem then error(problem, 2) end
end

local function expectation(actual, negated)
  local e = { actual = actual, negated = negated }
  for name, matcher in pairs(matchers) do
    -- `expect(x).toBe(y)` and `expect(x):toBe(y)` alike.
    e[name] = function(first, ...)
      if rawequal(first, e) then return matcher(e, ...) end
      return matcher(e, first, ...)
    end
  end
  return e
end

local function expect(actual)
  local e = expectation(actual, false)
  e.never = expectation(actual, true)
  return e
end

-- What the runner reads: the game, where it was named, and the tests (name, seed, place).
local function describe()
  local tests = {}
  for i, t in ipairs(plan.tests) do tests[i] = { name = t.name, seed = t.seed, at = t.at } end
  return { game = plan.game, gameAt = plan.gameAt, tests = tests }
end

local function run(index, game)
  plan.tests[index].body(game)
end

return { test = test, expect = expect, describe = describe, run = run }
