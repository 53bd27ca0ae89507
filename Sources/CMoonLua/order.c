// The sandbox's pairs and next walk a table's keys in one order that depends only on the keys,
// never on where Lua hashed them. Lua seeds its string hashes from the clock and from addresses,
// and hashes tables, functions and userdata by address, so its own order changes from process to
// process, and a game that walks `pairs` would not be the same game twice for the same seed.
//
// The order: false, true; numbers by value; strings byte by byte; then tables, functions,
// userdata and coroutines each by the serial they took when made (runtime.c, in the order the
// script made them); C functions without upvalues (print, string.len, …) by their place in the
// library that holds them; light userdata (never seen by scripts) last.
#define _GNU_SOURCE  // dladdr
#include <dlfcn.h>
#include "internal.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    MOON_RANK_BOOLEAN, MOON_RANK_NUMBER, MOON_RANK_STRING, MOON_RANK_TABLE, MOON_RANK_FUNCTION,
    MOON_RANK_USERDATA, MOON_RANK_THREAD, MOON_RANK_CFUNCTION, MOON_RANK_LIGHTUSERDATA
};

// What orders one key. Strings and library names point into values that the table or the
// snapshot keeps alive while the order is used.
typedef struct MoonKeyOrder {
    int rank;
    int isInteger;
    lua_Integer integer;  // booleans, integers, serials and offsets too
    double number;
    const char *bytes;    // a string's bytes, or the library file of a C function
    size_t length;
    lua_Integer position; // where the key sits in the unsorted list
} MoonKeyOrder;

static void moon_keyorder(lua_State *L, int idx, MoonKeyOrder *k) {
    idx = lua_absindex(L, idx);
    memset(k, 0, sizeof *k);
    switch (lua_type(L, idx)) {
    case LUA_TBOOLEAN:
        k->rank = MOON_RANK_BOOLEAN;
        k->integer = lua_toboolean(L, idx);
        break;
    case LUA_TNUMBER:
        k->rank = MOON_RANK_NUMBER;
        k->isInteger = lua_isinteger(L, idx);
        if (k->isInteger) k->integer = lua_tointeger(L, idx);
        else k->number = lua_tonumber(L, idx);
        break;
    case LUA_TSTRING:
        k->rank = MOON_RANK_STRING;
        k->bytes = lua_tolstring(L, idx, &k->length);
        break;
    case LUA_TTABLE:
        k->rank = MOON_RANK_TABLE;
        k->integer = (lua_Integer)moon_objectserial(lua_topointer(L, idx));
        break;
    case LUA_TFUNCTION:
        if (lua_iscfunction(L, idx) && lua_getupvalue(L, idx, 1) == NULL) {
            // A light C function is a bare address, made by no allocation: its offset in its
            // library is the same in every process.
            k->rank = MOON_RANK_CFUNCTION;
            const void *address = lua_topointer(L, idx);
            Dl_info info;
            if (dladdr(address, &info) && info.dli_fname) {
                k->bytes = info.dli_fname;
                k->length = strlen(info.dli_fname);
                k->integer = (lua_Integer)((const char *)address - (const char *)info.dli_fbase);
            } else {
                k->integer = (lua_Integer)(uintptr_t)address;
            }
        } else {
            if (lua_iscfunction(L, idx)) lua_pop(L, 1);  // the upvalue lua_getupvalue pushed
            k->rank = MOON_RANK_FUNCTION;
            k->integer = (lua_Integer)moon_objectserial(lua_topointer(L, idx));
        }
        break;
    case LUA_TUSERDATA: {
        k->rank = MOON_RANK_USERDATA;
        MoonObject *box = moon_toobject(L, idx);
        k->integer = box ? (lua_Integer)box->serial : (lua_Integer)(uintptr_t)lua_touserdata(L, idx);
        break;
    }
    case LUA_TTHREAD:
        // A coroutine's block starts with its extra space; the serial is in front of that.
        k->rank = MOON_RANK_THREAD;
        k->integer = (lua_Integer)moon_objectserial(lua_getextraspace(lua_tothread(L, idx)));
        break;
    default:
        k->rank = MOON_RANK_LIGHTUSERDATA;
        k->integer = (lua_Integer)(uintptr_t)lua_touserdata(L, idx);
        break;
    }
}

