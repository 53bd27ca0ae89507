// Lua 5.4 as Debian's liblua5.4-dev installs it (found through pkg-config). The bridge's own C
// lives in the CMoonLua target, which includes this library's headers.
#ifndef MOONKIT_CLUA_H
#define MOONKIT_CLUA_H

#include <lua.h>
#include <lualib.h>
#include <lauxlib.h>

#endif
