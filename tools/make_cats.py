#!/usr/bin/env python3
"""Draw the Cat Breeds pictures: a stylised portrait per breed and the tab icons.

Writes next to this script (the @2x suffix makes the engine read them at half size in points):
    cat_<slug>@2x.png         360x360 px, the breed's photo shown at 180x180 pt
    cat_<slug>_thumb@2x.png   100x100 px, the table row's thumbnail shown at 50x50 pt
    tab_browse@2x.png, tab_browse_selected@2x.png,      50x50 px (25x25 pt), a paw
    tab_credits@2x.png, tab_credits_selected@2x.png     50x50 px (25x25 pt), a heart
The tab icons are black on transparent, for use as template images: the selected ones are
filled, the others outlined.

Each cat is a front view of a sitting cat made of plain shapes (ellipses, triangles, curves)
whose coat is painted in layers: a base colour, a pattern (tabby stripes, rosettes, ticking),
darker points, white patches, then the silhouette cuts it out. Long-haired breeds get a
tufted outline and a ruff. Everything is drawn at 4x size and box-filtered down, which gives
smooth edges. Random details (ticking, fur strokes, rosettes) come from a generator seeded
per breed, and PNGs are saved without metadata, so running the script again writes the same
bytes.

Usage:  python3 tools/make_cats.py      (needs Pillow: Debian's python3-pil; a
        development tool only, not needed to build or test MoonKit)
"""

import math
import os
import random

from PIL import Image, ImageChops, ImageDraw, ImageFilter

SIZE = 360               # photo edge in pixels (180 pt at @2x)
THUMB = 100              # thumbnail edge in pixels (50 pt at @2x)
ICON = 50                # tab icon edge in pixels (25 pt at @2x)
S = 4                    # supersampling factor for the photos
C = SIZE * S             # photo canvas edge

OUT_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "scripts", "images")

# The square of the photo, in final pixels, that becomes the thumbnail: the head and ears.
THUMB_BOX = (50, 18, 310, 278)


# ---------------------------------------------------------------- the breeds
#
# Colours are RGB. Keys:
#   coat        base colour of the fur (or skin, for the Sphynx)
#   pattern     "solid", "tabby" (mackerel), "rosettes", "ticked", "silver" (silver-tipped),
#               "skin" (the Sphynx's bare skin with soft patches)
#   marks       colour of the pattern
#   points      colour of face, ears, paws and tail for pointed breeds, or None
#   white       white areas: any of "chest", "muzzle", "paws", "gloves", "blaze" (an inverted V
#               on the face), "van" (white but for the head's cap and the tail, in `marks`)
#   head        "round", "medium", "wedge", "triangle"
#   ears        "tiny", "small", "medium", "large", "huge", "folded"
#   tufts       lynx tips on the ears
#   fur         "none", "short", "plush", "semi" (semi-long), "long"
#   gloss       (optional) a sheen on the crown and shoulders
#   eyes        iris colour, or a pair (left, right) for odd eyes
#   eye_shape   "round", "almond", "lemon"
#   background  (top colour, bottom colour)

