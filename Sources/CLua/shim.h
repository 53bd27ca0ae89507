// Lua 5.4 for Swift, and the single door between Swift and the Lua VM.
//
// Swift cannot call C macros, so the ones MoonLua needs are restated as inline
// functions prefixed `moon_`. Everything that may raise a Lua error (a C longjmp)
// on Swift's behalf lives here, in C, so that a longjmp only ever crosses C frames
// (DESIGN.md §4): the trampolines that enter Swift and raise after it returned,
// the metamethods of bound classes, the allocator with the memory ceiling, the
// count hook with the instruction budget, the sandboxed library and `print`.
//
// A system library target cannot hold .c files, so these are `static inline`:
// Swift imports them and can pass their addresses as `lua_CFunction`s.
#ifndef MOONKIT_CLUA_SHIM_H
#define MOONKIT_CLUA_SHIM_H

#include <lua.h>
#include <lualib.h>
#include <lauxlib.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// MARK: - Macros as functions

static const int MOON_LUA_REGISTRYINDEX = LUA_REGISTRYINDEX;
static const int MOON_LUA_MULTRET = LUA_MULTRET;
static const int MOON_LUA_RIDX_GLOBALS = LUA_RIDX_GLOBALS;

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
static inline void moon_pushglobaltable(lua_State *L) { lua_pushglobaltable(L); }

// MARK: - The per-state runtime record

// What Swift returns from a bridged function instead of raising. Non-negative
// values are result counts; these ask the trampoline to raise once Swift has returned.
enum {
    MOON_RAISE = -1,        // the error value is on top of the stack: raise it as is
    MOON_RAISE_WHERE = -2,  // a message is on top: prefix the caller's file:line, raise
    MOON_RAISE_ARG = -3,    // "X expected, got Y" is on top: raise it as luaL_argerror
                            // for argument `argIndex`
};

// The entry points into Swift. Each returns a result count or a MOON_RAISE code.
// A Swift function gets its data (the closure box stored in its MoonFunction).
typedef int (*moon_SwiftFunction)(lua_State *L, void *data);
// A member of a bound class (property getter/setter, method) gets its entry and
// the Swift object, already checked to be an instance of the class.
typedef int (*moon_SwiftMember)(lua_State *L, void *entry, void *object);
typedef void (*moon_SwiftRelease)(void *object);
typedef void (*moon_SwiftPrint)(void *state, const char *bytes, size_t length);

// One per Lua state, owned by the Swift LuaState, found from any thread of the
// state through the extra space (Lua copies it into every coroutine it creates).
// Small blocks for Lua (strings, tables, closures, userdata, mostly under 256 bytes) come from
// free lists of 16 size classes carved out of 64 KB slabs: a card dealt makes dozens of them and
// frees as many, and glibc's malloc and free (with its consolidation) cost more than the work.
// Lua passes every block's size when freeing or resizing it, so blocks need no header.
#define MOON_POOL_CLASSES 16
#define MOON_POOL_LARGEST (MOON_POOL_CLASSES * 16)
#define MOON_SLAB_BYTES (64 * 1024)

typedef struct MoonPool {
    void *free[MOON_POOL_CLASSES];  // free blocks of 16, 32, …, 256 bytes, linked through their first word
    char *cursor;                   // the unused rest of the newest slab
    size_t left;
    void *slabs;                    // every slab, linked through its first word; freed with the state
} MoonPool;

// A key name given as a C literal (or a Swift StaticString: the same address always holds the
// same text) and the registry slot of its Lua string.
#define MOON_KEYREFS 256  // a power of two: room for every literal key (taken slots are never given up)
typedef struct MoonKeyRef {
    const char *literal;
    int ref;
} MoonKeyRef;

// Which userdata stands for each Swift object (see "Object identity" below): the userdata sit in
// the slots of a weak-valued Lua table used as an array, and C finds an object's slot from its
// address here, so neither a push nor a __gc hashes a pointer in a Lua table.
typedef struct MoonIdentity {
    void *object;  // NULL: an empty entry
    int slot;
} MoonIdentity;

typedef struct MoonObjectIndex {
    MoonIdentity *entries;  // open addressing, linear probing; capacity 1 << bits, at most half full
    unsigned bits;
    unsigned count;
    int *freeSlots;         // slots given back by __gc, to hand out again (room for slotCapacity)
    int freeCount;
    int slotsUsed;          // slots 1...slotsUsed have been handed out
    int slotCapacity;       // the array size of the object cache table
} MoonObjectIndex;

// A name known to be no member of a Lua class (see moon_isplainfield), by the metatable of its
// instances' field tables and the name's interned string.
#define MOON_PLAINFIELDS 64  // a power of two
typedef struct MoonPlainField {
    const void *fieldsMetatable;
    const void *key;
} MoonPlainField;

typedef struct MoonRuntime {
    // Memory ceiling: bytes in use, the limit (0 = none), and whether the limit
    // is enforced right now. It is not while a Swift frame runs (an allocation
    // refused there would longjmp through Swift); such an allocation goes
    // through and sets `memoryPending`, and the trampoline raises afterwards.
    size_t used;
    size_t limit;
    int enforcing;
    int memoryPending;
    char memoryMessage[64];

    // Instruction budget for one entry from Swift (0 = none), counted by the
    // count hook every `hookStep` VM instructions. Once spent it stays spent
    // until Swift enters again, so a script cannot swallow it with pcall.
    lua_Integer budget;
    lua_Integer budgetLeft;
    int hookStep;
    char budgetMessage[64];

    int argIndex;           // the argument a MOON_RAISE_ARG refers to
    int cacheRef;           // registry slot: the object cache, slot -> userdata (weak values)
    MoonObjectIndex objects;  // object address -> slot in the object cache
    int tracebackRef;       // registry slot: traceback of the last error handled

    void *swiftState;       // the Swift LuaState, unretained
    moon_SwiftMember member;
    moon_SwiftRelease release;
    moon_SwiftPrint print;
    MoonPool pool;          // Lua's small blocks
    MoonKeyRef keys[MOON_KEYREFS];  // literal key names, interned (moon_pushkey)
    MoonPlainField plainFields[MOON_PLAINFIELDS];  // see moon_isplainfield
} MoonRuntime;

static inline MoonRuntime *moon_runtime(lua_State *L) {
    return *(MoonRuntime **)lua_getextraspace(L);
}

static inline void moon_setruntime(lua_State *L, MoonRuntime *rt) {
    *(MoonRuntime **)lua_getextraspace(L) = rt;
}

// MARK: - Key names

// Pushes the Lua string of `literal`, a name given as a C literal or a Swift StaticString. The
// first push of each literal interns it and keeps it in a registry slot, found again by the
// literal's address: lua_pushstring would hash the address, look in Lua's string cache and
// compare the text every time (a fifth of the cost of reading a `{x = …, y = …}` table).
// A slot taken by another literal leaves this one to lua_pushstring. Cannot raise where
// lua_pushstring cannot.
static inline void moon_pushkey(lua_State *L, const char *literal) {
    MoonRuntime *rt = moon_runtime(L);
    uintptr_t a = (uintptr_t)literal;
    MoonKeyRef *k = &rt->keys[(unsigned)(a ^ (a >> 7)) & (MOON_KEYREFS - 1)];  // names in one literal lie bytes apart
    if (k->literal == literal) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, k->ref);
        return;
    }
    lua_pushstring(L, literal);
    if (k->literal == NULL) {
        lua_pushvalue(L, -1);
        k->ref = luaL_ref(L, LUA_REGISTRYINDEX);
        k->literal = literal;
    }
}

// `t[literal]` (metamethods honoured, as lua_getfield) with the name pushed by moon_pushkey.
static inline int moon_getkey(lua_State *L, int idx, const char *literal) {
    idx = lua_absindex(L, idx);
    moon_pushkey(L, literal);
    return lua_gettable(L, idx);
}

// rawget of `t[literal]`.
static inline int moon_rawgetkey(lua_State *L, int idx, const char *literal) {
    idx = lua_absindex(L, idx);
    moon_pushkey(L, literal);
    return lua_rawget(L, idx);
}

// rawset of `t[literal]` = the value on top (popped).
static inline void moon_rawsetkey(lua_State *L, int idx, const char *literal) {
    idx = lua_absindex(L, idx);
    moon_pushkey(L, literal);
    lua_insert(L, -2);
    lua_rawset(L, idx);
}

