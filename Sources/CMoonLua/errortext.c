// How an error is worded for the script's author when Lua's own words say too little: an error
// value that is not a string (error({}), error(nil), a __tostring that fails), a stack overflow
// (which Lua places at the engine's line, or nowhere, when the recursion runs through the
// engine), a memory error caught by pcall, and names a script gave, quoted with their control
// bytes shown.
#include "internal.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// MARK: - Quoting a script's name

void moon_pushquoted(lua_State *L, const char *text, size_t length) {
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    luaL_addchar(&b, '\'');
    for (size_t i = 0; i < length; i++) {
        unsigned char c = (unsigned char)text[i];
        switch (c) {
        case '\n': luaL_addstring(&b, "\\n"); break;
        case '\r': luaL_addstring(&b, "\\r"); break;
        case '\t': luaL_addstring(&b, "\\t"); break;
        case '\\': luaL_addstring(&b, "\\\\"); break;
        case '\'': luaL_addstring(&b, "\\'"); break;
        default:
            if (c < 0x20 || c == 0x7f) {
                // Three digits when a digit follows, so that "\0" then "1" cannot read as "\01".
                int digitNext = i + 1 < length && text[i + 1] >= '0' && text[i + 1] <= '9';
                char escape[8];
                snprintf(escape, sizeof escape, digitNext ? "\\%03d" : "\\%d", c);
                luaL_addstring(&b, escape);
            } else {
                luaL_addchar(&b, (char)c);
            }
        }
    }
    luaL_addchar(&b, '\'');
    luaL_pushresult(&b);
}

int moon_raisenamed(lua_State *L, int nameIndex) {
    size_t length;
    const char *name = lua_tolstring(L, nameIndex, &length);
    moon_pushquoted(L, name, length);  // [before, after, quoted]
    lua_insert(L, -2);
    luaL_where(L, 1);
    lua_insert(L, -4);  // [where, before, quoted, after]
    lua_concat(L, 4);
    return lua_error(L);
}

// MARK: - Where the script is

// Pushes "file:line: " of the innermost function running with a line, preferring a script's
// file (a chunk named "@…") to the engine's own Lua or a chunk made from a string; "" if none.
static void moon_pushscriptwhere(lua_State *L, int maxLevels, int *foundLevel) {
    lua_Debug ar;
    int fallback = 0;
    *foundLevel = 0;
    for (int level = 1; level <= maxLevels && lua_getstack(L, level, &ar); level++) {
        if (!lua_getinfo(L, "Sl", &ar) || ar.currentline <= 0) continue;
        if (ar.source[0] == '@') {
            *foundLevel = level;
            lua_pushfstring(L, "%s:%d: ", ar.short_src, ar.currentline);
            return;
        }
        if (!fallback) fallback = level;
    }
    *foundLevel = fallback;
    if (fallback) luaL_where(L, fallback);
    else lua_pushliteral(L, "");
}

// MARK: - Stack overflows

// How far up the stack a stack overflow is looked into. lua_getstack walks from the top each
// time, so the look costs levels² / 2 steps: a million at most, once per overflow.
#define MOON_OVERFLOW_LEVELS 1400

static int moon_endswith(const char *text, size_t length, const char *suffix) {
    size_t n = strlen(suffix);
    return length >= n && memcmp(text + length - n, suffix, n) == 0;
}

int moon_isstackoverflow(lua_State *L, int index) {
    if (lua_type(L, index) != LUA_TSTRING) return 0;
    size_t length;
    const char *text = lua_tolstring(L, index, &length);
    return moon_endswith(text, length, "stack overflow");
}

// One level of the stack as a stack overflow's description needs it: which function (known by
// where it is defined, not by its closure: a recursion may make a new closure at every level),
// and whether it is the script's own Lua (a chunk loaded from a file).
typedef struct MoonLevel {
    const char *source;
    int defined;
    int isScript;
} MoonLevel;

