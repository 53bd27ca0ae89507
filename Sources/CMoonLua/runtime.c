// The runtime record's side of a Lua state: Lua's allocator (a pool of small blocks, under the
// memory ceiling), the panic function, the count hook that spends the instruction budget, and
// the collector's knobs (lua_gc is variadic, which Swift cannot call).
#include "internal.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// MARK: - Allocator with a memory ceiling

// A card dealt makes dozens of small blocks and frees as many, and glibc's malloc and free
// (with its consolidation) cost more than the work; so blocks up to MOON_POOL_LARGEST bytes
// come from per-size free lists carved out of slabs. Lua passes every block's size when
// freeing or resizing it, so blocks need no header (the figure against plain realloc and free:
// docs/performance.md, "Measured choices"). Tests/LuaBridgeTests/PoolAllocatorTests.swift pins what it keeps:
// freed blocks are taken again before a new slab, and the count of bytes is Lua's own.

static unsigned moon_poolclass(size_t size) { return (unsigned)((size - 1) >> 4); }

// A block of `size` (1…MOON_POOL_LARGEST) bytes, 16-byte aligned as malloc's; NULL when no slab can be had.
static void *moon_poolget(MoonPool *pool, size_t size) {
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

static void moon_poolput(MoonPool *pool, void *block, size_t size) {
    unsigned c = moon_poolclass(size);
    *(void **)block = pool->free[c];
    pool->free[c] = block;
}

void moon_poolrelease(MoonPool *pool) {
    while (pool->slabs) {
        void *next = *(void **)pool->slabs;
        free(pool->slabs);
        pool->slabs = next;
    }
    memset(pool, 0, sizeof *pool);
}

// Notes where the script is when the allocator refuses a block: the first Lua function on the
// main thread's stack (in a coroutine, the line that resumed it). Reading the stack allocates
// nothing, but it must not be read while Lua is moving it: from Lua 5.4.5 on, the stack's
// pointers are offsets while a new stack is allocated (a fresh block without a type tag), so
// such blocks are skipped there; 5.4.4 allocates the new stack before touching the old one.
// A refusal where no Lua function runs (Lua unwinding the error) keeps the place noted before.
static void moon_notememoryplace(MoonRuntime *rt, void *ptr, size_t osize) {
    if (rt->mainThread == NULL) return;
#if LUA_VERSION_RELEASE_NUM > 50404
    if (ptr == NULL && osize == 0) return;
#else
    (void)ptr; (void)osize;
#endif
    lua_Debug ar;
    for (int level = 0; lua_getstack(rt->mainThread, level, &ar); level++) {
        if (!lua_getinfo(rt->mainThread, "Sl", &ar)) break;
        if (ar.currentline > 0) {
            snprintf(rt->memoryPlace, sizeof rt->memoryPlace, "%s:%d: ", ar.short_src, ar.currentline);
            return;
        }
    }
}

// Moves a block of `old` bytes (none when `ptr` is NULL) to one of `nsize` bytes, from the pool
// or malloc, as Lua's allocator must (nsize > 0); NULL when no memory can be had.
static void *moon_blockresize(MoonPool *pool, void *ptr, size_t old, size_t nsize) {
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
    return block;
}

static void moon_blockfree(MoonPool *pool, void *ptr, size_t old) {
    if (old > MOON_POOL_LARGEST) free(ptr);
    else if (ptr) moon_poolput(pool, ptr, old);
}

// Tables, functions, userdata and coroutines get a serial number when they are made, which
// orders them where Lua would use their address (the sandbox's pairs and next, order.c): the
// same script makes the same objects in the same order, wherever malloc puts them. The serial
// sits in the 8 bytes before the object. Every other block is 16-byte aligned (the pool's and
// malloc's), so an object alone sits 8 bytes past a 16-byte boundary, and that is how a free,
// which Lua passes no type, knows a block has the serial in front of it.
#define MOON_SERIAL_BYTES 8

static int moon_isobjecttag(size_t tag) {
    return tag == LUA_TTABLE || tag == LUA_TFUNCTION || tag == LUA_TUSERDATA || tag == LUA_TTHREAD;
}

static int moon_hasserial(const void *ptr) { return ((uintptr_t)ptr & 15) == MOON_SERIAL_BYTES; }

uint64_t moon_objectserial(const void *object) {
    return moon_hasserial(object) ? *(const uint64_t *)((const char *)object - MOON_SERIAL_BYTES) : 0;
}

// Lua's allocator: small blocks from the pool, the rest from malloc; refuses what would pass the
// ceiling. The count is of Lua's own sizes (a serial's 8 bytes are not counted).
static void *moon_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    MoonRuntime *rt = (MoonRuntime *)ud;
    MoonPool *pool = &rt->pool;
    size_t old = ptr ? osize : 0;  // without a block, osize is a type tag
    int object = ptr ? moon_hasserial(ptr) : moon_isobjecttag(osize);
    size_t front = object ? MOON_SERIAL_BYTES : 0;
    if (nsize == 0) {
        if (ptr) moon_blockfree(pool, (char *)ptr - front, old + front);
        rt->used -= old;
        return NULL;
    }
    if (rt->limit != 0 && nsize > old && rt->used + (nsize - old) > rt->limit) {
        if (rt->enforcing) {  // Lua collects, retries, then raises LUA_ERRMEM
            moon_notememoryplace(rt, ptr, osize);
            return NULL;
        }
        rt->memoryPending = 1;           // a Swift frame is active: raise after it returns
    }
    char *block = (char *)moon_blockresize(pool, ptr ? (char *)ptr - front : NULL,
                                           ptr ? old + front : 0, nsize + front);
    if (!block) return NULL;
    if (object && !ptr) *(uint64_t *)block = ++rt->serials;
    rt->used = rt->used - old + nsize;
    return block + front;
}

