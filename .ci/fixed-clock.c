/* Preloaded (LD_PRELOAD) into the runs the performance gate counts (.ci/perf-gate): time()
   answers the same second in every run. Lua seeds its string hashes with time(NULL) (lstate.c,
   luai_makeseed), so without this the same binary's count for a Lua workload moves by up to
   about 1 % from one run to the next, as strings fall into different hash slots. The game's
   own clock is virtual and its randomness seeded: nothing else that is counted reads the time. */
#include <time.h>

time_t time(time_t *out) {
    const time_t fixed = 1700000000;  /* any constant will do */
    if (out) *out = fixed;
    return fixed;
}