// luaL_getmetafield with the name pushed by moon_pushkey: pushes the field and returns its
// type, or pushes nothing and returns LUA_TNIL.
static inline int moon_getmetakey(lua_State *L, int obj, const char *literal) {
    if (!lua_getmetatable(L, obj)) return LUA_TNIL;
    int t = moon_rawgetkey(L, -1, literal);
    if (t == LUA_TNIL) lua_pop(L, 2);
    else lua_remove(L, -2);
    return t;
}

// MARK: - Caches keyed by Lua strings (LuaStringKeyedCache)

// The integer stored under the value at `idx` in the table at registry slot `ref`, or -1.
// Raw access only, so it cannot raise: Swift calls it.
static inline lua_Integer moon_cachedposition(lua_State *L, int ref, int idx) {
    idx = lua_absindex(L, idx);
    lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
    lua_pushvalue(L, idx);
    lua_Integer position = lua_rawget(L, -2) == LUA_TNUMBER ? lua_tointegerx(L, -1, NULL) : -1;
    lua_settop(L, -3);
    return position;
}

// Stores `position` under the value at `idx` in the table at registry slot `ref`.
static inline void moon_setcachedposition(lua_State *L, int ref, int idx, lua_Integer position) {
    idx = lua_absindex(L, idx);
    lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
    lua_pushvalue(L, idx);
    lua_pushinteger(L, position);
    lua_rawset(L, -3);
    lua_settop(L, -2);
}

// MARK: - Allocator with a memory ceiling

static inline unsigned moon_poolclass(size_t size) { return (unsigned)((size - 1) >> 4); }

// A block of `size` (1…MOON_POOL_LARGEST) bytes, 16-byte aligned as malloc's; NULL when no slab can be had.
static inline void *moon_poolget(MoonPool *pool, size_t size) {
    unsigned c = moon_poolclass(size);
    void *block = pool->free[c];
    if (block) {
        void *next = *(void **)block;
        pool->free[c] = next;
        // The collector frees blocks long before they are taken again, so the next block of
        // the list is most likely out of the cache: fetch it now, while the caller works, rather
        // than wait for it on the next allocation (reading the list was most of this
        // allocator's time, and the allocator a tenth of a card game's).
        if (next) __builtin_prefetch(next, 1, 3);
        return block;
    }
    size_t bytes = (size_t)(c + 1) << 4;
    if (pool->left < bytes) {
        char *slab = (char *)malloc(MOON_SLAB_BYTES);
        if (!slab) return NULL;
        *(void **)slab = pool->slabs;
        pool->slabs = slab;
        pool->cursor = slab + 16;  // the link, padded to keep blocks aligned
        pool->left = MOON_SLAB_BYTES - 16;
    }
    block = pool->cursor;
    pool->cursor += bytes;
    pool->left -= bytes;
    return block;
}

static inline void moon_poolput(MoonPool *pool, void *block, size_t size) {
    unsigned c = moon_poolclass(size);
    *(void **)block = pool->free[c];
    pool->free[c] = block;
}

// Frees the slabs, once the state that used them is closed.
static inline void moon_poolrelease(MoonPool *pool) {
    while (pool->slabs) {
        void *next = *(void **)pool->slabs;
        free(pool->slabs);
        pool->slabs = next;
    }
    memset(pool, 0, sizeof *pool);
}

// Lua's allocator: small blocks from the pool, the rest from malloc; refuses what would pass the ceiling.
static inline void *moon_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    MoonRuntime *rt = (MoonRuntime *)ud;
    MoonPool *pool = &rt->pool;
    size_t old = ptr ? osize : 0;  // without a block, osize is a type tag
    if (nsize == 0) {
        if (old > MOON_POOL_LARGEST) free(ptr);
        else if (ptr) moon_poolput(pool, ptr, old);
        rt->used -= old;
        return NULL;
    }
    if (rt->limit != 0 && nsize > old && rt->used + (nsize - old) > rt->limit) {
        if (rt->enforcing) return NULL;  // Lua collects, retries, then raises LUA_ERRMEM
        rt->memoryPending = 1;           // a Swift frame is active: raise after it returns
    }
    void *block;
    if (ptr && old <= MOON_POOL_LARGEST && nsize <= old) {
        // Shrinking a pooled block must not fail (Lua relies on it): it stays where it is and
        // from now on counts in its smaller class, which it more than fills.
        block = ptr;
    } else if (nsize <= MOON_POOL_LARGEST) {
        if (ptr && moon_poolclass(old) == moon_poolclass(nsize)) {
            block = ptr;
        } else {
            block = moon_poolget(pool, nsize);
            if (block && ptr) {
                memcpy(block, ptr, old < nsize ? old : nsize);
                if (old > MOON_POOL_LARGEST) free(ptr); else moon_poolput(pool, ptr, old);
            } else if (!block && ptr && nsize <= old) {
                block = ptr;  // a large block shrunk while no slab can be had: keep it (it must not fail)
            }
        }
    } else if (ptr && old <= MOON_POOL_LARGEST) {
        block = malloc(nsize);
        if (block) {
            memcpy(block, ptr, old);
            moon_poolput(pool, ptr, old);
        }
    } else {
        block = realloc(ptr, nsize);
    }
    if (block) rt->used = rt->used - old + nsize;
    return block;
}

static inline void moon_setmemorylimit(MoonRuntime *rt, size_t bytes) {
    rt->limit = bytes;
    if (bytes % (1024 * 1024) == 0)
        snprintf(rt->memoryMessage, sizeof rt->memoryMessage,
                 "memory limit of %zu MB exceeded", bytes / (1024 * 1024));
    else
        snprintf(rt->memoryMessage, sizeof rt->memoryMessage,
                 "memory limit of %zu bytes exceeded", bytes);
}

// Unprotected errors are bugs in MoonLua (Swift must only run Lua under lua_pcall).
static inline int moon_panic(lua_State *L) {
    const char *msg = lua_tostring(L, -1);
    fprintf(stderr, "MoonLua: unprotected Lua error (a bridge bug): %s\n", msg ? msg : "?");
    abort();
}

static inline lua_State *moon_newstate(MoonRuntime *rt) {
    lua_State *L = lua_newstate(moon_alloc, rt);
    if (L) {
        lua_atpanic(L, moon_panic);
        moon_setruntime(L, rt);
    }
    return L;
}

// MARK: - Instruction budget

static inline void moon_counthook(lua_State *L, lua_Debug *ar) {
    (void)ar;
    MoonRuntime *rt = moon_runtime(L);
    if (rt->budget == 0) return;
    rt->budgetLeft -= rt->budgetLeft > 0 ? rt->hookStep : 0;
    if (rt->budgetLeft <= 0) {
        rt->budgetLeft = 0;
        // From now on every instruction raises, so a script cannot catch the error
        // with pcall and carry on: the next instruction outside the pcall raises too.
        lua_sethook(L, moon_counthook, LUA_MASKCOUNT, 1);
        luaL_where(L, 0);  // in a hook, level 0 is the Lua function being run
        lua_pushstring(L, rt->budgetMessage);
        lua_concat(L, 2);
        lua_error(L);
    }
}

static inline void moon_setbudget(lua_State *L, MoonRuntime *rt, lua_Integer instructions) {
    rt->budget = instructions;
    rt->budgetLeft = instructions;
    if (instructions > 0) {
        rt->hookStep = instructions < 1000 ? (int)instructions : 1000;
        snprintf(rt->budgetMessage, sizeof rt->budgetMessage,
                 "instruction budget of %lld exceeded", (long long)instructions);
        lua_sethook(L, moon_counthook, LUA_MASKCOUNT, rt->hookStep);
    } else {
        lua_sethook(L, NULL, 0, 0);
    }
}

// Restarts the budget for a new entry from Swift (this also restarts the hook's count).
static inline void moon_resetbudget(lua_State *L, MoonRuntime *rt) {
    if (rt->budget > 0) {
        rt->budgetLeft = rt->budget;
        lua_sethook(L, moon_counthook, LUA_MASKCOUNT, rt->hookStep);
    }
}

// MARK: - Protected calls from Swift

