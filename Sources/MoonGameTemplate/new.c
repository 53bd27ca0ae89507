// Embeds the template game and the editor definitions (see include/MoonGameTemplate.h).
#include "MoonGameTemplate.h"

// #embed is standard in C23; SwiftPM compiles this target as gnu11, where clang accepts it as
// an extension and says so.
#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char game[] = {
#embed "template/scripts/game.lua"
};
static const unsigned char level[] = {
#embed "template/scripts/level.lua"
};
static const unsigned char bot[] = {
#embed "template/scripts/bots/bot.lua"
};
static const unsigned char test[] = {
#embed "template/scripts/tests/test.lua"
};
static const unsigned char level1[] = {
#embed "template/levels/level1.txt"
};
static const unsigned char luacheckrc[] = {
#embed "template/luacheckrc"
};
static const unsigned char luarc[] = {
#embed "template/luarc.json"
};
// The definitions the repository ships (a test keeps them equal to what the bindings give).
static const unsigned char moonkit_defs[] = {
#embed "../../lua/defs/moonkit.lua"
};
static const unsigned char bot_defs[] = {
#embed "../../lua/defs/bot.lua"
};
static const unsigned char test_defs[] = {
#embed "../../lua/defs/test.lua"
};

#define FILE_ENTRY(path, bytes) { path, bytes, sizeof bytes }

static const MoonTemplateFile files[] = {
    FILE_ENTRY("scripts/NAME.lua", game),
    FILE_ENTRY("scripts/level.lua", level),
    FILE_ENTRY("scripts/bots/NAME_bot.lua", bot),
    FILE_ENTRY("scripts/tests/NAME_test.lua", test),
    FILE_ENTRY("levels/level1.txt", level1),
    FILE_ENTRY(".luacheckrc", luacheckrc),
    FILE_ENTRY(".luarc.json", luarc),
    FILE_ENTRY("defs/moonkit.lua", moonkit_defs),
    FILE_ENTRY("defs/bot.lua", bot_defs),
    FILE_ENTRY("defs/test.lua", test_defs),
};

const MoonTemplateFile *moon_template_files(size_t *count) {
    *count = sizeof files / sizeof files[0];
    return files;
}
