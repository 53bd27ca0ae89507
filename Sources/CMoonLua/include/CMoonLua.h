// The C side of the Lua bridge: what Swift sees of it.
//
// Swift cannot call C macros, nor raise a Lua error (a C longjmp) across its own frames. So
// everything that may raise on Swift's behalf is C, in this target (DESIGN.md §4): the
// trampolines that enter Swift and raise after it returned, the metamethods of bound classes,
// the allocator with the memory ceiling, the count hook with the instruction budget, the
// sandboxed library and `print`, the plain-data codec. One .c file per concern:
//
//   runtime.c    the runtime record's allocator (pool, memory ceiling), budget hook, collector
//   limits.c     engine objects charged to the ceiling, a bot's turns, the entry the watchdog reads
//   calls.c      message handler, protected calls, trampolines, Swift functions
//   errortext.c  errors worded for the script's author: odd error values, stack overflows, pcall
//   objects.c    object identity, userdata of Swift objects, bound classes' methods
//   classes.c    __index/__newindex of bound classes, script fields, constructors, hooks
//   fields.c     raw reads of named fields, caches keyed by Lua strings
//   sandbox.c    the sandboxed standard library, print, load, require
//   plaindata.c  plain data and functions moved between states, files.lines
//   warnings.c   Lua's warnings (errors raised in __gc metamethods), kept for Swift
//   finalizers.c scripts' __gc metamethods, run under the budget and the ceiling, closing too
//   coverage.c   the lines a script ran, per file, for `moonkit explore`
//
// The types are here because Swift allocates them (the runtime record, a class) or reads them
// (a userdata's object). Only a few helpers that Swift calls on hot paths stay `static inline`.
#ifndef MOONKIT_CMOONLUA_H
#define MOONKIT_CMOONLUA_H

#include <lua.h>
#include <lualib.h>
#include <lauxlib.h>
#include <stddef.h>
#include <stdint.h>

// MARK: - Macros Swift needs, restated

static const int MOON_LUA_REGISTRYINDEX = LUA_REGISTRYINDEX;
static const int MOON_LUA_MULTRET = LUA_MULTRET;
static const int MOON_LUA_RIDX_GLOBALS = LUA_RIDX_GLOBALS;

static inline void moon_pop(lua_State *L, int n) { lua_pop(L, n); }
static inline void moon_pushcfunction(lua_State *L, lua_CFunction f) { lua_pushcfunction(L, f); }

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
// The game's clock in seconds (its virtual time), for os.time, os.clock and os.date.
typedef double (*moon_SwiftClock)(void *swiftState);

// Small blocks for Lua (strings, tables, closures, userdata, mostly under 256 bytes) come from
// free lists of 16 size classes carved out of 64 KB slabs (runtime.c).
#define MOON_POOL_CLASSES 16
#define MOON_POOL_LARGEST (MOON_POOL_CLASSES * 16)
#define MOON_SLAB_BYTES (64 * 1024)

typedef struct MoonPool {
    void *free[MOON_POOL_CLASSES];  // free blocks of 16, 32, …, 256 bytes, linked through their first word
    char *cursor;                   // the unused rest of the newest slab
    size_t left;
    void *slabs;                    // every slab, linked through its first word; freed with the state
} MoonPool;

// Which userdata stands for each Swift object (objects.c): the userdata sit in the slots of a
// weak-valued Lua table used as an array, and C finds an object's slot from its address here,
// so neither a push nor a __gc hashes a pointer in a Lua table.
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

// Warnings Lua gave (an error raised in a __gc metamethod becomes one: no caller is there to
// catch it), kept until Swift takes them after a protected call (warnings.c).
#define MOON_WARNING_BYTES 2048
typedef struct MoonWarnings {
    char text[MOON_WARNING_BYTES];  // complete warnings, each ended by '\n', then the one being joined
    size_t complete;                // bytes of complete warnings
    size_t joining;                 // bytes of the warning being joined from its pieces
    int dropped;                    // warnings that did not fit, since Swift last took them
} MoonWarnings;

// MoonRuntime.limitsHit bits.
enum { MOON_LIMIT_MEMORY = 1, MOON_LIMIT_BUDGET = 2, MOON_LIMIT_STOP = 4 };

// How often (VM instructions) the count hook looks for a stop when no budget sets its pace.
#define MOON_STOP_STEP 10000