BREEDS = [
    ("abyssinian", dict(
        coat=(184, 104, 54), pattern="ticked", marks=(92, 50, 24), points=None, white=(),
        head="medium", ears="large", tufts=False, fur="short",
        eyes=(176, 168, 52), eye_shape="almond", background=((95, 150, 140), (58, 104, 98)))),
    ("bengal", dict(
        coat=(222, 156, 72), pattern="rosettes", marks=(58, 34, 18), points=None, white=(),
        head="medium", ears="small", tufts=False, fur="short",
        eyes=(120, 170, 70), eye_shape="round", background=((70, 96, 70), (40, 62, 44)))),
    ("birman", dict(
        coat=(240, 228, 204), pattern="solid", marks=None, points=(84, 58, 42), white=("gloves",),
        head="medium", ears="medium", tufts=False, fur="semi",
        eyes=(58, 112, 210), eye_shape="round", background=((196, 170, 214), (140, 112, 166)))),
    ("british_shorthair", dict(
        coat=(128, 140, 158), pattern="solid", marks=None, points=None, white=(),
        head="round", ears="small", tufts=False, fur="plush",
        eyes=(214, 126, 36), eye_shape="round", background=((238, 206, 120), (206, 160, 74)))),
    ("burmese", dict(
        coat=(96, 64, 42), pattern="solid", marks=None, points=None, white=(), gloss=True,
        head="round", ears="medium", tufts=False, fur="short",
        eyes=(236, 190, 40), eye_shape="round", background=((150, 196, 222), (92, 140, 180)))),
    ("maine_coon", dict(
        coat=(156, 112, 68), pattern="tabby", marks=(52, 36, 24), points=None, white=("muzzle",),
        head="medium", ears="large", tufts=True, fur="long",
        eyes=(170, 160, 60), eye_shape="round", background=((120, 150, 96), (76, 104, 62)))),
    ("norwegian_forest_cat", dict(
        coat=(140, 122, 98), pattern="tabby", marks=(54, 46, 38), points=None,
        white=("chest", "muzzle", "paws"),
        head="triangle", ears="large", tufts=True, fur="long",
        eyes=(110, 160, 80), eye_shape="almond", background=((150, 176, 204), (96, 124, 160)))),
    ("persian", dict(
        coat=(240, 208, 162), pattern="solid", marks=None, points=None, white=(),
        head="round", ears="tiny", tufts=False, fur="long",
        eyes=(216, 120, 30), eye_shape="round", background=((92, 108, 150), (56, 68, 108)))),
    ("ragdoll", dict(
        coat=(236, 228, 216), pattern="solid", marks=None, points=(104, 112, 132),
        white=("blaze", "chest", "paws"),
        head="medium", ears="medium", tufts=False, fur="semi",
        eyes=(60, 120, 220), eye_shape="round", background=((240, 176, 160), (206, 124, 116)))),
    ("russian_blue", dict(
        coat=(118, 134, 152), pattern="silver", marks=None, points=None, white=(),
        head="wedge", ears="large", tufts=False, fur="short",
        eyes=(60, 176, 84), eye_shape="almond", background=((230, 214, 232), (186, 160, 196)))),
    ("scottish_fold", dict(
        coat=(196, 200, 204), pattern="tabby", marks=(56, 60, 68), points=None, white=(),
        head="round", ears="folded", tufts=False, fur="short",
        eyes=(220, 160, 40), eye_shape="round", background=((244, 190, 150), (214, 140, 100)))),
    ("siamese", dict(
        coat=(238, 226, 204), pattern="solid", marks=None, points=(62, 42, 32), white=(),
        head="wedge", ears="huge", tufts=False, fur="short",
        eyes=(50, 110, 220), eye_shape="almond", background=((226, 120, 100), (170, 70, 64)))),
    ("sphynx", dict(
        coat=(226, 186, 172), pattern="skin", marks=(170, 140, 140), points=None, white=(),
        head="wedge", ears="huge", tufts=False, fur="none",
        eyes=(120, 190, 150), eye_shape="lemon", background=((120, 190, 200), (70, 140, 156)))),
    ("turkish_van", dict(
        coat=(242, 238, 230), pattern="solid", marks=(196, 98, 44), points=None, white=("van",),
        head="medium", ears="medium", tufts=False, fur="semi",
        eyes=((226, 160, 40), (70, 130, 220)), eye_shape="round",
        background=((150, 132, 200), (98, 84, 150)))),
]

# Head shapes: (cranium half-width, cranium half-height, cheek half-width, cheek half-height,
# cheek centre y), in final pixels; the head is centred on x = 180.
HEADS = {
    "round":    (98, 80, 104, 70, 168),
    "medium":   (90, 80, 88, 64, 166),
    "triangle": (88, 80, 70, 64, 170),
    "wedge":    (84, 82, 60, 66, 172),
}

# Ears: (length, half-width of the base, angle of the ear's axis from vertical in degrees).
EARS = {
    "tiny":   (38, 28, 44),
    "small":  (50, 34, 36),
    "medium": (62, 38, 32),
    "large":  (78, 42, 28),
    "huge":   (96, 50, 34),
    "folded": (40, 40, 30),
}

HEAD_CY = 140            # centre of the cranium, final pixels
EYE_Y = 150              # eye centres
EYE_DX = 40              # eye distance from the middle
NOSE_Y = 186


def px(v):
    """Final-pixel length -> canvas length."""
    return v * S


def wpx(v):
    """Final-pixel line width -> whole canvas pixels, as line widths must be."""
    return max(1, int(round(v * S)))


def mix(a, b, t):
    """The colour t of the way from a to b."""
    return tuple(int(round(x + (y - x) * t)) for x, y in zip(a, b))


def shade(c, f):
    """c darkened (f < 1) or lightened towards white (f > 1)."""
    if f <= 1:
        return tuple(int(round(x * f)) for x in c)
    return mix(c, (255, 255, 255), f - 1)


# ---------------------------------------------------------------- shapes

def ellipse_points(cx, cy, rx, ry, n=180, fluff=0.0, tufts=0, rng=None, lower_only=False):
    """Points of an ellipse (final pixels in, canvas pixels out). With fluff, the outline gets
    `tufts` pointed tufts of fur whose length varies a little (seeded)."""
    pts = []
    jitter = [1.0 + (rng.random() - 0.5) * 0.6 if rng else 1.0 for _ in range(max(tufts, 1))]
    for i in range(n):
        a = 2 * math.pi * i / n
        r = 1.0
        if fluff and tufts:
            k = a * tufts / (2 * math.pi)
            frac = k - math.floor(k)
            tuft = 1 - abs(frac - 0.5) * 2          # 0 at the notches, 1 at the tip
            amount = fluff * jitter[int(k) % tufts] * tuft ** 1.5
            if lower_only:
                amount *= max(0.0, math.sin(a)) ** 0.7  # y grows downward: tufts below only
            r += amount
        pts.append((px(cx + rx * r * math.cos(a)), px(cy + ry * r * math.sin(a))))
    return pts


