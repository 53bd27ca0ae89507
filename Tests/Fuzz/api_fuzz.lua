-- Calls the moonkit API at random with hostile values: NaN, infinities, huge and negative
-- numbers, empty and invalid UTF-8 strings, wrong types, objects of the wrong class. Every
-- call runs under pcall, and every error it raises must name this file and a line; a crash,
-- a hang or an error that does not say where it comes from is a bug in the engine.
--
-- `.ci/fuzz` runs this game with many seeds (the seed drives math.random) and writes
-- `names.lua` beside it from docs/lua-api.md, so every documented name gets called.
local ui = require "moonkit"
local names = require "names"

local CALLS_PER_BATCH = 60
local BATCHES = 3
local MAX_OBJECTS = 40

local calls, caught, unlocated = 0, 0, 0

local hostileValues = {
  0, -1, 1, 0.5, 17, 1e308, -1e308, 0 / 0, math.huge, -math.huge, 2 ^ 53,
  math.maxinteger, math.mininteger,
  "", "a\255b", "x\0y", ("x"):rep(5000), "white", "center", "touchUpInside", "vertical",
  "normal", "required", "#12", "#GGHHII", "iphone",
  true, false,
  {}, { 1, 2, 3 }, { x = 0 / 0, y = math.huge, width = -5, height = 1e300 },
  { x = 10, y = 20, width = 30, height = 40 }, { scale = 0 / 0 }, { "red", 5 },
  function() end,
  function() error("a callback made by the fuzzer fails on purpose") end,
  -- Error values that are not strings, raised where the engine calls back (issue 32).
  function() error(setmetatable({}, { __tostring = error })) end,
  function() error() end,
  function() error({ code = 1 }) end,
  setmetatable({}, { __tostring = error }),
  setmetatable({}, { __tostring = function() return {} end }),
}

-- A recursion through the engine (an observer that sets what it observes) and a plain one:
-- each overflow must be reported at this file's line, not the engine's (issue 32).
local function recurseThroughTheEngine()
  local observed = ui.observable { n = 0 }
  observed:observe("n", function(n) observed.n = n + 1 end)
  observed.n = 1
end

local function recurseInLua(depth)
  local deeper = recurseInLua(depth + 1)
  return deeper + 1
end

-- The writable properties of each class, to fill `Class { name = value }`.
local writable = {}
for _, entry in ipairs(names) do
  if entry.access == "read/write" then
    writable[entry.owner] = writable[entry.owner] or {}
    table.insert(writable[entry.owner], entry.member)
  end
end

-- Objects made so far, with the class (or kind) each was made as.
local objects = {}

