// Embeds moonkit.lua (see include/MoonLuaPrelude.h).
#include "MoonLuaPrelude.h"

// #embed is standard in C23; SwiftPM compiles this target as gnu11, where clang accepts it as
// an extension and says so.
#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char source[] = {
#embed "moonkit.lua"
};

const unsigned char *moon_prelude_source(size_t *length) {
    *length = sizeof source;
    return source;
}