// The message handler of every lua_pcall made by Swift: keeps the message (as a
// string) and stores the traceback in the registry for Swift to read.
static inline int moon_msghandler(lua_State *L) {
    const char *msg = lua_tostring(L, 1);
    if (msg == NULL) {
        if (luaL_callmeta(L, 1, "__tostring") && lua_type(L, -1) == LUA_TSTRING) {
            msg = lua_tostring(L, -1);
        } else {
            msg = lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
        }
    }
    luaL_traceback(L, L, NULL, 1);
    lua_rawseti(L, LUA_REGISTRYINDEX, moon_runtime(L)->tracebackRef);
    lua_pushstring(L, msg);
    return 1;
}

// Pushes the message handler for moon_protectedcallabove. Pushed before the function and its
// arguments, it needs no moving under them and back (two lua_rotate per call).
static inline void moon_pushmsghandler(lua_State *L) {
    lua_pushcfunction(L, moon_msghandler);
}

// lua_pcall with the message handler, the memory ceiling enforced while Lua runs. Function
// and arguments are on top of the stack, as for lua_pcall, and the handler
// (moon_pushmsghandler) just below them; it stays there, under the results or the error.
static inline int moon_protectedcallabove(lua_State *L, int nargs, int nresults) {
    MoonRuntime *rt = moon_runtime(L);
    int handler = lua_gettop(L) - nargs - 1;
    int saved = rt->enforcing;
    if (!saved) rt->memoryPending = 0;  // what top-level Swift allocated is not Lua's fault
    rt->enforcing = 1;
    int status = lua_pcall(L, nargs, nresults, handler);
    rt->enforcing = saved;
    return status;
}

// moon_protectedcallabove for a function and arguments already on top of the stack: the
// handler is slipped under them, and taken away again afterwards.
static inline int moon_protectedcall(lua_State *L, int nargs, int nresults) {
    int base = lua_gettop(L) - nargs;  // the function's slot
    moon_pushmsghandler(L);
    lua_insert(L, base);
    int status = moon_protectedcallabove(L, nargs, nresults);
    lua_remove(L, base);
    return status;
}

// MARK: - Trampolines: the only way Lua enters Swift

// Turns a Swift return code into results or a Lua error. Runs in C, after the
// Swift frame is gone, so raising here is safe.
static inline int moon_finish(lua_State *L, MoonRuntime *rt, int saved, int n) {
    if (rt->memoryPending && saved) {
        rt->memoryPending = 0;
        if (rt->used > rt->limit) {
            // Drop what the Swift frame pushed: the emergency collection that the
            // message's own allocation triggers can then free it.
            lua_settop(L, 0);
            return luaL_error(L, "%s", rt->memoryMessage);
        }
    }
    if (n >= 0) return n;
    switch (n) {
    case MOON_RAISE_WHERE:
        luaL_where(L, 1);
        lua_insert(L, -2);
        lua_concat(L, 2);
        return lua_error(L);
    case MOON_RAISE_ARG:
        return luaL_argerror(L, rt->argIndex, lua_tostring(L, -1));
    default:
        return lua_error(L);
    }
}

// Every full userdata MoonLua makes starts with one of these, so C can tell them
// apart with one load (scripts cannot make userdata of their own: no io, no debug).
#define MOON_OBJECT_MAGIC 0x4d6f6f6eu    // "Moon": a bound Swift object
#define MOON_FUNCTION_MAGIC 0x4d6f6f46u  // a Swift function's entry point and data
#define MOON_METHOD_MAGIC 0x4d6f6f4du    // a bound method's entry and class

// Upvalue 1 of a Swift function's C closure. One full userdata holds both the
// entry point and its data, so the trampoline reads one upvalue.
typedef struct MoonFunction {
    uint32_t magic;
    moon_SwiftFunction f;
    void *data;  // retained (released by __gc) when the userdata has a metatable
} MoonFunction;

static inline int moon_trampoline(lua_State *L) {
    MoonRuntime *rt = moon_runtime(L);
    MoonFunction *fn = (MoonFunction *)lua_touserdata(L, lua_upvalueindex(1));
    int saved = rt->enforcing;
    rt->enforcing = 0;
    int n = fn->f(L, fn->data);
    rt->enforcing = saved;
    if (n >= 0 && !rt->memoryPending) return n;
    return moon_finish(L, rt, saved, n);
}

// Pushes a Swift function. With `gcMetatableRef` (a registry slot), its data is a
// retained object that the metatable's __gc releases; otherwise the data outlives
// the state (a class's entry).
static inline void moon_pushswiftfunction(lua_State *L, moon_SwiftFunction f, void *data, int gcMetatableRef) {
    MoonFunction *fn = (MoonFunction *)lua_newuserdatauv(L, sizeof(MoonFunction), 0);
    fn->magic = MOON_FUNCTION_MAGIC;
    fn->f = f;
    fn->data = data;
    if (gcMetatableRef != LUA_NOREF) {
        lua_rawgeti(L, LUA_REGISTRYINDEX, gcMetatableRef);
        lua_setmetatable(L, -2);
    }
    lua_pushcclosure(L, moon_trampoline, 1);
}

static inline int moon_functiongc(lua_State *L) {
    MoonFunction *fn = (MoonFunction *)lua_touserdata(L, 1);
    if (fn && fn->magic == MOON_FUNCTION_MAGIC && fn->data) {
        void *data = fn->data;
        fn->data = NULL;
        moon_runtime(L)->release(data);
    }
    return 0;
}

// MARK: - Bound Swift objects as userdata

#define MOON_OBJECT_MAGIC 0x4d6f6f6eu  // "Moon"

#define MOON_MAX_CLASS_DEPTH 16

// A bound class as C sees it, to check `self` without calling Swift: its depth
// in the hierarchy (0 = the root `Object`) and its ancestors by depth, itself last.
#define MOON_KEYCACHE_SIZE 64  // a power of two
#define MOON_MAXNAMELEN 40      // LUAI_MAXSHORTLEN of Lua 5.4: names up to this are interned

// Member names seen lately, by the address of their string object: a hit skips the
// members-table lookup. Lua interns every string of at most MOON_MAXNAMELEN bytes, so
// a short key equal to a name is that very object; the members table keeps it alive, so
// no other object can ever take its address. Longer names are looked up, never cached.
typedef struct MoonKeyCache {
    const void *key[MOON_KEYCACHE_SIZE];
    void *entry[MOON_KEYCACHE_SIZE];        // getters, setters: the Swift entry
    lua_Integer ref[MOON_KEYCACHE_SIZE];    // methods: registry slot of the closure
} MoonKeyCache;

typedef struct MoonClass {
    int depth;
    const struct MoonClass *display[MOON_MAX_CLASS_DEPTH];
    char *name;
    MoonKeyCache getters;
    MoonKeyCache setters;
    MoonKeyCache methods;
    // Names known not to be members (getters or methods) of the class, and names known to be
    // neither members nor setters (so script fields): the members and setters tables never
    // change once made, and a member's name, held by them, is never freed, so a name freed
    // after being cached here cannot come back at its address as a member's.
    const void *notMember[MOON_KEYCACHE_SIZE];
    const void *fieldKey[MOON_KEYCACHE_SIZE];
} MoonClass;

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

// Returns 0 when the hierarchy is too deep.
static inline int moon_initclass(MoonClass *cls, const MoonClass *parent, const char *name) {
    memset(cls, 0, sizeof *cls);
    if (parent) {
        if (parent->depth + 1 >= MOON_MAX_CLASS_DEPTH) return 0;
        memcpy(cls->display, parent->display, sizeof cls->display);
        cls->depth = parent->depth + 1;
    }
    cls->display[cls->depth] = cls;
    cls->name = strdup(name);
    return 1;
}

static inline void moon_freeclass(MoonClass *cls) {
    free(cls->name);
    cls->name = NULL;
}

// The block of every userdata standing for a Swift object. The object is
// retained once per userdata; __gc releases it.
typedef struct MoonObject {
    uint32_t magic;
    int slot;       // this userdata's slot in the object cache (0: none yet)
    void *object;   // Unmanaged<AnyObject>, +1
    MoonClass *klass;  // owned by the state's Swift class info
} MoonObject;

static inline int moon_isa(const MoonObject *box, const MoonClass *cls) {
    const MoonClass *k = box->klass;
    return k->depth >= cls->depth && k->display[cls->depth] == cls;
}

// The MoonObject at `idx`, or NULL when the value is anything else.
// Light userdata never reach scripts (they live in upvalues and in tables only C
// sees), so a non-NULL pointer here is one of MoonLua's full userdata: the magic tells which.
static inline MoonObject *moon_toobject(lua_State *L, int idx) {
    MoonObject *box = (MoonObject *)lua_touserdata(L, idx);
    return box != NULL && box->magic == MOON_OBJECT_MAGIC ? box : NULL;
}

