// What scripts get instead of the full standard library: the sandboxed libraries (no io, no
// os beyond the clock, text-only load), print handed to Swift, and require confined to the
// script root.
#include "internal.h"

// The names of the modules being loaded right now, outermost first, kept in the registry
// under the address of this key. A module that requires one of them closes a cycle: without
// this check the loaders would call each other until the C stack overflows.
static const char moon_requirechainkey = 0;

// __close of the chain: the module whose loading pushed the last name is done, whether it
// returned or raised (a to-be-closed slot is closed on errors too).
static int moon_requiredone(lua_State *L) {
    lua_pushnil(L);
    lua_rawseti(L, 1, (lua_Integer)lua_rawlen(L, 1));
    return 0;
}

// Pushes the chain, made on first use (a table whose metatable lets it be to-be-closed).
static void moon_pushrequirechain(lua_State *L) {
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, &moon_requirechainkey) != LUA_TNIL) return;
    lua_pop(L, 1);
    lua_newtable(L);
    lua_createtable(L, 0, 1);
    lua_pushcfunction(L, moon_requiredone);
    lua_setfield(L, -2, "__close");
    lua_setmetatable(L, -2);
    lua_pushvalue(L, -1);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &moon_requirechainkey);
}

// Raises "require cycle: a → b → a" (at the require that closes it) when the module named
// at index 1 is being loaded already.
static void moon_checkrequirecycle(lua_State *L) {
    moon_pushrequirechain(L);
    int chain = lua_gettop(L);
    lua_Integer n = (lua_Integer)lua_rawlen(L, chain);
    for (lua_Integer i = 1; i <= n; i++) {
        lua_rawgeti(L, chain, i);
        int same = lua_rawequal(L, -1, 1);
        lua_pop(L, 1);
        if (!same) continue;
        luaL_Buffer b;
        luaL_buffinit(L, &b);
        for (lua_Integer j = i; j <= n; j++) {
            lua_rawgeti(L, chain, j);
            luaL_addvalue(&b);
            luaL_addstring(&b, " \xE2\x86\x92 ");  // →
        }
        lua_pushvalue(L, 1);
        luaL_addvalue(&b);
        luaL_pushresult(&b);
        luaL_where(L, 1);
        lua_pushliteral(L, "require cycle: ");
        lua_rotate(L, -3, -1);  // [where, "require cycle: ", chain text]
        lua_concat(L, 3);
        lua_error(L);
    }
    lua_pop(L, 1);
}

// require, confined to the script root. Upvalues: 1 the loaded-modules table,
// 2 preloaded module loaders, 3 the Swift searcher (name -> chunk, file name),
// which refuses names outside the root.
int moon_require(lua_State *L) {
    luaL_checkstring(L, 1);
    lua_settop(L, 1);
    lua_pushvalue(L, 1);
    if (lua_rawget(L, lua_upvalueindex(1)) != LUA_TNIL) return 1;
    lua_pop(L, 1);
    moon_checkrequirecycle(L);
    lua_pushvalue(L, 1);
    if (lua_rawget(L, lua_upvalueindex(2)) != LUA_TNIL) {
        lua_pushliteral(L, ":preload:");  // [name, loader, data]
    } else {
        lua_pop(L, 1);
        lua_pushvalue(L, lua_upvalueindex(3));
        lua_pushvalue(L, 1);
        lua_call(L, 1, 2);
        // The searcher answers (nil, why) rather than raising, so that the error
        // is located at the script's `require` line, as Lua's own require does.
        // Pushed as a Lua string, not with "%s": a name holding a NUL byte is quoted whole.
        if (lua_isnil(L, 2)) {
            luaL_where(L, 1);
            lua_pushvalue(L, 3);
            lua_concat(L, 2);
            return lua_error(L);
        }
    }
    // The name joins the chain while the loader runs; slot 4 drops it again when closed.
    moon_pushrequirechain(L);  // [name, loader, data, chain]
    lua_pushvalue(L, 1);
    lua_rawseti(L, 4, (lua_Integer)lua_rawlen(L, 4) + 1);
    lua_toclose(L, 4);
    lua_pushvalue(L, 2);
    lua_pushvalue(L, 1);
    lua_pushvalue(L, 3);
    lua_call(L, 2, 1);  // [name, loader, data, chain, result]
    lua_closeslot(L, 4);
    if (!lua_isnil(L, -1)) {
        lua_pushvalue(L, 1);
        lua_pushvalue(L, -2);
        lua_rawset(L, lua_upvalueindex(1));
    }
    lua_pushvalue(L, 1);
    if (lua_rawget(L, lua_upvalueindex(1)) == LUA_TNIL) {
        lua_pushvalue(L, 1);
        lua_pushboolean(L, 1);
        lua_rawset(L, lua_upvalueindex(1));
        lua_pushboolean(L, 1);
        lua_replace(L, -2);
    }
    lua_pushvalue(L, 3);
    return 2;
}

// MARK: - Sandbox

// print: converts every argument with tostring (metamethods may raise: C is the
// place for that) and hands the line to Swift.
static int moon_print(lua_State *L) {
    int n = lua_gettop(L);
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    for (int i = 1; i <= n; i++) {
        if (i > 1) luaL_addchar(&b, '\t');
        moon_pushname(L, i);
        luaL_addvalue(&b);
    }
    luaL_pushresult(&b);
    size_t len;
    const char *s = lua_tolstring(L, -1, &len);
    MoonRuntime *rt = moon_runtime(L);
    int saved = rt->enforcing;
    rt->enforcing = 0;
    rt->print(rt->swiftState, s, len);
    rt->enforcing = saved;
    return 0;
}

