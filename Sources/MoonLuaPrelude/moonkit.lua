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

-- Errors at level 2: `eq`, `le` and `ge` tail-call this, so their frame is gone and level 2
-- is the script that called them.
local function relate(first, relation, target)
  if getmetatable(first) ~= Anchor then
    error(("bad argument #1 to '%s' (anchor expected, got %s)"):format(relation, type(first)), 2)
  end
  if getmetatable(target) == Anchor then target = expression(target, 1, 0) end
  if type(target) == "number" then
    return N.constraint(first.item, first.attribute, relation, nil, nil, 1, target)
  elseif getmetatable(target) == Expression then
    local second = target.anchor
    return N.constraint(first.item, first.attribute, relation, second.item, second.attribute,
                        target.multiplier, target.constant)
  end
  error(("bad argument #1 to '%s' (anchor, expression or number expected, got %s)"):format(relation, type(target)), 2)
end

function Anchor:eq(target) return relate(self, "eq", target) end
function Anchor:le(target) return relate(self, "le", target) end
function Anchor:ge(target) return relate(self, "ge", target) end

---------------------------------------------------------------- observed properties

local Property = {}
Property.__index = Property
Property.__isProperty = true   -- how C tells a property from a method (moon_findinclass)

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

-- A property set from its own willSet or didSet runs them again: once or twice is a clamp
-- (`if self.score < 0 then self.score = 0 end`), without end it is a bug that would end in
-- "C stack overflow" far from its cause. Each object keeps one guard per observed property
-- (under GUARDS in its property values) counting how deep its observers are nested; a
-- to-be-closed variable counts down however they end, an error included. Past
-- MAX_OBSERVER_DEPTH the set is refused. What the guard costs: docs/performance.md, "Measured
-- choices".
local GUARDS = setmetatable({}, {__name = "property guards"})
local Guard = {__close = function(guard) guard.depth = guard.depth - 1 end}
local MAX_OBSERVER_DEPTH = 20

---------------------------------------------------------------- Lua subclasses

-- How a member of an instance is found (its own fields, then its class, then the classes that
-- class extends) is written once, in C (moon_findmember in classes.c): C reads methods and plain
-- fields itself, and calls `__get` and `__set` below only for observed properties.

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
        return
      end
      local values = rawget(fields, VALUES)
      if not values then values = {}; rawset(fields, VALUES, values) end
      local old = values[key]
      if old == nil then old = property.initial end
      local willSet, didSet = property.willSet, property.didSet
      if willSet or didSet then
        local guards = values[GUARDS]
        if not guards then guards = {}; values[GUARDS] = guards end
        local guard = guards[key]
        if not guard then guard = setmetatable({depth = 0}, Guard); guards[key] = guard end
        if guard.depth >= MAX_OBSERVER_DEPTH then
          -- Level 3: the line in the observer that sets it (level 2 is the C __newindex).
          error(("property '%s' of %s was set from its own willSet or didSet %d times over, each set "
                 .. "running them again: keep the value in a plain field, or set the property only when "
                 .. "it changes"):format(key, C.__name, MAX_OBSERVER_DEPTH), 3)
        end
        guard.depth = guard.depth + 1
        local _ <close> = guard
        if willSet then willSet(self, new) end
        values[key] = new
        if didSet then didSet(self, old) end
      else
        values[key] = new
      end
      N.propertyChanged(key, old, new, self)
    end,
  }
  rawset(C, "__fieldsMetatable", meta)
  return meta
end

-- `Base:extend "Name"`: a Lua class whose instances are Swift objects of Base's kind.
-- Methods defined on it (or on an instance, at any time) override the lifecycle and touch
-- methods of the Swift class: Swift asks C which exist, again after a script may have defined one.
local function extend(base, name)
  if type(base) ~= "table" then
    error(("bad self to 'extend' (a class expected, got %s; call it with a colon: Base:extend \"Name\")")
          :format(type(base)), 2)
  end
  if type(name) ~= "string" then
    error(("bad argument #1 to 'extend' (string expected, got %s)"):format(type(name)), 2)
  end
  N.classMade = true   -- a script that makes a class and returns no app forgot its last line
  local C = {}
  C.__name = name
  C.super = base
  setmetatable(C, {
    __index = rawget(base, "__isLuaClass") and base or nil,
    __call = function(cls, ...) return cls.new(...) end,
    __tostring = function() return "class " .. name end,
    __newindex = N.setClassMember,   -- a new member may be a hook: Swift asks again (C)
  })
  C.__isLuaClass = true
  C.__native = rawget(base, "__native") or base
  C.extend = extend
  function C.new(...)
    local object
    if C.__native == ui.TableViewCell then
      object = N.newScriptCell(C.__native, C, fieldsMetatable(C), name, C.style)
    elseif C.__native == ui.CollectionViewCell then
      object = N.newScriptCollectionCell(C.__native, C, fieldsMetatable(C), name)
    elseif C.__native == ui.TableViewController then
      object = N.newScriptTableController(C.__native, C, fieldsMetatable(C), name, C.style)
    elseif C.__native == ui.CollectionViewController then
      object = N.newScriptCollectionController(C.__native, C, fieldsMetatable(C), name)
    else
      object = N.newScriptObject(C.__native, C, fieldsMetatable(C), name)
    end
    local init = C.init
    if init then init(object, ...) end
    return object
  end
  return C