// MARK: - Object identity
//
// One userdata per Swift object while Lua holds it. Each userdata gets a slot of the object
// cache, a weak-valued table used as an array (its array part is allocated up front and grown
// by copying, so setting a slot never rehashes), and MoonObjectIndex maps the object's address
// to that slot. The userdata remembers its slot, and its __gc gives back exactly that slot.
//
// Lua clears a weak value before the finalizer of the userdata runs, and the object may be
// pushed in between: the cache slot is empty, so it gets a new userdata in a new slot, and the
// index maps the address to the new slot. The old userdata's __gc then frees only its own slot
// and leaves the address alone. An address is in the index only while the userdata of its
// slot holds its +1, so no other object can take the address meanwhile.

#define MOON_OBJECT_SLOTS 64  // the object cache's first array size

static inline void *moon_objectsalloc(void *block, size_t bytes) {
    void *p = realloc(block, bytes);
    if (!p) {
        fprintf(stderr, "MoonLua: out of memory for the object index\n");
        abort();
    }
    return p;
}

static inline unsigned moon_identityhome(const MoonObjectIndex *ix, const void *object) {
    return (unsigned)(((uint64_t)(uintptr_t)object * 0x9E3779B97F4A7C15ull) >> (64 - ix->bits));
}

// The object's slot, or 0.
static inline int moon_identityslot(const MoonObjectIndex *ix, const void *object) {
    if (ix->count == 0) return 0;
    unsigned mask = (1u << ix->bits) - 1;
    for (unsigned i = moon_identityhome(ix, object);; i = (i + 1) & mask) {
        const MoonIdentity *e = &ix->entries[i];
        if (e->object == object) return e->slot;
        if (e->object == NULL) return 0;
    }
}

// Maps `object` to `slot`, replacing the slot it had; there must be room.
static inline void moon_identityinsert(MoonObjectIndex *ix, void *object, int slot) {
    unsigned mask = (1u << ix->bits) - 1;
    for (unsigned i = moon_identityhome(ix, object);; i = (i + 1) & mask) {
        MoonIdentity *e = &ix->entries[i];
        if (e->object == NULL) {
            e->object = object;
            ix->count++;
        } else if (e->object != object) {
            continue;
        }
        e->slot = slot;
        return;
    }
}

static inline void moon_identitygrow(MoonObjectIndex *ix) {
    MoonIdentity *old = ix->entries;
    unsigned oldCapacity = old ? 1u << ix->bits : 0;
    ix->bits = old ? ix->bits + 1 : 6;
    ix->entries = (MoonIdentity *)moon_objectsalloc(NULL, sizeof(MoonIdentity) << ix->bits);
    memset(ix->entries, 0, sizeof(MoonIdentity) << ix->bits);
    ix->count = 0;
    for (unsigned i = 0; i < oldCapacity; i++)
        if (old[i].object) moon_identityinsert(ix, old[i].object, old[i].slot);
    free(old);
}

// Maps `object` to `slot`, replacing the slot it had; grows to stay at most half full.
static inline void moon_identityput(MoonObjectIndex *ix, void *object, int slot) {
    if (ix->entries == NULL || 2 * (ix->count + 1) > 1u << ix->bits) moon_identitygrow(ix);
    moon_identityinsert(ix, object, slot);
}

// Forgets `object` if it is still mapped to `slot` (a newer userdata of it has another).
static inline void moon_identityremove(MoonObjectIndex *ix, const void *object, int slot) {
    if (ix->count == 0) return;
    unsigned mask = (1u << ix->bits) - 1;
    unsigned i = moon_identityhome(ix, object);
    while (ix->entries[i].object != object) {
        if (ix->entries[i].object == NULL) return;
        i = (i + 1) & mask;
    }
    if (ix->entries[i].slot != slot) return;
    ix->count--;
    // Backward shift: pull later entries of the probe run into the hole, so no tombstones.
    for (unsigned j = i;;) {
        ix->entries[i].object = NULL;
        for (;;) {
            j = (j + 1) & mask;
            if (ix->entries[j].object == NULL) return;
            unsigned home = moon_identityhome(ix, ix->entries[j].object);
            // The entry at j may move to i unless its home lies cyclically in (i, j].
            if (i <= j ? (home <= i || home > j) : (home <= i && home > j)) break;
        }
        ix->entries[i] = ix->entries[j];
        i = j;
    }
}

// Makes the object cache (registry slot in the runtime record). Called once, from setUp.
static inline void moon_newobjectcache(lua_State *L) {
    MoonRuntime *rt = moon_runtime(L);
    lua_createtable(L, MOON_OBJECT_SLOTS, 0);
    lua_createtable(L, 0, 1);
    lua_pushliteral(L, "v");
    lua_setfield(L, -2, "__mode");
    lua_setmetatable(L, -2);
    rt->cacheRef = luaL_ref(L, LUA_REGISTRYINDEX);
    rt->objects.slotCapacity = MOON_OBJECT_SLOTS;
    rt->objects.freeSlots = (int *)moon_objectsalloc(NULL, sizeof(int) * MOON_OBJECT_SLOTS);
}

// Frees the index once the state is closed (every __gc has run).
static inline void moon_objectsrelease(MoonObjectIndex *ix) {
    free(ix->entries);
    free(ix->freeSlots);
    memset(ix, 0, sizeof *ix);
}

// Doubles the object cache's array: a new table with the userdata copied over.
static inline void moon_growobjectcache(lua_State *L, MoonRuntime *rt) {
    int old = rt->objects.slotCapacity, capacity = 2 * old;
    lua_rawgeti(L, LUA_REGISTRYINDEX, rt->cacheRef);
    lua_createtable(L, capacity, 0);  // may run finalizers: they only add free slots
    for (int i = 1; i <= old; i++) {
        lua_rawgeti(L, -2, i);
        lua_rawseti(L, -2, i);
    }
    lua_getmetatable(L, -2);
    lua_setmetatable(L, -2);
    lua_rawseti(L, LUA_REGISTRYINDEX, rt->cacheRef);
    lua_pop(L, 1);
    rt->objects.freeSlots = (int *)moon_objectsalloc(rt->objects.freeSlots, sizeof(int) * (size_t)capacity);
    rt->objects.slotCapacity = capacity;
}

// Pushes the userdata already standing for `object`, if Lua still has one.
static inline int moon_pushcached(lua_State *L, void *object) {
    MoonRuntime *rt = moon_runtime(L);
    int slot = moon_identityslot(&rt->objects, object);
    if (slot == 0) return 0;
    lua_rawgeti(L, LUA_REGISTRYINDEX, rt->cacheRef);
    if (lua_rawgeti(L, -1, slot) == LUA_TUSERDATA) {
        lua_copy(L, -1, -2);
        lua_settop(L, -2);
        return 1;
    }
    lua_settop(L, -3);  // cleared: the userdata awaits its __gc
    return 0;
}

// Pushes a new userdata for `object` (already retained for it) with the metatable in registry
// slot `metatableRef` and `uservalues` user values (1 where instances carry script fields),
// and remembers it by identity.
static inline void moon_pushnewobject(lua_State *L, void *object, MoonClass *klass, int metatableRef, int uservalues) {
    MoonObject *box = (MoonObject *)lua_newuserdatauv(L, sizeof(MoonObject), uservalues);
    box->magic = MOON_OBJECT_MAGIC;
    box->slot = 0;
    box->object = object;
    box->klass = klass;
    lua_rawgeti(L, LUA_REGISTRYINDEX, metatableRef);
    lua_setmetatable(L, -2);
    MoonRuntime *rt = moon_runtime(L);
    MoonObjectIndex *ix = &rt->objects;
    int slot;
    if (ix->freeCount > 0) {
        slot = ix->freeSlots[--ix->freeCount];
    } else {
        if (ix->slotsUsed == ix->slotCapacity) moon_growobjectcache(L, rt);
        slot = ++ix->slotsUsed;
    }
    box->slot = slot;
    moon_identityput(ix, object, slot);
    lua_rawgeti(L, LUA_REGISTRYINDEX, rt->cacheRef);
    lua_pushvalue(L, -2);
    lua_rawseti(L, -2, slot);
    lua_settop(L, -2);
}