// coroutine.yield, whose refusals name the script's line: Lua's are raised inside the C
// function, where no line is known ("attempt to yield from outside a coroutine").
static int moon_yield(lua_State *L) {
    if (!lua_isyieldable(L)) {
        int main = lua_pushthread(L);
        lua_pop(L, 1);
        return luaL_error(L, main ? "attempt to yield from outside a coroutine"
                                  : "attempt to yield across a C-call boundary");
    }
    return lua_yield(L, lua_gettop(L));
}

// load, restricted to text chunks: the mode argument is forced to "t".
// Upvalue 1: the original load.
static int moon_loadtext(lua_State *L) {
    int n = lua_gettop(L);
    if (n < 3) lua_settop(L, 3);
    lua_pushliteral(L, "t");
    lua_replace(L, 3);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

// __index of the stand-ins for refused library parts: `io.open`, `os.execute`, …
// Upvalue 1: the library's name.
static int moon_refuse(lua_State *L) {
    size_t length = 0;
    const char *key = lua_type(L, 2) == LUA_TSTRING ? lua_tolstring(L, 2, &length) : NULL;
    luaL_where(L, 1);
    lua_pushfstring(L, "%s.", lua_tostring(L, lua_upvalueindex(1)));
    if (key) lua_pushlstring(L, key, length);
    else lua_pushliteral(L, "?");
    lua_concat(L, 2);
    size_t nameLength;
    const char *name = lua_tolstring(L, -1, &nameLength);
    moon_pushquoted(L, name, nameLength);
    lua_remove(L, -2);
    lua_pushliteral(L, " is not available in the sandbox");
    lua_concat(L, 3);
    return lua_error(L);
}

static void moon_refusingmetatable(lua_State *L, const char *lib) {
    lua_createtable(L, 0, 2);
    lua_pushstring(L, lib);
    lua_pushcclosure(L, moon_refuse, 1);
    lua_setfield(L, -2, "__index");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_setmetatable(L, -2);
}

// Opens the sandboxed standard library. Run it under lua_pcall (it allocates).
int moon_opensandbox(lua_State *L) {
    static const luaL_Reg libs[] = {
        {LUA_GNAME, luaopen_base}, {LUA_STRLIBNAME, luaopen_string},
        {LUA_TABLIBNAME, luaopen_table}, {LUA_MATHLIBNAME, luaopen_math},
        {LUA_UTF8LIBNAME, luaopen_utf8}, {LUA_COLIBNAME, luaopen_coroutine},
        {NULL, NULL}};
    for (const luaL_Reg *lib = libs; lib->func; lib++) {
        luaL_requiref(L, lib->name, lib->func, 1);
        lua_pop(L, 1);
    }
    lua_pushglobaltable(L);
    static const char *const removed[] = {"dofile", "loadfile", "require", NULL};
    for (const char *const *name = removed; *name; name++) {
        lua_pushnil(L);
        lua_setfield(L, -2, *name);
    }
    lua_pushcfunction(L, moon_print);
    lua_setfield(L, -2, "print");
    lua_pushcfunction(L, moon_pcall);
    lua_setfield(L, -2, "pcall");
    lua_pushcfunction(L, moon_xpcall);
    lua_setfield(L, -2, "xpcall");
    lua_pushcfunction(L, moon_guardedsetmetatable);
    lua_setfield(L, -2, "setmetatable");
    lua_getfield(L, -1, "coroutine");
    lua_getfield(L, -1, "resume");
    lua_pushcclosure(L, moon_coresume, 1);
    lua_setfield(L, -2, "resume");
    lua_pushcfunction(L, moon_yield);
    lua_setfield(L, -2, "yield");
    lua_pop(L, 1);
    // pairs and next in an order the same in every process (order.c).
    lua_pushcfunction(L, moon_next);
    lua_pushvalue(L, -1);
    lua_setfield(L, -3, "next");
    lua_pushcclosure(L, moon_pairs, 1);
    lua_setfield(L, -2, "pairs");
    lua_pushcfunction(L, moon_tostring);
    lua_setfield(L, -2, "tostring");
    lua_getfield(L, -1, "load");
    lua_pushcclosure(L, moon_loadtext, 1);
    lua_setfield(L, -2, "load");
    // string.dump makes binary chunks, which nothing here may load.
    lua_getfield(L, -1, "string");
    lua_pushnil(L);
    lua_setfield(L, -2, "dump");
    lua_pop(L, 1);
    // os: only the clock and calendar, on the game's clock (gameclock.c).
    luaL_requiref(L, LUA_OSLIBNAME, luaopen_os, 0);
    lua_createtable(L, 0, 4);
    lua_getfield(L, -2, "difftime");
    lua_setfield(L, -2, "difftime");
    lua_getfield(L, -2, "date");
    lua_pushcclosure(L, moon_osdate, 1);
    lua_setfield(L, -2, "date");
    lua_pushcfunction(L, moon_ostime);
    lua_setfield(L, -2, "time");
    lua_pushcfunction(L, moon_osclock);
    lua_setfield(L, -2, "clock");
    moon_refusingmetatable(L, "os");
    lua_setfield(L, -3, "os");
    lua_pop(L, 1);
    lua_newtable(L);
    moon_refusingmetatable(L, "io");
    lua_setfield(L, -2, "io");
    lua_pop(L, 1);
    // Only the copies in _G were kept; drop the originals from package.loaded.
    lua_pushnil(L);
    lua_setfield(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
    return 0;
}
