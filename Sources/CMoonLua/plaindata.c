// What travels between Lua states (background work, files): plain data encoded into one buffer
// and decoded in the other state, functions moved as binary chunks, and the lines of a file.
#include "internal.h"
#include <stdlib.h>
#include <string.h>

// MARK: - Moving functions between states (background work)

typedef struct MoonDumpState {
    int started;
    luaL_Buffer buffer;
} MoonDumpState;

static int moon_dumpwriter(lua_State *L, const void *bytes, size_t size, void *ud) {
    MoonDumpState *state = (MoonDumpState *)ud;
    if (!state->started) {  // the buffer goes above the function lua_dump reads
        state->started = 1;
        luaL_buffinit(L, &state->buffer);
    }
    luaL_addlstring(&state->buffer, (const char *)bytes, size);
    return 0;
}

// (function) -> bytecode string, or raises naming the first upvalue other than
// _ENV: only functions that need nothing but globals can run in another state.
int moon_dumpfunction(lua_State *L) {
    luaL_checktype(L, 1, LUA_TFUNCTION);
    lua_settop(L, 1);
    if (lua_iscfunction(L, 1)) return luaL_error(L, "a C function cannot be moved to another Lua state");
    for (int i = 1;; i++) {
        const char *name = lua_getupvalue(L, 1, i);
        if (name == NULL) break;
        lua_pop(L, 1);
        if (strcmp(name, "_ENV") != 0)
            return luaL_error(L, "function uses upvalue '%s' (background work may only use its "
                                 "arguments and globals)", name);
    }
    MoonDumpState state;
    state.started = 0;
    if (lua_dump(L, moon_dumpwriter, &state, 0) != 0 || !state.started)
        return luaL_error(L, "unable to dump the function");
    luaL_pushresult(&state.buffer);
    return 1;
}

// MARK: - Dispatch: moving functions to worker states (Sources/MoonLua/Dispatch)
//
// A background function travels from the main state to a worker state as a
// binary chunk. lua_dump may allocate (the buffer), so it runs here, in C,
// under a protected call made by Swift. Loading is lua_load, which reports
// failures as a status and never raises.

// Loads a binary chunk made by moon_dumpfunction (mode "b": only MoonLua itself
// loads binary chunks; scripts' `load` stays text-only). Pushes the function,
// or the error message, and returns lua_load's status.
int moon_loadbinary(lua_State *L, const char *bytes, size_t size, const char *name) {
    return luaL_loadbufferx(L, bytes, size, name, "b");
}

// Plain data between states: nil, booleans, integers, floats, strings and tables
// of those, encoded into one malloc'd buffer by the sending state's thread and
// decoded by the receiving one's. C, rather than Swift, because every argument and
// result of a background call goes through here, and C needs no allocation per
// value. Neither side raises: only raw access, lua_next over keys it gave, and
// pushes made while the memory ceiling is not enforced (Swift's frames are active).
//
// The encoder is the one place that says what is plain (LuaStack.plainValue, which
// reads values into Swift, encodes them here too). When it refuses, it says why and
// leaves the place on the stack: the keys it was inside, outermost first, then the
// value it refused. Swift words the message from those (PlainDataRefusal), so
// naming the place costs nothing more than what the encoder already had in hand.

static void moon_bufferput(MoonBuffer *b, const void *bytes, size_t n) {
    if (b->failed) return;
    if (b->size + n > b->capacity) {
        size_t capacity = b->capacity ? b->capacity : 256;
        while (capacity < b->size + n) capacity *= 2;
        unsigned char *data = (unsigned char *)realloc(b->data, capacity);
        if (data == NULL) {
            b->failed = 1;
            return;
        }
        b->data = data;
        b->capacity = capacity;
    }
    memcpy(b->data + b->size, bytes, n);
    b->size += n;
}

void moon_bufferfree(MoonBuffer *b) {
    free(b->data);
    b->data = NULL;
    b->size = b->capacity = 0;
    b->failed = 0;
}

static int moon_encodevalue(lua_State *L, int idx, MoonBuffer *b, const void **open, int depth);

// A refusal: pushes the value refused (the caller made room for it) and says why.
static int moon_refuse(lua_State *L, int idx, int why) {
    lua_pushvalue(L, idx);
    return why;
}

