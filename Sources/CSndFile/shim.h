// Debian's libsndfile1-dev: reads sound files' headers (WAV, AIFF, FLAC, Ogg) for their length.
#ifndef MOONKIT_CSNDFILE_SHIM_H
#define MOONKIT_CSNDFILE_SHIM_H
#include <sndfile.h>
#endif