// One per Lua state, owned by the Swift LuaState, found from any thread of the
// state through the extra space (Lua copies it into every coroutine it creates).
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
    // Where the script was when the allocator last refused a block ("game.lua:12: ", or "" when
    // it could not tell): Lua raises memory errors without calling the message handler, so the
    // place is taken at the refusal (moon_notememoryplace) and put before the message.
    char memoryPlace[256];
    lua_State *mainThread;  // the state's main thread, whose stack the refusal reads

    // Instruction budget for one entry from Swift (0 = none), counted by the
    // count hook every `hookStep` VM instructions. Once spent it stays spent
    // until Swift enters again, so a script cannot swallow it with pcall.
    lua_Integer budget;
    lua_Integer budgetLeft;
    // Instructions counted by the hook since the state was made (in steps of `hookStep`, so
    // only while a budget is set): the game's work during a bot's turn, deterministic.
    lua_Integer instructionsCounted;
    int hookStep;
    // Whether a host may stop the entry running now from another thread (moon_allowstop): the
    // count hook then runs even with no budget, and raises once it sees the stop.
    int stoppable;
    char budgetMessage[64];
    // The located message of the budget error once raised, raised again by every later
    // instruction of the same callback (see moon_counthook).
    char budgetSpentMessage[1024];

    // Which limits raised an error during the current entry from Swift (MOON_LIMIT_… bits),
    // set where the error is raised: how Swift tells a limit's error from others by its kind,
    // not by its text (coroutine.wrap and error handlers may rewrite the text).
    int limitsHit;

    // The entry from Swift running now, published for the watchdog (another thread) and for
    // naming the callback that keeps rescheduling work (limits.c); NULL until asked for.
    struct MoonEntryWatch *watch;

    // The lines run, per file, once a host asked for them (moon_countlines, coverage.c); NULL
    // otherwise, and then the hook has no line events: counting costs nothing unless asked.
    struct MoonLineSet *lines;

    // The chunk of the host's own Lua code (a module written in Lua, "" for none): an error
    // raised where the script called into it is placed at the script's line, not inside it.
    char hostChunk[32];

    int argIndex;           // the argument a MOON_RAISE_ARG refers to
    int cacheRef;           // registry slot: the object cache, slot -> userdata (weak values)
    MoonObjectIndex objects;  // object address -> slot in the object cache
    int tracebackRef;       // registry slot: traceback of the last error handled

    // Moves whenever a script may have given a script object a method it lacked: a function
    // stored in an object's fields, or a new member of a Lua class (classes.c). While it stays
    // put, which methods each script object has stays the same, and Swift may keep the answers
    // of moon_mayhavemethod (ScriptViewController's hooks).
    unsigned methodsVersion;

    void *swiftState;       // the Swift LuaState, unretained
    moon_SwiftMember member;
    moon_SwiftRelease release;
    moon_SwiftPrint print;
    moon_SwiftClock clock;  // NULL: the clock stands at 0 (a state with no game)
    MoonPool pool;          // Lua's small blocks
    uint64_t serials;       // objects made so far: each new table, function, userdata and thread takes the next serial
    MoonWarnings warnings;  // what lua_warning said, until Swift takes it

    // Set while lua_close runs the finalizers (finalizers.c): they share one budget, and those
    // left when it is spent are not run, only counted here.
    int closing;
    long finalizersSkipped;
} MoonRuntime;

// The state's runtime record. Swift finds its LuaState through it on every bridged call.
static inline MoonRuntime *moon_runtime(lua_State *L) {
    return *(MoonRuntime **)lua_getextraspace(L);
}

// MARK: - Runtime and limits (runtime.c)

// MARK: - Limits beyond the allocator and the hook (limits.c)

// Adds `bytes` (negative: gives them back) to what the state counts as used: the engine objects
// a script makes weigh against the memory ceiling like its own tables. Charged while a Swift
// frame runs, a charge that passes the ceiling is raised once that frame has returned.
void moon_chargememory(MoonRuntime *rt, ptrdiff_t bytes);
// Gives the entry from Swift running now a fresh budget, unless the budget is spent (a spent
// budget stays spent until Swift enters again, so that pcall cannot swallow it).
void moon_restartbudget(lua_State *L, MoonRuntime *rt);

