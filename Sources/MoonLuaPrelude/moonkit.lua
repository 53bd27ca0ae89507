-- The part of the `moonkit` module written in Lua: anchors and their arithmetic,
-- Lua subclasses of bound classes, observed properties, and the app description.
-- `ui` is the module being built; `N` holds the Swift functions it rests on.
local ui, N = ...

local getmetatable, setmetatable, type, error, rawget, rawset, select =
      getmetatable, setmetatable, type, error, rawget, rawset, select

---------------------------------------------------------------- anchors

local Anchor, Expression = {}, {}
Anchor.__index = Anchor
Expression.__index = Expression
N.anchorMeta = Anchor

local function expression(anchor, multiplier, constant)
  return setmetatable({anchor = anchor, multiplier = multiplier, constant = constant}, Expression)
end

local function number(value, what)
  if type(value) ~= "number" then
    error(("%s (number expected, got %s)"):format(what, type(value)), 3)
  end
  return value
end

function Anchor.__add(a, b)
  if type(a) == "number" then a, b = b, a end
  return expression(a, 1, number(b, "an anchor can only be offset by a number"))
end

function Anchor.__sub(a, b)
  if type(a) == "number" then error("an anchor cannot be subtracted from a number", 2) end
  return expression(a, 1, -number(b, "only a number can be subtracted from an anchor"))
end

function Anchor.__mul(a, b)
  if type(a) == "number" then a, b = b, a end
  return expression(a, number(b, "an anchor can only be multiplied by a number"), 0)
end

function Expression.__add(e, n)
  if type(e) == "number" then e, n = n, e end
  return expression(e.anchor, e.multiplier, e.constant + number(n, "an expression can only be offset by a number"))
end

function Expression.__sub(e, n)
  if type(e) == "number" then error("an expression cannot be subtracted from a number", 2) end
  return expression(e.anchor, e.multiplier, e.constant - number(n, "only a number can be subtracted from an expression"))
end

function Expression.__mul(e, n)
  if type(e) == "number" then e, n = n, e end
  local k = number(n, "an expression can only be multiplied by a number")
  return expression(e.anchor, e.multiplier * k, e.constant * k)
end

function Anchor.__tostring(a) return N.describe(a.item) .. "." .. a.attribute end
function Expression.__tostring(e)
  return ("%s × %g + %g"):format(tostring(e.anchor), e.multiplier, e.constant)
end

local function relate(first, relation, target)
  if getmetatable(first) ~= Anchor then
    error(("bad argument #1 to '%s' (anchor expected, got %s)"):format(relation, type(first)), 3)
  end
  if getmetatable(target) == Anchor then target = expression(target, 1, 0) end
  if type(target) == "number" then
    return N.constraint(first.item, first.attribute, relation, nil, nil, 1, target)
  elseif getmetatable(target) == Expression then
    local second = target.anchor
    return N.constraint(first.item, first.attribute, relation, second.item, second.attribute,
                        target.multiplier, target.constant)
  end
  error(("bad argument #1 to '%s' (anchor, expression or number expected, got %s)"):format(relation, type(target)), 3)
end

function Anchor:eq(target) return relate(self, "eq", target) end
function Anchor:le(target) return relate(self, "le", target) end
function Anchor:ge(target) return relate(self, "ge", target) end

---------------------------------------------------------------- observed properties

local Property = {}
Property.__index = Property
Property.__isProperty = true   -- how C tells a property from a method (moon_classmember)

--- A property whose changes call `willSet(self, new)` and `didSet(self, old)`.
function ui.property(initial, observers)
  if observers ~= nil and type(observers) ~= "table" then
    error(("bad argument #2 to 'property' (table expected, got %s)"):format(type(observers)), 2)
  end
  observers = observers or {}
  return setmetatable({initial = initial, willSet = observers.willSet, didSet = observers.didSet}, Property)
end

-- Values of observed properties live apart from plain fields, so every write goes through `__set`.
local VALUES = setmetatable({}, {__name = "property values"})

---------------------------------------------------------------- Lua subclasses

-- Which hooks (UIKit methods Swift calls: loadView, touchesBegan, …) each class defines, as a
-- bit mask: bit i - 1 for N.hookNames[i]. Kept per class until a script defines a function
-- on a class or an instance; Swift keeps each object's mask until then too (N.hooksChanged).
local HOOK_BITS = {}
for i, name in ipairs(N.hookNames) do HOOK_BITS[name] = 1 << (i - 1) end
local classHooks = setmetatable({}, {__mode = "k"})

local function hooksChanged()
  classHooks = setmetatable({}, {__mode = "k"})
  N.hooksChanged()
end

