// The lines a script ran, per file: what `moonkit explore` reports as Lua lines executed. The
// count hook gets line events once a host asks (moon_countlines) and notes each line here, in
// memory of the C heap (not the state's, whose ceiling is the script's), growing a bit set per
// file. Nothing here can raise: the hook reads the event with lua_getinfo and returns.
#include "internal.h"
#include <stdlib.h>
#include <string.h>

typedef struct MoonLineFile {
    char *name;             // the chunk name without its `@`
    unsigned char *bits;    // bit n: line n was run
    int bytes;
} MoonLineFile;

typedef struct MoonLineSet {
    MoonLineFile *files;
    int count, capacity;
    int last;               // the file noted last: lines come in runs of the same file
} MoonLineSet;

int moon_countlines(lua_State *L, MoonRuntime *rt) {
    if (!rt->lines) {
        rt->lines = calloc(1, sizeof(MoonLineSet));
        if (!rt->lines) return 0;
    }
    moon_resetbudget(L, rt);  // sets the hook again, now with line events
    return 1;
}

// The index of the file named `name`, added when new; -1 when memory ran out.
static int moon_linefile(MoonLineSet *set, const char *name) {
    if (set->last < set->count && strcmp(set->files[set->last].name, name) == 0) return set->last;
    for (int i = 0; i < set->count; i++) {
        if (strcmp(set->files[i].name, name) == 0) return set->last = i;
    }
    if (set->count == set->capacity) {
        int capacity = set->capacity ? set->capacity * 2 : 8;
        MoonLineFile *grown = realloc(set->files, (size_t)capacity * sizeof *grown);
        if (!grown) return -1;
        set->files = grown;
        set->capacity = capacity;
    }
    char *copy = strdup(name);
    if (!copy) return -1;
    set->files[set->count] = (MoonLineFile){ .name = copy, .bits = NULL, .bytes = 0 };
    return set->last = set->count++;
}

void moon_noteline(lua_State *L, MoonRuntime *rt, lua_Debug *ar) {
    MoonLineSet *set = rt->lines;
    int line = ar->currentline;
    if (!set || line < 0 || !lua_getinfo(L, "S", ar) || ar->source[0] != '@') return;
    int index = moon_linefile(set, ar->source + 1);
    if (index < 0) return;
    MoonLineFile *file = &set->files[index];
    int byte = line / 8;
    if (byte >= file->bytes) {
        int bytes = file->bytes ? file->bytes : 64;
        while (bytes <= byte) bytes *= 2;
        unsigned char *grown = realloc(file->bits, (size_t)bytes);
        if (!grown) return;
        memset(grown + file->bytes, 0, (size_t)(bytes - file->bytes));
        file->bits = grown;
        file->bytes = bytes;
    }
    file->bits[byte] |= (unsigned char)(1u << (line % 8));
}

int moon_linefiles(const MoonRuntime *rt) {
    return rt->lines ? rt->lines->count : 0;
}

const char *moon_linefilename(const MoonRuntime *rt, int file) {
    return rt->lines->files[file].name;
}

int moon_linelimit(const MoonRuntime *rt, int file) {
    return rt->lines->files[file].bytes * 8;
}

int moon_linewasrun(const MoonRuntime *rt, int file, int line) {
    const MoonLineFile *f = &rt->lines->files[file];
    return line >= 0 && line / 8 < f->bytes && (f->bits[line / 8] >> (line % 8)) & 1;
}

void moon_freelines(MoonRuntime *rt) {
    MoonLineSet *set = rt->lines;
    if (!set) return;
    for (int i = 0; i < set->count; i++) {
        free(set->files[i].name);
        free(set->files[i].bits);
    }
    free(set->files);
    free(set);
    rt->lines = NULL;
}