def bezier(p0, p1, p2, p3, n=60):
    """A cubic Bézier curve sampled as n+1 points."""
    out = []
    for i in range(n + 1):
        t = i / n
        u = 1 - t
        out.append(tuple(u**3 * a + 3 * u * u * t * b + 3 * u * t * t * c + t**3 * d
                         for a, b, c, d in zip(p0, p1, p2, p3)))
    return out


def thick_path(d, pts, width_at, fill):
    """A stroke along pts (canvas pixels) whose width varies: width_at(t) for t in 0..1,
    stamped as discs joined by quads so the edges stay smooth."""
    n = len(pts) - 1
    for i, (x, y) in enumerate(pts):
        r = width_at(i / n) / 2
        d.ellipse((x - r, y - r, x + r, y + r), fill=fill)
    for i in range(n):
        (x0, y0), (x1, y1) = pts[i], pts[i + 1]
        r0, r1 = width_at(i / n) / 2, width_at((i + 1) / n) / 2
        dx, dy = x1 - x0, y1 - y0
        length = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / length, dx / length
        d.polygon([(x0 + nx * r0, y0 + ny * r0), (x1 + nx * r1, y1 + ny * r1),
                   (x1 - nx * r1, y1 - ny * r1), (x0 - nx * r0, y0 - ny * r0)], fill=fill)


def new_mask():
    return Image.new("L", (C, C), 0)


def blurred(mask, radius):
    return mask.filter(ImageFilter.GaussianBlur(px(radius)))


def paint(img, colour, mask):
    """Covers img with colour where mask says."""
    img.paste(Image.new("RGB", img.size, colour), (0, 0), mask)


def edge_of(mask, width):
    """The band of mask within `width` canvas pixels of its outline."""
    inner = mask
    for _ in range(width):
        inner = inner.filter(ImageFilter.MinFilter(3))
    return ImageChops.subtract(mask, inner)


# ---------------------------------------------------------------- the cat's geometry