// Replaces the stack overflow message at index 1 by one that names the script's line and the
// function that recursed, and says whether the recursion went through the engine (a setter, an
// observer, a layout pass or a delegate that calls Lua back), which is where Lua's own message
// points at the engine's line or at no line at all. Left as it is when no function of the
// script's comes round again (a script's own message may end with "stack overflow").
void moon_describeoverflow(lua_State *L) {
    int scriptLevel;
    moon_pushscriptwhere(L, MOON_OVERFLOW_LEVELS, &scriptLevel);  // [message, where]
    // On the C heap, not the C stack, which is what may have run out; nothing here raises.
    MoonLevel *levels = scriptLevel ? malloc(sizeof(MoonLevel) * MOON_OVERFLOW_LEVELS) : NULL;
    if (!levels) {
        lua_settop(L, 1);
        return;
    }
    lua_Debug ar;
    int count = 0;
    for (int level = scriptLevel; count < MOON_OVERFLOW_LEVELS && lua_getstack(L, level, &ar); level++) {
        if (!lua_getinfo(L, "S", &ar)) ar.source = "=?";
        levels[count].source = ar.source;
        levels[count].defined = ar.linedefined;
        levels[count].isScript = ar.what[0] != 'C' && ar.source[0] == '@';
        count++;
    }
    // The stack goes on past the levels looked at: the function ran more times than counted.
    int more = count == MOON_OVERFLOW_LEVELS && lua_getstack(L, scriptLevel + count, &ar);
    // The innermost function of the script's that comes round again is the one that recursed.
    int recursing = -1, times = 0, throughEngine = 0;
    for (int i = 0; i < count && recursing < 0; i++) {
        if (!levels[i].isScript) continue;
        int next = -1, found = 1;
        for (int j = i + 1; j < count; j++) {
            if (levels[j].source != levels[i].source || levels[j].defined != levels[i].defined) continue;
            if (next < 0) next = j;
            found++;
        }
        if (next < 0) continue;
        recursing = i;
        times = found;
        for (int j = i + 1; j < next; j++) throughEngine |= !levels[j].isScript;
    }
    if (recursing < 0) {
        free(levels);
        lua_settop(L, 1);
        return;
    }
    lua_getstack(L, scriptLevel + recursing, &ar);
    lua_getinfo(L, "S", &ar);
    free(levels);
    char name[LUA_IDSIZE + 32];
    if (ar.what[0] == 'm') snprintf(name, sizeof name, "the main chunk of %s", ar.short_src);
    else snprintf(name, sizeof name, "the function at %s:%d", ar.short_src, ar.linedefined);
    const char *atLeast = more ? "at least " : "";
    if (throughEngine) {
        lua_pushfstring(L, "stack overflow: %s runs again before it returns, %s%d times over, through the engine "
                           "(something it sets, observes, lays out or delegates calls it back): "
                           "change a value only when it differs, so that the calls end", name, atLeast, times);
    } else {
        lua_pushfstring(L, "stack overflow: %s calls itself %s%d times over without returning: "
                           "make sure its recursion ends", name, atLeast, times);
    }
    lua_concat(L, 2);
    lua_replace(L, 1);
}

int moon_overflowhandler(lua_State *L) {
    if (moon_isstackoverflow(L, 1)) moon_describeoverflow(L);
    lua_settop(L, 1);
    return 1;
}

// MARK: - Error values that are not strings