void moon_setmemorylimit(MoonRuntime *rt, size_t bytes) {
    rt->limit = bytes;
    if (bytes % (1024 * 1024) == 0)
        snprintf(rt->memoryMessage, sizeof rt->memoryMessage,
                 "memory limit of %zu MB exceeded", bytes / (1024 * 1024));
    else
        snprintf(rt->memoryMessage, sizeof rt->memoryMessage,
                 "memory limit of %zu bytes exceeded", bytes);
}

// Unprotected errors are bugs in MoonLua (Swift must only run Lua under lua_pcall).
static int moon_panic(lua_State *L) {
    const char *msg = lua_tostring(L, -1);
    fprintf(stderr, "MoonLua: unprotected Lua error (a bridge bug): %s\n", msg ? msg : "?");
    abort();
}

lua_State *moon_newstate(MoonRuntime *rt) {
    lua_State *L = lua_newstate(moon_alloc, rt);
    if (L) {
        lua_atpanic(L, moon_panic);
        *(MoonRuntime **)lua_getextraspace(L) = rt;  // read back by moon_runtime
        rt->mainThread = L;
        moon_startwarnings(L, rt);
    }
    return L;
}

// MARK: - Instruction budget

static void moon_counthook(lua_State *L, lua_Debug *ar);

// Sets the count hook every `count` instructions, with line events too while lines are
// counted (coverage.c). `count` 0: line events only, or no hook at all when none are counted.
static void moon_hookevery(lua_State *L, MoonRuntime *rt, int count) {
    int lines = rt->lines ? LUA_MASKLINE : 0;
    if (count > 0) lua_sethook(L, moon_counthook, LUA_MASKCOUNT | lines, count);
    else lua_sethook(L, lines ? moon_counthook : NULL, lines, 0);
}

