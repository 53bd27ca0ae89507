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

// Calls a Swift member entry with the enforcing discipline of the trampoline.
static inline int moon_callmember(lua_State *L, MoonRuntime *rt, void *entry, void *object) {
    int saved = rt->enforcing;
    rt->enforcing = 0;
    int n = rt->member(L, entry, object);
    rt->enforcing = saved;
    if (n >= 0 && !rt->memoryPending) return n;
    return moon_finish(L, rt, saved, n);
}

// Only names Lua interns may be cached by address: a longer string key is a fresh object
// whose address another object may take once it is freed.
static inline int moon_cacheablekey(lua_State *L, int idx) {
    return lua_type(L, idx) == LUA_TSTRING && lua_rawlen(L, idx) <= MOON_MAXNAMELEN;
}

// The slot of a name is its address divided by 16. The names a class meets were mostly interned
// close together (the block pool hands out blocks in sequence), so they fall into neighbouring
// slots. With 16 slots a Psychic Tester round still missed on 15 constructor fields and 20
// setters or script fields (names evicting each other round after round); 64 leave them apart.
// Mixing all the address bits (Fibonacci hashing) scattered them into more collisions, not fewer.
static inline unsigned moon_keyslot(const void *key) {
    return (unsigned)(((uintptr_t)key >> 4) & (MOON_KEYCACHE_SIZE - 1));
}

#endif
