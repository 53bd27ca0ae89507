// Embeds moonkit.lua and test.lua (see include/MoonLuaPrelude.h).
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

static const unsigned char testSource[] = {
#embed "test.lua"
};

const unsigned char *moon_test_library_source(size_t *length) {
    *length = sizeof testSource;
    return testSource;
}