// An integer against a float, exactly (converting either way can round).
static int moon_compareintegerfloat(lua_Integer i, double f) {
    if (f >= 9223372036854775808.0) return -1;
    if (f < -9223372036854775808.0) return 1;
    double whole = floor(f);
    lua_Integer w = (lua_Integer)whole;
    if (i != w) return i < w ? -1 : 1;
    return f > whole ? -1 : 0;
}

static int moon_comparebytes(const char *a, size_t alen, const char *b, size_t blen) {
    int c = memcmp(a, b, alen < blen ? alen : blen);
    if (c != 0) return c < 0 ? -1 : 1;
    return alen == blen ? 0 : (alen < blen ? -1 : 1);
}

static int moon_comparekeys(const MoonKeyOrder *a, const MoonKeyOrder *b) {
    if (a->rank != b->rank) return a->rank < b->rank ? -1 : 1;
    switch (a->rank) {
    case MOON_RANK_NUMBER:
        if (a->isInteger && b->isInteger) break;
        if (a->isInteger) return moon_compareintegerfloat(a->integer, b->number);
        if (b->isInteger) return -moon_compareintegerfloat(b->integer, a->number);
        return a->number < b->number ? -1 : (a->number > b->number ? 1 : 0);
    case MOON_RANK_STRING:
        return moon_comparebytes(a->bytes, a->length, b->bytes, b->length);
    case MOON_RANK_CFUNCTION:
        if (a->bytes && b->bytes) {
            int c = moon_comparebytes(a->bytes, a->length, b->bytes, b->length);
            if (c != 0) return c;
        }
        break;
    default:
        break;
    }
    return a->integer == b->integer ? 0 : (a->integer < b->integer ? -1 : 1);
}

static int moon_sortkeys(const void *a, const void *b) {
    return moon_comparekeys((const MoonKeyOrder *)a, (const MoonKeyOrder *)b);
}

void moon_pushorderedkeys(lua_State *L, int t) {
    t = lua_absindex(L, t);
    lua_Integer n = 0;
    lua_pushnil(L);
    while (lua_next(L, t)) {
        lua_pop(L, 1);
        n++;
    }
    lua_createtable(L, n < INT32_MAX ? (int)n : 0, 0);  // the keys as met
    int met = lua_gettop(L);
    MoonKeyOrder *orders = (MoonKeyOrder *)lua_newuserdatauv(L, sizeof(MoonKeyOrder) * (size_t)(n > 0 ? n : 1), 0);
    lua_Integer i = 0;
    lua_pushnil(L);
    while (lua_next(L, t)) {
        lua_pop(L, 1);
        lua_pushvalue(L, -1);
        lua_rawseti(L, met, ++i);
        moon_keyorder(L, -1, &orders[i - 1]);
        orders[i - 1].position = i;
    }
    qsort(orders, (size_t)n, sizeof *orders, moon_sortkeys);
    lua_createtable(L, n < INT32_MAX ? (int)n : 0, 0);
    for (i = 0; i < n; i++) {
        lua_rawgeti(L, met, orders[i].position);
        lua_rawseti(L, -2, i + 1);
    }
    lua_replace(L, met);  // [sorted, orders]
    lua_pop(L, 1);
}

int moon_pushorderedkeysonstack(lua_State *L, int t) {
    t = lua_absindex(L, t);
    enum { MOST = 16 };
    MoonKeyOrder orders[MOST];
    int top = lua_gettop(L), n = 0;
    // Counted first, so that the stack grows only by what these keys need: growing it further
    // would have Lua move it to a larger block, and shrink it back at the next collection.
    lua_pushnil(L);
    while (lua_next(L, t)) {
        lua_pop(L, 1);
        if (++n > MOST) {
            lua_pop(L, 1);
            return -1;
        }
    }
    if (!lua_checkstack(L, 2 * n + 2)) return -1;
    n = 0;
    lua_pushnil(L);
    while (lua_next(L, t)) {
        lua_pop(L, 1);
        lua_pushvalue(L, -1);  // [keys…, key, key]: the first stays, the copy goes on walking
        moon_keyorder(L, -2, &orders[n]);
        orders[n].position = top + 1 + n;
        n++;
    }
    // Few keys: insertion sort, then the keys rearranged on the stack in that order.
    for (int i = 1; i < n; i++) {
        MoonKeyOrder k = orders[i];
        int j = i - 1;
        while (j >= 0 && moon_comparekeys(&orders[j], &k) > 0) { orders[j + 1] = orders[j]; j--; }
        orders[j + 1] = k;
    }
    for (int i = 0; i < n; i++) lua_pushvalue(L, (int)orders[i].position);
    for (int i = 0; i < n; i++) lua_copy(L, top + 1 + n + i, top + 1 + i);
    lua_settop(L, top + n);
    return n;
}

