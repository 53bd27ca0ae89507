// Calls across the bridge. Swift enters Lua only through a protected call with the message
// handler below; Lua enters Swift only through a trampoline, which turns the code Swift
// returns into results or raises the error once Swift's frame is gone.
#include "internal.h"
#include <string.h>

// MARK: - Protected calls from Swift

// The message handler of every lua_pcall made by Swift: words the error as a string at the
// script's line (errortext.c) and stores the traceback in the registry for Swift to read.
static int moon_msghandler(lua_State *L) {
    // The report is made with the ceiling lifted: after a memory error, what the script still
    // holds (engine objects among it) may leave no room for the traceback, and a failing
    // handler would lose the error's file:line.
    MoonRuntime *rt = moon_runtime(L);
    int enforcing = rt->enforcing, pending = rt->memoryPending;
    rt->enforcing = 0;
    // The message is handed on as a Lua string, never as a C string: a message holding a
    // NUL byte (error("before\0after")) keeps all its bytes.
    if (lua_type(L, 1) != LUA_TSTRING) moon_describeerrorvalue(L, enforcing);
    else if (moon_isstackoverflow(L, 1)) moon_describeoverflow(L);
    lua_settop(L, 1);
    luaL_traceback(L, L, NULL, 1);
    lua_rawseti(L, LUA_REGISTRYINDEX, rt->tracebackRef);
    rt->enforcing = enforcing;
    rt->memoryPending = pending;
    return 1;
}

// Pushed before the function and its arguments, the handler needs no moving under them and
// back (two lua_rotate per call).
void moon_pushmsghandler(lua_State *L) {
    lua_pushcfunction(L, moon_msghandler);
}

// Function and arguments are on top of the stack, as for lua_pcall, and the handler
// (moon_pushmsghandler) just below them; it stays there, under the results or the error.
int moon_protectedcallabove(lua_State *L, int nargs, int nresults) {
    MoonRuntime *rt = moon_runtime(L);
    int handler = lua_gettop(L) - nargs - 1;
    int saved = rt->enforcing;
    if (!saved) {
        rt->memoryPending = 0;  // what top-level Swift allocated is not Lua's fault
        rt->memoryPlace[0] = '\0';
    }
    rt->enforcing = 1;
    int status = lua_pcall(L, nargs, nresults, handler);
    rt->enforcing = saved;
    return status;
}

// MARK: - Trampolines: the only way Lua enters Swift

static int moon_nothing(lua_State *L) {
    (void)L;
    return 0;
}

// The stack level of the script's call to the Swift function running: 1, its caller, unless
// that caller is moon_construct, which calls a class's constructor for `Class(…)` and, being C,
// has no position: then the script's call is one level further.
static int moon_scriptlevel(lua_State *L) {
    lua_Debug ar;
    if (!lua_getstack(L, 1, &ar) || !lua_checkstack(L, 1) || !lua_getinfo(L, "f", &ar)) return 1;
    int constructing = lua_tocfunction(L, -1) == moon_construct;
    lua_pop(L, 1);
    int level = constructing ? 2 : 1;
    // Past the host's own Lua code (an anchor's `eq` in moonkit.lua calls Swift for the script).
    const char *host = moon_runtime(L)->hostChunk;
    while (host[0] && lua_getstack(L, level, &ar) && lua_getinfo(L, "S", &ar)
           && strcmp(ar.short_src, host) == 0 && lua_getstack(L, level + 1, &ar))
        level++;
    return level;
}

int moon_refuseclosing(lua_State *L) {
    luaL_where(L, moon_scriptlevel(L));
    lua_pushliteral(L, "engine functions cannot be called while closing (this finalizer runs after the game ended)");
    lua_concat(L, 2);
    return lua_error(L);
}

// luaL_argerror for a constructor called as `Class(…)`: Lua would name it '?' (a function called
// from C has no name) and give no position (its caller is C). The name is the one the script
// called (`Alert` in `ui.Alert(…)`), the position the script's.
static int moon_constructorargerror(lua_State *L, int arg) {
    lua_Debug ar;
    const char *name = NULL;
    if (lua_getstack(L, 1, &ar) && lua_getinfo(L, "n", &ar)) name = ar.name;
    luaL_where(L, 2);
    lua_pushfstring(L, "bad argument #%d to '%s' (%s)", arg, name ? name : "new", lua_tostring(L, -2));
    lua_concat(L, 2);
    return lua_error(L);
}

