// Cairo with its FreeType font backend and PNG output (Debian libcairo2-dev).
#ifndef MOONKIT_CCAIRO_SHIM_H
#define MOONKIT_CCAIRO_SHIM_H
#include <cairo.h>
#include <cairo-ft.h>
#endif
