// The part of the `moonkit` Lua module written in Lua, compiled into the program.
//
// The source is the file moonkit.lua beside prelude.c, a plain Lua file that editors and Lua
// tools read like any other; prelude.c embeds its bytes with C23's #embed, so the engine needs
// no resource files at run time and the build recompiles it whenever the file changes.
#ifndef MOONLUA_PRELUDE_H
#define MOONLUA_PRELUDE_H

#include <stddef.h>

// The bytes of moonkit.lua (not NUL-terminated), and their count in *length.
const unsigned char *moon_prelude_source(size_t *length);

#endif