-- The metatable of the field table of each instance of Lua class `C`.
local function fieldsMetatable(C)
  local meta = rawget(C, "__fieldsMetatable")
  if meta then return meta end
  meta = {
    class = C,
    __get = function(self, key, fields)
      local member = C[key]
      if getmetatable(member) ~= Property then return member end
      local values = rawget(fields, VALUES)
      local value = values and values[key]
      if value == nil then return member.initial end
      return value
    end,
    __set = function(self, key, new, fields)
      local property = C[key]
      if getmetatable(property) ~= Property then
        rawset(fields, key, new)
        if type(new) == "function" then hooksChanged() end   -- it may be a hook
        return
      end
      local values = rawget(fields, VALUES)
      if not values then values = {}; rawset(fields, VALUES, values) end
      local old = values[key]
      if old == nil then old = property.initial end
      if property.willSet then property.willSet(self, new) end
      values[key] = new
      if property.didSet then property.didSet(self, old) end
      N.propertyChanged(key, old, new)
    end,
  }
  rawset(C, "__fieldsMetatable", meta)
  return meta
end

-- `Base:extend "Name"`: a Lua class whose instances are Swift objects of Base's kind.
-- Methods defined on it override the lifecycle and touch methods of the Swift class.
local function extend(base, name)
  if type(name) ~= "string" then
    error(("bad argument #1 to 'extend' (string expected, got %s)"):format(type(name)), 2)
  end
  local C = {}
  C.__name = name
  C.super = base
  setmetatable(C, {
    __index = rawget(base, "__isLuaClass") and base or nil,
    __call = function(cls, ...) return cls.new(...) end,
    __tostring = function() return "class " .. name end,
    -- A method defined on the class may be a hook that Swift believed missing.
    __newindex = function(cls, key, value)
      rawset(cls, key, value)
      hooksChanged()
    end,
  })
  C.__isLuaClass = true
  C.__native = rawget(base, "__native") or base
  C.extend = extend
  function C.new(...)
    local object = N.newScriptObject(C.__native, C, fieldsMetatable(C), name)
    local init = C.init
    if init then init(object, ...) end
    return object
  end
  return C
end

-- The hooks an instance has, from its field table: its class's, and any set on the instance.
-- Swift asks once per object, so the hooks a script leaves out (most of them, for most
-- controllers) cost no call at all.
function N.hookMask(fields)
  local C = getmetatable(fields).class
  local mask = classHooks[C]
  if not mask then
    mask = 0
    for name, bit in pairs(HOOK_BITS) do
      if type(C[name]) == "function" then mask = mask | bit end
    end
    classHooks[C] = mask
  end
  for key, value in next, fields do
    local bit = HOOK_BITS[key]
    if bit and type(value) == "function" then mask = mask | bit end
  end
  return mask
end

ui.ViewController.extend = extend

---------------------------------------------------------------- the app

--- `return ui.App { device = "ipad", root = Game }`: what the engine runs.
function ui.App(description)
  if type(description) ~= "table" then
    error(("bad argument #1 to 'App' (table expected, got %s)"):format(type(description)), 2)
  end
  if type(description.root) ~= "table" or type(description.root.new) ~= "function" then
    error("App needs `root`, a view controller class (e.g. ui.ViewController:extend \"Game\")", 2)
  end
  description.__isApp = true
  return description
end

-- Shows the app a script returned: its device, then its root view controller.
function N.launch(app)
  if type(app) ~= "table" or not app.__isApp then
    error("the script must return an app: return ui.App { device = \"ipad\", root = Game }", 0)
  end
  N.setDevice(app.device, app.orientation)
  N.setRoot(app.root.new())
end

---------------------------------------------------------------- observable tables

local Observable = {}
local OBSERVERS, VALUES_OF = {}, {}

--- `ui.observable { score = 0 }`: a table whose writes call the functions given to
--- `t:observe(key, fn(new, old))`, and Swift observers of the same name.
function ui.observable(initial)
  if initial ~= nil and type(initial) ~= "table" then
    error(("bad argument #1 to 'observable' (table expected, got %s)"):format(type(initial)), 2)
  end
  local values = {}
  for k, v in pairs(initial or {}) do values[k] = v end
  local proxy = setmetatable({}, Observable)
  rawset(proxy, VALUES_OF, values)
  rawset(proxy, OBSERVERS, {})
  return proxy
end

function Observable.__index(t, key)
  if key == "observe" then return Observable.observe end
  return rawget(t, VALUES_OF)[key]
end

function Observable.__newindex(t, key, new)
  local values = rawget(t, VALUES_OF)
  local old = values[key]
  values[key] = new
  for _, f in ipairs(rawget(t, OBSERVERS)[key] or {}) do f(new, old) end
  N.propertyChanged(key, old, new)
end

function Observable.__pairs(t) return next, rawget(t, VALUES_OF), nil end

