"""Sound effects: 44.1 kHz, 16-bit mono WAV, synthesised with the stdlib only.

Every effect draws its noise from its own seeded random.Random, so the bytes
written are identical on every run.
"""
from __future__ import annotations

import array
import math
import random
import sys
import wave
from pathlib import Path

from art_common import ASSETS

RATE = 44100
FADE_SECONDS = 0.003            # tiny fade in/out against clicks at the ends
FULL_SCALE = 32767

Signal = list[float]


def silence(seconds: float) -> Signal:
    return [0.0] * round(seconds * RATE)


def mix_into(dst: Signal, src: Signal, at_seconds: float, gain: float = 1.0) -> None:
    start = round(at_seconds * RATE)
    if len(dst) < start + len(src):
        dst.extend([0.0] * (start + len(src) - len(dst)))
    for i, v in enumerate(src):
        dst[start + i] += v * gain


def envelope(n: int, attack: float, decay: float, release: float = 0.0) -> list[float]:
    """Linear attack, exponential decay (time constant `decay`, seconds), then a
    linear release to silence over the last `release` seconds."""
    a = max(1, round(attack * RATE))
    r = max(1, round(release * RATE))
    out = []
    for i in range(n):
        level = i / a if i < a else math.exp(-(i - a) / (decay * RATE))
        out.append(level * min(1.0, (n - 1 - i) / r))
    return out


def noise(seconds: float, rng: random.Random) -> Signal:
    return [rng.uniform(-1, 1) for _ in range(round(seconds * RATE))]


def low_pass(sig: Signal, cutoff: float) -> Signal:
    """One-pole low-pass filter."""
    k = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for x in sig:
        y += k * (x - y)
        out.append(y)
    return out


def high_pass(sig: Signal, cutoff: float) -> Signal:
    lows = low_pass(sig, cutoff)
    return [x - low for x, low in zip(sig, lows)]


def band(sig: Signal, low: float, high: float) -> Signal:
    return low_pass(high_pass(sig, low), high)


def tone(freq: float, seconds: float, harmonics=((1, 1.0),)) -> Signal:
    n = round(seconds * RATE)
    return [sum(amp * math.sin(2 * math.pi * freq * h * i / RATE) for h, amp in harmonics)
            for i in range(n)]


def shaped(sig: Signal, env: list[float]) -> Signal:
    return [x * e for x, e in zip(sig, env)]


def note_hz(semitones_from_a4: float) -> float:
    return 440.0 * 2 ** (semitones_from_a4 / 12)


# --------------------------------------------------------------------------- effects

def card_sound() -> Signal:
    """Paper flick: band-passed noise burst, about 80 ms."""
    rng = random.Random(11)
    burst = band(noise(0.08, rng), 900, 5000)
    return shaped(burst, envelope(len(burst), 0.002, 0.018))


def click_burst(rng: random.Random, freqs, seconds: float, decay: float) -> Signal:
    """Hard, short click: a few high partials plus a noise transient."""
    n = round(seconds * RATE)
    partials = [sum(math.sin(2 * math.pi * f * i / RATE) for f in freqs) / len(freqs)
                for i in range(n)]
    grit = high_pass(noise(seconds, rng), 2500)
    return shaped([p * 0.7 + g * 0.5 for p, g in zip(partials, grit)],
                  envelope(n, 0.0005, decay))


def chip_sound() -> Signal:
    """Clay chips clacking: two short high clicks ~40 ms apart."""
    rng = random.Random(22)
    out = silence(0.12)
    mix_into(out, click_burst(rng, (3150, 4720, 6100), 0.04, 0.006), 0.0)
    mix_into(out, click_burst(rng, (2880, 4410, 5650), 0.04, 0.005), 0.042, gain=0.7)
    return out


def shuffle_sound() -> Signal:
    """Riffle shuffle: a rapid, slowing train of tiny card flicks over a soft hiss."""
    rng = random.Random(33)
    length = 0.6
    out = silence(length)
    bed = band(noise(length, rng), 600, 3000)
    swell = [math.sin(math.pi * i / len(bed)) * 0.12 for i in range(len(bed))]
    mix_into(out, shaped(bed, swell), 0)
    t = 0.02
    while t < length - 0.03:
        flick = band(noise(0.012, rng), 1500, 7000)
        mix_into(out, shaped(flick, envelope(len(flick), 0.0005, 0.003)), t,
                 gain=rng.uniform(0.5, 1.0))
        progress = t / length
        t += 0.007 + 0.02 * progress ** 2 + rng.uniform(0, 0.003)   # slows at the end
    return out


BELL = ((1, 1.0), (2, 0.35), (3, 0.12), (4.2, 0.05))


def win_sound() -> Signal:
    """Rising major arpeggio (C E G C) with a bell-like timbre, ~500 ms."""
    out = silence(0.55)
    steps = (3, 7, 10, 15)              # semitones above A4: C5, E5, G5, C6
    for k, semis in enumerate(steps):
        length = 0.5 - k * 0.1
        note = tone(note_hz(semis), length, BELL)
        mix_into(out, shaped(note, envelope(len(note), 0.004, 0.12, release=0.05)), k * 0.09,
                 gain=0.5)
    return out


def lose_sound() -> Signal:
    """Two soft, falling notes (G4 then E♭4) with gentle sine tone."""
    out = silence(0.6)
    for k, semis in enumerate((-2, -6)):
        note = tone(note_hz(semis), 0.35, ((1, 1.0), (2, 0.15)))
        mix_into(out, shaped(note, envelope(len(note), 0.02, 0.12, release=0.08)), k * 0.22,
                 gain=0.6)
    return out


def click_sound() -> Signal:
    """UI tick: a very short, bright blip."""
    rng = random.Random(66)
    return click_burst(rng, (2200, 3300), 0.02, 0.003)


# name: (synth, peak level as a fraction of full scale)
SOUNDS = {
    "card": (card_sound, 0.6),
    "chip": (chip_sound, 0.7),
    "shuffle": (shuffle_sound, 0.55),
    "win": (win_sound, 0.7),
    "lose": (lose_sound, 0.5),
    "click": (click_sound, 0.45),
}


# --------------------------------------------------------------------------- output

def normalised_pcm(sig: Signal, level: float) -> array.array:
    peak = max(1e-9, max(abs(v) for v in sig))
    fade = round(FADE_SECONDS * RATE)
    n = len(sig)
    pcm = array.array("h")
    for i, v in enumerate(sig):
        edge = min(1.0, i / fade, (n - 1 - i) / fade)
        pcm.append(round(v / peak * level * edge * FULL_SCALE))
    return pcm


def write_wav(sig: Signal, level: float, path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    pcm = normalised_pcm(sig, level)
    if pcm.itemsize != 2:
        raise RuntimeError("array 'h' must be 16-bit")
    if sys.byteorder == "big":
        pcm.byteswap()                 # WAV is little-endian
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        wav.writeframes(pcm.tobytes())
    return path


def generate() -> list[Path]:
    return [write_wav(make(), level, ASSETS / "sounds" / f"{name}.wav")
            for name, (make, level) in SOUNDS.items()]