// Reads the number fields of the table at `idx` named in `keys` ("x\0y\0\0": names, each
// ended by a NUL, the list by an empty name) into out[i]; returns a mask of the fields found
// (bit i: the i-th name held a number). Raw access only, so it cannot raise: Swift calls it.
// The names are pushed by moon_pushkey.
static inline unsigned moon_rawnumbers(lua_State *L, int idx, const char *keys, double *out) {
    unsigned found = 0;
    int top = lua_gettop(L);
    idx = lua_absindex(L, idx);
    for (int i = 0; *keys; i++, keys += strlen(keys) + 1) {
        moon_pushkey(L, keys);
        if (lua_rawget(L, idx) == LUA_TNUMBER) {
            out[i] = lua_tonumberx(L, -1, NULL);
            found |= 1u << i;
        }
    }
    lua_settop(L, top);  // one pop for all: a C function has room for twenty values, Swift's shapes name at most five
    return found;
}

// Calls a Swift member entry with the enforcing discipline of the trampoline.
static inline int moon_callmember(lua_State *L, MoonRuntime *rt, void *entry, void *object) {
    int saved = rt->enforcing;
    rt->enforcing = 0;
    int n = rt->member(L, entry, object);
    rt->enforcing = saved;
    if (n >= 0 && !rt->memoryPending) return n;
    return moon_finish(L, rt, saved, n);
}

// The members of a bound class, for __index. Upvalue 1: the class's members table
// (name -> method function, or light userdata = Swift getter entry), chained to the parent
// class's by __index; upvalue 2: name -> registry slot of each method closure, chained the
// same way. With [obj, key] on the stack, returns the result count, or -1 (stack back to
// [obj, key]) when the class has no such member. Results are taken from the top of the
// stack, so nothing is popped before Swift runs.
static inline int moon_indexmember(lua_State *L) {
    MoonObject *box = (MoonObject *)lua_touserdata(L, 1);
    MoonClass *cls = box->klass;
    const void *key = lua_topointer(L, 2);  // NULL for numbers and booleans
    unsigned slot = moon_keyslot(key);
    if (key) {
        if (cls->getters.key[slot] == key)
            return moon_callmember(L, moon_runtime(L), cls->getters.entry[slot], box->object);
        if (cls->methods.key[slot] == key) {
            lua_rawgeti(L, LUA_REGISTRYINDEX, cls->methods.ref[slot]);
            return 1;
        }
        if (cls->notMember[slot] == key) return -1;
    }
    lua_pushvalue(L, 2);
    int t = lua_gettable(L, lua_upvalueindex(1));
    if (t == LUA_TLIGHTUSERDATA) {
        void *entry = lua_touserdata(L, 3);
        if (moon_cacheablekey(L, 2)) {
            cls->getters.key[slot] = key;  // found in the members table, which keeps it alive
            cls->getters.entry[slot] = entry;
        }
        return moon_callmember(L, moon_runtime(L), entry, box->object);
    }
    if (t == LUA_TFUNCTION) {
        lua_pushvalue(L, 2);
        if (lua_gettable(L, lua_upvalueindex(2)) == LUA_TNUMBER && moon_cacheablekey(L, 2)) {
            cls->methods.key[slot] = key;
            cls->methods.ref[slot] = lua_tointeger(L, -1);
        }
        lua_pop(L, 1);
        return 1;
    }
    if (t != LUA_TNIL) return 1;
    lua_settop(L, 2);
    if (moon_cacheablekey(L, 2)) cls->notMember[slot] = key;
    return -1;
}

// __index of a bound class (upvalues: see moon_indexmember).
static inline int moon_index(lua_State *L) {
    int n = moon_indexmember(L);
    if (n < 0) lua_pushnil(L);
    return n < 0 ? 1 : n;
}

// `class[key]` (key at index 2) for a Lua subclass instance, `class` being named in the
// metatable of its field table `fields`, as the prelude's `__get` and `__set` look it up. Pushes
// it and returns its type; pushes nothing and returns -1 when there is no class.
static inline int moon_pushclassmember(lua_State *L, int fields) {
    int top = lua_gettop(L);
    if (!lua_getmetatable(L, fields)) return -1;
    if (moon_rawgetkey(L, -1, "class") != LUA_TTABLE) {
        lua_settop(L, top);
        return -1;
    }
    lua_pushvalue(L, 2);
    int t = lua_gettable(L, -2);
    lua_replace(L, top + 1);
    lua_settop(L, top + 1);
    return t;
}

// A Lua subclass instance's member that is not an observed property (its methods, and
// class-level values), found in C as the prelude's `__get` would: `class[key]`, `class` being
// named in the metatable of the instance's field table `fields`. Pushes it and returns 1;
// returns 0 (stack as it was) when there is no class or the member is a property (`__get`
// then reads its value). Most reads that miss the fields are method calls (`self:deal()`).
static inline int moon_classmember(lua_State *L, int fields) {
    int t = moon_pushclassmember(L, fields);
    if (t < 0) return 0;
    if (t != LUA_TTABLE || moon_getmetakey(L, -1, "__isProperty") == LUA_TNIL) return 1;
    lua_pop(L, 2);
    return 0;
}

// __index of a class whose instances may carry script fields (its user value). The
// instance's own table is looked at first: a field can never have a member's name
// (assigning to a member calls its setter or fails), so the order changes no answer,
// and fields (`self.cards`) are what scripts read most.
static inline int moon_indexfields(lua_State *L) {
    if (lua_getiuservalue(L, 1, 1) == LUA_TTABLE) {
        lua_pushvalue(L, 2);
        if (lua_rawget(L, -2) != LUA_TNIL) return 1;
    }
    lua_settop(L, 2);
    int n = moon_indexmember(L);
    if (n >= 0) return n;
    if (lua_getiuservalue(L, 1, 1) == LUA_TTABLE && moon_classmember(L, 3)) return 1;
    lua_settop(L, 3);
    if (lua_type(L, 3) == LUA_TTABLE && moon_getmetakey(L, 3, "__get") != LUA_TNIL) {
        // A Lua subclass: its `__get(self, key, fields)` finds methods and observed properties.
        lua_pushvalue(L, 1);
        lua_pushvalue(L, 2);
        lua_pushvalue(L, 3);
        lua_call(L, 3, 1);
        return 1;
    }
    lua_pushnil(L);
    return 1;
}

// Whether writing value 3 to key 2 of a Lua subclass instance's field table `fields` is a plain
// rawset: what the prelude's `__set` does when the class (`class` in the field table's
// metatable) has nothing under that key (no observed property) and the value is not a function
// (which may be a hook: `__set` tells Swift). Cards get five fields each as they are dealt, and
// the Lua call cost ten times the write.
//
// The answer "nothing under that key" is remembered per class and name: looking the name up
// walks the class and its Lua parents through `__index`, and a card's fields missed every time.
// A class gains a member only through its `__newindex` (which tells Swift, and Swift empties the
// memo: moon_forgetplainfields) or through `rawset` on the class table, which scripts do not do
// (the hook masks assume the same). An entry holds neither the metatable nor the name: a
// metatable freed and reused belongs to a new class, whose making went through `__newindex`;
// a name freed and reused is not a member's (members hold theirs), as for MoonClass.notMember.
static inline int moon_isplainfield(lua_State *L, int fields) {
    if (lua_type(L, 3) == LUA_TFUNCTION) return 0;
    if (!lua_getmetatable(L, fields)) return 0;
    const void *meta = lua_topointer(L, -1);
    lua_pop(L, 1);
    // Only interned names are remembered or matched: another object (a table used as a key, a
    // long string) may take the address of a name that was freed.
    const void *key = moon_cacheablekey(L, 2) ? lua_topointer(L, 2) : NULL;
    uintptr_t mix = ((uintptr_t)meta >> 4) ^ ((uintptr_t)key >> 4);
    MoonPlainField *memo = &moon_runtime(L)->plainFields[(unsigned)mix & (MOON_PLAINFIELDS - 1)];
    if (key && memo->key == key && memo->fieldsMetatable == meta) return 1;
    int t = moon_pushclassmember(L, fields);
    if (t < 0) return 0;
    lua_pop(L, 1);
    if (t != LUA_TNIL) return 0;
    if (key) {
        memo->fieldsMetatable = meta;
        memo->key = key;
    }
    return 1;
}

// Forgets which names were no members of Lua classes: a class gained one.
static inline void moon_forgetplainfields(lua_State *L) {
    memset(moon_runtime(L)->plainFields, 0, sizeof moon_runtime(L)->plainFields);
}