static void moon_counthook(lua_State *L, lua_Debug *ar) {
    MoonRuntime *rt = moon_runtime(L);
    if (ar->event == LUA_HOOKLINE) {
        moon_noteline(L, rt, ar);
        return;
    }
    if (rt->stoppable && moon_pushstop(L, rt)) {
        // Stopped by the host (or a watchdog): like a spent budget, every later instruction of
        // this entry raises again, so that pcall cannot swallow the stop.
        moon_hookevery(L, rt, 1);
        rt->limitsHit |= MOON_LIMIT_STOP;
        lua_error(L);
    }
    if (rt->budget == 0) return;
    if (rt->budgetLeft > 0) {
        rt->instructionsCounted += rt->hookStep;
        rt->budgetLeft -= rt->hookStep;
        if (rt->budgetLeft > 0) return;
        rt->budgetLeft = 0;
        // From now on every instruction raises, so a script cannot catch the error with
        // pcall and carry on: the next instruction outside the pcall raises too.
        moon_hookevery(L, rt, 1);
        luaL_where(L, 0);  // in a hook, level 0 is the Lua function being run
        lua_pushstring(L, rt->budgetMessage);
        lua_concat(L, 2);
        snprintf(rt->budgetSpentMessage, sizeof rt->budgetSpentMessage, "%s", lua_tostring(L, -1));
    } else {
        // Each later raise repeats the first message, with the place where the budget ran
        // out: code that runs while the error unwinds (a to-be-closed variable's __close)
        // raises too, and its error replaces the first, so it must not name its own line.
        lua_pushstring(L, rt->budgetSpentMessage);
    }
    rt->limitsHit |= MOON_LIMIT_BUDGET;
    lua_error(L);
}

void moon_setbudget(lua_State *L, MoonRuntime *rt, lua_Integer instructions) {
    rt->budget = instructions;
    rt->budgetLeft = instructions;
    if (instructions > 0) {
        // The hook runs every `hookStep` instructions: every 1000 for budgets up to a million,
        // a thousandth of larger ones up to every 10 000 (a default budget of 100 million then
        // costs a game no more than 0.1 % in hook calls; it overshoots by at most 0.01 %).
        if (instructions < 1000) rt->hookStep = (int)instructions;
        else if (instructions <= 1000000) rt->hookStep = 1000;
        else rt->hookStep = instructions / 1000 < 10000 ? (int)(instructions / 1000) : 10000;
        snprintf(rt->budgetMessage, sizeof rt->budgetMessage,
                 "instruction budget of %lld exceeded", (long long)instructions);
        moon_hookevery(L, rt, rt->hookStep);
    } else {
        // With no budget the hook runs only for a state a host may stop (moon_allowstop).
        rt->hookStep = MOON_STOP_STEP;
        moon_hookevery(L, rt, rt->stoppable ? rt->hookStep : 0);
    }
}

void moon_resetbudget(lua_State *L, MoonRuntime *rt) {
    if (rt->budget > 0) {
        rt->budgetLeft = rt->budget;
        moon_hookevery(L, rt, rt->hookStep);
    } else if (rt->stoppable) {
        moon_hookevery(L, rt, MOON_STOP_STEP);
    } else if (rt->lines) {
        moon_hookevery(L, rt, 0);
    }
}

void moon_budgetthread(lua_State *co, MoonRuntime *rt) {
    if (rt->budget > 0) moon_hookevery(co, rt, rt->budgetLeft > 0 ? rt->hookStep : 1);
    else if (rt->stoppable) moon_hookevery(co, rt, MOON_STOP_STEP);
    else if (rt->lines) moon_hookevery(co, rt, 0);
}

// MARK: - Garbage collection

static int moon_gccount(lua_State *L) {
    return lua_gc(L, LUA_GCCOUNT) * 1024 + lua_gc(L, LUA_GCCOUNTB);
}

void moon_setgcpause(lua_State *L, int percent) {
    lua_gc(L, LUA_GCINC, percent, 0, 0);
}

// Finalizers release Swift objects that may drop registry references of their own (a timer's
// function, and the objects its upvalues hold), which only the next cycle can see as garbage.
int moon_collect(lua_State *L) {
    for (int round = 0; round < 8; round++) {
        int before = moon_gccount(L);
        lua_gc(L, LUA_GCCOLLECT);
        if (moon_gccount(L) >= before) break;
    }
    return 0;
}
