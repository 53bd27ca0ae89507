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
// The main thread writes, the watchdog's thread reads, and neither waits for the other: the
// serial is odd while an entry runs and moves on at every begin and end, and the site is
// written before the serial turns odd. A reader takes the serial, copies the site, and takes
// the serial again: when both are the same odd number, the copy is the site of an entry that
// ran all along. Every byte is an atomic, so a copy torn by a writer is only ever thrown away,
// never undefined behaviour.

#define MOON_SITE_BYTES 160

struct MoonEntryWatch {
    _Atomic unsigned long serial;
    _Atomic char site[MOON_SITE_BYTES];
};

void moon_watchentries(MoonRuntime *rt) {
    if (rt->watch) return;
    MoonEntryWatch *watch = (MoonEntryWatch *)calloc(1, sizeof *watch);
    if (!watch) return;  // no watching rather than no game
    atomic_init(&watch->serial, 0);
    for (int i = 0; i < MOON_SITE_BYTES; i++) atomic_init(&watch->site[i], 0);
    rt->watch = watch;
}

void moon_unwatchentries(MoonRuntime *rt) {
    free(rt->watch);
    rt->watch = NULL;
}

static void moon_writesite(MoonEntryWatch *watch, const char *text) {
    int i = 0;
    for (; text[i] && i < MOON_SITE_BYTES - 1; i++)
        atomic_store_explicit(&watch->site[i], text[i], memory_order_relaxed);
    atomic_store_explicit(&watch->site[i], 0, memory_order_relaxed);
}

void moon_entrybegin(lua_State *L, MoonRuntime *rt, int funcIndex) {
    MoonEntryWatch *watch = rt->watch;
    if (!watch) return;
    char site[MOON_SITE_BYTES];
    lua_Debug ar;
    lua_pushvalue(L, funcIndex);
    if (lua_type(L, -1) == LUA_TFUNCTION && lua_getinfo(L, ">S", &ar)) {
        if (ar.what[0] == 'm')
            snprintf(site, sizeof site, "%s (main chunk)", ar.short_src);
        else if (ar.what[0] == 'C')
            snprintf(site, sizeof site, "a function of the engine");
        else
            snprintf(site, sizeof site, "%s:%d", ar.short_src, ar.linedefined);
    } else {
        lua_pop(L, 1);
        snprintf(site, sizeof site, "a call from the engine");
    }
    // While the serial is even (between entries) the reader ignores the site: write it first.
    unsigned long serial = atomic_load_explicit(&watch->serial, memory_order_relaxed);
    if (serial & 1) serial++;  // an entry that never ended (cannot happen, but stay even)
    atomic_store_explicit(&watch->serial, serial, memory_order_relaxed);
    moon_writesite(watch, site);
    atomic_store_explicit(&watch->serial, serial + 1, memory_order_release);
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

void moon_entrysite(const MoonEntryWatch *watch, char *site, size_t size) {
    if (size == 0) return;
    size_t i = 0;
    if (watch) {
        for (; i + 1 < size && i < MOON_SITE_BYTES - 1; i++) {
            char c = atomic_load_explicit(&watch->site[i], memory_order_relaxed);
            if (!c) break;
            site[i] = c;
        }
    }
    site[i] = 0;
    atomic_thread_fence(memory_order_acquire);
}
