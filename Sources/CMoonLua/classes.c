// Member access on bound objects: __index and __newindex of bound classes, the script fields an
// instance may carry and the Lua subclasses built on them (as the prelude's `__get`/`__set`
// would see them), constructors (`Class { … }`), and hooks (`object:name(...)` when the script
// defines it).
#include "internal.h"
#include <string.h>

// MARK: - Property names cached by address
//
// A property read or write looks its name up in the class's flat members or setters table; the
// last 64 names found there are remembered by the address of their string, so a hit needs no
// table look-up at all (what the two caches save: docs/performance.md, "Measured choices").
//
// Safe because Lua interns every string of at most LUAI_MAXSHORTLEN (40) bytes: a short key equal
// to a property's name is the very string the table holds, which stays alive as long as the
// class, so no other object can ever be found at its address. A longer key is a fresh string
// each time, whose address another string may take once it is freed: it is looked up, never
// cached. Numbers and booleans have no address (lua_topointer gives NULL). Pinned by
// Tests/LuaBridgeTests/PropertyNameCacheTests.swift.

#define MOON_MAXSHORTLEN 40  // LUAI_MAXSHORTLEN of Lua 5.4

static unsigned moon_nameslot(const void *name) {
    // Names interned one after another lie a block or so apart: their addresses over 16 spread
    // them over neighbouring slots.
    return (unsigned)(((uintptr_t)name >> 4) & (MOON_NAMECACHE_SIZE - 1));
}

// The entry cached for key 2, or NULL.
static void *moon_cachedentry(lua_State *L, const MoonNameCache *cache) {
    const void *name = lua_topointer(L, 2);
    unsigned slot = moon_nameslot(name);
    return name != NULL && cache->name[slot] == name ? cache->entry[slot] : NULL;
}

// Remembers `entry` for key 2, just found in a members or setters table, if it is an interned name.
static void moon_cacheentry(lua_State *L, MoonNameCache *cache, void *entry) {
    if (lua_type(L, 2) != LUA_TSTRING || lua_rawlen(L, 2) > MOON_MAXSHORTLEN) return;
    const void *name = lua_topointer(L, 2);
    unsigned slot = moon_nameslot(name);
    cache->name[slot] = name;
    cache->entry[slot] = entry;
}

// MARK: - __index and __newindex

// The members of a bound class, for __index. Upvalue 1: the class's members table (name ->
// method function, or light userdata = Swift getter entry), holding its ancestors' too. With
// [obj, key] on the stack, returns the result count, or -1 (stack back to [obj, key]) when the
// class has no such member. Results are taken from the top of the stack, so nothing is popped
// before Swift runs.
static int moon_indexmember(lua_State *L) {
    MoonObject *box = (MoonObject *)lua_touserdata(L, 1);
    void *getter = moon_cachedentry(L, &box->klass->getters);
    if (getter) return moon_callmember(L, moon_runtime(L), getter, box->object);
    lua_pushvalue(L, 2);
    int t = lua_rawget(L, lua_upvalueindex(1));
    if (t == LUA_TLIGHTUSERDATA) {
        getter = lua_touserdata(L, 3);
        moon_cacheentry(L, &box->klass->getters, getter);
        return moon_callmember(L, moon_runtime(L), getter, box->object);
    }
    if (t != LUA_TNIL) return 1;  // a method
    lua_settop(L, 2);
    return -1;
}

// How many single-byte edits turn `a` into `b` (Levenshtein), or SIZE_MAX for names longer
// than any member's: only for the message of a misspelled member.
static size_t moon_editdistance(const char *a, size_t la, const char *b, size_t lb) {
    size_t row[64];
    if (la >= 64 || lb >= 64) return SIZE_MAX;
    for (size_t j = 0; j <= lb; j++) row[j] = j;
    for (size_t i = 1; i <= la; i++) {
        size_t diagonal = row[0];
        row[0] = i;
        for (size_t j = 1; j <= lb; j++) {
            size_t above = row[j];
            size_t best = diagonal + (a[i - 1] == b[j - 1] ? 0 : 1);
            if (above + 1 < best) best = above + 1;
            if (row[j - 1] + 1 < best) best = row[j - 1] + 1;
            row[j] = best;
            diagonal = above;
        }
    }
    return row[lb];
}