// The position of the key at `key` in the ordered list at `keys` (n entries), 0 when absent.
static lua_Integer moon_findkey(lua_State *L, int keys, lua_Integer n, int key) {
    MoonKeyOrder wanted, candidate;
    moon_keyorder(L, key, &wanted);
    lua_Integer low = 1, high = n;
    while (low <= high) {
        lua_Integer middle = low + (high - low) / 2;
        lua_rawgeti(L, keys, middle);
        moon_keyorder(L, -1, &candidate);
        int c = moon_comparekeys(&wanted, &candidate);
        lua_pop(L, 1);
        if (c == 0) return middle;
        if (c < 0) high = middle - 1; else low = middle + 1;
    }
    return 0;
}

// Pushes the first key after position `from` of the list at `keys` that table `t` still holds,
// and its value; returns 2, or pushes nil and returns 1 when none is left.
static int moon_pushnextentry(lua_State *L, int t, int keys, lua_Integer from, lua_Integer *reached) {
    lua_Integer n = (lua_Integer)lua_rawlen(L, keys);
    for (lua_Integer i = from + 1; i <= n; i++) {
        lua_rawgeti(L, keys, i);
        lua_pushvalue(L, -1);
        if (lua_rawget(L, t) != LUA_TNIL) {
            if (reached) *reached = i;
            return 2;
        }
        lua_pop(L, 2);  // a key cleared since the list was made
    }
    if (reached) *reached = n;
    lua_pushnil(L);
    return 1;
}

// MARK: - tostring

// Lua names a table, function, coroutine or userdata by its address ("table: 0x55d0c3a8e2f0"), so
// a script that prints one, or keys a table by the name, differs from process to process. The
// sandbox's tostring and print name it by its serial instead (a C function without upvalues by
// its place in its library), in the same form: "table: 0x0000002a".
void moon_pushname(lua_State *L, int idx) {
    idx = lua_absindex(L, idx);
    int type = lua_type(L, idx);
    int named = type == LUA_TTABLE || type == LUA_TFUNCTION || type == LUA_TTHREAD || type == LUA_TUSERDATA;
    if (!named || luaL_getmetafield(L, idx, "__tostring") != LUA_TNIL) {
        if (named) lua_pop(L, 1);
        luaL_tolstring(L, idx, NULL);  // calls __tostring, or writes numbers, strings, booleans, nil
        return;
    }
    MoonKeyOrder k;
    moon_keyorder(L, idx, &k);
    const char *kind = luaL_typename(L, idx);
    int nameType = luaL_getmetafield(L, idx, "__name");  // pushes nothing when there is none
    if (nameType == LUA_TSTRING) kind = lua_tostring(L, -1);
    char text[160];
    snprintf(text, sizeof text, "%.100s: 0x%08llx", kind, (unsigned long long)k.integer);
    if (nameType != LUA_TNIL) lua_pop(L, 1);
    lua_pushstring(L, text);
}

// tostring(v), with moon_pushname's names.
int moon_tostring(lua_State *L) {
    luaL_checkany(L, 1);
    moon_pushname(L, 1);
    return 1;
}

// MARK: - pairs

// The iterator pairs returns. Upvalues: 1 the table, 2 its keys in order, 3 the position reached.
static int moon_pairsstep(lua_State *L) {
    lua_Integer reached = lua_tointeger(L, lua_upvalueindex(3));
    lua_settop(L, 0);
    int n = moon_pushnextentry(L, lua_upvalueindex(1), lua_upvalueindex(2), reached, &reached);
    lua_pushinteger(L, reached);
    lua_replace(L, lua_upvalueindex(3));
    return n;
}

// The iterator over a table of few keys, which keeps them in upvalues rather than in a list of
// their own (one allocation per walk, not three). Upvalues: 1 the table, 2 the position reached,
// 3… the keys in order.
static int moon_pairsstepfew(lua_State *L) {
    lua_Integer reached = lua_tointeger(L, lua_upvalueindex(2));
    while (lua_type(L, lua_upvalueindex((int)reached + 3)) != LUA_TNONE) {
        reached++;
        lua_pushvalue(L, lua_upvalueindex((int)reached + 2));
        lua_pushvalue(L, -1);
        if (lua_rawget(L, lua_upvalueindex(1)) != LUA_TNIL) {
            lua_pushinteger(L, reached);
            lua_replace(L, lua_upvalueindex(2));
            return 2;
        }
        lua_pop(L, 2);  // a key cleared since the walk began
    }
    lua_pushinteger(L, reached);
    lua_replace(L, lua_upvalueindex(2));
    lua_pushnil(L);
    return 1;
}

