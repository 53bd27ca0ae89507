// Named fields of tables, read raw (so these cannot raise, and Swift may call them): one field,
// a metafield, or several named in one string; and the caches keyed by Lua strings that Swift
// keeps in registry tables (LuaStringKeyedCache).
#include "internal.h"
#include <string.h>

// rawget of `t[name]`.
int moon_rawgetkey(lua_State *L, int idx, const char *name) {
    idx = lua_absindex(L, idx);
    lua_pushstring(L, name);
    return lua_rawget(L, idx);
}

// luaL_getmetafield, raw: pushes the field and returns its type, or pushes nothing and returns LUA_TNIL.
int moon_getmetakey(lua_State *L, int obj, const char *name) {
    if (!lua_getmetatable(L, obj)) return LUA_TNIL;
    int t = moon_rawgetkey(L, -1, name);
    if (t == LUA_TNIL) lua_pop(L, 2);
    else lua_remove(L, -2);
    return t;
}

// MARK: - Several fields named in one string

// Reads the number fields of the table at `idx` named in `keys` ("x\0y\0\0": names, each
// ended by a NUL, the list by an empty name) into out[i]; returns a mask of the fields found
// (bit i: the i-th name held a number).
unsigned moon_rawnumbers(lua_State *L, int idx, const char *keys, double *out) {
    unsigned found = 0;
    int top = lua_gettop(L);
    idx = lua_absindex(L, idx);
    for (int i = 0; *keys; i++, keys += strlen(keys) + 1) {
        lua_pushstring(L, keys);
        if (lua_rawget(L, idx) == LUA_TNUMBER) {
            out[i] = lua_tonumberx(L, -1, NULL);
            found |= 1u << i;
        }
    }
    lua_settop(L, top);  // one pop for all: a C function has room for twenty values, Swift's shapes name at most five
    return found;
}

// Pushes the fields of the table at `idx` named in `keys` (as moon_rawnumbers names them), in
// that order: one call for all the options of `ui.animate { … }` instead of one per field.
// The caller has stack room for them (a C function has LUA_MINSTACK slots).
void moon_rawgetfields(lua_State *L, int idx, const char *keys) {
    idx = lua_absindex(L, idx);
    for (; *keys; keys += strlen(keys) + 1) {
        lua_pushstring(L, keys);
        lua_rawget(L, idx);
    }
}

// MARK: - Caches keyed by Lua strings (LuaStringKeyedCache)

lua_Integer moon_cachedposition(lua_State *L, int ref, int idx) {
    idx = lua_absindex(L, idx);
    lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
    lua_pushvalue(L, idx);
    lua_Integer position = lua_rawget(L, -2) == LUA_TNUMBER ? lua_tointegerx(L, -1, NULL) : -1;
    lua_settop(L, -3);
    return position;
}

void moon_setcachedposition(lua_State *L, int ref, int idx, lua_Integer position) {
    idx = lua_absindex(L, idx);
    lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
    lua_pushvalue(L, idx);
    lua_pushinteger(L, position);
    lua_rawset(L, -3);
    lua_settop(L, -2);
}
