#!/usr/bin/env python3
"""Draw the Flag Quiz's flags (scripts/flag_quiz.lua): twelve simple national flags.

Writes next to the game's other pictures, in scripts/images/:
    flag_<country>@2x.png     400x200 px, shown at 200x100 pt

Each flag is drawn from a few plain shapes (bands across or down, a Nordic cross, a disc) in
its usual colours, all at the same 2:1 shape so the quiz's three buttons match; they are this
script's own simplified drawings, not copies of official artwork. The disc is drawn at 4x and
box-filtered down for a smooth edge. Only Python's standard library is used (PNG written with
zlib, no metadata), so running the script again writes the same bytes.

Usage:  python3 tools/make_flags.py      (a development tool: not needed to build or test)
"""

import os
import struct
import zlib

W, H = 400, 200          # pixels (@2x: 200 x 100 points)
S = 4                    # supersampling for the disc's edge

OUT_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "scripts", "images")

RED = (206, 17, 38)
WHITE = (255, 255, 255)
BLACK = (20, 20, 20)
GOLD = (255, 204, 0)
GREEN = (0, 140, 69)
BLUE = (0, 85, 164)

# A flag: its bands ("across" from the top, "down" from the left, as (colour, share) pairs),
# or a Nordic cross (field, cross), or a disc on a field.
FLAGS = {
    "austria": ("across", [(RED, 1), (WHITE, 1), (RED, 1)]),
    "belgium": ("down", [(BLACK, 1), (GOLD, 1), ((239, 51, 64), 1)]),
    "estonia": ("across", [((0, 114, 206), 1), (BLACK, 1), (WHITE, 1)]),
    "finland": ("cross", (WHITE, (0, 47, 108))),
    "france": ("down", [(BLUE, 1), (WHITE, 1), ((239, 65, 53), 1)]),
    "germany": ("across", [(BLACK, 1), ((221, 0, 0), 1), (GOLD, 1)]),
    "ireland": ("down", [((22, 155, 98), 1), (WHITE, 1), ((255, 136, 62), 1)]),
    "italy": ("down", [(GREEN, 1), (WHITE, 1), (RED, 1)]),
    "japan": ("disc", (WHITE, (188, 0, 45))),
    "nigeria": ("down", [((0, 135, 81), 1), (WHITE, 1), ((0, 135, 81), 1)]),
    "poland": ("across", [(WHITE, 1), ((220, 20, 60), 1)]),
    "sweden": ("cross", ((0, 106, 167), (254, 204, 0))),
}


def bands(direction, stripes):
    """The pixel rows of a flag of bands."""
    total = sum(share for _, share in stripes)
    length = H if direction == "across" else W

    def colour_at(position):
        edge = 0
        for colour, share in stripes:
            edge += share * length / total
            if position < edge:
                return colour
        return stripes[-1][0]

    if direction == "across":
        return [[colour_at(y)] * W for y in range(H)]
    row = [colour_at(x) for x in range(W)]
    return [list(row) for _ in range(H)]


def cross(field, bar):
    """A Nordic cross: a bar across the middle and one down, left of the centre."""
    thickness = H // 5
    top = (H - thickness) // 2
    left = W * 5 // 16
    rows = []
    for y in range(H):
        rows.append([bar if top <= y < top + thickness or left <= x < left + thickness else field
                     for x in range(W)])
    return rows


def disc(field, colour):
    """A disc in the middle, its edge box-filtered from a grid S times finer."""
    cx, cy, radius = W / 2, H / 2, H * 0.3
    rows = []
    for y in range(H):
        row = []
        for x in range(W):
            inside = 0
            for sy in range(S):
                for sx in range(S):
                    dx = x + (sx + 0.5) / S - cx
                    dy = y + (sy + 0.5) / S - cy
                    inside += dx * dx + dy * dy <= radius * radius
            t = inside / (S * S)
            row.append(tuple(round(f + (c - f) * t) for f, c in zip(field, colour)))
        rows.append(row)
    return rows


def write_png(path, rows):
    """An RGB PNG with no metadata: the same rows give the same bytes."""
    raw = b"".join(b"\x00" + bytes(v for pixel in row for v in pixel) for row in rows)

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", len(rows[0]), len(rows), 8, 2, 0, 0, 0)
    with open(path, "wb") as out:
        out.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
                  + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def main():
    for country, (kind, spec) in FLAGS.items():
        if kind in ("across", "down"):
            rows = bands(kind, spec)
        elif kind == "cross":
            rows = cross(*spec)
        else:
            rows = disc(*spec)
        write_png(os.path.join(OUT_DIR, f"flag_{country}@2x.png"), rows)
    print(f"{len(FLAGS)} flags in {os.path.normpath(OUT_DIR)}")


if __name__ == "__main__":
    main()