class Cat:
    """The shapes of one breed's portrait as masks on the canvas."""

    def __init__(self, slug, b):
        self.slug, self.b = slug, b
        self.rng = random.Random(slug)
        long_fur = b["fur"] in ("long", "semi")
        fluff = {"long": 0.10, "semi": 0.06}.get(b["fur"], 0.0)
        hw, hh, cw, ch, ccy = HEADS[b["head"]]
        if b["fur"] == "long":
            cw += 8
        self.hw = hw

        # Body: the chest and shoulders of a sitting cat, running off the bottom.
        self.body = new_mask()
        ImageDraw.Draw(self.body).polygon(
            ellipse_points(180, 372, 138, 150, fluff=fluff * 0.7, tufts=40, rng=self.rng),
            fill=255)

        # Tail: curling up on the right side of the body.
        self.tail = new_mask()
        tail_w = {"long": 46, "semi": 38}.get(b["fur"], 26)
        pts = [(px(x), px(y)) for x, y in bezier((250, 372), (360, 372), (352, 250), (312, 238))]
        thick_path(ImageDraw.Draw(self.tail), pts,
                   lambda t: px(tail_w * (1.0 - 0.35 * t * t)), 255)
        if long_fur:
            self.tail = self._fluffed(self.tail, 3)

        # Front paws.
        self.paws = new_mask()
        dp = ImageDraw.Draw(self.paws)
        for x in (138, 222):
            dp.ellipse((px(x - 30), px(330), px(x + 30), px(374)), fill=255)

        # Ruff under the head for the long-haired breeds.
        self.ruff = new_mask()
        if b["fur"] == "long":
            ImageDraw.Draw(self.ruff).polygon(
                ellipse_points(180, 218, 122, 58, fluff=0.15, tufts=30, rng=self.rng), fill=255)

        # Head: the cranium and the cheeks, the cheeks tufted for long fur.
        self.head = new_mask()
        dh = ImageDraw.Draw(self.head)
        dh.ellipse((px(180 - hw), px(HEAD_CY - hh), px(180 + hw), px(HEAD_CY + hh)), fill=255)
        dh.polygon(ellipse_points(180, ccy, cw, ch, fluff=fluff * 1.6, tufts=18, rng=self.rng,
                                  lower_only=True), fill=255)

        # Ears: triangles on the cranium, or flaps folded forward for the Scottish Fold.
        self.ears = new_mask()
        self.ear_inner = new_mask()
        self.ear_tips = []
        length, half, angle = EARS[b["ears"]]
        for side in (-1, 1):
            self._ear(side, hw, hh, length, half, angle)

        self.silhouette = new_mask()
        for m in (self.body, self.tail, self.paws, self.ruff, self.head, self.ears):
            self.silhouette = ImageChops.lighter(self.silhouette, m)

    def _fluffed(self, mask, radius):
        """A mask with a slightly ragged edge, for long fur on the tail."""
        return blurred(mask, radius).point(lambda v: 255 if v > 110 else 0)

    def _ear(self, side, hw, hh, length, half, angle):
        d = ImageDraw.Draw(self.ears)
        di = ImageDraw.Draw(self.ear_inner)
        a = math.radians(angle)
        # The ear's base is centred on the cranium's outline, at this angle from the top.
        base_angle = math.radians(90 - angle * 1.2)
        bx = 180 + side * hw * math.cos(base_angle) * 0.92
        by = HEAD_CY - hh * math.sin(base_angle) * 0.92
        ax, ay = side * math.sin(a), -math.cos(a)          # along the ear, outward
        nx, ny = -ay, ax                                     # across it
        if self.b["ears"] == "folded":
            # A small rounded flap lying forward: a low dome over the cranium.
            tip = (bx + ax * length * 0.45 + side * 6, by + ay * length * 0.45 + 10)
            p0 = (bx - nx * half, by - ny * half)
            p1 = (bx + nx * half, by + ny * half)
            outline = bezier(p0, (p0[0] + ax * 30, p0[1] + ay * 30),
                             (tip[0] + nx * 10, tip[1] + ny * 10), tip, 30) + \
                bezier(tip, (tip[0] - nx * 8, tip[1] - ny * 8),
                       (p1[0] + ax * 18, p1[1] + ay * 18), p1, 30)
            d.polygon([(px(x), px(y)) for x, y in outline], fill=255)
            # The fold: a darker crease and no pink inside.
            self.ear_folds = getattr(self, "ear_folds", []) + [(p0, tip, p1)]
            return
        tip = (bx + ax * length, by + ay * length)
        p0 = (bx - nx * half, by - ny * half)
        p1 = (bx + nx * half, by + ny * half)
        # Slightly rounded sides: a Bézier from each base corner to the tip.
        left = bezier(p0, (p0[0] + ax * length * 0.5, p0[1] + ay * length * 0.5),
                      (tip[0] - nx * 6, tip[1] - ny * 6), tip, 30)
        right = bezier(tip, (tip[0] + nx * 6, tip[1] + ny * 6),
                       (p1[0] + ax * length * 0.5, p1[1] + ay * length * 0.5), p1, 30)
        d.polygon([(px(x), px(y)) for x, y in left + right], fill=255)
        # The pink inside: the same shape, smaller, moved towards the middle of the face.
        cx, cy = bx - side * 4 + ax * 8, by + ay * 8
        inner = [(cx + (x - bx) * 0.62, cy + (y - by) * 0.62) for x, y in left + right]
        di.polygon([(px(x), px(y)) for x, y in inner], fill=255)
        self.ear_tips.append((tip, (ax, ay)))


# ---------------------------------------------------------------- the coat

def coat_image(cat):
    b = cat.b
    rng = random.Random(cat.slug + "/coat")
    img = Image.new("RGB", (C, C), b["coat"])

    # Lighter chest and muzzle, as most coats have.
    light = new_mask()
    dl = ImageDraw.Draw(light)
    dl.ellipse((px(120), px(240), px(240), px(372)), fill=150)
    dl.ellipse((px(140), px(168), px(220), px(214)), fill=170)
    paint(img, shade(b["coat"], 1.25), blurred(light, 14))

    pattern = b["pattern"]
    if pattern == "tabby":
        tabby(img, b["marks"])
    elif pattern == "rosettes":
        rosettes(img, b["marks"], b["coat"], rng)
    elif pattern == "ticked":
        ticked(img, b["marks"], shade(b["coat"], 1.35), rng, 26000)
    elif pattern == "silver":
        ticked(img, shade(b["coat"], 0.85), shade(b["coat"], 1.45), rng, 16000)
    elif pattern == "skin":
        skin(img, b["marks"], rng)

    if b["points"]:
        points(img, cat, b["points"])
    for area in b["white"]:
        whites(img, cat, area, b)
    return img