end

ui.ViewController.extend = extend
ui.TableViewController.extend = extend
ui.CollectionViewController.extend = extend
ui.TableViewCell.extend = extend
ui.CollectionViewCell.extend = extend

---------------------------------------------------------------- the app

-- `return ui.App { device = "ipad", root = Game }`: what the engine runs. `ui.App` itself is
-- Swift (so that its errors name the script's line); this is its check: the problem with the
-- description, or nil once it is marked as an app.
function N.checkApp(description)
  if type(description) ~= "table" then
    return ("bad argument #1 to 'App' (table expected, got %s)"):format(type(description))
  end
  local root = rawget(description, "root")
  -- A class to make the root from, or, as UIKit code sets `window.rootViewController`, a
  -- controller made already (a navigation or tab bar controller, say).
  local native = type(root) == "table" and rawget(root, "__isLuaClass") and root.__native
  if root ~= ui.ViewController and native ~= ui.ViewController and native ~= ui.TableViewController
     and native ~= ui.CollectionViewController and not N.isViewController(root) then
    return "App needs `root`, a view controller class (e.g. ui.ViewController:extend \"Game\") "
      .. "or a view controller (e.g. ui.NavigationController(Game()))"
  end
  local device = rawget(description, "device")
  if device ~= nil and not (type(device) == "string" and N.isDevice(device)) then
    local got = type(device) == "string" and ("'" .. device .. "'") or ("a " .. type(device))
    return ("App's `device` must be one of %s (got %s)"):format(N.deviceNames, got)
  end
  local orientation = rawget(description, "orientation")
  if orientation ~= nil and orientation ~= "portrait" and orientation ~= "landscape" then
    local got = type(orientation) == "string" and ("'" .. orientation .. "'") or ("a " .. type(orientation))
    return ("App's `orientation` must be portrait or landscape (got %s)"):format(got)
  end
  local dataFiles = rawget(description, "dataFiles")
  if dataFiles ~= nil then
    local fine = type(dataFiles) == "table"
    for _, name in ipairs(fine and dataFiles or {}) do fine = fine and type(name) == "string" end
    if not fine then
      return "App's `dataFiles` must be a list of module names (e.g. dataFiles = { \"words.level\" })"
    end
  end
  description.__isApp = true
  return nil
end

-- Makes the app a script returned ready to show: its device, and its root view controller,
-- which Swift shows once this returns (loading its view is a call of its own, with its own
-- instruction budget). `script` is the script's path, for the error of a script that returned
-- something else.
function N.launch(app, script)
  if type(app) ~= "table" or not app.__isApp then
    error(("%s must return an app, e.g. return ui.App { device = \"ipad\", root = Game } (it returned a %s)")
          :format(script, type(app)), 0)
  end
  N.setDevice(app.device, app.orientation)
  N.setRoot(N.isViewController(app.root) and app.root or app.root.new())
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
  N.propertyChanged(key, old, new, t)
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

---------------------------------------------------------------- members read and set from Swift

-- Whether `object` (a script object whose field table is `fields`, or an observable table) has
-- the member `key`: a value other than nil, or an observed property its class declares (whose
-- value may be nil). Swift refuses the others by name, so that a misspelt name is not nil.
local function hasMember(object, fields, key)
  if object[key] ~= nil then return true end
  local meta = fields and getmetatable(fields)
  local class = meta and meta.class
  return class ~= nil and getmetatable(class[key]) == Property
end

-- `ScriptObject.value(_:as:)`: the member as the script's `object.key` reads it, or nil and
-- "missing"; a value Swift cannot copy (a function, a Swift object) is nil and its type name.
function N.readMember(object, fields, key)
  local value = object[key]
  if value == nil then return nil, not hasMember(object, fields, key) and "missing" or nil end
  local kind = type(value)
  if kind == "function" or kind == "userdata" or kind == "thread" then return nil, kind end
  return value
end

-- `ScriptObject.setValue(_:for:)`: sets the member as the script's `object.key = value` does
-- (observers and Swift observers run); "missing" when the object has no such member, unless
-- Swift found that its class binds it (`bound`: a property such as `title` that reads nil).
function N.writeMember(object, fields, key, value, bound)
  if not bound and not hasMember(object, fields, key) then return "missing" end
  object[key] = value
  return nil
end

---------------------------------------------------------------- conveniences

--- `ui.activate { c1, c2, … }` activates constraints together (and returns them);
--- `ui.deactivate { … }` deactivates them. Swift functions, called by scripts directly.
ui.activate, ui.deactivate = N.activate, N.deactivate
