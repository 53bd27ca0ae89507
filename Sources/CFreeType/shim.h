// FreeType's public headers are reached through its config macros; Swift cannot
// expand `#include FT_FREETYPE_H`, so this header does it once.
#ifndef MOONKIT_CFREETYPE_SHIM_H
#define MOONKIT_CFREETYPE_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_TRUETYPE_TABLES_H
#endif