static int moon_pairscontinue(lua_State *L, int status, lua_KContext context) {
    (void)L; (void)status; (void)context;
    return 3;
}

// pairs(t): t's __pairs when it has one, as Lua's; otherwise walks the keys t holds when the walk
// starts, in the order above (a key cleared during the walk is skipped). Upvalue 1: next.
int moon_pairs(lua_State *L) {
    luaL_checkany(L, 1);
    if (luaL_getmetafield(L, 1, "__pairs") != LUA_TNIL) {
        lua_pushvalue(L, 1);
        lua_callk(L, 1, 3, 0, moon_pairscontinue);
        return 3;
    }
    if (lua_type(L, 1) != LUA_TTABLE) {
        // As Lua's pairs: next refuses the value on the first step, as the 'for iterator'.
        lua_pushvalue(L, lua_upvalueindex(1));
        lua_pushvalue(L, 1);
        lua_pushnil(L);
        return 3;
    }
    lua_settop(L, 1);
    lua_pushvalue(L, 1);
    lua_pushinteger(L, 0);
    int few = moon_pushorderedkeysonstack(L, 1);
    if (few >= 0) {
        lua_pushcclosure(L, moon_pairsstepfew, 2 + few);
    } else {
        lua_pop(L, 1);
        moon_pushorderedkeys(L, 1);
        lua_pushinteger(L, 0);
        lua_pushcclosure(L, moon_pairsstep, 3);
    }
    lua_pushvalue(L, 1);
    lua_pushnil(L);
    return 3;
}

// MARK: - next

// The ordered keys of the walk in progress, by table, kept under the address of this key in a
// table with weak keys: a walk with next costs one sort, not one per step.
static const char moon_nextkeyskey = 0;

static int moon_pushwalks(lua_State *L) {
    moon_pushweakkeyed(L, &moon_nextkeyskey);
    return lua_gettop(L);
}

// next(t, key): the key after `key` in the order above, and its value. next(t) finds the first
// key with one pass and no sort, and starts a new walk: the keys are sorted once, at the walk's
// second step, and kept for its later steps.
int moon_next(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_settop(L, 2);
    int walks = moon_pushwalks(L);  // 3
    if (lua_isnil(L, 2)) {
        lua_pushvalue(L, 1);
        lua_pushnil(L);
        lua_rawset(L, walks);  // a new walk: what an earlier one sorted may be out of date
        int found = 0;
        MoonKeyOrder best, candidate;
        lua_pushnil(L);  // 4: the first key so far
        lua_pushnil(L);
        while (lua_next(L, 1)) {
            lua_pop(L, 1);
            moon_keyorder(L, -1, &candidate);
            if (!found || moon_comparekeys(&candidate, &best) < 0) {
                found = 1;
                lua_pushvalue(L, -1);
                lua_replace(L, 4);
                moon_keyorder(L, 4, &best);  // its bytes now live in the slot that keeps it
            }
        }
        if (!found) return 1;  // slot 4 is nil
        lua_pushvalue(L, 4);
        lua_rawget(L, 1);
        return 2;
    }
    lua_pushvalue(L, 1);
    lua_rawget(L, walks);  // 4: the walk's keys, or nil
    lua_Integer position = 0;
    if (lua_type(L, 4) == LUA_TTABLE) position = moon_findkey(L, 4, (lua_Integer)lua_rawlen(L, 4), 2);
    if (position == 0) {  // no walk yet, or a key the list lacks: sort the keys as they are now
        lua_settop(L, 3);
        moon_pushorderedkeys(L, 1);
        lua_pushvalue(L, 1);
        lua_pushvalue(L, 4);
        lua_rawset(L, walks);
        position = moon_findkey(L, 4, (lua_Integer)lua_rawlen(L, 4), 2);
        if (position == 0) return luaL_error(L, "invalid key to 'next'");
    }
    return moon_pushnextentry(L, 1, 4, position, NULL);
}