// Publishes each outermost entry from Swift: its serial (odd while it runs) and the file:line
// of the function entered, for a reader on another thread.
typedef struct MoonEntryWatch MoonEntryWatch;
// Starts publishing entries with their sites (idempotent); the record lives until
// moon_unwatchentries.
void moon_watchentries(MoonRuntime *rt);
// Starts counting entries, without their sites unless moon_watchentries asks (idempotent).
void moon_countentries(MoonRuntime *rt);
// Whether entries publish their sites.
int moon_entrysites(const MoonEntryWatch *watch);
// Lets another thread stop the entry running now (moon_stopentry): counts entries, and runs
// the count hook even with no budget.
void moon_allowstop(lua_State *L, MoonRuntime *rt);
// For any thread, one at a time: stops the entry running now, whose count hook raises
// `message` (after the script's place) at its next look; returns 0 when no entry runs.
int moon_stopentry(MoonEntryWatch *watch, const char *message);
// For the count hook: pushes the stop's message and returns 1 when the entry running was stopped.
int moon_pushstop(lua_State *L, MoonRuntime *rt);
void moon_unwatchentries(MoonRuntime *rt);
// The function about to be entered is at `funcIndex`: publishes its site and marks the entry
// running. Called only for entries from Swift that are not nested in another.
void moon_entrybegin(lua_State *L, MoonRuntime *rt, int funcIndex);
void moon_entryend(MoonRuntime *rt);
// Marks an entry running that is no function's: `site` says what it is ("closing").
void moon_entrybeginat(MoonRuntime *rt, const char *site);
// Publishes the site of the function at `funcIndex` as the one running, without timing a new
// entry: a nested entry as it begins, and the enclosing one again when the nested one ends.
void moon_entrynote(lua_State *L, MoonRuntime *rt, int funcIndex);
// Counts a new stretch of the entry running now (a bot's turn), as if it had just begun.
void moon_entryrestart(MoonRuntime *rt);
// For any thread: the serial of the entry now (0 when nothing is published, even when idle),
// and the site of the function running copied into `site` (NUL-terminated, at most `size`
// bytes); returns 0 when a writer was at work (the copy is then to be thrown away).
unsigned long moon_entryserial(const MoonEntryWatch *watch);
int moon_entrysite(const MoonEntryWatch *watch, char *site, size_t size);

// A new state allocating through the runtime record's pool, under its memory ceiling.
lua_State *moon_newstate(MoonRuntime *rt);
// Frees the slabs, once the state that used them is closed.
void moon_poolrelease(MoonPool *pool);
void moon_setmemorylimit(MoonRuntime *rt, size_t bytes);
void moon_setbudget(lua_State *L, MoonRuntime *rt, lua_Integer instructions);
// Restarts the budget for a new entry from Swift (this also restarts the hook's count).
void moon_resetbudget(lua_State *L, MoonRuntime *rt);
// Has the count hook spend the budget in the coroutine `co` too (a finalizer's, finalizers.c).
void moon_budgetthread(lua_State *co, MoonRuntime *rt);
// Sets the collector's pause (percent of growth since the last cycle; Lua's default is 200).
void moon_setgcpause(lua_State *L, int percent);
// A full collection, repeated while it frees something (finalizers may drop more references).
int moon_collect(lua_State *L);

// MARK: - Lines run (coverage.c)

// Starts counting the lines the state runs, per file loaded from one (`@` chunks): the count
// hook gets line events too. Returns 0 when the record could not be allocated.
int moon_countlines(lua_State *L, MoonRuntime *rt);
// For the count hook: notes the line of a line event.
void moon_noteline(lua_State *L, MoonRuntime *rt, lua_Debug *ar);
// The files with lines run, their names (without the `@`), and whether `line` of one was run.
int moon_linefiles(const MoonRuntime *rt);
const char *moon_linefilename(const MoonRuntime *rt, int file);
// One past the highest line of `file` that may have been noted.
int moon_linelimit(const MoonRuntime *rt, int file);
int moon_linewasrun(const MoonRuntime *rt, int file, int line);
// Frees the record (the state's own end).
void moon_freelines(MoonRuntime *rt);

// MARK: - Warnings (warnings.c)

// Forgets the warnings taken (Swift read `rt->warnings.text` up to `complete`).
void moon_clearwarnings(MoonRuntime *rt);

// MARK: - Protected calls and trampolines (calls.c)

