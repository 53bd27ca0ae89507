// The limits that are neither the allocator's ceiling nor the count hook (runtime.c): engine
// objects charged against the memory ceiling, a budget restarted for a bot's next turn, and the
// record of the entry from Swift running now, which the watchdog reads from a thread of its own.
#include "internal.h"
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// MARK: - Engine objects against the memory ceiling

void moon_chargememory(MoonRuntime *rt, ptrdiff_t bytes) {
    rt->used += (size_t)bytes;  // wraps back for a negative charge, as size_t arithmetic does
    // Raised by the trampoline once the Swift frame that charged has returned (calls.c).
    if (bytes > 0 && rt->limit != 0 && rt->used > rt->limit) rt->memoryPending = 1;
}

// MARK: - A bot's turns

void moon_restartbudget(lua_State *L, MoonRuntime *rt) {
    if (rt->budget > 0 && rt->budgetLeft > 0) moon_resetbudget(L, rt);
}

// MARK: - The entry running now
//
// The main thread writes, the watchdog's thread reads, and neither waits for the other. The
// serial times entries: odd while an outermost entry runs, moved on at every begin and end.
// The site names the function entered last and still running (nested entries write theirs, and
// the enclosing one's is written again when they end); it is guarded by a sequence count, odd
// while it is written. A reader takes the count, copies the site, and takes the count again:
// the copy is whole when both are the same even number. Every byte is an atomic, so a copy torn
// by a writer is only ever thrown away, never undefined behaviour.

#define MOON_SITE_BYTES 160
#define MOON_STOP_BYTES 512

struct MoonEntryWatch {
    _Atomic unsigned long serial;
    _Atomic unsigned long siteCount;
    _Atomic char site[MOON_SITE_BYTES];
    // Whether entries publish their site (a lua_getinfo each): only once someone will read it.
    // The serial alone is enough to stop an entry. Read and written by the state's thread only.
    int sites;
    // The serial of the entry a host stopped (moon_stopentry), and the message its count hook
    // raises: written by the stopping thread before the serial is stored, read by the hook
    // once the serial it loads is the running entry's. The stopping thread writes the message
    // only while no stop is pending for the running entry, so a reader never meets a writer.
    _Atomic unsigned long stopSerial;
    _Atomic char stopMessage[MOON_STOP_BYTES];
};

void moon_countentries(MoonRuntime *rt) {
    if (rt->watch) return;
    MoonEntryWatch *watch = (MoonEntryWatch *)calloc(1, sizeof *watch);
    if (!watch) return;  // no watching rather than no game
    atomic_init(&watch->serial, 0);
    atomic_init(&watch->siteCount, 0);
    for (int i = 0; i < MOON_SITE_BYTES; i++) atomic_init(&watch->site[i], 0);
    watch->sites = 0;
    atomic_init(&watch->stopSerial, 0);
    for (int i = 0; i < MOON_STOP_BYTES; i++) atomic_init(&watch->stopMessage[i], 0);
    rt->watch = watch;
}

void moon_watchentries(MoonRuntime *rt) {
    moon_countentries(rt);
    if (rt->watch) rt->watch->sites = 1;
}

int moon_entrysites(const MoonEntryWatch *watch) {
    return watch && watch->sites;
}

// MARK: - Stopping the entry running now, from another thread

void moon_allowstop(lua_State *L, MoonRuntime *rt) {
    moon_countentries(rt);
    if (!rt->watch || rt->stoppable) return;
    rt->stoppable = 1;
    if (rt->budget == 0) moon_resetbudget(L, rt);  // installs the hook that looks for a stop
}

int moon_stopentry(MoonEntryWatch *watch, const char *message) {
    unsigned long serial = atomic_load_explicit(&watch->serial, memory_order_acquire);
    if (!(serial & 1)) return 0;  // nothing runs
    if (atomic_load_explicit(&watch->stopSerial, memory_order_acquire) == serial) return 1;  // stopped already
    int i = 0;
    for (; message[i] && i < MOON_STOP_BYTES - 1; i++)
        atomic_store_explicit(&watch->stopMessage[i], message[i], memory_order_relaxed);
    atomic_store_explicit(&watch->stopMessage[i], 0, memory_order_relaxed);
    atomic_store_explicit(&watch->stopSerial, serial, memory_order_release);
    return 1;
}