local function keep(value, class)
  if type(value) == "userdata" and #objects < MAX_OBJECTS then
    objects[#objects + 1] = { value = value, class = class }
  end
end

local function anyObject()
  if #objects == 0 then return nil end
  return objects[math.random(#objects)]
end

local function anyValue()
  if math.random() < 0.3 then
    local object = anyObject()
    if object then return object.value end
  end
  return hostileValues[math.random(#hostileValues)]
end

local function anyArguments()
  local arguments = {}
  for i = 1, math.random(0, 3) do arguments[i] = anyValue() end
  return arguments
end

-- An object of `class` if one was made, else any object: a wrong class is a test too.
local function objectOf(class)
  local matching = {}
  for _, object in ipairs(objects) do
    if object.class == class then matching[#matching + 1] = object.value end
  end
  if #matching > 0 and math.random() < 0.8 then return matching[math.random(#matching)] end
  local object = anyObject()
  return object and object.value
end

-- `value[key]`, or nil when reading it raises.
local function field(value, key)
  local ok, result = pcall(function() return value[key] end)
  if ok then return result end
end

-- The value a dotted path such as "ui.dispatch.main" names, or nil.
local function resolve(path)
  local value = { ui = ui }
  for part in path:gmatch("[^.]+") do
    if type(value) ~= "table" and type(value) ~= "userdata" then return nil end
    value = field(value, part)
  end
  return value
end

-- A value for the fuzzer's own messages: tostring may raise (a hostile __tostring).
local function describe(value)
  local ok, text = pcall(tostring, value)
  if ok and type(text) == "string" then return text end
  return "a " .. type(value) .. " whose tostring fails"
end

local function isLocated(message)
  return type(message) == "string" and message:find("^%S*api_fuzz%.lua:%d+: ") ~= nil
end

-- Runs one call under pcall and checks the error it raises, if any.
local function try(description, body)
  calls = calls + 1
  local ok, result = pcall(body)
  if ok then return result end
  caught = caught + 1
  -- The engine raises only strings: any other value is one a hostile callback raised, which
  -- Lua hands back as it was.
  if type(result) ~= "string" then return end
  if not isLocated(result) then
    unlocated = unlocated + 1
    print(("UNLOCATED after %s: %s"):format(description, describe(result)))
  end
end

-- One documented name, used at random: a constructor, a property read or write, a method.
local function useName(entry)
  local owner, separator, member = entry.owner, entry.separator, entry.member
  local class = ui[owner]
  if member == "new" and class then
    local made = try(owner .. ".new", function()
      if math.random() < 0.5 then
        local made = class.new(table.unpack(anyArguments()))
        return made
      end
      local properties = writable[owner] or { "tag" }
      local made = class { [properties[math.random(#properties)]] = anyValue() }
      return made
    end)
    keep(made, owner)
  elseif separator == "." and (entry.access == "read/write" or entry.access == "read-only") then
    local target = class and objectOf(owner) or resolve(owner)
    if target == nil then return end
    if entry.access == "read/write" or math.random() < 0.3 then
      local value = anyValue()
      try(owner .. "." .. member .. " = " .. describe(value), function() target[member] = value end)
    else
      keep(try(owner .. "." .. member, function() return target[member] end), owner)
    end
  elseif separator == ":" then
    local target = (class and objectOf(owner)) or resolve(owner)
    if target == nil then return end
    local arguments = anyArguments()
    keep(try(owner .. ":" .. member, function()
      local result = target[member](target, table.unpack(arguments))
      return result -- not a tail call, which would hide this line from error messages
    end), owner)
  elseif separator == "." then
    local functionValue = class and field(class, member) or resolve(owner .. "." .. member)
    if type(functionValue) ~= "function" then return end
    local arguments = anyArguments()
    keep(try(owner .. "." .. member, function()
      local result = functionValue(table.unpack(arguments))
      return result
    end), member)
  end
end

-- Anchors and constraints: random relations between random views with hostile constants.
local anchorNames = { "left", "right", "top", "bottom", "leading", "trailing", "width", "height",
                      "centerX", "centerY" }
local function constrainAtRandom()
  local a, b = objectOf("View"), objectOf("View")
  if a == nil or b == nil then return end
  local first, second = anchorNames[math.random(#anchorNames)], anchorNames[math.random(#anchorNames)]
  local relation = ({ "eq", "le", "ge" })[math.random(3)]
  local constant, multiplier = anyValue(), anyValue()
  local constraint = try("anchor:" .. relation, function()
    local target = b[second]
    if math.random() < 0.5 then target = target * multiplier end
    if math.random() < 0.5 then target = target + constant end
    local constraint = a[first][relation](a[first], target)
    return constraint
  end)
  keep(constraint, "LayoutConstraint")
  if constraint then try("ui.activate", function() ui.activate { constraint } end) end
end

local function batch(root)
  for _ = 1, CALLS_PER_BATCH do
    local choice = math.random()
    if choice < 0.15 then
      local parent, child = objectOf("View"), objectOf("View")
      if parent and child then try("View:addSubview", function() parent:addSubview(child) end) end
    elseif choice < 0.3 then
      constrainAtRandom()
    elseif choice < 0.31 then
      try("a recursion through an observer", recurseThroughTheEngine)
      try("a recursion in Lua", function() recurseInLua(1) end)
    else
      useName(names[math.random(#names)])
    end
  end
  try("layoutIfNeeded", function() root:layoutIfNeeded() end)
end

local Fuzz = ui.ViewController:extend "Fuzz"

function Fuzz:loadView()
  self.view = ui.View { backgroundColor = "white" }
  keep(self.view, "View")
  keep(ui.Label { text = "fuzz" }, "Label")
  keep(ui.Button { title = "fuzz" }, "Button")
  self.view:addSubview(objects[2].value)
  self.view:addSubview(objects[3].value)
end

function Fuzz:viewDidAppear()
  local root = self.view
  for i = 1, BATCHES do
    ui.after(i * 0.5, function()
      batch(root)
      if i == BATCHES then
        print(("fuzz: %d calls, %d errors caught, %d unlocated"):format(calls, caught, unlocated))
      end
    end)
  end
end

return ui.App { device = "ipad", root = Fuzz }
