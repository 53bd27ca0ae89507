#!/usr/bin/env python3
"""Generate the template shapes of the shipped examples.

Writes star_shape.png next to this script: 120x120, a black five-pointed star on a transparent
ground, its edges antialiased by 4x4 supersampling. Only the alpha matters: a template image is
filled with the view's tint colour.

Usage:  python3 tools/make_shapes.py      (standard library only)
"""

import math
import os
import struct
import zlib

SIZE = 120
SAMPLES = 4


def star(cx, cy, outer, inner):
    """The ten corners of a star pointing up."""
    corners = []
    for k in range(10):
        radius = outer if k % 2 == 0 else inner
        angle = -math.pi / 2 + k * math.pi / 5
        corners.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return corners


def inside(x, y, polygon):
    """Even-odd rule: a ray to the right crosses the outline an odd number of times."""
    crossings = False
    for (x0, y0), (x1, y1) in zip(polygon, polygon[1:] + polygon[:1]):
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            crossings = not crossings
    return crossings


def png(width, height, rows):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)  # 8-bit RGBA
    raw = b"".join(b"\x00" + row for row in rows)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def main():
    shape = star(SIZE / 2, SIZE / 2 + 6, 58, 24)
    rows = []
    for y in range(SIZE):
        row = bytearray()
        for x in range(SIZE):
            hits = sum(inside(x + (i + 0.5) / SAMPLES, y + (j + 0.5) / SAMPLES, shape)
                       for i in range(SAMPLES) for j in range(SAMPLES))
            row += bytes((0, 0, 0, round(255 * hits / SAMPLES ** 2)))
        rows.append(bytes(row))
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "scripts", "images", "star_shape.png")
    with open(path, "wb") as out:
        out.write(png(SIZE, SIZE, rows))


if __name__ == "__main__":
    main()
