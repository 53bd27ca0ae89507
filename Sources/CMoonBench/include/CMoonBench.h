// The floor of `moonkit bench bridge`: Lua calling C with no bridge in between, to compare a
// bridged call with.
#ifndef MOONKIT_CMOONBENCH_H
#define MOONKIT_CMOONBENCH_H

#include <lua.h>

// A raw C function that only returns: what a bridged call is compared with.
int moon_bench_noop(lua_State *L);

// Pushes a userdata whose metatable's __index returns moon_bench_noop for any key, so
// `r.value` and `r:add(1, 2)` cost what Lua's metamethods cost with no bridge.
void moon_bench_pushfloor(lua_State *L);

#endif
