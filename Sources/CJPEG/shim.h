// Debian's libjpeg62-turbo-dev: JPEG decoding. jpeglib.h needs stdio.h's FILE first.
#ifndef MOONKIT_CJPEG_SHIM_H
#define MOONKIT_CJPEG_SHIM_H
#include <stdio.h>
#include <jpeglib.h>
#endif