// 'T', then the array and hash size hints (patched once known), then key/value
// pairs in `next` order, then 'e'. `open` holds the tables enclosing this one.
static int moon_encodetable(lua_State *L, int idx, MoonBuffer *b, const void **open, int depth) {
    const void *identity = lua_topointer(L, idx);
    for (int i = 0; i < depth; i++)
        if (open[i] == identity) return moon_refuse(L, idx, MOON_PLAIN_CYCLE);
    if (depth >= MOON_PLAIN_MAXDEPTH) return moon_refuse(L, idx, MOON_PLAIN_TOODEEP);
    // The key and value lua_next pushes, and one more slot for a refused value.
    if (!lua_checkstack(L, 3)) return MOON_PLAIN_NOMEMORY;
    open[depth] = identity;
    unsigned char tag = 'T';
    moon_bufferput(b, &tag, 1);
    size_t hints = b->size;
    int32_t narray = 0, nhash = 0;
    moon_bufferput(b, &narray, sizeof narray);
    moon_bufferput(b, &nhash, sizeof nhash);
    lua_pushnil(L);
    while (lua_next(L, idx)) {
        int key = lua_gettop(L) - 1;
        int keytype = lua_type(L, key);
        if (keytype != LUA_TBOOLEAN && keytype != LUA_TNUMBER && keytype != LUA_TSTRING) {
            lua_pop(L, 1);  // the key stays, on top: the value refused
            return MOON_PLAIN_BADKEY;
        }
        if (nhash == 0 && lua_isinteger(L, key) && lua_tointeger(L, key) == (lua_Integer)narray + 1) narray++;
        else nhash++;
        int status = moon_encodevalue(L, key, b, open, depth + 1);
        if (status == MOON_PLAIN_OK) status = moon_encodevalue(L, key + 1, b, open, depth + 1);
        if (status == MOON_PLAIN_NOMEMORY) return status;
        if (status != MOON_PLAIN_OK) {
            // Keep the key in the path; the value's slot goes (what it refused is above it).
            lua_remove(L, key + 1);
            return status;
        }
        lua_pop(L, 1);
    }
    tag = 'e';
    moon_bufferput(b, &tag, 1);
    if (b->failed) return MOON_PLAIN_NOMEMORY;
    memcpy(b->data + hints, &narray, sizeof narray);
    memcpy(b->data + hints + sizeof narray, &nhash, sizeof nhash);
    return MOON_PLAIN_OK;
}

static int moon_encodevalue(lua_State *L, int idx, MoonBuffer *b, const void **open, int depth) {
    unsigned char tag;
    switch (lua_type(L, idx)) {
    case LUA_TNONE:
    case LUA_TNIL:
        tag = 'n';
        moon_bufferput(b, &tag, 1);
        break;
    case LUA_TBOOLEAN:
        tag = lua_toboolean(L, idx) ? 't' : 'f';
        moon_bufferput(b, &tag, 1);
        break;
    case LUA_TNUMBER:
        if (lua_isinteger(L, idx)) {
            lua_Integer i = lua_tointeger(L, idx);
            tag = 'i';
            moon_bufferput(b, &tag, 1);
            moon_bufferput(b, &i, sizeof i);
        } else {
            lua_Number d = lua_tonumber(L, idx);
            tag = 'd';
            moon_bufferput(b, &tag, 1);
            moon_bufferput(b, &d, sizeof d);
        }
        break;
    case LUA_TSTRING: {
        size_t length;
        const char *s = lua_tolstring(L, idx, &length);
        tag = 's';
        moon_bufferput(b, &tag, 1);
        moon_bufferput(b, &length, sizeof length);
        moon_bufferput(b, s, length);
        break;
    }
    case LUA_TTABLE:
        return moon_encodetable(L, lua_absindex(L, idx), b, open, depth);
    default:
        return moon_refuse(L, idx, MOON_PLAIN_NOTPLAIN);  // functions, userdata, threads
    }
    return b->failed ? MOON_PLAIN_NOMEMORY : MOON_PLAIN_OK;
}