// Writes value 3 at key 2 of the instance's field table `fields`.
static inline int moon_setfield(lua_State *L, int fields) {
    if (!moon_isplainfield(L, fields) && moon_getmetakey(L, fields, "__set") != LUA_TNIL) {
        // A Lua subclass: its `__set(self, key, value, fields)` runs observers of properties.
        lua_pushvalue(L, 1);
        lua_pushvalue(L, 2);
        lua_pushvalue(L, 3);
        lua_pushvalue(L, fields);
        lua_call(L, 4, 0);
        return 0;
    }
    lua_pushvalue(L, 2);
    lua_pushvalue(L, 3);
    lua_rawset(L, fields);
    return 0;
}

// Writes value 3 at key 2 of the script fields of the object at 1, making its field table
// on first use. Stack: [object, key, value].
static inline int moon_setfieldof(lua_State *L) {
    lua_settop(L, 3);
    if (lua_getiuservalue(L, 1, 1) != LUA_TTABLE) {
        lua_pop(L, 1);
        lua_newtable(L);
        lua_pushvalue(L, -1);
        lua_setiuservalue(L, 1, 1);
    }
    return moon_setfield(L, 4);
}

// __newindex of a bound class. Upvalue 1: setters (name -> light userdata entry),
// chained to the parent's; upvalue 2: the members table; upvalue 3: whether
// instances may carry script fields.
static inline int moon_newindex(lua_State *L) {
    MoonObject *box = (MoonObject *)lua_touserdata(L, 1);
    MoonKeyCache *cache = &box->klass->setters;
    const void *key = lua_topointer(L, 2);
    unsigned slot = moon_keyslot(key);
    if (key && cache->key[slot] == key)
        return moon_callmember(L, moon_runtime(L), cache->entry[slot], box->object);
    if (key && box->klass->fieldKey[slot] == key) return moon_setfieldof(L);
    lua_pushvalue(L, 2);
    if (lua_gettable(L, lua_upvalueindex(1)) == LUA_TLIGHTUSERDATA) {
        void *entry = lua_touserdata(L, 4);
        if (moon_cacheablekey(L, 2)) {
            cache->key[slot] = key;  // found in the setters table, which keeps it alive
            cache->entry[slot] = entry;
        }
        return moon_callmember(L, moon_runtime(L), entry, box->object);
    }
    lua_pop(L, 1);
    lua_pushvalue(L, 2);
    int member = lua_gettable(L, lua_upvalueindex(2));
    if (member != LUA_TNIL || !lua_toboolean(L, lua_upvalueindex(3))) {
        // The class's name only for the message: looking it up costs as much as a field write.
        const char *cls = luaL_typename(L, 1);
        if (luaL_getmetafield(L, 1, "__name") == LUA_TSTRING) cls = lua_tostring(L, -1);
        const char *name = lua_type(L, 2) == LUA_TSTRING ? lua_tostring(L, 2) : luaL_typename(L, 2);
        if (member == LUA_TLIGHTUSERDATA)
            return luaL_error(L, "property '%s' of %s is read-only", name, cls);
        if (member != LUA_TNIL)
            return luaL_error(L, "cannot assign to method '%s' of %s", name, cls);
        return luaL_error(L, "%s has no property '%s'", cls, name);
    }
    lua_pop(L, 1);
    if (moon_cacheablekey(L, 2)) box->klass->fieldKey[slot] = key;
    return moon_setfieldof(L);
}

// Gives the userdata on top of the stack the table at registry slot `ref` as its
// field table (a script object's fields outlive any one userdata of it).
static inline void moon_setfields(lua_State *L, int ref) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
    lua_setiuservalue(L, -2, 1);
}

// Upvalue 1 of a bound method's C closure: its Swift entry and its class.
typedef struct MoonMethod {
    uint32_t magic;
    void *entry;             // kept alive by the class
    const MoonClass *cls;    // `self` must be an instance of it
} MoonMethod;

// A method of a bound class; `self` is checked here, in C.
static inline int moon_methodtrampoline(lua_State *L) {
    const MoonMethod *m = (const MoonMethod *)lua_touserdata(L, lua_upvalueindex(1));
    MoonObject *box = moon_toobject(L, 1);
    if (box == NULL || box->object == NULL || !moon_isa(box, m->cls)) return luaL_typeerror(L, 1, m->cls->name);
    return moon_callmember(L, moon_runtime(L), m->entry, box->object);
}

static inline void moon_pushmethod(lua_State *L, void *entry, const MoonClass *cls) {
    MoonMethod *m = (MoonMethod *)lua_newuserdatauv(L, sizeof(MoonMethod), 0);
    m->magic = MOON_METHOD_MAGIC;
    m->entry = entry;
    m->cls = cls;
    lua_pushcclosure(L, moon_methodtrampoline, 1);
}

static inline int moon_objectgc(lua_State *L) {
    MoonObject *box = moon_toobject(L, 1);
    if (box && box->object) {
        void *object = box->object;
        box->object = NULL;
        MoonRuntime *rt = moon_runtime(L);
        if (box->slot) {
            // Lua has cleared the slot already (or is closing): hand it out again.
            moon_identityremove(&rt->objects, object, box->slot);
            rt->objects.freeSlots[rt->objects.freeCount++] = box->slot;
        }
        rt->release(object);
    }
    return 0;
}

static inline int moon_objecteq(lua_State *L) {
    MoonObject *a = moon_toobject(L, 1), *b = moon_toobject(L, 2);
    lua_pushboolean(L, a && b && a->object == b->object);
    return 1;
}

static inline int moon_objecttostring(lua_State *L) {
    MoonObject *box = moon_toobject(L, 1);
    const char *cls = "object";
    if (luaL_getmetafield(L, 1, "__name") == LUA_TSTRING) cls = lua_tostring(L, -1);
    lua_pushfstring(L, "%s: %p", cls, box ? box->object : NULL);
    return 1;
}

// `Class { prop = value, … }`: calls `new` with no arguments, then assigns each field as
// `obj[key] = value` would; `Class(a, b)` is `Class.new(a, b)`. Upvalue 1: new.
// A field whose setter the class has cached (see moon_newindex) calls it directly, with the
// stack as __newindex gives it ([obj, key, value], the field table above): lua_settable and
// the metamethod cost more than most setters. An error must name the caller's position, which
// an error raised in C frames below this one lacks; a protected call would give it, but costs
// more than a setter too, so the fields are assigned unprotected for as long as their setters
// are cached and succeed, and the rest (from a field that is not cached) in moon_assignfields
// under one protected call, as a failing setter's error is raised (moon_raisemember).

// The cached setter of key 2 of the object `box`, or NULL.
static inline void *moon_cachedsetter(lua_State *L, const MoonObject *box) {
    const void *key = lua_topointer(L, 2);
    if (box == NULL || key == NULL) return NULL;
    const MoonKeyCache *cache = &box->klass->setters;
    unsigned slot = moon_keyslot(key);
    return cache->key[slot] == key ? cache->entry[slot] : NULL;
}

// Moves the next field of the table at 4 after key 2 to [key, value] at 2 and 3; 0 at the end.
static inline int moon_nextfield(lua_State *L) {
    lua_pushvalue(L, 2);
    if (!lua_next(L, 4)) return 0;
    lua_copy(L, -2, 2);
    lua_copy(L, -1, 3);
    lua_settop(L, 4);
    return 1;
}

// [obj, key, value, fields]: assigns value 3 to key 2 of the object, then every field after it.
static inline int moon_assignfields(lua_State *L) {
    MoonObject *box = moon_toobject(L, 1);
    do {
        void *setter = moon_cachedsetter(L, box);
        if (setter) {
            moon_callmember(L, moon_runtime(L), setter, box->object);
        } else {
            lua_pushvalue(L, 2);
            lua_pushvalue(L, 3);
            lua_settable(L, 1);
        }
    } while (moon_nextfield(L));
    return 0;
}

// [n, saved, message]: raises what a member call that returned `n` raises (moon_finish).
static inline int moon_raisemember(lua_State *L) {
    int n = (int)lua_tointeger(L, 1), saved = (int)lua_tointeger(L, 2);
    lua_rotate(L, 1, -2);
    lua_settop(L, 1);
    moon_finish(L, moon_runtime(L), saved, n);  // returns only when the call did not fail after all
    return 0;
}