// Raises the error of reading a member a bound class lacks (`label.txt`): reading one gave nil
// while writing one was an error, so a misspelling went unnoticed. Names the closest member
// (upvalue 1 holds them all, ancestors' included) when one is within a third of the name's
// length in edits. A C function of Lua's, so it may raise: no Swift frame is active.
static int moon_nomember(lua_State *L) {
    const char *cls = luaL_typename(L, 1);
    if (luaL_getmetafield(L, 1, "__name") == LUA_TSTRING) cls = lua_tostring(L, -1);
    if (lua_type(L, 2) != LUA_TSTRING)
        return luaL_error(L, "%s has no member [%s]", cls, luaL_tolstring(L, 2, NULL));
    size_t length;
    const char *name = lua_tolstring(L, 2, &length);
    const char *closest = NULL;
    size_t best = length / 3 > 2 ? length / 3 : 2;
    lua_pushnil(L);
    while (lua_next(L, lua_upvalueindex(1))) {
        lua_pop(L, 1);
        if (lua_type(L, -1) != LUA_TSTRING) continue;
        size_t candidateLength;
        const char *candidate = lua_tolstring(L, -1, &candidateLength);
        size_t distance = moon_editdistance(name, length, candidate, candidateLength);
        if (distance <= best && (closest == NULL || distance < best || strcmp(candidate, closest) < 0)) {
            best = distance;
            closest = candidate;   // the members table keeps the string alive
        }
    }
    lua_pushfstring(L, "%s has no property ", cls);
    if (closest) lua_pushfstring(L, " (did you mean '%s'?)", closest);
    else lua_pushliteral(L, "");
    return moon_raisenamed(L, 2);
}

// __index of a bound class (upvalues: see moon_indexmember). A member it lacks is an error, as
// assigning one is (moon_newindex).
int moon_index(lua_State *L) {
    int n = moon_indexmember(L);
    return n < 0 ? moon_nomember(L) : n;
}

// MARK: - Script objects: how their members are found
//
// A script object (an instance of a Lua subclass, `Base:extend "Name"`) has a field table, whose
// metatable names its Lua class (`class`). Its members are found in one order, written here
// once: its own fields, then its class, then the classes that class extends (each class's
// metatable `__index`). Member reads (moon_indexfields), field writes (moon_setfield), hooks
// (moon_invokehook) and Swift's question whether a hook exists (moon_mayhavemethod) all use it.
// The walk reads raw, so it never raises, and Swift may run it outside a protected call.

enum {
    MOON_MEMBER_NONE,      // no such member: nothing pushed
    MOON_MEMBER_FOUND,     // a field, a method or a class value: pushed
    MOON_MEMBER_PROPERTY,  // an observed property, read and written through `__get`/`__set`: nothing pushed
    MOON_MEMBER_UNSURE,    // a class whose `__index` is not a table, or a chain too long to follow raw: nothing pushed
};

#define MOON_MAX_LUA_CLASS_DEPTH 64  // longer chains (a loop a script made) are left to Lua

// Whether the value at `idx` is an observed property (`ui.property`): a table whose metatable says so.
static int moon_isproperty(lua_State *L, int idx) {
    if (lua_type(L, idx) != LUA_TTABLE || moon_getmetakey(L, idx, "__isProperty") == LUA_TNIL) return 0;
    lua_pop(L, 1);
    return 1;
}

// The member at key `key` of the Lua class of the script object whose field table is at
// `fields`, as the rule above finds it after the object's own fields.
static int moon_findinclass(lua_State *L, int fields, int key) {
    int top = lua_gettop(L);
    if (!lua_getmetatable(L, fields)) return MOON_MEMBER_NONE;  // fields without a class
    if (moon_rawgetkey(L, -1, "class") != LUA_TTABLE) {
        lua_settop(L, top);
        return MOON_MEMBER_NONE;
    }
    for (int depth = 0; depth < MOON_MAX_LUA_CLASS_DEPTH; depth++) {  // stack: metatable, class
        lua_pushvalue(L, key);
        if (lua_rawget(L, -2) != LUA_TNIL) {
            if (moon_isproperty(L, -1)) {
                lua_settop(L, top);
                return MOON_MEMBER_PROPERTY;
            }
            lua_replace(L, top + 1);
            lua_settop(L, top + 1);
            return MOON_MEMBER_FOUND;
        }
        lua_pop(L, 1);
        int t = moon_getmetakey(L, -1, "__index");  // the class this one extends
        if (t != LUA_TTABLE) {
            lua_settop(L, top);
            return t == LUA_TNIL ? MOON_MEMBER_NONE : MOON_MEMBER_UNSURE;
        }
        lua_replace(L, -2);
    }
    lua_settop(L, top);
    return MOON_MEMBER_UNSURE;
}

