// Scripts' finalizers (a table's __gc) under the state's limits.
//
// Lua runs a __gc metamethod with debug hooks turned off (lgc.c, GCTM), so the count hook that
// spends the instruction budget never sees a finalizer's instructions: one that loops hangs
// the entry that collected it, and lua_close, which runs every pending finalizer, for ever.
// So Lua never marks a script's table for finalization itself. `setmetatable` sets the
// metatable without the mark and ties a guard to the table instead: a userdata of ours, marked
// in the table's place, that lives exactly as long as the table (the registry's table of guards
// has weak keys: an ephemeron, whose value is kept only while its key is). When both become
// garbage, the guard's own __gc (C) calls the table's __gc, read from its metatable then, as Lua
// would, in a coroutine made for it: hooks are on in a coroutine, so the budget counts the
// finalizer's instructions, and the memory ceiling is enforced on what it allocates.
//
// While the state closes (MoonRuntime.closing), every finalizer shares one budget. The one that
// spends it is stopped and reported by the file:line of its function; the ones after it are
// not run, and only counted (MoonRuntime.finalizersSkipped): each would fail at once, and
// blaming them would mislead.
#include "internal.h"
#include <stdio.h>
#include <string.h>

#define MOON_GUARD_MAGIC 0x4d6f6f47u  // "MooG": the first word of a guard's userdata

static const char moon_guardskey = 0;
static const char moon_guardmetatablekey = 0;

// Pushes the table of guards, made on first use: table -> its guard, weak keys.
static void moon_pushguards(lua_State *L) {
    moon_pushweakkeyed(L, &moon_guardskey);
}

// The site of the function at `index`, "file:line" ("[C]" for a C function), for a message.
static void moon_functionsite(lua_State *L, int index, char *site, size_t size) {
    lua_Debug ar;
    lua_pushvalue(L, index);
    lua_getinfo(L, ">S", &ar);  // pops the function
    if (ar.linedefined > 0) snprintf(site, size, "%s:%d", ar.short_src, ar.linedefined);
    else snprintf(site, size, "%s", ar.short_src);
}

// Calls the finalizer at `fin` with the table at `object`, in a coroutine, under the budget
// and the memory ceiling. Returns 1 with the error message pushed when it failed.
static int moon_runfinalizer(lua_State *L, MoonRuntime *rt, int fin, int object) {
    lua_State *co = lua_newthread(L);
    lua_pushvalue(L, fin);
    lua_pushvalue(L, object);
    lua_xmove(L, co, 2);
    moon_budgetthread(co, rt);
    if (rt->closing) moon_entrynote(L, rt, fin);  // what the watchdog names, should C hang
    // A refused block names the line the finalizer is at: the allocator reads `mainThread`.
    char place[sizeof rt->memoryPlace];
    memcpy(place, rt->memoryPlace, sizeof place);
    rt->memoryPlace[0] = 0;
    lua_State *mainThread = rt->mainThread;
    rt->mainThread = co;
    int savedEnforcing = rt->enforcing, savedLimits = rt->limitsHit;
    rt->enforcing = 1;
    rt->limitsHit = 0;
    int results = 0;
    int status = lua_resume(co, L, 1, &results);
    int limits = rt->limitsHit;
    rt->enforcing = savedEnforcing;
    rt->limitsHit = savedLimits | limits;
    rt->mainThread = mainThread;
    if (status == LUA_OK || status == LUA_YIELD) {  // a finalizer that yields has simply ended
        memcpy(rt->memoryPlace, place, sizeof place);
        lua_pop(L, 1);
        return 0;
    }
    char site[200];
    moon_functionsite(L, fin, site, sizeof site);
    if (rt->closing && (limits & MOON_LIMIT_BUDGET)) {
        lua_pushfstring(L, "%s: a finalizer ran past the instruction budget of %I while closing; it was stopped",
                        site, rt->budget);
    } else {
        if (status == LUA_ERRMEM && rt->limit != 0) {
            // Lua raises memory errors without a message: the place is the allocator's note.
            if (rt->memoryPlace[0]) lua_pushfstring(L, "%s%s", rt->memoryPlace, rt->memoryMessage);
            else lua_pushfstring(L, "%s: %s", site, rt->memoryMessage);
        } else if (lua_type(co, -1) == LUA_TSTRING) {
            lua_xmove(co, L, 1);
        } else {
            lua_pushfstring(L, "%s: a finalizer raised an error object that is not a string", site);
        }
        if (rt->closing) {
            lua_pushliteral(L, "a finalizer failed while closing: ");
            lua_insert(L, -2);
            lua_concat(L, 2);
        }
    }
    memcpy(rt->memoryPlace, place, sizeof place);
    lua_remove(L, -2);  // the coroutine
    return 1;
}

