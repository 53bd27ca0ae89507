#!/usr/bin/env python3
"""Draw the Sky Viewer's pictures (scripts/sky_viewer.lua): ten skies over hills, as JPEGs.

Writes into scripts/images/:
    sky_<name>.jpg     480x320 px, at 1x (480x320 points)

Each picture is this script's own drawing: a sky that fades from one colour at the top to
another at the horizon, a sun or moon (a soft-edged disc, with a glow), stars for the night
skies, bands of cloud for the grey ones, and two ranges of hills made of summed sine waves,
the far one paler. Random details (stars) come from a generator seeded per picture. The pixels
are written as a PPM and encoded by libjpeg-turbo's `cjpeg` (Debian's libjpeg-turbo-progs), so
running the script again writes the same bytes.

Usage:  python3 tools/make_skies.py      (a development tool: not needed to build or test)
"""

import math
import os
import random
import subprocess

W, H = 480, 320
HORIZON = 0.62           # where the sky meets the far hills, as a share of the height

OUT_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "scripts", "images")

# name: (sky top, sky at the horizon, disc (x, y, radius, colour) or None, stars, clouds,
#        far hills, near hills)
SKIES = {
    "aurora": ((8, 20, 40), (30, 140, 110), (0.8, 0.18, 10, (235, 240, 250)), 160, 0,
               (20, 60, 60), (6, 22, 24)),
    "dawn": ((90, 120, 190), (250, 190, 150), (0.3, 0.6, 26, (255, 236, 200)), 0, 0,
             (120, 110, 140), (60, 60, 80)),
    "dusk": ((40, 40, 90), (230, 120, 90), (0.7, 0.62, 24, (255, 190, 120)), 20, 0,
             (90, 60, 90), (40, 28, 50)),
    "eclipse": ((10, 10, 20), (60, 50, 80), (0.5, 0.3, 30, (20, 20, 30)), 90, 0,
                (40, 36, 60), (16, 14, 26)),
    "fog": ((190, 196, 200), (226, 228, 228), None, 0, 4,
            (176, 182, 186), (130, 140, 146)),
    "moonrise": ((14, 24, 60), (60, 80, 130), (0.22, 0.5, 22, (250, 246, 220)), 120, 0,
                 (40, 56, 90), (14, 22, 40)),
    "noon": ((60, 130, 220), (170, 210, 245), (0.62, 0.16, 22, (255, 255, 230)), 0, 2,
             (100, 150, 110), (50, 110, 60)),
    "storm": ((50, 56, 66), (110, 116, 124), None, 0, 6,
              (70, 80, 80), (34, 44, 40)),
    "sunset": ((70, 60, 140), (255, 150, 60), (0.45, 0.58, 30, (255, 220, 120)), 0, 1,
               (150, 70, 70), (70, 30, 40)),
    "twilight": ((20, 30, 80), (150, 110, 170), None, 70, 0,
                 (80, 70, 120), (30, 26, 56)),
}


def mix(a, b, t):
    return tuple(x + (y - x) * t for x, y in zip(a, b))


def hill_line(seed, base, height):
    """The hills' top edge: y for each x, as a sum of three sine waves."""
    rng = random.Random(seed)
    waves = [(rng.uniform(1, 4), rng.uniform(0, 2 * math.pi), rng.uniform(0.3, 1)) for _ in range(3)]
    total = sum(w for _, _, w in waves)
    return [base - height * sum(w * (0.5 + 0.5 * math.sin(f * 2 * math.pi * x / W + p))
                                for f, p, w in waves) / total for x in range(W)]


def draw(name, sky):
    top, horizon, body, stars, clouds, far, near = sky
    rng = random.Random(name)
    horizon_y = H * HORIZON
    pixels = [[mix(top, horizon, min(1.0, y / horizon_y)) for _ in range(W)] for y in range(H)]
    for _ in range(stars):                       # stars: single bright pixels, some dimmer
        x, y = rng.randrange(W), rng.randrange(int(horizon_y * 0.9))
        pixels[y][x] = mix(pixels[y][x], (255, 255, 255), rng.uniform(0.5, 1))
    if body:                                     # the disc and its glow
        bx, by, radius, colour = body[0] * W, body[1] * H, body[2], body[3]
        for y in range(H):
            for x in range(W):
                d = math.hypot(x + 0.5 - bx, y + 0.5 - by)
                if d < radius + 1:
                    pixels[y][x] = mix(pixels[y][x], colour, min(1.0, radius + 1 - d))
                elif d < radius * 4:
                    glow = 0.35 * (1 - (d - radius) / (radius * 3)) ** 2
                    pixels[y][x] = mix(pixels[y][x], colour, glow)
    for band in range(clouds):                   # clouds: soft grey bands across the sky
        centre = rng.uniform(0.08, 0.5) * H
        width = rng.uniform(8, 22)
        shade = rng.choice([(230, 230, 232), (150, 154, 160), (200, 202, 206)])
        period = rng.uniform(30, 60)
        for y in range(H):
            t = math.exp(-((y - centre) / width) ** 2)
            for x in range(W):
                wave = 0.6 + 0.4 * math.sin(x / period + band)
                pixels[y][x] = mix(pixels[y][x], shade, 0.7 * t * wave)
    for colour, line in ((far, hill_line(name + "far", horizon_y + 10, 60)),
                         (near, hill_line(name + "near", H * 0.9, 70))):
        for x in range(W):
            edge = line[x]
            for y in range(int(edge), H):
                pixels[y][x] = mix(pixels[y][x], colour, min(1.0, y + 1 - edge))
    return pixels


def write_jpeg(path, pixels):
    ppm = b"P6\n%d %d\n255\n" % (W, H) + bytes(
        max(0, min(255, round(v))) for row in pixels for pixel in row for v in pixel)
    jpeg = subprocess.run(["cjpeg", "-quality", "85", "-optimize"], input=ppm,
                          stdout=subprocess.PIPE, check=True).stdout
    with open(path, "wb") as out:
        out.write(jpeg)


def main():
    for name, sky in SKIES.items():
        write_jpeg(os.path.join(OUT_DIR, f"sky_{name}.jpg"), draw(name, sky))
    print(f"{len(SKIES)} skies in {os.path.normpath(OUT_DIR)}")


if __name__ == "__main__":
    main()