def tabby(img, marks):
    """Mackerel tabby: an M on the forehead, lines on the cheeks, bands on the body, rings
    on the tail and bars on the paws."""
    layer = new_mask()
    d = ImageDraw.Draw(layer)

    def line(points, width):
        thick_path(d, [(px(x), px(y)) for x, y in points], lambda t: px(width) * (1 - 0.5 * t), 255)

    # Forehead: three stripes running up from between the eyes, and two curving out.
    for dx in (-14, 0, 14):
        line(bezier((180 + dx * 0.6, 128), (180 + dx, 110), (180 + dx * 1.2, 90), (180 + dx * 1.3, 70), 20), 7)
    for side in (-1, 1):
        line(bezier((180 + side * 30, 126), (180 + side * 40, 110), (180 + side * 52, 100), (180 + side * 64, 98), 20), 6)
        # Cheeks: two lines sweeping back from the outer corner of the eye.
        for k, y in enumerate((158, 176)):
            line(bezier((180 + side * 62, y), (180 + side * 76, y + 2), (180 + side * 88, y + 6 + k * 4),
                        (180 + side * 98, y + 14 + k * 4), 20), 6)
        # Body bands, running down from the shoulders.
        for k in range(4):
            x0 = 180 + side * (64 + k * 20)
            line(bezier((x0, 232 + k * 6), (x0 + side * 14, 262), (x0 + side * 18, 296), (x0 + side * 10, 330), 20), 9)
        # Bars on the front legs and paws.
        for k in range(3):
            y = 312 + k * 11
            line([(180 + side * 24, y), (180 + side * 50, y - 2)], 5)
    # Necklaces across the chest.
    for k, y in enumerate((238, 258)):
        line(bezier((128 + k * 8, y), (160, y + 14), (200, y + 14), (232 - k * 8, y), 20), 6)
    # Tail rings.
    for t in (0.25, 0.45, 0.65, 0.85):
        pts = bezier((250, 372), (360, 372), (352, 250), (312, 238))
        i = int(t * (len(pts) - 1))
        (x0, y0), (x1, y1) = pts[i - 1], pts[i + 1]
        nx, ny = -(y1 - y0), x1 - x0
        n = math.hypot(nx, ny)
        cx, cy = pts[i]
        line([(cx - nx / n * 26, cy - ny / n * 26), (cx + nx / n * 26, cy + ny / n * 26)], 9)
    paint(img, marks, blurred(layer, 1.5))


def rosettes(img, marks, coat, rng):
    """Bengal rosettes: dark broken rings with a warmer centre, smaller on the head, plus the
    forehead stripes."""
    dark = new_mask()
    centre = new_mask()
    dd, dc = ImageDraw.Draw(dark), ImageDraw.Draw(centre)
    spots = []
    for _ in range(400):
        x, y = rng.uniform(0, SIZE), rng.uniform(60, SIZE)
        head = y < 215 and abs(x - 180) < 110
        r = rng.uniform(5, 8) if head else rng.uniform(10, 17)
        # Keep the eyes, the muzzle and the inner ears clear, and spots apart.
        if head and (abs(y - EYE_Y) < 22 or (abs(x - 180) < 34 and y > 150)):
            continue
        if any(math.hypot(x - sx, y - sy) < (r + sr) * 1.15 for sx, sy, sr in spots):
            continue
        spots.append((x, y, r))
    for x, y, r in spots:
        # A ring of three or four blotches around a tawny centre.
        dc.ellipse((px(x - r * 0.7), px(y - r * 0.6), px(x + r * 0.7), px(y + r * 0.6)), fill=255)
        start = rng.uniform(0, 360)
        pieces = rng.choice((3, 4))
        for k in range(pieces):
            a0 = start + k * 360 / pieces
            dd.arc((px(x - r), px(y - r * 0.85), px(x + r), px(y + r * 0.85)),
                   a0, a0 + 360 / pieces - 30, fill=255, width=wpx(r * 0.38))
    for dx in (-12, 0, 12):
        thick_path(dd, [(px(x), px(y)) for x, y in bezier((180 + dx * 0.6, 126), (180 + dx, 108),
                                                           (180 + dx, 92), (180 + dx * 1.2, 72), 20)],
                   lambda t: px(6) * (1 - 0.5 * t), 255)
    paint(img, shade(coat, 0.72), blurred(centre, 2))
    paint(img, marks, blurred(dark, 1))


def ticked(img, dark, light, rng, count):
    """A ticked or silver-tipped coat: thousands of tiny flecks of a darker and a lighter
    shade, seeded so they land in the same places every time."""
    dk, lt = new_mask(), new_mask()
    d1, d2 = ImageDraw.Draw(dk), ImageDraw.Draw(lt)
    for _ in range(count):
        x, y = rng.uniform(0, C), rng.uniform(0, C)
        angle = rng.uniform(-0.5, 0.5) + (math.pi / 2)
        length = rng.uniform(6, 14)
        dx, dy = math.cos(angle) * length, math.sin(angle) * length
        target = d1 if rng.random() < 0.5 else d2
        target.line((x, y, x + dx, y + dy), fill=160, width=3)
    paint(img, dark, dk)
    paint(img, light, lt)


def skin(img, marks, rng):
    """Sphynx skin: a few soft darker patches."""
    m = new_mask()
    d = ImageDraw.Draw(m)
    for _ in range(7):
        x, y, r = rng.uniform(40, 320), rng.uniform(200, 360), rng.uniform(20, 40)
        d.ellipse((px(x - r), px(y - r * 0.7), px(x + r), px(y + r * 0.7)), fill=110)
    paint(img, marks, blurred(m, 10))