// The member at key `key` of the script object whose field table is at `fields`: its own
// field, else its class's (moon_findinclass).
static int moon_findmember(lua_State *L, int fields, int key) {
    lua_pushvalue(L, key);
    if (lua_rawget(L, fields) != LUA_TNIL) return MOON_MEMBER_FOUND;
    lua_pop(L, 1);
    return moon_findinclass(L, fields, key);
}

// Whether the script object whose field table is in registry slot `fieldsRef` may have a method
// `name`: 0 only when the rule above finds nothing under that name (in the object's own fields
// too when `ownFields`, else in its class alone). Anything else found may be a method by the time
// it is called (a class member replaced, a property set), so it answers 1. Swift asks once per
// hook and keeps the answer until methodsVersion moves. Never raises.
int moon_mayhavemethod(lua_State *L, int fieldsRef, const char *name, int ownFields) {
    if (!lua_checkstack(L, 8)) return 1;
    int top = lua_gettop(L);
    lua_rawgeti(L, LUA_REGISTRYINDEX, fieldsRef);
    lua_pushstring(L, name);
    int found = MOON_MEMBER_UNSURE;
    if (lua_type(L, top + 1) == LUA_TTABLE)
        found = ownFields ? moon_findmember(L, top + 1, top + 2) : moon_findinclass(L, top + 1, top + 2);
    lua_settop(L, top);
    return found != MOON_MEMBER_NONE;
}

// __newindex of a Lua class's metatable (the prelude's `extend` sets it): Lua calls it for a
// key the class lacks, so each new member moves methodsVersion (it may be a method the class's
// objects lacked). A member replaced needs nothing: moon_mayhavemethod said 1 for it already.
int moon_setclassmember(lua_State *L) {
    lua_settop(L, 3);
    lua_rawset(L, 1);
    moon_runtime(L)->methodsVersion++;
    return 0;
}

// __index of a class whose instances may carry script fields (its user value). The
// instance's own table is looked at first: a field can never have a member's name
// (assigning to a member calls its setter or fails), so the order changes no answer,
// and fields (`self.cards`) are what scripts read most. Then the bound class's members, then
// the Lua class's (most reads that miss the fields are method calls: `self:deal()`).
int moon_indexfields(lua_State *L) {
    if (lua_getiuservalue(L, 1, 1) == LUA_TTABLE) {
        lua_pushvalue(L, 2);
        if (lua_rawget(L, -2) != LUA_TNIL) return 1;
    }
    lua_settop(L, 2);
    int n = moon_indexmember(L);
    if (n >= 0) return n;
    if (lua_getiuservalue(L, 1, 1) != LUA_TTABLE) {
        lua_pushnil(L);
        return 1;
    }
    switch (moon_findinclass(L, 3, 2)) {
    case MOON_MEMBER_FOUND: return 1;
    case MOON_MEMBER_NONE: lua_pushnil(L); return 1;
    default: break;
    }
    if (moon_getmetakey(L, 3, "__get") != LUA_TNIL) {
        // An observed property (or a class only Lua can follow): the prelude's
        // `__get(self, key, fields)` reads it.
        lua_pushvalue(L, 1);
        lua_pushvalue(L, 2);
        lua_pushvalue(L, 3);
        lua_call(L, 3, 1);
        return 1;
    }
    lua_pushnil(L);
    return 1;
}

// Whether writing value 3 at key 2 of a script object's field table `fields` is a plain rawset:
// unless its class has an observed property of that name, whose observers the prelude's `__set`
// runs. Cards get five fields each as they are dealt, and a Lua call cost ten times the write.
static int moon_isplainfield(lua_State *L, int fields) {
    int top = lua_gettop(L);
    int found = moon_findinclass(L, fields, 2);
    lua_settop(L, top);
    return found == MOON_MEMBER_NONE || found == MOON_MEMBER_FOUND;
}

