// Debian's libfontconfig-dev: finds installed font files by their PostScript names.
#ifndef MOONKIT_CFONTCONFIG_SHIM_H
#define MOONKIT_CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>
#endif
