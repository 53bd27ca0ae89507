#!/usr/bin/env python3
"""Generate the sounds of the shipped examples.

Writes meow.wav next to this script: 0.6 s, mono, 16-bit, 22050 Hz. A "meow" made of plain
arithmetic: a tone that rises from 500 Hz to 800 Hz and falls to 350 Hz, with its second
harmonic for a nasal colour, faded in over 40 ms and out over the last 200 ms.

Usage:  python3 tools/make_sounds.py      (standard library only)
"""

import math
import os
import struct
import wave

RATE = 22050
SECONDS = 0.6


def pitch(t):
    """Frequency in Hz at time t (0..1 of the sound): up for the first third, then down."""
    if t < 1 / 3:
        return 500 + (800 - 500) * (t * 3)
    return 800 + (350 - 800) * ((t - 1 / 3) * 1.5)


def envelope(seconds):
    fade_in, fade_out = 0.04, 0.2
    if seconds < fade_in:
        return seconds / fade_in
    if seconds > SECONDS - fade_out:
        return max(0.0, (SECONDS - seconds) / fade_out)
    return 1.0


def main():
    frames = int(RATE * SECONDS)
    phase = 0.0
    samples = []
    for i in range(frames):
        seconds = i / RATE
        phase += 2 * math.pi * pitch(i / frames) / RATE
        value = 0.7 * math.sin(phase) + 0.3 * math.sin(2 * phase)
        samples.append(int(12000 * envelope(seconds) * value))
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "scripts", "sounds", "meow.wav")
    with wave.open(path, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", s) for s in samples))


if __name__ == "__main__":
    main()
