// Swift objects in Lua: one userdata per object while Lua holds it (the object identity index
// and the object cache), the userdata's metamethods (__gc, __eq, __tostring), bound classes as C
// sees them (to check `self`), and bound methods, which check `self` before entering Swift.
#include "internal.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Returns 0 when the hierarchy is too deep.
int moon_initclass(MoonClass *cls, const MoonClass *parent, const char *name) {
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

void moon_freeclass(MoonClass *cls) {
    free(cls->name);
    cls->name = NULL;
}

static int moon_isa(const MoonObject *box, const MoonClass *cls) {
    const MoonClass *k = box->klass;
    return k->depth >= cls->depth && k->display[cls->depth] == cls;
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

static void *moon_objectsalloc(void *block, size_t bytes) {
    void *p = realloc(block, bytes);
    if (!p) {
        fprintf(stderr, "MoonLua: out of memory for the object index\n");
        abort();
    }
    return p;
}

static unsigned moon_identityhome(const MoonObjectIndex *ix, const void *object) {
    return (unsigned)(((uint64_t)(uintptr_t)object * 0x9E3779B97F4A7C15ull) >> (64 - ix->bits));
}

// The object's slot, or 0.
static int moon_identityslot(const MoonObjectIndex *ix, const void *object) {
    if (ix->count == 0) return 0;
    unsigned mask = (1u << ix->bits) - 1;
    for (unsigned i = moon_identityhome(ix, object);; i = (i + 1) & mask) {
        const MoonIdentity *e = &ix->entries[i];
        if (e->object == object) return e->slot;
        if (e->object == NULL) return 0;
    }
}

// Maps `object` to `slot`, replacing the slot it had; there must be room.
static void moon_identityinsert(MoonObjectIndex *ix, void *object, int slot) {
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

static void moon_identitygrow(MoonObjectIndex *ix) {
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
static void moon_identityput(MoonObjectIndex *ix, void *object, int slot) {
    if (ix->entries == NULL || 2 * (ix->count + 1) > 1u << ix->bits) moon_identitygrow(ix);
    moon_identityinsert(ix, object, slot);
}

// Forgets `object` if it is still mapped to `slot` (a newer userdata of it has another).
static void moon_identityremove(MoonObjectIndex *ix, const void *object, int slot) {
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

// Pushes the registry's table at `key`, made on first use with weak keys: an ephemeron table,
// whose value is kept only while its key is (finalizers' guards, walks of next).
void moon_pushweakkeyed(lua_State *L, const void *key) {
    if (lua_rawgetp(L, LUA_REGISTRYINDEX, key) == LUA_TTABLE) return;
    lua_pop(L, 1);
    lua_newtable(L);
    lua_createtable(L, 0, 1);
    lua_pushliteral(L, "k");
    lua_setfield(L, -2, "__mode");
    lua_setmetatable(L, -2);
    lua_pushvalue(L, -1);
    lua_rawsetp(L, LUA_REGISTRYINDEX, key);
}

// Makes the object cache (registry slot in the runtime record). Called once, from setUp.
void moon_newobjectcache(lua_State *L) {
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
void moon_objectsrelease(MoonObjectIndex *ix) {
    free(ix->entries);
    free(ix->freeSlots);
    memset(ix, 0, sizeof *ix);
}

// Doubles the object cache's array: a new table with the userdata copied over.
static void moon_growobjectcache(lua_State *L, MoonRuntime *rt) {
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
int moon_pushcached(lua_State *L, void *object) {
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
void moon_pushnewobject(lua_State *L, void *object, MoonClass *klass, int metatableRef, int uservalues) {
    MoonObject *box = (MoonObject *)lua_newuserdatauv(L, sizeof(MoonObject), uservalues);
    box->magic = MOON_OBJECT_MAGIC;
    box->slot = 0;
    box->object = object;
    box->klass = klass;
    box->serial = ++moon_runtime(L)->serials;
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


// Upvalue 1 of a bound method's C closure: its Swift entry and its class.
typedef struct MoonMethod {
    uint32_t magic;
    void *entry;             // kept alive by the class
    const MoonClass *cls;    // `self` must be an instance of it
} MoonMethod;

// A method of a bound class; `self` is checked here, in C.
static int moon_methodtrampoline(lua_State *L) {
    const MoonMethod *m = (const MoonMethod *)lua_touserdata(L, lua_upvalueindex(1));
    MoonObject *box = moon_toobject(L, 1);
    if (box == NULL || box->object == NULL || !moon_isa(box, m->cls)) return luaL_typeerror(L, 1, m->cls->name);
    return moon_callmember(L, moon_runtime(L), m->entry, box->object);
}

void moon_pushmethod(lua_State *L, void *entry, const MoonClass *cls) {
    MoonMethod *m = (MoonMethod *)lua_newuserdatauv(L, sizeof(MoonMethod), 0);
    m->magic = MOON_METHOD_MAGIC;
    m->entry = entry;
    m->cls = cls;
    lua_pushcclosure(L, moon_methodtrampoline, 1);
}

int moon_objectgc(lua_State *L) {
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

int moon_objecteq(lua_State *L) {
    MoonObject *a = moon_toobject(L, 1), *b = moon_toobject(L, 2);
    lua_pushboolean(L, a && b && a->object == b->object);
    return 1;
}

int moon_objecttostring(lua_State *L) {
    MoonObject *box = moon_toobject(L, 1);
    const char *cls = "object";
    if (luaL_getmetafield(L, 1, "__name") == LUA_TSTRING) cls = lua_tostring(L, -1);
    // Named by the userdata's serial, not the Swift object's address: the same in every process
    // (order.c, tostring).
    char text[160];
    snprintf(text, sizeof text, "%.100s: 0x%08llx", cls, box ? (unsigned long long)box->serial : 0ULL);
    lua_pushstring(L, text);
    return 1;
}
