// os.time, os.clock and os.date on the game's clock.
//
// Lua's own read the machine's clock and time zone, so a script that seeds, counts or shows
// with them would play another game on every run and every machine. In the sandbox they read
// the game's virtual time instead, which starts at MOON_GAME_EPOCH, and dates are in UTC:
// the same seed gives the same game, whenever and wherever it runs.
#include "internal.h"
#include <string.h>
#include <time.h>

// 2026-01-01 00:00:00 UTC: the calendar time at which every game starts.
#define MOON_GAME_EPOCH 1767225600

static double moon_gameseconds(lua_State *L) {
    MoonRuntime *rt = moon_runtime(L);
    return rt->clock ? rt->clock(rt->swiftState) : 0;
}

// os.clock(): seconds of the game's clock.
int moon_osclock(lua_State *L) {
    lua_pushnumber(L, (lua_Number)moon_gameseconds(L));
    return 1;
}

// Reads field `key` of the table at 1 as a whole number; `fallback` < 0 means required.
static int moon_datefield(lua_State *L, const char *key, int fallback) {
    int isnum;
    int type = lua_getfield(L, 1, key);
    lua_Integer value = lua_tointegerx(L, -1, &isnum);
    lua_pop(L, 1);
    if (isnum && value >= -1000000000 && value <= 1000000000) return (int)value;
    if (type == LUA_TNIL && fallback >= 0) return fallback;
    return luaL_error(L, type == LUA_TNIL ? "field '%s' missing in date table" : "field '%s' is not a whole number in range", key);
}

// os.time([table]): now on the game's clock, or the UTC calendar time a date table names.
int moon_ostime(lua_State *L) {
    if (lua_isnoneornil(L, 1)) {
        lua_pushinteger(L, (lua_Integer)MOON_GAME_EPOCH + (lua_Integer)moon_gameseconds(L));
        return 1;
    }
    luaL_checktype(L, 1, LUA_TTABLE);
    struct tm date;
    memset(&date, 0, sizeof date);
    date.tm_year = moon_datefield(L, "year", -1) - 1900;
    date.tm_mon = moon_datefield(L, "month", -1) - 1;
    date.tm_mday = moon_datefield(L, "day", -1);
    date.tm_hour = moon_datefield(L, "hour", 12);
    date.tm_min = moon_datefield(L, "min", 0);
    date.tm_sec = moon_datefield(L, "sec", 0);
    time_t t = timegm(&date);
    if (t == (time_t)-1) return luaL_error(L, "time result cannot be represented in this installation");
    lua_pushinteger(L, (lua_Integer)t);
    return 1;
}

// os.date([format [, time]]): Lua's os.date (upvalue 1), always in UTC ("!"), and at the
// game's present when no time is given.
int moon_osdate(lua_State *L) {
    size_t length;
    lua_settop(L, 2);  // the format and the time, nil when not given; what is pushed goes above
    const char *format = luaL_optlstring(L, 1, "%c", &length);
    lua_pushvalue(L, lua_upvalueindex(1));
    if (format[0] == '!') lua_pushlstring(L, format, length);
    else {
        lua_pushliteral(L, "!");
        lua_pushlstring(L, format, length);
        lua_concat(L, 2);
    }
    if (lua_isnoneornil(L, 2)) lua_pushinteger(L, (lua_Integer)MOON_GAME_EPOCH + (lua_Integer)moon_gameseconds(L));
    else lua_pushvalue(L, 2);
    lua_call(L, 2, 1);
    return 1;
}