int moon_pushstop(lua_State *L, MoonRuntime *rt) {
    MoonEntryWatch *watch = rt->watch;
    if (!watch) return 0;
    unsigned long stop = atomic_load_explicit(&watch->stopSerial, memory_order_acquire);
    if (stop == 0 || stop != atomic_load_explicit(&watch->serial, memory_order_relaxed)) return 0;
    char message[MOON_STOP_BYTES];
    int i = 0;
    for (; i < MOON_STOP_BYTES - 1; i++) {
        message[i] = atomic_load_explicit(&watch->stopMessage[i], memory_order_relaxed);
        if (!message[i]) break;
    }
    message[i] = 0;
    luaL_where(L, 0);  // in a hook, level 0 is the Lua function being run
    lua_pushstring(L, message);
    lua_concat(L, 2);
    return 1;
}

void moon_unwatchentries(MoonRuntime *rt) {
    free(rt->watch);
    rt->watch = NULL;
}

// Publishes `site` as the one running.
static void moon_publishsite(MoonEntryWatch *watch, const char *site) {
    unsigned long count = atomic_load_explicit(&watch->siteCount, memory_order_relaxed);
    atomic_store_explicit(&watch->siteCount, count + 1, memory_order_relaxed);
    atomic_thread_fence(memory_order_release);
    int i = 0;
    for (; site[i] && i < MOON_SITE_BYTES - 1; i++)
        atomic_store_explicit(&watch->site[i], site[i], memory_order_relaxed);
    atomic_store_explicit(&watch->site[i], 0, memory_order_relaxed);
    atomic_store_explicit(&watch->siteCount, count + 2, memory_order_release);
}

// Writes the site of the Lua function at `funcIndex` (the stack is as before afterwards). A C
// function leaves the site as it was: the engine's own (moon_invokehook) notes the script
// function it calls.
static void moon_writesite(lua_State *L, MoonEntryWatch *watch, int funcIndex) {
    if (!watch->sites) return;
    if (lua_type(L, funcIndex) != LUA_TFUNCTION || lua_iscfunction(L, funcIndex)) return;
    char site[MOON_SITE_BYTES];
    lua_Debug ar;
    lua_pushvalue(L, funcIndex);
    lua_getinfo(L, ">S", &ar);
    if (ar.what[0] == 'm')
        snprintf(site, sizeof site, "%s (main chunk)", ar.short_src);
    else
        snprintf(site, sizeof site, "%s:%d", ar.short_src, ar.linedefined);
    moon_publishsite(watch, site);
}

// Marks an entry running (the site is written).
static void moon_entrystart(MoonEntryWatch *watch) {
    unsigned long serial = atomic_load_explicit(&watch->serial, memory_order_relaxed);
    // Even between entries; should an end have been missed, skip to the next odd number all the same.
    atomic_store_explicit(&watch->serial, serial + ((serial & 1) ? 2 : 1), memory_order_release);
}

void moon_entrybegin(lua_State *L, MoonRuntime *rt, int funcIndex) {
    MoonEntryWatch *watch = rt->watch;
    if (!watch) return;
    moon_writesite(L, watch, funcIndex);
    moon_entrystart(watch);
}

void moon_entrybeginat(MoonRuntime *rt, const char *site) {
    MoonEntryWatch *watch = rt->watch;
    if (!watch) return;
    moon_publishsite(watch, site);
    moon_entrystart(watch);
}

void moon_entrynote(lua_State *L, MoonRuntime *rt, int funcIndex) {
    if (rt->watch) moon_writesite(L, rt->watch, funcIndex);
}

void moon_entryend(MoonRuntime *rt) {
    MoonEntryWatch *watch = rt->watch;
    if (!watch) return;
    unsigned long serial = atomic_load_explicit(&watch->serial, memory_order_relaxed);
    if (serial & 1) atomic_store_explicit(&watch->serial, serial + 1, memory_order_release);
}

void moon_entryrestart(MoonRuntime *rt) {
    MoonEntryWatch *watch = rt->watch;
    if (!watch) return;
    unsigned long serial = atomic_load_explicit(&watch->serial, memory_order_relaxed);
    if (serial & 1) atomic_store_explicit(&watch->serial, serial + 2, memory_order_release);
}

unsigned long moon_entryserial(const MoonEntryWatch *watch) {
    return watch ? atomic_load_explicit(&watch->serial, memory_order_acquire) : 0;
}

int moon_entrysite(const MoonEntryWatch *watch, char *site, size_t size) {
    if (size == 0) return 0;
    site[0] = 0;
    if (!watch) return 0;
    unsigned long before = atomic_load_explicit(&watch->siteCount, memory_order_acquire);
    if (before & 1) return 0;
    size_t i = 0;
    for (; i + 1 < size && i < MOON_SITE_BYTES - 1; i++) {
        char c = atomic_load_explicit(&watch->site[i], memory_order_relaxed);
        if (!c) break;
        site[i] = c;
    }
    site[i] = 0;
    atomic_thread_fence(memory_order_acquire);
    return atomic_load_explicit(&watch->siteCount, memory_order_relaxed) == before;
}