// Pushes the message handler for moon_protectedcallabove, before the function and its arguments.
void moon_pushmsghandler(lua_State *L);
// lua_pcall with the message handler (pushed just below the function) and the memory ceiling
// enforced while Lua runs.
int moon_protectedcallabove(lua_State *L, int nargs, int nresults);

// Pushes a Swift function. With `gcMetatableRef` (a registry slot), its data is a retained
// object that the metatable's __gc (moon_functiongc) releases; otherwise the data outlives the state.
void moon_pushswiftfunction(lua_State *L, moon_SwiftFunction f, void *data, int gcMetatableRef);
// The data of the Swift function at `index` when it is one pushed with entry point `f`, else
// NULL. Raw reads only: it never raises.
void *moon_swiftfunctiondata(lua_State *L, int index, moon_SwiftFunction f);
int moon_functiongc(lua_State *L);

// MARK: - Bound Swift objects and classes (objects.c, classes.c)

#define MOON_OBJECT_MAGIC 0x4d6f6f6eu  // "Moon": the first word of a bound Swift object's userdata
#define MOON_MAX_CLASS_DEPTH 16

// Property names met lately and their Swift entries, by the address of the name's string (see
// classes.c). Only names a members or setters table holds are kept, so no other object can
// take such an address while the class lives.
#define MOON_NAMECACHE_SIZE 64  // a power of two
typedef struct MoonNameCache {
    const void *name[MOON_NAMECACHE_SIZE];
    void *entry[MOON_NAMECACHE_SIZE];
} MoonNameCache;

// A bound class as C sees it, to check `self` without calling Swift: its depth
// in the hierarchy (0 = the root `Object`) and its ancestors by depth, itself last.
typedef struct MoonClass {
    int depth;
    const struct MoonClass *display[MOON_MAX_CLASS_DEPTH];
    char *name;
    MoonNameCache getters;
    MoonNameCache setters;
} MoonClass;

// Returns 0 when the hierarchy is too deep.
int moon_initclass(MoonClass *cls, const MoonClass *parent, const char *name);
void moon_freeclass(MoonClass *cls);

// The block of every userdata standing for a Swift object. The object is
// retained once per userdata; __gc releases it.
typedef struct MoonObject {
    uint32_t magic;
    int slot;       // this userdata's slot in the object cache (0: none yet)
    void *object;   // Unmanaged<AnyObject>, +1
    MoonClass *klass;  // owned by the state's Swift class info
    uint64_t serial;   // orders the userdata as a table key (order.c); Lua hides a userdata's own serial
} MoonObject;

// The MoonObject at `idx`, or NULL when the value is anything else. Swift reads every `self`
// through it. Light userdata never reach scripts, so a non-NULL pointer here is one of
// MoonLua's full userdata: the magic tells which.
static inline MoonObject *moon_toobject(lua_State *L, int idx) {
    MoonObject *box = (MoonObject *)lua_touserdata(L, idx);
    return box != NULL && box->magic == MOON_OBJECT_MAGIC ? box : NULL;
}

// Makes the object cache (registry slot in the runtime record). Called once, from setUp.
void moon_newobjectcache(lua_State *L);
// Frees the index once the state is closed (every __gc has run).
void moon_objectsrelease(MoonObjectIndex *ix);
// Pushes the userdata already standing for `object`, if Lua still has one.
int moon_pushcached(lua_State *L, void *object);
// Pushes a new userdata for `object` (already retained for it) with the metatable in registry
// slot `metatableRef` and `uservalues` user values, and remembers it by identity.
void moon_pushnewobject(lua_State *L, void *object, MoonClass *klass, int metatableRef, int uservalues);
int moon_objectgc(lua_State *L);
int moon_objecteq(lua_State *L);
int moon_objecttostring(lua_State *L);
// Pushes a bound method: a C closure that checks `self` against `cls` and calls `entry`.
void moon_pushmethod(lua_State *L, void *entry, const MoonClass *cls);

