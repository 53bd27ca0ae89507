// The baseline of the bridge benchmark: raw C functions and a raw __index, what Lua costs with
// no Swift behind it.
#include "CMoonBench.h"

int moon_bench_noop(lua_State *L) {
    (void)L;
    return 0;
}

// __index of the floor object: returns upvalue 1 (the raw no-op) for any key.
static int moon_bench_index(lua_State *L) {
    lua_pushvalue(L, lua_upvalueindex(1));
    return 1;
}

void moon_bench_pushfloor(lua_State *L) {
    lua_newuserdatauv(L, 8, 0);
    lua_createtable(L, 0, 1);
    lua_pushcfunction(L, moon_bench_noop);
    lua_pushcclosure(L, moon_bench_index, 1);
    lua_setfield(L, -2, "__index");  // a fresh table without metatable: no metamethod can run
    lua_setmetatable(L, -2);
}
