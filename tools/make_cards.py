#!/usr/bin/env python3
"""Generate the Psychic Tester card images (Zener-style ESP cards).

Writes six 100x140 PNGs next to this script:
    card_back.png, card_circle.png, card_cross.png,
    card_wave.png, card_square.png, card_star.png

Everything is drawn with plain geometry at 4x size and box-filtered
down to 100x140, which gives smooth antialiased edges.

Usage:  python3 tools/make_cards.py      (needs Pillow)
"""

import math
import os

from PIL import Image, ImageDraw

W, H = 100, 140          # final card size in pixels
S = 4                    # supersampling factor
CW, CH = W * S, H * S    # drawing canvas size

RADIUS = 8               # card corner radius (final pixels)
STROKE = 8               # symbol stroke width (final pixels)

WHITE = (255, 255, 255)
INK = (22, 36, 110)            # deep blue for the symbols
FACE_BORDER = (60, 74, 140)    # thin border on the faces
BACK_BLUE = (24, 38, 112)      # body of the card back
BACK_LINE = (52, 72, 160)      # lattice lines on the back
BACK_LIGHT = (205, 216, 255)   # light border and motif on the back

OUT_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "scripts", "images")


def px(v):
    """Final-pixel length -> canvas length."""
    return int(round(v * S))


def new_canvas(edge_rgb):
    # Transparent outside the rounded card; the transparent pixels carry the
    # edge colour so that filtering never blends in a dark fringe.
    return Image.new("RGBA", (CW, CH), edge_rgb + (0,))


def finish(img, name):
    small = img.resize((W, H), Image.Resampling.BOX)
    small.save(os.path.join(OUT_DIR, name), optimize=True)
    print("wrote", name, small.size)


def face_canvas():
    img = new_canvas(FACE_BORDER)
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((0, 0, CW - 1, CH - 1), radius=px(RADIUS),
                        fill=WHITE + (255,), outline=FACE_BORDER + (255,),
                        width=px(2))
    return img, d


def round_line(d, pts, width, fill):
    """Thick stroke with round joins and caps along a densely sampled path:
    a disc is stamped at every point and the gaps are filled with quads."""
    r = width / 2
    for x, y in pts:
        d.ellipse((x - r, y - r, x + r, y + r), fill=fill)
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        dx, dy = x1 - x0, y1 - y0
        n = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / n * r, dx / n * r
        d.polygon([(x0 + nx, y0 + ny), (x1 + nx, y1 + ny),
                   (x1 - nx, y1 - ny), (x0 - nx, y0 - ny)], fill=fill)


# ---------------------------------------------------------------- faces

def card_circle():
    img, d = face_canvas()
    cx, cy, r = CW / 2, CH / 2, px(30)
    d.ellipse((cx - r, cy - r, cx + r, cy + r), outline=INK + (255,),
              width=px(STROKE))
    finish(img, "card_circle.png")


def card_cross():
    img, d = face_canvas()
    cx, cy = CW / 2, CH / 2
    half_len, half_w = px(30), px(STROKE) / 2
    ink = INK + (255,)
    d.rectangle((cx - half_len, cy - half_w, cx + half_len, cy + half_w), fill=ink)
    d.rectangle((cx - half_w, cy - half_len, cx + half_w, cy + half_len), fill=ink)
    finish(img, "card_cross.png")


def card_wave():
    img, d = face_canvas()
    cx, cy = CW / 2, CH / 2
    gap = px(24)              # distance between the three lines
    half_h = px(32)           # half the height of each line
    amp = px(5)               # wave amplitude
    waves = 1.5               # full periods along each line
    steps = 200
    for k in (-1, 0, 1):
        x0 = cx + k * gap
        pts = []
        for i in range(steps + 1):
            t = i / steps
            y = cy - half_h + t * 2 * half_h
            x = x0 + amp * math.sin(t * waves * 2 * math.pi)
            pts.append((x, y))
        round_line(d, pts, px(STROKE), INK + (255,))
    finish(img, "card_wave.png")


def card_square():
    img, d = face_canvas()
    cx, cy, half = CW / 2, CH / 2, px(28)
    d.rectangle((cx - half, cy - half, cx + half, cy + half),
                outline=INK + (255,), width=px(STROKE))
    finish(img, "card_square.png")