def points(img, cat, colour):
    """The darker points of a pointed breed: mask, ears, paws and tail, fading into the body."""
    m = new_mask()
    d = ImageDraw.Draw(m)
    d.ellipse((px(118), px(128), px(242), px(226)), fill=255)      # the face mask
    m = ImageChops.lighter(m, cat.ears)
    m = ImageChops.lighter(m, cat.tail)
    d = ImageDraw.Draw(m)
    for x in (138, 222):
        d.ellipse((px(x - 32), px(328), px(x + 32), px(380)), fill=230)
    paint(img, colour, blurred(m, 7))


def whites(img, cat, area, b):
    white = (250, 248, 244)
    m = new_mask()
    d = ImageDraw.Draw(m)
    if area == "chest":
        d.polygon(ellipse_points(180, 300, 62, 96, fluff=0.12, tufts=16, rng=cat.rng), fill=255)
    elif area == "muzzle":
        d.ellipse((px(150), px(172), px(210), px(218)), fill=255)
        d.ellipse((px(138), px(176), px(222), px(210)), fill=200)
    elif area in ("paws", "gloves"):
        for x in (138, 222):
            d.ellipse((px(x - 32), px(336 if area == "gloves" else 326), px(x + 32), px(380)), fill=255)
    elif area == "blaze":
        # An inverted V: narrow between the eyes, widening over the muzzle to the chin.
        d.polygon([(px(176), px(112)), (px(184), px(112)), (px(214), px(196)),
                   (px(206), px(222)), (px(154), px(222)), (px(146), px(196))], fill=255)
    elif area == "van":
        # White everywhere but a cap of colour over the ears and the tail.
        m = Image.new("L", (C, C), 255)
        d = ImageDraw.Draw(m)
        for side in (-1, 1):
            d.ellipse((px(180 + side * 62 - 62), px(40), px(180 + side * 62 + 62), px(136)), fill=0)
        d.rectangle((px(174), px(30), px(186), px(118)), fill=255)   # the white blaze between
        m = ImageChops.subtract(m, cat.tail)
        paint(img, b["marks"], Image.new("L", (C, C), 255))
        paint(img, white, blurred(m, 3))
        return
    paint(img, white, blurred(m, 4 if area != "blaze" else 2))


# ---------------------------------------------------------------- the face

def draw_eye(d, cx, cy, iris, shape, side):
    w, h = {"round": (22, 21), "almond": (23, 15), "lemon": (25, 19)}[shape]
    slant = {"round": 0, "almond": 12, "lemon": 8}[shape] * side   # outer corner up
    outline = []
    for i in range(64):
        t = 2 * math.pi * i / 64
        x, y = math.cos(t) * w, math.sin(t) * h
        if shape != "round":
            # Pointed corners: squeeze the height towards the ends.
            y *= abs(math.sin(t)) ** 0.25 if shape == "almond" else 1 - 0.2 * abs(math.cos(t)) ** 3
        a = math.radians(-slant)
        outline.append((cx + x * math.cos(a) - y * math.sin(a), cy + x * math.sin(a) + y * math.cos(a)))
    lid = (30, 24, 20)
    d.polygon([(px(x), px(y)) for x, y in outline], fill=lid)
    inner = [(cx + (x - cx) * 0.86, cy + (y - cy) * 0.84) for x, y in outline]
    d.polygon([(px(x), px(y)) for x, y in inner], fill=iris)
    # A darker ring at the rim of the iris, a slit pupil and two highlights.
    ring = [(cx + (x - cx) * 0.86, cy + (y - cy) * 0.84) for x, y in outline]
    d.line([(px(x), px(y)) for x, y in ring + ring[:1]], fill=shade(iris, 0.7), width=wpx(2))
    pw, ph = 4.5, h * 0.78
    d.ellipse((px(cx - pw), px(cy - ph), px(cx + pw), px(cy + ph)), fill=(16, 14, 12))
    d.ellipse((px(cx - 9), px(cy - 9), px(cx - 3), px(cy - 3)), fill=(255, 255, 255))
    d.ellipse((px(cx + 5), px(cy + 4), px(cx + 8), px(cy + 7)), fill=(236, 236, 236))