// Calls `f` on the `nargs` values on top under a protected call; an error is raised again with
// the position of the caller of the C function running (it was raised in C frames: it has none).
static inline void moon_callplaced(lua_State *L, lua_CFunction f, int nargs) {
    lua_pushcfunction(L, f);
    lua_insert(L, -nargs - 1);
    if (lua_pcall(L, nargs, 0, 0) != LUA_OK) {
        luaL_where(L, 1);
        lua_insert(L, -2);
        lua_concat(L, 2);
        lua_error(L);
    }
}

static inline int moon_construct(lua_State *L) {
    int n = lua_gettop(L) - 1;
    if (n == 1 && lua_type(L, 2) == LUA_TTABLE && !lua_getmetatable(L, 2)) {
        lua_pushvalue(L, lua_upvalueindex(1));
        lua_call(L, 0, 1);  // [cls, fields, obj]
        MoonObject *box = moon_toobject(L, 3);
        MoonRuntime *rt = moon_runtime(L);
        lua_copy(L, 3, 1);
        lua_pushvalue(L, 2);
        lua_pushnil(L);
        lua_copy(L, -1, 2);
        lua_settop(L, 4);  // [obj, nil, obj, fields]
        while (moon_nextfield(L)) {
            void *setter = moon_cachedsetter(L, box);
            if (setter == NULL) {
                for (int i = 1; i <= 4; i++) lua_pushvalue(L, i);
                moon_callplaced(L, moon_assignfields, 4);
                break;
            }
            int saved = rt->enforcing;
            rt->enforcing = 0;
            int results = rt->member(L, setter, box->object);
            rt->enforcing = saved;
            if (results < 0 || rt->memoryPending) {
                if (results >= 0) lua_pushnil(L);  // no message
                lua_pushinteger(L, results);
                lua_pushinteger(L, saved);
                lua_rotate(L, -3, 2);  // [n, saved, message]
                moon_callplaced(L, moon_raisemember, 3);
            }
        }
        lua_settop(L, 1);
        return 1;
    }
    lua_remove(L, 1);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, n, LUA_MULTRET);
    return lua_gettop(L);
}

// require, confined to the script root. Upvalues: 1 the loaded-modules table,
// 2 preloaded module loaders, 3 the Swift searcher (name -> chunk, file name),
// which refuses names outside the root.
static inline int moon_require(lua_State *L) {
    luaL_checkstring(L, 1);
    lua_settop(L, 1);
    lua_pushvalue(L, 1);
    if (lua_rawget(L, lua_upvalueindex(1)) != LUA_TNIL) return 1;
    lua_pop(L, 1);
    lua_pushvalue(L, 1);
    if (lua_rawget(L, lua_upvalueindex(2)) != LUA_TNIL) {
        lua_pushliteral(L, ":preload:");  // [name, loader, data]
    } else {
        lua_pop(L, 1);
        lua_pushvalue(L, lua_upvalueindex(3));
        lua_pushvalue(L, 1);
        lua_call(L, 1, 2);
        // The searcher answers (nil, why) rather than raising, so that the error
        // is located at the script's `require` line, as Lua's own require does.
        if (lua_isnil(L, 2)) return luaL_error(L, "%s", lua_tostring(L, 3));
    }
    lua_pushvalue(L, 2);
    lua_pushvalue(L, 1);
    lua_pushvalue(L, 3);
    lua_call(L, 2, 1);  // [name, loader, data, result]
    if (!lua_isnil(L, -1)) {
        lua_pushvalue(L, 1);
        lua_pushvalue(L, -2);
        lua_rawset(L, lua_upvalueindex(1));
    }
    lua_pushvalue(L, 1);
    if (lua_rawget(L, lua_upvalueindex(1)) == LUA_TNIL) {
        lua_pushvalue(L, 1);
        lua_pushboolean(L, 1);
        lua_rawset(L, lua_upvalueindex(1));
        lua_pushboolean(L, 1);
        lua_replace(L, -2);
    }
    lua_pushvalue(L, 3);
    return 2;
}

// MARK: - Sandbox

// print: converts every argument with tostring (metamethods may raise: C is the
// place for that) and hands the line to Swift.
static inline int moon_print(lua_State *L) {
    int n = lua_gettop(L);
    luaL_Buffer b;
    luaL_buffinit(L, &b);
    for (int i = 1; i <= n; i++) {
        if (i > 1) luaL_addchar(&b, '\t');
        luaL_tolstring(L, i, NULL);
        luaL_addvalue(&b);
    }
    luaL_pushresult(&b);
    size_t len;
    const char *s = lua_tolstring(L, -1, &len);
    MoonRuntime *rt = moon_runtime(L);
    int saved = rt->enforcing;
    rt->enforcing = 0;
    rt->print(rt->swiftState, s, len);
    rt->enforcing = saved;
    return 0;
}

// load, restricted to text chunks: the mode argument is forced to "t".
// Upvalue 1: the original load.
static inline int moon_loadtext(lua_State *L) {
    int n = lua_gettop(L);
    if (n < 3) lua_settop(L, 3);
    lua_pushliteral(L, "t");
    lua_replace(L, 3);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, lua_gettop(L) - 1, LUA_MULTRET);
    return lua_gettop(L);
}

// __index of the stand-ins for refused library parts: `io.open`, `os.execute`, …
// Upvalue 1: the library's name.
static inline int moon_refuse(lua_State *L) {
    const char *lib = lua_tostring(L, lua_upvalueindex(1));
    const char *key = lua_type(L, 2) == LUA_TSTRING ? lua_tostring(L, 2) : "?";
    return luaL_error(L, "'%s.%s' is not available in the sandbox", lib, key);
}

static inline void moon_refusingmetatable(lua_State *L, const char *lib) {
    lua_createtable(L, 0, 2);
    lua_pushstring(L, lib);
    lua_pushcclosure(L, moon_refuse, 1);
    lua_setfield(L, -2, "__index");
    lua_pushboolean(L, 0);
    lua_setfield(L, -2, "__metatable");
    lua_setmetatable(L, -2);
}

