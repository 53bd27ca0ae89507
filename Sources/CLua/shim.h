// Lua 5.4 for Swift. Swift cannot call C macros, so the ones MoonKit needs are
// restated here as inline functions with the same names prefixed `moon_`.
#ifndef MOONKIT_CLUA_SHIM_H
#define MOONKIT_CLUA_SHIM_H

#include <lua.h>
#include <lualib.h>
#include <lauxlib.h>

static const int MOON_LUA_REGISTRYINDEX = LUA_REGISTRYINDEX;
static const int MOON_LUA_MULTRET = LUA_MULTRET;

static inline int moon_upvalueindex(int i) { return lua_upvalueindex(i); }
static inline int moon_pcall(lua_State *L, int nargs, int nresults, int msgh) {
    return lua_pcall(L, nargs, nresults, msgh);
}
static inline void moon_pop(lua_State *L, int n) { lua_pop(L, n); }
static inline void moon_newtable(lua_State *L) { lua_newtable(L); }
static inline const char *moon_tostring(lua_State *L, int idx) { return lua_tostring(L, idx); }
static inline lua_Number moon_tonumber(lua_State *L, int idx) { return lua_tonumber(L, idx); }
static inline lua_Integer moon_tointeger(lua_State *L, int idx) { return lua_tointeger(L, idx); }
static inline int moon_isnil(lua_State *L, int idx) { return lua_isnil(L, idx); }
static inline int moon_isnoneornil(lua_State *L, int idx) { return lua_isnoneornil(L, idx); }
static inline int moon_isfunction(lua_State *L, int idx) { return lua_isfunction(L, idx); }
static inline int moon_istable(lua_State *L, int idx) { return lua_istable(L, idx); }
static inline void moon_pushcfunction(lua_State *L, lua_CFunction f) { lua_pushcfunction(L, f); }
static inline void moon_register(lua_State *L, const char *name, lua_CFunction f) { lua_register(L, name, f); }
static inline void moon_insert(lua_State *L, int idx) { lua_insert(L, idx); }
static inline void moon_remove(lua_State *L, int idx) { lua_remove(L, idx); }
static inline void moon_replace(lua_State *L, int idx) { lua_replace(L, idx); }
static inline void *moon_newuserdata(lua_State *L, size_t size) { return lua_newuserdata(L, size); }
static inline int moon_getextraspace_size(void) { return LUA_EXTRASPACE; }
static inline void *moon_getextraspace(lua_State *L) { return lua_getextraspace(L); }

#endif
