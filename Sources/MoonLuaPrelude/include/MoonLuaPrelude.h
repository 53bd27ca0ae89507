// The part of the `moonkit` Lua module written in Lua, and the Lua half of `moonkit test`,
// compiled into the program.
//
// The sources are the files moonkit.lua and test.lua beside prelude.c, plain Lua files that
// editors and Lua tools read like any other; prelude.c embeds their bytes with C23's #embed, so
// the engine needs no resource files at run time and the build recompiles it whenever one changes.
#ifndef MOONLUA_PRELUDE_H
#define MOONLUA_PRELUDE_H

#include <stddef.h>

// The bytes of moonkit.lua (not NUL-terminated), and their count in *length.
const unsigned char *moon_prelude_source(size_t *length);

// The bytes of test.lua, the Lua half of `moonkit test` (the globals `test` and `expect` of a
// test file), and their count in *length.
const unsigned char *moon_test_library_source(size_t *length);

#endif