// Writes value 3 at key 2 of the instance's field table `fields`. A function may be a method
// the object lacked (moon_mayhavemethod): it moves methodsVersion.
static int moon_setfield(lua_State *L, int fields) {
    if (lua_type(L, 3) == LUA_TFUNCTION) moon_runtime(L)->methodsVersion++;
    if (!moon_isplainfield(L, fields) && moon_getmetakey(L, fields, "__set") != LUA_TNIL) {
        // A Lua subclass: its `__set(self, key, value, fields)` runs observers of properties.
        lua_pushvalue(L, 1);
        lua_pushvalue(L, 2);
        lua_pushvalue(L, 3);
        lua_pushvalue(L, fields);
        lua_call(L, 4, 0);
        return 0;
    }
    lua_pushvalue(L, 2);
    lua_pushvalue(L, 3);
    lua_rawset(L, fields);
    return 0;
}

// Writes value 3 at key 2 of the script fields of the object at 1, making its field table
// on first use. Stack: [object, key, value].
static int moon_setfieldof(lua_State *L) {
    lua_settop(L, 3);
    if (lua_getiuservalue(L, 1, 1) != LUA_TTABLE) {
        lua_pop(L, 1);
        lua_newtable(L);
        lua_pushvalue(L, -1);
        lua_setiuservalue(L, 1, 1);
    }
    return moon_setfield(L, 4);
}

// __newindex of a bound class. Upvalue 1: setters (name -> light userdata entry), holding its
// ancestors' too; upvalue 2: the members table; upvalue 3: whether instances may carry script fields.
int moon_newindex(lua_State *L) {
    MoonObject *box = (MoonObject *)lua_touserdata(L, 1);
    void *setter = moon_cachedentry(L, &box->klass->setters);
    if (setter) return moon_callmember(L, moon_runtime(L), setter, box->object);
    lua_pushvalue(L, 2);
    if (lua_rawget(L, lua_upvalueindex(1)) == LUA_TLIGHTUSERDATA) {
        setter = lua_touserdata(L, 4);
        moon_cacheentry(L, &box->klass->setters, setter);
        return moon_callmember(L, moon_runtime(L), setter, box->object);
    }
    lua_pop(L, 1);
    lua_pushvalue(L, 2);
    int member = lua_rawget(L, lua_upvalueindex(2));
    if (member != LUA_TNIL || !lua_toboolean(L, lua_upvalueindex(3))) {
        // The class's name only for the message: looking it up costs as much as a field write.
        const char *cls = luaL_typename(L, 1);
        if (luaL_getmetafield(L, 1, "__name") == LUA_TSTRING) cls = lua_tostring(L, -1);
        if (lua_type(L, 2) != LUA_TSTRING) {
            // `Label { 1, 2, 3 }` comes here with the key 1: it was "no property 'number'".
            int plain = lua_type(L, 2) == LUA_TNUMBER || lua_type(L, 2) == LUA_TBOOLEAN;
            const char *key = plain ? luaL_tolstring(L, 2, NULL) : luaL_typename(L, 2);
            return luaL_error(L, "%s has no property [%s]: properties have names, as in %s { name = value } "
                              "(positional values are not properties)", cls, key, cls);
        }
        if (member == LUA_TLIGHTUSERDATA) {
            lua_pushliteral(L, "property ");
            lua_pushfstring(L, " of %s is read-only", cls);
        } else if (member != LUA_TNIL) {
            lua_pushliteral(L, "cannot assign to method ");
            lua_pushfstring(L, " of %s", cls);
        } else {
            lua_pushfstring(L, "%s has no property ", cls);
            lua_pushliteral(L, "");
        }
        return moon_raisenamed(L, 2);
    }
    lua_pop(L, 1);
    return moon_setfieldof(L);
}

// Gives the userdata on top of the stack the table at registry slot `ref` as its
// field table (a script object's fields outlive any one userdata of it).
void moon_setfields(lua_State *L, int ref) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
    lua_setiuservalue(L, -2, 1);
}

// `Class { prop = value, … }`: calls `new` with no arguments, then assigns each field as
// `obj[key] = value` would; `Class(a, b)` is `Class.new(a, b)`. Upvalue 1: new.