// Replaces the error value at index 1, not a string, by a message at the script's line that
// says what was raised and what to raise instead. A __tostring runs protected, under the memory
// ceiling (`enforcing`, the ceiling of the code that raised): one that fails or returns no
// string is said to.
void moon_describeerrorvalue(lua_State *L, int enforcing) {
    int level;
    moon_pushscriptwhere(L, MOON_OVERFLOW_LEVELS, &level);  // [value, where]
    int type = lua_type(L, 1);
    char kind[64];
    snprintf(kind, sizeof kind, "%s", luaL_typename(L, 1));
    if (luaL_getmetafield(L, 1, "__name") != LUA_TNIL) {
        if (lua_type(L, -1) == LUA_TSTRING) snprintf(kind, sizeof kind, "%s", lua_tostring(L, -1));
        lua_pop(L, 1);
    }
    if ((type == LUA_TTABLE || type == LUA_TUSERDATA) && luaL_getmetafield(L, 1, "__tostring") != LUA_TNIL) {
        MoonRuntime *rt = moon_runtime(L);
        int lifted = rt->enforcing;
        lua_pushvalue(L, 1);  // [value, where, __tostring, value]
        rt->enforcing = enforcing;
        int status = lua_pcall(L, 1, 1, 0);
        rt->enforcing = lifted;
        if (status == LUA_OK && lua_type(L, -1) == LUA_TSTRING) {
            lua_concat(L, 2);
            lua_replace(L, 1);
            return;
        }
        if (status == LUA_OK)
            lua_pushfstring(L, "error raised with a %s value whose __tostring returned a %s, not a string: "
                               "make __tostring return a string", kind, luaL_typename(L, -1));
        else if (lua_type(L, -1) == LUA_TSTRING)
            lua_pushfstring(L, "error raised with a %s value whose __tostring failed (%s): "
                               "make __tostring return a string", kind, lua_tostring(L, -1));
        else
            lua_pushfstring(L, "error raised with a %s value whose __tostring failed, raising a %s: "
                               "make __tostring return a string", kind, luaL_typename(L, -1));
        lua_remove(L, -2);  // what __tostring gave
    } else if (type == LUA_TTABLE || type == LUA_TUSERDATA) {
        lua_pushfstring(L, "error raised with a %s value, not a message: raise a string, as in "
                           "error(\"what went wrong\"), or give the value a __tostring metamethod", kind);
    } else if (type == LUA_TNIL) {
        lua_pushliteral(L, "error raised with nil, not a message: raise a string, as in error(\"what went wrong\")");
    } else if (type != LUA_TBOOLEAN && type != LUA_TNUMBER) {
        lua_pushfstring(L, "error raised with a %s value, not a message: raise a string, as in "
                           "error(\"what went wrong\")", kind);
    } else {
        // A boolean or a number: its value is worth showing.
        luaL_tolstring(L, 1, NULL);
        lua_pushfstring(L, "error raised with the %s %s, not a message: raise a string, as in "
                           "error(\"what went wrong\")", kind, lua_tostring(L, -1));
        lua_remove(L, -2);
    }
    lua_concat(L, 2);
    lua_replace(L, 1);
}

// MARK: - pcall

// Puts the place of the refused allocation before the memory error on top of the stack.
static void moon_placememoryerror(lua_State *L) {
    MoonRuntime *rt = moon_runtime(L);
    lua_pop(L, 1);
    lua_pushfstring(L, "%s%s", rt->memoryPlace, rt->limit ? rt->memoryMessage : "not enough memory");
}

// pcall's results, as Lua's own: true and the results, or false and the error. A memory error
// gets the place of the refused allocation (the allocator noted it: Lua calls no handler for
// memory errors), as the protected calls from Swift give it.
static int moon_pcallfinish(lua_State *L, int status, lua_KContext extra) {
    if (status != LUA_OK && status != LUA_YIELD) {
        if (status == LUA_ERRMEM) moon_placememoryerror(L);
        lua_pushboolean(L, 0);
        lua_insert(L, -2);
        return 2;
    }
    return lua_gettop(L) - (int)extra;
}

// pcall, whose message handler words a stack overflow while the stack that overflowed is still
// there to read (after it returns, it is gone); any other error value passes through unchanged.
int moon_pcall(lua_State *L) {
    luaL_checkany(L, 1);
    lua_pushboolean(L, 1);
    lua_insert(L, 1);
    lua_pushcfunction(L, moon_overflowhandler);
    lua_insert(L, 1);  // [handler, true, function, arguments…]
    int status = lua_pcallk(L, lua_gettop(L) - 3, LUA_MULTRET, 1, 1, moon_pcallfinish);
    return moon_pcallfinish(L, status, 1);
}

// xpcall, as Lua's, but for a memory error, which Lua hands back without calling the script's
// handler: it gets its place as under pcall.
int moon_xpcall(lua_State *L) {
    int n = lua_gettop(L);
    luaL_checktype(L, 2, LUA_TFUNCTION);
    lua_pushboolean(L, 1);
    lua_pushvalue(L, 1);
    lua_rotate(L, 3, 2);  // [function, handler, true, function, arguments…]
    int status = lua_pcallk(L, n - 2, LUA_MULTRET, 2, 2, moon_pcallfinish);
    return moon_pcallfinish(L, status, 2);
}

// coroutine.resume, as Lua's (upvalue 1), but a coroutine that died of a memory error (its
// status says so) gives the error with its place, as pcall does.
int moon_coresume(lua_State *L) {
    lua_State *co = lua_tothread(L, 1);
    if (!co) return luaL_typeerror(L, 1, "coroutine");  // named here: Lua's resume, called from C, has no name
    int n = lua_gettop(L);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, n, LUA_MULTRET);
    if (co && lua_gettop(L) == 2 && !lua_toboolean(L, 1) && lua_status(co) == LUA_ERRMEM) moon_placememoryerror(L);
    return lua_gettop(L);
}
