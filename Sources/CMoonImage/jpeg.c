#include "CMoonImage.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

// The largest picture decoded: a side as long as Cairo takes, and at most 50 million pixels
// (150 MB of RGB), refused before memory is asked for.
#define MOON_JPEG_MAX_SIDE 16384
#define MOON_JPEG_MAX_PIXELS 50000000

// libjpeg's error manager, extended with where to jump back to and where to write the message.
struct reader_errors {
    struct jpeg_error_mgr base;
    jmp_buf back;
    char *message;
    size_t message_size;
};

static void give_up(j_common_ptr info) {
    struct reader_errors *errors = (struct reader_errors *)info->err;
    char text[JMSG_LENGTH_MAX];
    errors->base.format_message(info, text);
    snprintf(errors->message, errors->message_size, "%s", text);
    longjmp(errors->back, 1);
}

// Warnings (a truncated file padded with grey, say) do not stop decoding.
static void ignore_warning(j_common_ptr info, int level) {
    (void)info;
    (void)level;
}

// One picture being read, from a file or from bytes in memory: the file (NULL for bytes),
// libjpeg's state and its error manager, kept together so that the functions below can clean
// up in one place whichever way they leave.
struct reader {
    FILE *file;
    const unsigned char *bytes;
    size_t count;
    struct jpeg_decompress_struct info;
    struct reader_errors errors;
};

// Routes libjpeg's errors to `error`.
static void route_errors(struct reader *r, char *error, size_t error_size) {
    r->info.err = jpeg_std_error(&r->errors.base);
    r->errors.base.error_exit = give_up;
    r->errors.base.emit_message = ignore_warning;
    r->errors.message = error;
    r->errors.message_size = error_size;
}

// Opens `path` and routes libjpeg's errors to `error`. Returns 0, or -1 when the file cannot
// be opened. The caller sets the jump point, then calls jpeg_create_decompress.
static int open_reader(struct reader *r, const char *path, char *error, size_t error_size) {
    r->bytes = NULL;
    r->count = 0;
    r->file = fopen(path, "rb");
    if (!r->file) {
        snprintf(error, error_size, "cannot open %s", path);
        return -1;
    }
    route_errors(r, error, error_size);
    return 0;
}

// A reader of `count` bytes at `bytes` (a picture a host holds in memory).
static void open_bytes_reader(struct reader *r, const unsigned char *bytes, size_t count, char *error,
                              size_t error_size) {
    r->file = NULL;
    r->bytes = bytes;
    r->count = count;
    route_errors(r, error, error_size);
}

// Gives libjpeg its source, once jpeg_create_decompress has run.
static void set_source(struct reader *r) {
    if (r->file) {
        jpeg_stdio_src(&r->info, r->file);
    } else {
        jpeg_mem_src(&r->info, r->bytes, (unsigned long)r->count);
    }
}

static void close_reader(struct reader *r) {
    jpeg_destroy_decompress(&r->info);
    if (r->file) fclose(r->file);
}

// The size from the header of what `r` reads (opened), closing it.
static int read_size(struct reader *r, int *width, int *height) {
    if (setjmp(r->errors.back)) {
        close_reader(r);
        return -1;
    }
    jpeg_create_decompress(&r->info);
    set_source(r);
    jpeg_read_header(&r->info, TRUE);
    *width = (int)r->info.image_width;
    *height = (int)r->info.image_height;
    close_reader(r);
    return 0;
}

int moon_jpeg_size(const char *path, int *width, int *height, char *error, size_t error_size) {
    struct reader r;
    if (open_reader(&r, path, error, error_size) != 0) return -1;
    return read_size(&r, width, height);
}

int moon_jpeg_size_bytes(const unsigned char *bytes, size_t count, int *width, int *height, char *error,
                         size_t error_size) {
    struct reader r;
    open_bytes_reader(&r, bytes, count, error, error_size);
    return read_size(&r, width, height);
}

// Decodes what `r` reads (opened) to RGB, closing it; `name` is what messages call it.
static int decode(struct reader *r, const char *name, moon_jpeg_pixels *out, char *error, size_t error_size) {
    // `volatile`: the buffer is read again after a longjmp, so it must not live in a register.
    unsigned char *volatile rgb = NULL;
    if (setjmp(r->errors.back)) {
        free(rgb);
        close_reader(r);
        return -1;
    }
    jpeg_create_decompress(&r->info);
    set_source(r);
    jpeg_read_header(&r->info, TRUE);
    r->info.out_color_space = JCS_RGB;  // libjpeg converts greyscale and YCbCr to RGB
    jpeg_start_decompress(&r->info);
    size_t width = r->info.output_width, height = r->info.output_height;
    if (width == 0 || height == 0 || width > MOON_JPEG_MAX_SIDE || height > MOON_JPEG_MAX_SIDE
        || width * height > MOON_JPEG_MAX_PIXELS || r->info.output_components != 3) {
        snprintf(error, error_size, "%s: unsupported size %zux%zu or %d colour components", name, width,
                 height, r->info.output_components);
        close_reader(r);
        return -1;
    }
    rgb = malloc(width * height * 3);
    if (!rgb) {
        snprintf(error, error_size, "%s: out of memory for %zux%zu pixels", name, width, height);
        close_reader(r);
        return -1;
    }
    while (r->info.output_scanline < r->info.output_height) {
        JSAMPROW row = rgb + (size_t)r->info.output_scanline * width * 3;
        jpeg_read_scanlines(&r->info, &row, 1);
    }
    jpeg_finish_decompress(&r->info);
    close_reader(r);
    out->width = (int)width;
    out->height = (int)height;
    out->rgb = rgb;
    return 0;
}

int moon_jpeg_decode(const char *path, moon_jpeg_pixels *out, char *error, size_t error_size) {
    out->width = 0;
    out->height = 0;
    out->rgb = NULL;
    struct reader r;
    if (open_reader(&r, path, error, error_size) != 0) return -1;
    return decode(&r, path, out, error, error_size);
}

int moon_jpeg_decode_bytes(const unsigned char *bytes, size_t count, const char *name, moon_jpeg_pixels *out,
                           char *error, size_t error_size) {
    out->width = 0;
    out->height = 0;
    out->rgb = NULL;
    struct reader r;
    open_bytes_reader(&r, bytes, count, error, error_size);
    return decode(&r, name, out, error, error_size);
}

void moon_jpeg_free(moon_jpeg_pixels *pixels) {
    free(pixels->rgb);
    pixels->rgb = NULL;
}
