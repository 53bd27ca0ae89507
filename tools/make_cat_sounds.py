#!/usr/bin/env python3
"""Synthesise the two meows of the Cat Breeds credits screen.

Writes next to this script, mono, 16-bit, 22050 Hz:
    cat_meow_1.wav   0.70 s, a full "mi-a-ow": rises, holds, then falls and closes
    cat_meow_2.wav   0.45 s, a short, high kitten's "mrr-ew" that starts with a trill

How a meow is made here, like a tiny voice synthesiser:
  1. the source is a buzz: a sum of the harmonics of a pitch that glides over time (each
     harmonic at 1/k strength, dropped once it would pass the Nyquist frequency);
  2. the buzz goes through two resonators tuned to the mouth's first two formants, which
     glide between vowel shapes (an "i" to an "a" to an "u" for "miaow"); that glide is what
     makes it sound like a cat rather than a whistle;
  3. a little breath noise, from a generator with a fixed seed, is mixed in;
  4. an envelope opens and closes the sound, and the result is scaled to a fixed peak.
Nothing depends on the clock or the machine, so running it again writes the same bytes.

Usage:  python3 tools/make_cat_sounds.py      (standard library only)
"""

import math
import os
import random
import struct
import wave

RATE = 22050
PEAK = 0.8 * 32767


def glide(points, t):
    """The value at time t (seconds) of a path through (time, value) points, eased between
    them with a smooth step so glides start and end gently."""
    if t <= points[0][0]:
        return points[0][1]
    for (t0, v0), (t1, v1) in zip(points, points[1:]):
        if t <= t1:
            u = (t - t0) / (t1 - t0)
            u = u * u * (3 - 2 * u)
            return v0 + (v1 - v0) * u
    return points[-1][1]


class Resonator:
    """A two-pole band-pass filter whose centre frequency can change every sample."""

    def __init__(self, bandwidth):
        self.r = math.exp(-math.pi * bandwidth / RATE)
        self.y1 = 0.0
        self.y2 = 0.0

    def step(self, x, frequency):
        b1 = 2 * self.r * math.cos(2 * math.pi * frequency / RATE)
        b2 = -self.r * self.r
        y = (1 - self.r) * x + b1 * self.y1 + b2 * self.y2
        self.y2, self.y1 = self.y1, y
        return y


def meow(seconds, pitch, formant1, formant2, envelope, trill=None, breath=0.04, seed=1):
    """Samples in -1..1 of one meow. pitch, formant1, formant2 and envelope are (time, value)
    paths; trill, when given, is (frequency in Hz, until time) of a fast flutter at the start."""
    rng = random.Random(seed)
    f1, f2 = Resonator(160), Resonator(220)
    phase = 0.0
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        f0 = glide(pitch, t) * (1 + 0.012 * math.sin(2 * math.pi * 6 * t))   # a slight vibrato
        phase = (phase + f0 / RATE) % 1.0
        buzz = 0.0
        k = 1
        while k * f0 < RATE / 2 - 500:
            buzz += math.sin(2 * math.pi * k * phase) / k
            k += 1
        source = buzz + breath * (rng.random() * 2 - 1) * 6
        value = 1.6 * f1.step(source, glide(formant1, t)) + 1.0 * f2.step(source, glide(formant2, t))
        amp = glide(envelope, t)
        if trill and t < trill[1]:
            # The flutter's depth fades out by the end of the trill, so the level does not jump.
            depth = 0.45 * (1 - t / trill[1])
            amp *= 1 - depth + depth * math.cos(2 * math.pi * trill[0] * t)
        out.append(value * amp)
    top = max(abs(v) for v in out) or 1.0
    return [v / top for v in out]


def write(name, samples):
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "scripts", "sounds", name)
    with wave.open(path, "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(RATE)
        f.writeframes(b"".join(struct.pack("<h", int(round(v * PEAK))) for v in samples))
    print("wrote", name, "%.2f s" % (len(samples) / RATE))


def main():
    # "mi-a-ow": the mouth opens from a closed "m"/"i" to a wide "a" and rounds to "u" as the
    # pitch rises to its top and sinks again.
    write("cat_meow_1.wav", meow(
        0.70,
        pitch=[(0.0, 520), (0.22, 760), (0.40, 720), (0.70, 430)],
        formant1=[(0.0, 320), (0.18, 780), (0.42, 740), (0.70, 380)],
        formant2=[(0.0, 2300), (0.18, 1500), (0.42, 1300), (0.70, 820)],
        envelope=[(0.0, 0.0), (0.05, 0.35), (0.16, 1.0), (0.48, 0.9), (0.70, 0.0)],
        seed=1))
    # A kitten's "mrr-ew": a fluttering start, then a short, high "e-w" that lifts at the end.
    write("cat_meow_2.wav", meow(
        0.45,
        pitch=[(0.0, 640), (0.12, 700), (0.28, 1020), (0.45, 900)],
        formant1=[(0.0, 420), (0.12, 460), (0.26, 640), (0.45, 420)],
        formant2=[(0.0, 1200), (0.12, 1900), (0.26, 2100), (0.45, 1500)],
        envelope=[(0.0, 0.0), (0.03, 0.6), (0.12, 0.7), (0.22, 1.0), (0.38, 0.7), (0.45, 0.0)],
        trill=(28, 0.12), breath=0.06, seed=2))


if __name__ == "__main__":
    main()