// __index of a bound class; of one whose instances carry script fields; its __newindex.
int moon_index(lua_State *L);
int moon_indexfields(lua_State *L);
int moon_newindex(lua_State *L);
// Gives the userdata on top of the stack the table at registry slot `ref` as its field table.
void moon_setfields(lua_State *L, int ref);
// Whether a script object (its field table in registry slot `fieldsRef`) may have a method
// `name`, in its own fields (when `ownFields`) or its class: 0 when it surely has none. Never
// raises (see classes.c).
int moon_mayhavemethod(lua_State *L, int fieldsRef, const char *name, int ownFields);
// __newindex of a Lua class's metatable: stores the member and moves methodsVersion.
int moon_setclassmember(lua_State *L);
// `Class { … }` and `Class(…)`. Upvalue 1: the class's `new`.
int moon_construct(lua_State *L);
// `object:name(...)` when the script object has such a function (see classes.c).
int moon_invokehook(lua_State *L);
// The same for a method whose first result the engine reads (classes.c).
int moon_callmethod(lua_State *L);

// MARK: - Named fields (fields.c)

// rawget of `t[name]`.
int moon_rawgetkey(lua_State *L, int idx, const char *name);
// luaL_getmetafield without metamethods: pushes the field and returns its type, or pushes
// nothing and returns LUA_TNIL.
int moon_getmetakey(lua_State *L, int obj, const char *name);
// Reads the number fields named in `keys` ("x\0y\0\0") of the table at `idx` into out[i];
// returns the mask of those found. Raw access only: it cannot raise.
unsigned moon_rawnumbers(lua_State *L, int idx, const char *keys, double *out);
// Pushes the fields named in `keys` of the table at `idx`, in that order, raw.
void moon_rawgetfields(lua_State *L, int idx, const char *keys);
// The integer stored under the value at `idx` in the table at registry slot `ref`, or -1.
lua_Integer moon_cachedposition(lua_State *L, int ref, int idx);
// Stores `position` under the value at `idx` in the table at registry slot `ref`.
void moon_setcachedposition(lua_State *L, int ref, int idx, lua_Integer position);

// MARK: - Sandbox (sandbox.c)

// Opens the sandboxed standard library. Run it under lua_pcall (it allocates).
int moon_opensandbox(lua_State *L);
// The sandbox's setmetatable: Lua's, but a table given a __gc is finalized under the state's
// limits (finalizers.c).
int moon_guardedsetmetatable(lua_State *L);
// Pops a metatable (or nil) and sets it on the value at `object`, as lua_setmetatable does, a
// table's __gc then running under the state's limits. Raises only when out of memory.
void moon_setmetatable(lua_State *L, int object);
// require, confined to the script root. Upvalues: loaded modules, preloaded loaders, the Swift searcher.
int moon_require(lua_State *L);

// MARK: - Plain data between states (plaindata.c)

typedef struct MoonBuffer {
    unsigned char *data;
    size_t size;
    size_t capacity;
    int failed;  // an allocation failed: the contents are incomplete
} MoonBuffer;

// What moon_encode says. On a refusal (any but OK and NOMEMORY) it leaves on the stack,
// above where the top was, the keys of the tables it was inside, outermost first, and on
// top the value it refused: for BADKEY that value is the key; for CYCLE and TOODEEP, the table.
enum {
    MOON_PLAIN_OK = 0,
    MOON_PLAIN_NOMEMORY = 1,  // an allocation failed; the stack is as it was
    MOON_PLAIN_NOTPLAIN = 2,  // a function, userdata or thread
    MOON_PLAIN_BADKEY = 3,    // a key other than a boolean, number or string
    MOON_PLAIN_CYCLE = 4,     // a table inside itself
    MOON_PLAIN_TOODEEP = 5,   // tables nested deeper than MOON_PLAIN_MAXDEPTH
};

#define MOON_PLAIN_MAXDEPTH 200

void moon_bufferfree(MoonBuffer *b);
// Appends the value at `idx` to `b`; MOON_PLAIN_OK, or why not (see above). Never raises.
int moon_encode(lua_State *L, int idx, MoonBuffer *b);
// Pushes the `count` values encoded in data[0..<size]; returns how many were pushed, or -1.
int moon_decode(lua_State *L, const unsigned char *data, size_t size, int count);
// (function) -> bytecode string, or raises naming the first upvalue other than _ENV.
int moon_dumpfunction(lua_State *L);
// Loads a binary chunk made by moon_dumpfunction; pushes the function or the message.
int moon_loadbinary(lua_State *L, const char *bytes, size_t size, const char *name);
// files.lines: pushes the lines of data[0..<size] as an array of strings.
void moon_pushlines(lua_State *L, const char *data, size_t size);

#endif