def draw_face(img, cat):
    b = cat.b
    d = ImageDraw.Draw(img)
    # Pink inside the ears (a dusky pink under dark points); a crease on folded ears.
    if b["ears"] != "folded":
        inner = (230, 160, 160) if not b["points"] else mix(b["points"], (210, 150, 150), 0.35)
        paint(img, inner, blurred(cat.ear_inner, 2))
    else:
        for p0, tip, p1 in cat.ear_folds:
            crease = [(p0[0] * 0.7 + tip[0] * 0.3, p0[1] * 0.7 + tip[1] * 0.3 + 4),
                      (p1[0] * 0.7 + tip[0] * 0.3, p1[1] * 0.7 + tip[1] * 0.3 + 4)]
            d.line([(px(x), px(y)) for x, y in crease], fill=shade(b["coat"], 0.55), width=wpx(2.5))
    # Lynx tips.
    if b["tufts"]:
        for tip, (ax, ay) in cat.ear_tips:
            for k in (-1, 0, 1):
                d.line((px(tip[0] - ax * 4), px(tip[1] - ay * 4),
                        px(tip[0] + ax * 16 + k * 4), px(tip[1] + ay * 16)),
                       fill=shade(b["marks"] or b["coat"], 0.8), width=wpx(2))

    # Eyes, with a pale rim for the ticked Abyssinian look.
    eyes = b["eyes"] if isinstance(b["eyes"][0], tuple) else (b["eyes"], b["eyes"])
    for side, iris in zip((-1, 1), eyes):
        cx = 180 + side * EYE_DX
        if b["pattern"] == "ticked":
            d.ellipse((px(cx - 29), px(EYE_Y - 22), px(cx + 29), px(EYE_Y + 22)),
                      fill=shade(b["coat"], 1.45))
        draw_eye(d, cx, EYE_Y, iris, b["eye_shape"], side)

    # Sphynx wrinkles on the forehead.
    if b["pattern"] == "skin":
        for k in range(3):
            y = 96 + k * 10
            d.arc((px(150 - k * 4), px(y), px(210 + k * 4), px(y + 26)), 200, 340,
                  fill=shade(b["coat"], 0.78), width=wpx(2))

    # Nose and mouth.
    dark_nose = b["points"] or sum(b["coat"]) < 420
    nose = (64, 48, 48) if dark_nose else (222, 128, 136)
    ny = NOSE_Y
    d.polygon([(px(170), px(ny - 7)), (px(190), px(ny - 7)), (px(180), px(ny + 5))], fill=nose)
    d.ellipse((px(170), px(ny - 9), px(190), px(ny - 3)), fill=nose)
    mouth = (60, 40, 36) if not dark_nose else (30, 20, 18)
    d.line((px(180), px(ny + 4), px(180), px(ny + 12)), fill=mouth, width=wpx(2))
    d.arc((px(166), px(ny + 4), px(180), px(ny + 18)), 20, 160, fill=mouth, width=wpx(2))
    d.arc((px(180), px(ny + 4), px(194), px(ny + 18)), 20, 160, fill=mouth, width=wpx(2))

    # Whiskers: light on dark faces, grey on pale ones, few on the Sphynx.
    face_dark = b["points"] or sum(b["coat"]) < 500
    whisker = (248, 246, 240) if face_dark else (120, 110, 104)
    count = 2 if b["pattern"] == "skin" else 3
    for side in (-1, 1):
        for k in range(count):
            y0 = ny + 6 + k * 6
            pts = bezier((180 + side * 20, y0), (180 + side * 60, y0 - 6 + k * 4),
                         (180 + side * 95, y0 - 4 + k * 10), (180 + side * 122, y0 + k * 16), 24)
            d.line([(px(x), px(y)) for x, y in pts], fill=whisker, width=wpx(1.3))


# ---------------------------------------------------------------- the portrait

def background(top, bottom):
    img = Image.new("RGB", (C, C))
    d = ImageDraw.Draw(img)
    for y in range(C):
        d.line((0, y, C, y), fill=mix(top, bottom, y / (C - 1)))
    # A soft glow behind the head.
    glow = new_mask()
    ImageDraw.Draw(glow).ellipse((px(40), px(10), px(320), px(290)), fill=90)
    paint(img, shade(top, 1.25), blurred(glow, 30))
    return img


