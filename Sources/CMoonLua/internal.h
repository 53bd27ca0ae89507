// What the .c files of CMoonLua share and Swift need not see: the magic words of the other
// userdata, and the helpers that several files call on hot paths (kept inline).
#ifndef MOONKIT_CMOONLUA_INTERNAL_H
#define MOONKIT_CMOONLUA_INTERNAL_H

#include "CMoonLua.h"

// Every full userdata MoonLua makes starts with one of these, so C can tell them
// apart with one load (scripts cannot make userdata of their own: no io, no debug).
// MOON_OBJECT_MAGIC, a bound Swift object, is in the public header.
#define MOON_FUNCTION_MAGIC 0x4d6f6f46u  // a Swift function's entry point and data
#define MOON_METHOD_MAGIC 0x4d6f6f4du    // a bound method's entry and class

// Turns a Swift return code into results or a Lua error (calls.c). Runs in C, after the
// Swift frame is gone, so raising here is safe.
int moon_finish(lua_State *L, MoonRuntime *rt, int saved, int n);

// Error messages a script's author can act on (errortext.c): an error value that is not a
// string, or a stack overflow, at index 1 is replaced by a message at the script's line.
void moon_describeerrorvalue(lua_State *L, int enforcing);
int moon_isstackoverflow(lua_State *L, int index);
void moon_describeoverflow(lua_State *L);
// Pushes a name a script gave, quoted, its control bytes written as Lua escapes ('a\0b').
void moon_pushquoted(lua_State *L, const char *text, size_t length);
// Raises "file:line: " + before + the quoted string at nameIndex (absolute) + after, with the
// two texts on top of the stack.
int moon_raisenamed(lua_State *L, int nameIndex);
// The sandbox's pcall and xpcall.
int moon_pcall(lua_State *L);
int moon_xpcall(lua_State *L);
// The sandbox's coroutine.resume; upvalue 1 is Lua's.
int moon_coresume(lua_State *L);

// The serial a table, function, userdata or thread took when it was made (runtime.c), from
// the object's address (what lua_topointer gives for tables and functions); 0 for any other address.
uint64_t moon_objectserial(const void *object);

// Pushes a list of the keys of the table at `t` in an order the same in every process, and
// the sandbox's pairs and next, which walk that order (order.c). Raises only on memory.
void moon_pushorderedkeys(lua_State *L, int t);
// The same for a table of at most 16 keys, without allocating: pushes its keys in that order
// and returns how many; returns -1, with nothing pushed, for a table of more.
int moon_pushorderedkeysonstack(lua_State *L, int t);
int moon_pairs(lua_State *L);
int moon_next(lua_State *L);
// Pushes what tostring gives for the value at `idx`, naming objects by serial, not address
// (order.c); the sandbox's tostring and print use it.
void moon_pushname(lua_State *L, int idx);
int moon_tostring(lua_State *L);

// Pushes the registry's table at `key`, made on first use with weak keys (objects.c).
void moon_pushweakkeyed(lua_State *L, const void *key);

// The sandbox's os.time, os.clock and os.date (upvalue 1: Lua's), on the game's clock (gameclock.c).
int moon_ostime(lua_State *L);
int moon_osclock(lua_State *L);
int moon_osdate(lua_State *L);

// Has the state's warnings kept in the runtime record (warnings.c).
void moon_startwarnings(lua_State *L, MoonRuntime *rt);

// Raises, at the script's line, that Swift is not called while the state closes: the program
// is done with its objects, which are going (a finalizer calling `ui.Label`, a bot's `game:wait`).
int moon_refuseclosing(lua_State *L);

// Calls a Swift member entry with the enforcing discipline of the trampoline.
static inline int moon_callmember(lua_State *L, MoonRuntime *rt, void *entry, void *object) {
    if (rt->closing) return moon_refuseclosing(L);
    int saved = rt->enforcing;
    rt->enforcing = 0;
    int n = rt->member(L, entry, object);
    rt->enforcing = saved;
    if (n >= 0 && !rt->memoryPending) return n;
    return moon_finish(L, rt, saved, n);
}

#endif