// Opens the sandboxed standard library. Run it under lua_pcall (it allocates).
static inline int moon_opensandbox(lua_State *L) {
    static const luaL_Reg libs[] = {
        {LUA_GNAME, luaopen_base}, {LUA_STRLIBNAME, luaopen_string},
        {LUA_TABLIBNAME, luaopen_table}, {LUA_MATHLIBNAME, luaopen_math},
        {LUA_UTF8LIBNAME, luaopen_utf8}, {LUA_COLIBNAME, luaopen_coroutine},
        {NULL, NULL}};
    for (const luaL_Reg *lib = libs; lib->func; lib++) {
        luaL_requiref(L, lib->name, lib->func, 1);
        lua_pop(L, 1);
    }
    lua_pushglobaltable(L);
    static const char *const removed[] = {"dofile", "loadfile", "require", NULL};
    for (const char *const *name = removed; *name; name++) {
        lua_pushnil(L);
        lua_setfield(L, -2, *name);
    }
    lua_pushcfunction(L, moon_print);
    lua_setfield(L, -2, "print");
    lua_getfield(L, -1, "load");
    lua_pushcclosure(L, moon_loadtext, 1);
    lua_setfield(L, -2, "load");
    // string.dump makes binary chunks, which nothing here may load.
    lua_getfield(L, -1, "string");
    lua_pushnil(L);
    lua_setfield(L, -2, "dump");
    lua_pop(L, 1);
    // os: only the clock and calendar.
    luaL_requiref(L, LUA_OSLIBNAME, luaopen_os, 0);
    lua_createtable(L, 0, 4);
    static const char *const kept[] = {"time", "clock", "date", "difftime", NULL};
    for (const char *const *name = kept; *name; name++) {
        lua_getfield(L, -2, *name);
        lua_setfield(L, -2, *name);
    }
    moon_refusingmetatable(L, "os");
    lua_setfield(L, -3, "os");
    lua_pop(L, 1);
    lua_newtable(L);
    moon_refusingmetatable(L, "io");
    lua_setfield(L, -2, "io");
    lua_pop(L, 1);
    // Only the copies in _G were kept; drop the originals from package.loaded.
    lua_pushnil(L);
    lua_setfield(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
    return 0;
}

// MARK: - Moving functions between states (background work)

typedef struct MoonDumpState {
    int started;
    luaL_Buffer buffer;
} MoonDumpState;

static inline int moon_dumpwriter(lua_State *L, const void *bytes, size_t size, void *ud) {
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
static inline int moon_dumpfunction(lua_State *L) {
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

// MARK: - Garbage collection (lua_gc is variadic, which Swift cannot call)

static inline int moon_gccount(lua_State *L) {
    return lua_gc(L, LUA_GCCOUNT) * 1024 + lua_gc(L, LUA_GCCOUNTB);
}

// Sets the collector's pause: a cycle starts once the heap has grown by `percent` % since the
// last one (Lua's default is 200: doubled). lua_gc is variadic.
static inline void moon_setgcpause(lua_State *L, int percent) {
    lua_gc(L, LUA_GCINC, percent, 0, 0);
}

// A full collection, repeated while it frees something: finalizers release Swift objects
// that may drop registry references of their own (a timer's function, and the objects its
// upvalues hold), which only the next cycle can see as garbage.
static inline int moon_collect(lua_State *L) {
    for (int round = 0; round < 8; round++) {
        int before = moon_gccount(L);
        lua_gc(L, LUA_GCCOLLECT);
        if (moon_gccount(L) >= before) break;
    }
    return 0;
}

// `object:name(...)` when the script object has a function of that name, else nothing: how the
// engine runs a script object's hooks (a Lua subclass's `loadView`, `touchesEnded`, …). The
// function is found as `object[name]` would find it, without the metamethod call: the instance's
// field table first (a field can never have a member's name), then its Lua class; an observed
// property (read through `__get`), or no field table or class, takes the full look-up.
// Stack: object, name, field table (or nil), arguments; returns whether there was a function.
// Runs only under moon_protectedcall: the look-up's metamethods and the hook itself may raise.
static inline int moon_invokehook(lua_State *L) {
    int nargs = lua_gettop(L) - 3;
    int t = -1;
    if (lua_type(L, 3) == LUA_TTABLE) {
        lua_pushvalue(L, 2);
        t = lua_rawget(L, 3);                // the instance's own field
        if (t == LUA_TNIL) {
            lua_pop(L, 1);
            t = moon_classmember(L, 3) ? lua_type(L, -1) : -1;  // its class's member, as __index finds it
        }
    }
    if (t < 0) {
        lua_pushvalue(L, 2);
        t = lua_gettable(L, 1);
    }
    if (t != LUA_TFUNCTION) {
        lua_pushboolean(L, 0);
        return 1;
    }
    lua_insert(L, 1);          // function, object, name, field table, arguments
    lua_rotate(L, 3, -2);      // function, object, arguments, name, field table
    lua_settop(L, -3);         // function, object, arguments
    lua_call(L, nargs + 1, 0);
    lua_pushboolean(L, 1);
    return 1;
}

// MARK: - Benchmark baseline

// A raw C function that only returns: what a bridged call is compared with.
static inline int moon_bench_noop(lua_State *L) {
    (void)L;
    return 0;
}

// __index of the benchmark's floor object: returns upvalue 1 (the raw no-op) for any
// key, so `r.value` and `r:add(1, 2)` cost what Lua's metamethods cost with no bridge.
static inline int moon_bench_index(lua_State *L) {
    lua_pushvalue(L, lua_upvalueindex(1));
    return 1;
}

// Pushes a userdata whose metatable's __index is moon_bench_index.
static inline void moon_bench_pushfloor(lua_State *L) {
    lua_newuserdatauv(L, 8, 0);
    lua_createtable(L, 0, 1);
    lua_pushcfunction(L, moon_bench_noop);
    lua_pushcclosure(L, moon_bench_index, 1);
    lua_setfield(L, -2, "__index");  // a fresh table without metatable: no metamethod can run
    lua_setmetatable(L, -2);
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
static inline int moon_loadbinary(lua_State *L, const char *bytes, size_t size, const char *name) {
    return luaL_loadbufferx(L, bytes, size, name, "b");
}

// Plain data between states: nil, booleans, integers, floats, strings and tables
// of those, encoded into one malloc'd buffer by the sending state's thread and
// decoded by the receiving one's. C, rather than Swift, because every argument and
// result of a background call goes through here, and C needs no allocation per
// value. Neither side raises: only raw access, lua_next over keys it gave, and
// pushes made while the memory ceiling is not enforced (Swift's frames are active).
// A refusal only says "not plain"; Swift then walks the value again to name the
// path (PlainDataCheck), which only failing calls pay for.

typedef struct MoonBuffer {
    unsigned char *data;
    size_t size;
    size_t capacity;
    int failed;  // an allocation failed: the contents are incomplete
} MoonBuffer;

enum { MOON_PLAIN_OK = 0, MOON_PLAIN_REFUSED = 1, MOON_PLAIN_NOMEMORY = 2 };

#define MOON_PLAIN_MAXDEPTH 200

static inline void moon_bufferput(MoonBuffer *b, const void *bytes, size_t n) {
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

static inline void moon_bufferfree(MoonBuffer *b) {
    free(b->data);
    b->data = NULL;
    b->size = b->capacity = 0;
    b->failed = 0;
}

static inline int moon_encodevalue(lua_State *L, int idx, MoonBuffer *b, const void **open, int depth);

// 'T', then the array and hash size hints (patched once known), then key/value
// pairs in `next` order, then 'e'. `open` holds the tables enclosing this one.
static inline int moon_encodetable(lua_State *L, int idx, MoonBuffer *b, const void **open, int depth) {
    const void *identity = lua_topointer(L, idx);
    for (int i = 0; i < depth; i++)
        if (open[i] == identity) return MOON_PLAIN_REFUSED;  // a cycle
    if (depth >= MOON_PLAIN_MAXDEPTH || !lua_checkstack(L, 3)) return MOON_PLAIN_REFUSED;
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
            lua_pop(L, 2);
            return MOON_PLAIN_REFUSED;
        }
        if (nhash == 0 && lua_isinteger(L, key) && lua_tointeger(L, key) == (lua_Integer)narray + 1) narray++;
        else nhash++;
        int status = moon_encodevalue(L, key, b, open, depth + 1);
        if (status == MOON_PLAIN_OK) status = moon_encodevalue(L, key + 1, b, open, depth + 1);
        lua_pop(L, 1);
        if (status != MOON_PLAIN_OK) {
            lua_pop(L, 1);
            return status;
        }
    }
    tag = 'e';
    moon_bufferput(b, &tag, 1);
    if (b->failed) return MOON_PLAIN_NOMEMORY;
    memcpy(b->data + hints, &narray, sizeof narray);
    memcpy(b->data + hints + sizeof narray, &nhash, sizeof nhash);
    return MOON_PLAIN_OK;
}

static inline int moon_encodevalue(lua_State *L, int idx, MoonBuffer *b, const void **open, int depth) {
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
        return MOON_PLAIN_REFUSED;  // functions, userdata, threads
    }
    return b->failed ? MOON_PLAIN_NOMEMORY : MOON_PLAIN_OK;
}

// Appends the value at `idx` to `b`; MOON_PLAIN_OK, _REFUSED or _NOMEMORY.
static inline int moon_encode(lua_State *L, int idx, MoonBuffer *b) {
    const void *open[MOON_PLAIN_MAXDEPTH];
    int top = lua_gettop(L);
    int status = moon_encodevalue(L, lua_absindex(L, idx), b, open, 0);
    lua_settop(L, top);
    return status;
}

static inline int moon_decodevalue(lua_State *L, const unsigned char **p, const unsigned char *end, int depth) {
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
static inline int moon_decode(lua_State *L, const unsigned char *data, size_t size, int count) {
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
// '\n' with a '\r' before it dropped; a last line end makes no empty last line.
static inline void moon_pushlines(lua_State *L, const char *data, size_t size) {
    lua_createtable(L, 0, 0);
    lua_Integer count = 0;
    size_t start = 0;
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

// Pushes the fields of the table at `idx` named in `keys` (as moon_rawnumbers names them), in
// that order, raw: one call for all the options of `ui.animate { … }` instead of one per field.
// (Walking the table with lua_next and matching its keys cost more.) The caller has stack room
// for them (a C function has LUA_MINSTACK slots). Raw access only, so it cannot raise: Swift
// calls it. The names are pushed by moon_pushkey.
static inline void moon_rawgetfields(lua_State *L, int idx, const char *keys) {
    idx = lua_absindex(L, idx);
    for (; *keys; keys += strlen(keys) + 1) {
        moon_pushkey(L, keys);
        lua_rawget(L, idx);
    }
}

#endif