def portrait(slug, b):
    cat = Cat(slug, b)
    img = background(*b["background"])

    # A shadow on the ground and behind the cat.
    shadow = new_mask()
    ImageDraw.Draw(shadow).ellipse((px(30), px(330), px(350), px(400)), fill=110)
    paint(img, shade(b["background"][1], 0.6), blurred(shadow, 12))

    coat = coat_image(cat)

    # Long fur: short strokes of lighter and darker shade over the coat.
    if b["fur"] in ("long", "semi", "plush"):
        rng = random.Random(slug + "/fur")
        fur_l, fur_d = new_mask(), new_mask()
        dl, dd = ImageDraw.Draw(fur_l), ImageDraw.Draw(fur_d)
        strokes = {"long": 2600, "semi": 1600, "plush": 1400}[b["fur"]]
        for _ in range(strokes):
            x, y = rng.uniform(0, SIZE), rng.uniform(40, SIZE)
            # Hair grows down and away from the middle of the face.
            a = math.atan2(y - 120, x - 180) * 0.35 + math.pi / 2
            length = rng.uniform(6, 14) if b["fur"] != "plush" else rng.uniform(3, 6)
            target = dl if rng.random() < 0.5 else dd
            target.line((px(x), px(y), px(x + math.cos(a) * length), px(y + math.sin(a) * length)),
                        fill=38, width=wpx(1.4))
        # Keep the eyes and nose clear of strokes.
        clear = new_mask()
        ImageDraw.Draw(clear).ellipse((px(118), px(124), px(242), px(210)), fill=255)
        fur_l = ImageChops.subtract(fur_l, clear)
        fur_d = ImageChops.subtract(fur_d, clear)
        paint(coat, (255, 255, 255), fur_l)
        paint(coat, (0, 0, 0), fur_d)

    # Glossy coats: a soft sheen on the crown and shoulders.
    if b.get("gloss") or b["pattern"] == "skin":
        sheen = new_mask()
        ds = ImageDraw.Draw(sheen)
        ds.ellipse((px(130), px(72), px(200), px(104)), fill=70)
        ds.ellipse((px(64), px(250), px(120), px(300)), fill=50)
        paint(coat, (255, 255, 255), blurred(sheen, 8))

    # Shade: where the head overhangs the chest, and the body's outer sides.
    shade_mask = new_mask()
    ImageDraw.Draw(shade_mask).ellipse((px(104), px(196), px(256), px(256)), fill=90)
    shade_mask = ImageChops.subtract(shade_mask, ImageChops.lighter(cat.head, cat.ruff))
    paint(coat, (0, 0, 0), blurred(shade_mask, 6))

    # Outlines: the silhouette and the head, paws and ruff inside it, in a darker coat colour.
    dark_coat = coat.point(lambda v: int(v * 0.55))
    lines = edge_of(cat.silhouette, 6)
    for part in (cat.head, cat.paws, cat.ruff if b["fur"] == "long" else None):
        if part is not None:
            lines = ImageChops.lighter(lines, edge_of(part, 4))
    coat.paste(dark_coat, (0, 0), lines.point(lambda v: v * 0.7))

    img.paste(coat, (0, 0), cat.silhouette)
    draw_face(img, cat)
    return img


def save(img, name):
    img.save(os.path.join(OUT_DIR, name), optimize=True)
    print("wrote", name, img.size)


# ---------------------------------------------------------------- tab icons

IS = 8                   # supersampling for the icons
IC = ICON * IS


def icon_px(v):
    return v * IS


def outlined(mask, width):
    """The outline of a filled shape: the band `width` icon pixels wide inside its edge."""
    inner = mask
    for _ in range(int(round(width * IS))):
        inner = inner.filter(ImageFilter.MinFilter(3))
    return ImageChops.subtract(mask, inner)


def paw_mask():
    m = Image.new("L", (IC, IC), 0)
    d = ImageDraw.Draw(m)
    # The main pad: a rounded triangle made of three overlapping ellipses.
    p = icon_px
    d.ellipse((p(13), p(24), p(37), p(44)), fill=255)
    d.ellipse((p(10), p(30), p(24), p(44)), fill=255)
    d.ellipse((p(26), p(30), p(40), p(44)), fill=255)
    # Four toes in an arc.
    for cx, cy, rx, ry in ((9, 21, 5, 6.5), (18.5, 11.5, 5.5, 7), (31.5, 11.5, 5.5, 7), (41, 21, 5, 6.5)):
        d.ellipse((p(cx - rx), p(cy - ry), p(cx + rx), p(cy + ry)), fill=255)
    return m


def heart_mask():
    m = Image.new("L", (IC, IC), 0)
    d = ImageDraw.Draw(m)
    pts = []
    for i in range(400):
        t = 2 * math.pi * i / 400
        # The classic heart curve, scaled to the icon and centred a touch high.
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        pts.append((icon_px(25 + x * 1.32), icon_px(24 + y * 1.32)))
    d.polygon(pts, fill=255)
    return m


def icon(mask, name):
    black = Image.new("RGBA", (IC, IC), (0, 0, 0, 0))
    black.paste(Image.new("RGBA", (IC, IC), (0, 0, 0, 255)), (0, 0), mask)
    save(black.resize((ICON, ICON), Image.Resampling.BOX), name)


def main():
    for slug, b in BREEDS:
        img = portrait(slug, b)
        save(img.resize((SIZE, SIZE), Image.Resampling.BOX), f"cat_{slug}@2x.png")
        box = tuple(px(v) for v in THUMB_BOX)
        save(img.crop(box).resize((THUMB, THUMB), Image.Resampling.BOX), f"cat_{slug}_thumb@2x.png")
    icon(outlined(paw_mask(), 2.6), "tab_browse@2x.png")
    icon(paw_mask(), "tab_browse_selected@2x.png")
    icon(outlined(heart_mask(), 2.8), "tab_credits@2x.png")
    icon(heart_mask(), "tab_credits_selected@2x.png")


if __name__ == "__main__":
    main()
