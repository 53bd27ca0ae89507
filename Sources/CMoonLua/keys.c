// Key names and named fields: names given as C literals (or Swift StaticStrings) pushed from a
// cache keyed by their address, raw reads of named fields of a table, and the caches keyed by
// Lua strings that Swift keeps in registry tables (LuaStringKeyedCache).
#include "internal.h"
#include <string.h>

// MARK: - Key names

// Pushes the Lua string of `literal`, a name given as a C literal or a Swift StaticString. The
// first push of each literal interns it and keeps it in a registry slot, found again by the
// literal's address: lua_pushstring would hash the address, look in Lua's string cache and
// compare the text every time (a fifth of the cost of reading a `{x = …, y = …}` table).
// A slot taken by another literal leaves this one to lua_pushstring. Cannot raise where
// lua_pushstring cannot.
void moon_pushkey(lua_State *L, const char *literal) {
    MoonRuntime *rt = moon_runtime(L);
    uintptr_t a = (uintptr_t)literal;
    MoonKeyRef *k = &rt->keys[(unsigned)(a ^ (a >> 7)) & (MOON_KEYREFS - 1)];  // names in one literal lie bytes apart
    if (k->literal == literal) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, k->ref);
        return;
    }
    lua_pushstring(L, literal);
    if (k->literal == NULL) {
        lua_pushvalue(L, -1);
        k->ref = luaL_ref(L, LUA_REGISTRYINDEX);
        k->literal = literal;
    }
}


// rawget of `t[literal]`.
int moon_rawgetkey(lua_State *L, int idx, const char *literal) {
    idx = lua_absindex(L, idx);
    moon_pushkey(L, literal);
    return lua_rawget(L, idx);
}


// luaL_getmetafield with the name pushed by moon_pushkey: pushes the field and returns its
// type, or pushes nothing and returns LUA_TNIL.
int moon_getmetakey(lua_State *L, int obj, const char *literal) {
    if (!lua_getmetatable(L, obj)) return LUA_TNIL;
    int t = moon_rawgetkey(L, -1, literal);
    if (t == LUA_TNIL) lua_pop(L, 2);
    else lua_remove(L, -2);
    return t;
}

// MARK: - Caches keyed by Lua strings (LuaStringKeyedCache)

// The integer stored under the value at `idx` in the table at registry slot `ref`, or -1.
// Raw access only, so it cannot raise: Swift calls it.
lua_Integer moon_cachedposition(lua_State *L, int ref, int idx) {
    idx = lua_absindex(L, idx);
    lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
    lua_pushvalue(L, idx);
    lua_Integer position = lua_rawget(L, -2) == LUA_TNUMBER ? lua_tointegerx(L, -1, NULL) : -1;
    lua_settop(L, -3);
    return position;
}

// Stores `position` under the value at `idx` in the table at registry slot `ref`.
void moon_setcachedposition(lua_State *L, int ref, int idx, lua_Integer position) {
    idx = lua_absindex(L, idx);
    lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
    lua_pushvalue(L, idx);
    lua_pushinteger(L, position);
    lua_rawset(L, -3);
    lua_settop(L, -2);
}

// Reads the number fields of the table at `idx` named in `keys` ("x\0y\0\0": names, each
// ended by a NUL, the list by an empty name) into out[i]; returns a mask of the fields found
// (bit i: the i-th name held a number). Raw access only, so it cannot raise: Swift calls it.
// The names are pushed by moon_pushkey.
unsigned moon_rawnumbers(lua_State *L, int idx, const char *keys, double *out) {
    unsigned found = 0;
    int top = lua_gettop(L);
    idx = lua_absindex(L, idx);
    for (int i = 0; *keys; i++, keys += strlen(keys) + 1) {
        moon_pushkey(L, keys);
        if (lua_rawget(L, idx) == LUA_TNUMBER) {
            out[i] = lua_tonumberx(L, -1, NULL);
            found |= 1u << i;
        }
    }
    lua_settop(L, top);  // one pop for all: a C function has room for twenty values, Swift's shapes name at most five
    return found;
}

// Pushes the fields of the table at `idx` named in `keys` (as moon_rawnumbers names them), in
// that order, raw: one call for all the options of `ui.animate { … }` instead of one per field.
// (Walking the table with lua_next and matching its keys cost more.) The caller has stack room
// for them (a C function has LUA_MINSTACK slots). Raw access only, so it cannot raise: Swift
// calls it. The names are pushed by moon_pushkey.
void moon_rawgetfields(lua_State *L, int idx, const char *keys) {
    idx = lua_absindex(L, idx);
    for (; *keys; keys += strlen(keys) + 1) {
        moon_pushkey(L, keys);
        lua_rawget(L, idx);
    }
}
