// Reading JPEG files through libjpeg-turbo, with its errors returned instead of exiting.
//
// libjpeg reports a broken file by calling an error handler that must not return; the usual
// answer is a longjmp back to the caller. That jump has to stay inside C (the bridge rule in
// docs/architecture.md: no longjmp across a Swift frame), so both functions set their jump
// point here and return a plain status to Swift.
#ifndef MOONKIT_CMOONIMAGE_H
#define MOONKIT_CMOONIMAGE_H

#include <stddef.h>

/// A decoded JPEG: `width` × `height` pixels, 3 bytes each (red, green, blue), rows packed.
typedef struct moon_jpeg_pixels {
    int width;
    int height;
    unsigned char *rgb;  // malloc'd; release with moon_jpeg_free
} moon_jpeg_pixels;

/// Reads the size from the header. Returns 0, or -1 with a message in `error`.
int moon_jpeg_size(const char *path, int *width, int *height, char *error, size_t error_size);

/// Decodes the whole picture to RGB. Returns 0, or -1 with a message in `error` (nothing to free).
int moon_jpeg_decode(const char *path, moon_jpeg_pixels *out, char *error, size_t error_size);

/// moon_jpeg_size for a picture held in memory: `count` bytes at `bytes`.
int moon_jpeg_size_bytes(const unsigned char *bytes, size_t count, int *width, int *height, char *error,
                         size_t error_size);

/// moon_jpeg_decode for a picture held in memory; `name` is what messages call it.
int moon_jpeg_decode_bytes(const unsigned char *bytes, size_t count, const char *name, moon_jpeg_pixels *out,
                           char *error, size_t error_size);

/// Frees what moon_jpeg_decode allocated.
void moon_jpeg_free(moon_jpeg_pixels *pixels);

#endif
