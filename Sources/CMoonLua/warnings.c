// Lua's warnings. Lua 5.4 reports an error raised in a __gc metamethod as a warning (the
// collector runs finalizers where no caller can catch their errors), through the function
// set with lua_setwarnf; with none set, as in a state made by lua_newstate, it is lost. Here
// each warning is joined from its pieces and kept in the runtime record. Nothing here may call
// Swift or allocate: warnings come from inside the collector. Swift takes them once its
// protected call has returned (LuaState.reportWarnings) and reports the errors to its host.
#include "internal.h"
#include <string.h>

static void moon_warn(void *ud, const char *piece, int tocont) {
    MoonRuntime *rt = (MoonRuntime *)ud;
    MoonWarnings *w = &rt->warnings;
    size_t length = strlen(piece);
    // A one-piece message starting with '@' is a control message (`warn("@on")`): not a warning.
    if (w->joining == 0 && !tocont && piece[0] == '@') return;
    // Keep what fits, leaving room for the '\n' that ends the warning; the rest is cut off.
    size_t room = MOON_WARNING_BYTES - 1 - w->complete - w->joining;
    size_t kept = length < room ? length : room;
    memcpy(w->text + w->complete + w->joining, piece, kept);
    w->joining += kept;
    if (tocont) return;
    if (w->joining == 0 && length > 0) {
        w->dropped++;  // no room at all: counted, not kept
        return;
    }
    w->text[w->complete + w->joining] = '\n';
    w->complete += w->joining + 1;
    w->joining = 0;
}

void moon_clearwarnings(MoonRuntime *rt) {
    rt->warnings.complete = 0;
    rt->warnings.joining = 0;
    rt->warnings.dropped = 0;
}

void moon_startwarnings(lua_State *L, MoonRuntime *rt) {
    lua_setwarnf(L, moon_warn, rt);
}