function Observable.observe(t, key, f)
  if type(f) ~= "function" then
    error(("bad argument #2 to 'observe' (function expected, got %s)"):format(type(f)), 2)
  end
  local list = rawget(t, OBSERVERS)
  list[key] = list[key] or {}
  list[key][#list[key] + 1] = f
end

---------------------------------------------------------------- the raw solver

-- `ui.solver`: Cassowary for scripts. Variables and expressions are Lua values whose
-- `+ - * /` build linear expressions; `eq`, `le`, `ge` make constraints a solver can add.
local S = {}
ui.solver = S
local Variable, Linear, SolverConstraint, Solver = {}, {}, {}, {}
Linear.__index = Linear
SolverConstraint.__index = SolverConstraint
Solver.__index = Solver

function Variable.__index(v, key)
  if key == "value" or key == "name" then return rawget(v, "native")[key] end
  return Variable[key]
end
function Variable.__tostring(v) return "Variable " .. v.name end

--- `S.Variable("left")`: a variable whose `value` a solver sets.
function S.Variable(name)
  if name ~= nil and type(name) ~= "string" then
    error(("bad argument #1 to 'Variable' (string expected, got %s)"):format(type(name)), 2)
  end
  return setmetatable({native = N.newVariable(name)}, Variable)
end

-- Any operand as an expression: {vars = {...}, coefficients = {...}, constant = k}.
local function linear(value, level)
  local mt = getmetatable(value)
  if mt == Linear then return value end
  if mt == Variable then return setmetatable({vars = {value}, coefficients = {1}, constant = 0}, Linear) end
  if type(value) == "number" then return setmetatable({vars = {}, coefficients = {}, constant = value}, Linear) end
  error(("number, variable or expression expected, got %s"):format(type(value)), level + 1)
end

local function combine(a, b, sign)
  local out = setmetatable({vars = {}, coefficients = {}, constant = a.constant + sign * b.constant}, Linear)
  for i, v in ipairs(a.vars) do out.vars[#out.vars + 1] = v; out.coefficients[#out.vars] = a.coefficients[i] end
  for i, v in ipairs(b.vars) do out.vars[#out.vars + 1] = v; out.coefficients[#out.vars] = sign * b.coefficients[i] end
  return out
end

local function scale(e, k)
  local out = setmetatable({vars = {}, coefficients = {}, constant = e.constant * k}, Linear)
  for i, v in ipairs(e.vars) do out.vars[i] = v; out.coefficients[i] = e.coefficients[i] * k end
  return out
end

local arithmetic = {
  __add = function(a, b) return combine(linear(a, 2), linear(b, 2), 1) end,
  __sub = function(a, b) return combine(linear(a, 2), linear(b, 2), -1) end,
  __unm = function(a) return scale(linear(a, 2), -1) end,
  __mul = function(a, b)
    if type(a) == "number" then a, b = b, a end
    return scale(linear(a, 2), number(b, "an expression can only be multiplied by a number"))
  end,
  __div = function(a, b)
    return scale(linear(a, 2), 1 / number(b, "an expression can only be divided by a number"))
  end,
}
for name, f in pairs(arithmetic) do Variable[name] = f; Linear[name] = f end

local function constrain(a, relation, b)
  local e = combine(linear(a, 3), linear(b, 3), -1)   -- a − b  ⋚  0
  return setmetatable({expression = e, relation = relation}, SolverConstraint)
end
for _, relation in ipairs { "eq", "le", "ge" } do
  Variable[relation] = function(a, b) return constrain(a, relation, b) end
  Linear[relation] = function(a, b) return constrain(a, relation, b) end
end

--- `S.Solver()`: add constraints with a strength ("required", "strong", "medium", "weak" or 1…1000).
function S.Solver() return setmetatable({native = N.newSolver()}, Solver) end

local function natives(vars)
  local out = {}
  for i, v in ipairs(vars) do out[i] = rawget(v, "native") end
  return out
end

function Solver:add(c, strength)
  if getmetatable(c) ~= SolverConstraint then
    error(("bad argument #1 to 'add' (constraint expected, got %s)"):format(type(c)), 2)
  end
  local e = c.expression
  c.native = N.solverAdd(self.native, natives(e.vars), e.coefficients, e.constant, c.relation, strength)
  return c
end
function Solver:remove(c) N.solverRemove(self.native, c.native) end
function Solver:has(c) return c.native ~= nil and N.solverHas(self.native, c.native) end
function Solver:addEditVariable(v, strength) N.solverAddEdit(self.native, rawget(v, "native"), strength) end
function Solver:removeEditVariable(v) N.solverRemoveEdit(self.native, rawget(v, "native")) end
function Solver:suggest(v, value) N.solverSuggest(self.native, rawget(v, "native"), value) end
function Solver:update() N.solverUpdate(self.native) end

---------------------------------------------------------------- conveniences

--- `ui.activate { c1, c2, … }` activates constraints together (and returns them).
function ui.activate(list)
  if type(list) ~= "table" then
    error(("bad argument #1 to 'activate' (table expected, got %s)"):format(type(list)), 2)
  end
  N.activate(list)
  return list
end

--- `ui.deactivate { … }`.
function ui.deactivate(list)
  if type(list) ~= "table" then
    error(("bad argument #1 to 'deactivate' (table expected, got %s)"):format(type(list)), 2)
  end
  N.deactivate(list)
  return list
end