int moon_finish(lua_State *L, MoonRuntime *rt, int saved, int n) {
    if (rt->memoryPending && saved) {
        rt->memoryPending = 0;
        // Engine objects a script dropped are charged until the collector frees their
        // userdata: collect once before calling the limit passed (the results stay on the
        // stack, so they are kept). Finalizers the collection runs need room for their calls.
        if (rt->used > rt->limit) {
            rt->enforcing = 0;
            lua_gc(L, LUA_GCCOLLECT);
            rt->enforcing = saved;
            rt->memoryPending = 0;
        }
        if (rt->used > rt->limit) {
            // Drop what the Swift frame pushed: the emergency collection that the
            // message's own allocation triggers can then free it.
            lua_settop(L, 0);
            rt->limitsHit |= MOON_LIMIT_MEMORY;
            // The message is made with the ceiling lifted: engine objects the script still holds
            // (charged by moon_chargememory) cannot be collected to make room for it.
            // So is a call frame for the message handler (a call to nothing leaves one behind).
            // The place is the script's call: `ui.Label { … }` reaches Swift through
            // moon_construct, which has none of its own (moon_scriptlevel).
            rt->enforcing = 0;
            luaL_where(L, moon_scriptlevel(L));
            lua_pushstring(L, rt->memoryMessage);
            lua_concat(L, 2);
            lua_pushcfunction(L, moon_nothing);
            lua_call(L, 0, 0);
            rt->enforcing = saved;
            rt->memoryPending = 0;
            return lua_error(L);
        }
    }
    if (n >= 0) return n;
    switch (n) {
    case MOON_RAISE_WHERE:
        luaL_where(L, moon_scriptlevel(L));
        lua_insert(L, -2);
        lua_concat(L, 2);
        return lua_error(L);
    case MOON_RAISE_ARG:
        if (moon_scriptlevel(L) == 2) return moon_constructorargerror(L, rt->argIndex);
        return luaL_argerror(L, rt->argIndex, lua_tostring(L, -1));
    default:
        return lua_error(L);
    }
}

// Upvalue 1 of a Swift function's C closure. One full userdata holds both the
// entry point and its data, so the trampoline reads one upvalue.
typedef struct MoonFunction {
    uint32_t magic;
    moon_SwiftFunction f;
    void *data;  // retained (released by __gc) when the userdata has a metatable
} MoonFunction;

static int moon_trampoline(lua_State *L) {
    MoonRuntime *rt = moon_runtime(L);
    MoonFunction *fn = (MoonFunction *)lua_touserdata(L, lua_upvalueindex(1));
    if (rt->closing) return moon_refuseclosing(L);
    int saved = rt->enforcing;
    rt->enforcing = 0;
    int n = fn->f(L, fn->data);
    rt->enforcing = saved;
    if (n >= 0 && !rt->memoryPending) return n;
    return moon_finish(L, rt, saved, n);
}

void moon_pushswiftfunction(lua_State *L, moon_SwiftFunction f, void *data, int gcMetatableRef) {
    MoonFunction *fn = (MoonFunction *)lua_newuserdatauv(L, sizeof(MoonFunction), 0);
    fn->magic = MOON_FUNCTION_MAGIC;
    fn->f = f;
    fn->data = data;
    if (gcMetatableRef != LUA_NOREF) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, gcMetatableRef);
        lua_setmetatable(L, -2);
    }
    lua_pushcclosure(L, moon_trampoline, 1);
}

void *moon_swiftfunctiondata(lua_State *L, int index, moon_SwiftFunction f) {
    if (lua_tocfunction(L, index) != moon_trampoline || !lua_getupvalue(L, index, 1)) return NULL;
    MoonFunction *fn = (MoonFunction *)lua_touserdata(L, -1);
    lua_pop(L, 1);  // the closure keeps the userdata alive
    if (!fn || fn->magic != MOON_FUNCTION_MAGIC || fn->f != f) return NULL;
    return fn->data;
}

int moon_functiongc(lua_State *L) {
    MoonFunction *fn = (MoonFunction *)lua_touserdata(L, 1);
    if (fn && fn->magic == MOON_FUNCTION_MAGIC && fn->data) {
        void *data = fn->data;
        fn->data = NULL;
        moon_runtime(L)->release(data);
    }
    return 0;
}