def star_points(cx, cy, r_outer, scale=1.0):
    """Ten vertices of a regular five-pointed star, point up."""
    r_inner = r_outer * math.cos(math.radians(72)) / math.cos(math.radians(36))
    pts = []
    for i in range(10):
        r = (r_outer if i % 2 == 0 else r_inner) * scale
        a = math.radians(-90 + 36 * i)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def card_star():
    img, d = face_canvas()
    r = px(43)
    stroke = px(STROKE - 1)   # a star's sharp points read heavier; thin it a touch
    # Centre the star's bounding box vertically (top point at -r,
    # bottom points at r*cos36).
    cy = CH / 2 + (r - r * math.cos(math.radians(36))) / 2
    cx = CW / 2
    # Every edge of the star lies on a line at distance r*cos72 from the
    # centre, so moving all edges inward by the stroke width gives the same
    # star scaled down: outer star minus inner star = an even outline.
    h = r * math.cos(math.radians(72))
    scale = (h - stroke) / h
    d.polygon(star_points(cx, cy, r), fill=INK + (255,))
    d.polygon(star_points(cx, cy, r, scale), fill=WHITE + (255,))
    finish(img, "card_star.png")


# ---------------------------------------------------------------- back

def card_back():
    img = new_canvas(BACK_BLUE)
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((0, 0, CW - 1, CH - 1), radius=px(RADIUS),
                        fill=BACK_BLUE + (255,))

    # Diamond lattice inside an inner panel, clipped with a mask.
    inset = px(9)
    panel = (inset, inset, CW - 1 - inset, CH - 1 - inset)
    lattice = Image.new("RGBA", (CW, CH), BACK_LINE + (0,))
    ld = ImageDraw.Draw(lattice)
    step = px(12)
    lw = px(1)
    cx, cy = CW / 2, CH / 2
    for k in range(-30, 31):
        off = k * step
        # lines of slope +1 and -1 through points spaced along the x axis
        ld.line((cx + off - CH, cy - CH, cx + off + CH, cy + CH),
                fill=BACK_LINE + (255,), width=lw)
        ld.line((cx + off + CH, cy - CH, cx + off - CH, cy + CH),
                fill=BACK_LINE + (255,), width=lw)
    mask = Image.new("L", (CW, CH), 0)
    ImageDraw.Draw(mask).rounded_rectangle(panel, radius=px(4), fill=255)
    img.paste(lattice, (0, 0), Image.composite(
        lattice.getchannel("A"), Image.new("L", (CW, CH), 0), mask))

    # Thin light borders: one near the edge, one round the panel.
    d.rounded_rectangle((px(4), px(4), CW - 1 - px(4), CH - 1 - px(4)),
                        radius=px(RADIUS - 3), outline=BACK_LIGHT + (255,),
                        width=px(1.5))
    d.rounded_rectangle(panel, radius=px(4), outline=BACK_LIGHT + (255,),
                        width=px(1))

    # Central medallion: a ring holding a diamond with a small dot.
    r_out, r_in = px(22), px(18)
    d.ellipse((cx - r_out, cy - r_out, cx + r_out, cy + r_out),
              fill=BACK_BLUE + (255,), outline=BACK_LIGHT + (255,),
              width=px(2))
    d.ellipse((cx - r_in, cy - r_in, cx + r_in, cy + r_in),
              outline=BACK_LIGHT + (255,), width=px(1))
    dm = px(12)
    d.polygon([(cx, cy - dm), (cx + dm, cy), (cx, cy + dm), (cx - dm, cy)],
              fill=BACK_LIGHT + (255,))
    dot = px(3)
    d.ellipse((cx - dot, cy - dot, cx + dot, cy + dot),
              fill=BACK_BLUE + (255,))

    # Small diamonds at the top and bottom of the panel.
    for y in (CH / 2 - px(45), CH / 2 + px(45)):
        s = px(5)
        d.polygon([(cx, y - s), (cx + s, y), (cx, y + s), (cx - s, y)],
                  fill=BACK_LIGHT + (255,))
    finish(img, "card_back.png")


def main():
    card_back()
    card_circle()
    card_cross()
    card_wave()
    card_square()
    card_star()


if __name__ == "__main__":
    main()