// Appends the value at `idx` to `b`. Returns MOON_PLAIN_OK, or why it refused (the
// stack then holds the place, see the header), or MOON_PLAIN_NOMEMORY (stack as it was).
int moon_encode(lua_State *L, int idx, MoonBuffer *b) {
    const void *open[MOON_PLAIN_MAXDEPTH];
    int top = lua_gettop(L);
    if (!lua_checkstack(L, 1)) return MOON_PLAIN_NOMEMORY;  // room for a refused value
    int status = moon_encodevalue(L, lua_absindex(L, idx), b, open, 0);
    if (status == MOON_PLAIN_OK || status == MOON_PLAIN_NOMEMORY) lua_settop(L, top);
    return status;
}

static int moon_decodevalue(lua_State *L, const unsigned char **p, const unsigned char *end, int depth) {
    if (*p >= end || !lua_checkstack(L, 3) || depth > MOON_PLAIN_MAXDEPTH + 1) return 0;
    unsigned char tag = *(*p)++;
    switch (tag) {
    case 'n': lua_pushnil(L); return 1;
    case 't': lua_pushboolean(L, 1); return 1;
    case 'f': lua_pushboolean(L, 0); return 1;
    case 'i': {
        lua_Integer i;
        if ((size_t)(end - *p) < sizeof i) return 0;
        memcpy(&i, *p, sizeof i);
        *p += sizeof i;
        lua_pushinteger(L, i);
        return 1;
    }
    case 'd': {
        lua_Number d;
        if ((size_t)(end - *p) < sizeof d) return 0;
        memcpy(&d, *p, sizeof d);
        *p += sizeof d;
        lua_pushnumber(L, d);
        return 1;
    }
    case 's': {
        size_t length;
        if ((size_t)(end - *p) < sizeof length) return 0;
        memcpy(&length, *p, sizeof length);
        *p += sizeof length;
        if ((size_t)(end - *p) < length) return 0;
        lua_pushlstring(L, (const char *)*p, length);
        *p += length;
        return 1;
    }
    case 'T': {
        int32_t narray, nhash;
        if ((size_t)(end - *p) < sizeof narray + sizeof nhash) return 0;
        memcpy(&narray, *p, sizeof narray);
        memcpy(&nhash, *p + sizeof narray, sizeof nhash);
        *p += sizeof narray + sizeof nhash;
        lua_createtable(L, narray, nhash);
        for (;;) {
            if (*p >= end) return 0;
            if (**p == 'e') {
                (*p)++;
                return 1;
            }
            if (!moon_decodevalue(L, p, end, depth + 1)) return 0;
            if (!moon_decodevalue(L, p, end, depth + 1)) return 0;
            // The encoder only wrote keys Lua had accepted: never nil, never NaN.
            lua_rawset(L, -3);
        }
    }
    default:
        return 0;
    }
}

// Pushes the `count` values encoded in data[0..<size]; returns how many were
// pushed, or -1 (nothing pushed) if the data is not what moon_encode wrote.
int moon_decode(lua_State *L, const unsigned char *data, size_t size, int count) {
    int top = lua_gettop(L);
    const unsigned char *p = data, *end = data + size;
    if (!lua_checkstack(L, count + 3)) return -1;
    for (int i = 0; i < count; i++) {
        if (!moon_decodevalue(L, &p, end, 0)) {
            lua_settop(L, top);
            return -1;
        }
    }
    return count;
}

// files.lines: pushes the lines of data[0..<size] as an array of strings, split at
// '\n' with a '\r' before it dropped; a last line end makes no empty last line. A UTF-8
// byte-order mark at the start (editors on Windows write one) is no part of the first line.
void moon_pushlines(lua_State *L, const char *data, size_t size) {
    lua_createtable(L, 0, 0);
    lua_Integer count = 0;
    size_t start = 0;
    if (size >= 3 && memcmp(data, "\xEF\xBB\xBF", 3) == 0) start = 3;
    while (start < size) {
        const char *newline = (const char *)memchr(data + start, '\n', size - start);
        size_t end = newline ? (size_t)(newline - data) : size;
        size_t stop = end;
        if (stop > start && data[stop - 1] == '\r') stop--;
        lua_pushlstring(L, data + start, stop - start);
        lua_rawseti(L, -2, ++count);
        start = end + 1;
    }
}