// __gc of a guard: the guarded table's finalizer, if its metatable still has one.
static int moon_guardgc(lua_State *L) {
    lua_settop(L, 1);
    if (lua_getiuservalue(L, 1, 1) != LUA_TTABLE) return 0;  // [guard, object]
    // Forgotten: a table the finalizer keeps alive gets a new guard if given a __gc again.
    moon_pushguards(L);
    lua_pushvalue(L, 2);
    lua_pushnil(L);
    lua_rawset(L, -3);
    lua_pop(L, 1);
    // [guard, object, __gc]. A __gc that is no function (`__gc = true`, set to mark the table
    // before the function is known) is let be: there is nothing to call, and no line to name.
    if (moon_getmetakey(L, 2, "__gc") != LUA_TFUNCTION) return 0;
    MoonRuntime *rt = moon_runtime(L);
    if (rt->closing && rt->budget > 0 && rt->budgetLeft == 0) {
        rt->finalizersSkipped++;
        return 0;
    }
    if (moon_runfinalizer(L, rt, 3, 2)) return lua_error(L);
    return 0;
}

// Pushes the guards' metatable, made on first use.
static void moon_pushguardmetatable(lua_State *L) {
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &moon_guardmetatablekey) != LUA_TNIL) return;
    lua_pop(L, 1);
    lua_createtable(L, 0, 2);
    lua_pushcfunction(L, moon_guardgc);
    lua_setfield(L, -2, "__gc");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_pushvalue(L, -1);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &moon_guardmetatablekey);
}

// Ties a guard to the table at `object`, unless it has one.
static void moon_guard(lua_State *L, int object) {
    moon_pushguards(L);
    lua_pushvalue(L, object);
    if (lua_rawget(L, -2) != LUA_TNIL) {
        lua_pop(L, 2);
        return;
    }
    lua_pop(L, 1);
    lua_pushvalue(L, object);  // [guards, object]
    unsigned *magic = (unsigned *)lua_newuserdatauv(L, sizeof(unsigned), 1);
    *magic = MOON_GUARD_MAGIC;
    lua_pushvalue(L, object);
    lua_setiuservalue(L, -2, 1);
    moon_pushguardmetatable(L);
    lua_setmetatable(L, -2);  // the guard is marked for finalization (unless the state is closing)
    lua_rawset(L, -3);
    lua_pop(L, 1);
}

// Whether the value at `metatable` is a table with a `__gc` field (raw: as Lua reads it).
static int moon_hasfinalizer(lua_State *L, int metatable) {
    if (lua_type(L, metatable) != LUA_TTABLE) return 0;
    int present = moon_rawgetkey(L, metatable, "__gc") != LUA_TNIL;
    lua_pop(L, 1);
    return present;
}

void moon_setmetatable(lua_State *L, int object) {
    object = lua_absindex(L, object);
    int metatable = lua_gettop(L);
    if (lua_type(L, object) != LUA_TTABLE || !moon_hasfinalizer(L, metatable)) {
        lua_setmetatable(L, object);
        return;
    }
    // The field is hidden while the metatable is set, so that Lua does not mark the table.
    moon_rawgetkey(L, metatable, "__gc");  // [metatable, __gc]
    lua_pushliteral(L, "__gc");
    lua_pushnil(L);
    lua_rawset(L, metatable);
    lua_pushvalue(L, metatable);
    lua_setmetatable(L, object);
    lua_pushliteral(L, "__gc");
    lua_insert(L, -2);
    lua_rawset(L, metatable);  // [metatable]
    lua_pop(L, 1);
    moon_guard(L, object);
}

int moon_guardedsetmetatable(lua_State *L) {
    int t = lua_type(L, 2);
    luaL_checktype(L, 1, LUA_TTABLE);
    luaL_argexpected(L, t == LUA_TNIL || t == LUA_TTABLE, 2, "nil or table");
    if (luaL_getmetafield(L, 1, "__metatable") != LUA_TNIL)
        return luaL_error(L, "cannot change a protected metatable");
    lua_settop(L, 2);
    moon_setmetatable(L, 1);
    return 1;
}