// [obj, fields]: assigns every field of the table to the object, through its __newindex, in the
// order pairs walks them (order.c), so that setters which depend on each other run in the
// same order in every process.
static int moon_assignfields(lua_State *L) {
    int n = moon_pushorderedkeysonstack(L, 2);  // [obj, fields, key1, …, keyn]
    if (n < 0) {
        moon_pushorderedkeys(L, 2);  // 3: more keys than fit on the stack at once
        lua_Integer count = (lua_Integer)lua_rawlen(L, 3);
        for (lua_Integer i = 1; i <= count; i++) {
            lua_rawgeti(L, 3, i);
            lua_pushvalue(L, -1);
            lua_rawget(L, 2);  // [obj, fields, keys, key, value]
            lua_settable(L, 1);
        }
        return 0;
    }
    for (int i = 0; i < n; i++) {
        lua_pushvalue(L, 3 + i);
        lua_pushvalue(L, -1);
        lua_rawget(L, 2);  // [obj, fields, keys…, key, value]
        lua_settable(L, 1);
    }
    return 0;
}

int moon_construct(lua_State *L) {
    int n = lua_gettop(L) - 1;
    if (n == 1 && lua_type(L, 2) == LUA_TTABLE && !lua_getmetatable(L, 2)) {
        lua_pushvalue(L, lua_upvalueindex(1));
        lua_call(L, 0, 1);
        lua_replace(L, 1);  // [obj, fields]
        // The fields are assigned under a protected call: an error a setter raises was raised in
        // C frames (this function's and __newindex's), so it names no position; it is raised
        // again here with the position of the script's `Class { … }`.
        lua_pushcfunction(L, moon_assignfields);
        lua_pushvalue(L, 1);
        lua_pushvalue(L, 2);
        if (lua_pcall(L, 2, 0, 0) != LUA_OK) {
            luaL_where(L, 1);
            lua_insert(L, -2);
            lua_concat(L, 2);
            return lua_error(L);
        }
        lua_settop(L, 1);
        return 1;
    }
    lua_remove(L, 1);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, n, LUA_MULTRET);
    return lua_gettop(L);
}

// The function `object:name` runs as, pushed, by the rule above; else nil. Stack: object, name,
// field table (or nil), arguments.
static void moon_pushhook(lua_State *L) {
    int found = lua_type(L, 3) == LUA_TTABLE ? moon_findmember(L, 3, 2) : MOON_MEMBER_UNSURE;
    if (found == MOON_MEMBER_PROPERTY || found == MOON_MEMBER_UNSURE) {
        lua_pushvalue(L, 2);
        lua_gettable(L, 1);
    } else if (found == MOON_MEMBER_NONE) {
        lua_pushnil(L);
    }
}

// `object:name(...)` when the script object has a function of that name, else nothing: how the
// engine runs a script object's hooks (a Lua subclass's `loadView`, `touchesEnded`, …). The
// function is found by the rule above (moon_findmember), without the metamethod call; an
// observed property, a class only Lua can follow, or no field table, take the full look-up,
// `object[name]`. Stack: object, name, field table (or nil), arguments; returns whether there
// was a function. Runs only under moon_protectedcallabove: the look-up's metamethods and the
// hook itself may raise.
int moon_invokehook(lua_State *L) {
    int nargs = lua_gettop(L) - 3;
    moon_pushhook(L);
    if (lua_type(L, -1) != LUA_TFUNCTION) {
        lua_pushboolean(L, 0);
        return 1;
    }
    lua_insert(L, 1);          // function, object, name, field table, arguments
    lua_rotate(L, 3, -2);      // function, object, arguments, name, field table
    lua_settop(L, -3);         // function, object, arguments
    moon_entrynote(L, moon_runtime(L), 1);  // the hook is what runs now (for the watchdog)
    lua_call(L, nargs + 1, 0);
    lua_pushboolean(L, 1);
    return 1;
}

// `object:name(...)` as moon_invokehook runs it, for a method whose answer the engine needs (a
// table view's data source): returns the function (for Swift to name where it is defined when
// the answer is wrong), its first result, and whether there was a function; nil, nil, false
// when there was none.
int moon_callmethod(lua_State *L) {
    int nargs = lua_gettop(L) - 3;
    moon_pushhook(L);
    if (lua_type(L, -1) != LUA_TFUNCTION) {
        lua_pushnil(L);
        lua_pushnil(L);
        lua_pushboolean(L, 0);
        return 3;
    }
    lua_insert(L, 1);          // function, object, name, field table, arguments
    lua_rotate(L, 3, -2);      // function, object, arguments, name, field table
    lua_settop(L, -3);         // function, object, arguments
    lua_pushvalue(L, 1);
    lua_insert(L, 1);          // function (kept), function, object, arguments
    moon_entrynote(L, moon_runtime(L), 2);
    lua_call(L, nargs + 1, 1);
    lua_pushboolean(L, 1);
    return 3;
}
