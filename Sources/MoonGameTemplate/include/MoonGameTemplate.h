// The files `moonkit new NAME` writes: the template game in template/ beside new.c and the Lua
// language server definitions of lua/defs, compiled into the program with C23's #embed so that
// the command needs no resource files at run time.
#ifndef MOON_GAME_TEMPLATE_H
#define MOON_GAME_TEMPLATE_H

#include <stddef.h>

// One file of a new game folder. `path` is relative to the folder and may contain NAME, which
// the command replaces with the game's name; so may the bytes (as @NAME@).
typedef struct {
    const char *path;
    const unsigned char *bytes;
    size_t length;
} MoonTemplateFile;

// The files, and their count in *count.
const MoonTemplateFile *moon_template_files(size_t *count);

#endif
