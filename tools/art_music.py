"""Music loops (one per area) and the casino room tone: 22,050 Hz 16-bit mono
WAV, synthesised with numpy, seamless.

A loop is seamless by construction: every note is mixed *round* the end of the
buffer (a note still sounding at the end continues at the start), every
modulation makes a whole number of cycles in the loop, and the room tone's
noise is filtered in the frequency domain, which is circular.  Music is
normalised to MUSIC_LUFS and the room tone to ROOM_LUFS: quiet under the
effects (EFFECT_LUFS in art_sounds).
"""
from __future__ import annotations

from pathlib import Path

import numpy as np
from art_common import ASSETS
from synth import EP, RATE, envelope, filtered, note_hz, place, samples, silence, tone

MUSIC_LUFS = -26.0
ROOM_LUFS = -34.0
BEAT = 0.6                        # 100 beats a minute
LOOP = 16 * BEAT                  # four bars of four: 9.6 s
ROOM_SECONDS = 6.0


def _note(semis: float, seconds: float, partials=EP, decay: float = 0.8,
          attack: float = 0.01) -> np.ndarray:
    note = tone(note_hz(semis), seconds, partials)
    return note * envelope(len(note), attack, decay, 0.1)


def _chords(out: np.ndarray, chords: list[tuple[int, ...]], gain: float, decay: float,
            partials=EP, attack: float = 0.01) -> None:
    """One chord a bar (four beats), every note wrapped round the loop's end."""
    for bar, chord in enumerate(chords):
        for s in chord:
            place(out, _note(s, 4 * BEAT + 0.6, partials, decay, attack), bar * 4 * BEAT,
                  gain, wrap=True)


def _bass(out: np.ndarray, notes: list[int], step: float, gain: float) -> None:
    for k, s in enumerate(notes):
        place(out, _note(s, step + 0.2, ((1, 1.0), (2, 0.3)), 0.25), k * step, gain, wrap=True)


def _ticks(out: np.ndarray, rng: np.random.Generator, every: float, offset: float,
           gain: float) -> None:
    """Soft brushed ticks (a hi-hat played with brushes)."""
    at = offset
    while at < LOOP - 1e-9:
        tick = filtered(rng.uniform(-1, 1, samples(0.08)), 5000, 0)
        place(out, tick * envelope(len(tick), 0.002, 0.02), at, gain * rng.uniform(0.6, 1), True)
        at += every


def lobby() -> np.ndarray:
    """Lounge: Cmaj7 Am7 Dm7 G7 on an electric piano, a walking bass."""
    out = silence(LOOP)
    _chords(out, [(-9, -5, -2, 2), (-9, -5, -2, 0), (-7, -4, 0, 3), (-7, -4, -2, 2)], 0.25, 1.2)
    _bass(out, [-21, -17, -14, -13, -24, -20, -17, -16, -19, -16, -12, -14, -14, -10, -7, -8],
          BEAT, 0.5)
    _ticks(out, np.random.default_rng(51), BEAT, BEAT / 2, 0.08)
    return out


def dealer() -> np.ndarray:
    """Late table: slow Dm9 - G13 pads with a soft attack, brushes on 2 and 4."""
    out = silence(LOOP)
    pad = ((1, 1.0), (2, 0.15), (3, 0.05))
    _chords(out, [(-19, -12, -7, -4, 3), (-14, -7, -3, 2, 7)] * 2, 0.2, 2.0, pad, attack=0.4)
    _bass(out, [-31, -31, -26, -26, -26, -26, -31, -31], 2 * BEAT, 0.5)
    _ticks(out, np.random.default_rng(52), 2 * BEAT, BEAT, 0.07)
    return out


def showdown() -> np.ndarray:
    """Tension: Am F E Am, the bass pulsing in eighths."""
    out = silence(LOOP)
    _chords(out, [(-12, -9, -5), (-16, -12, -9), (-17, -13, -10), (-12, -9, -5)], 0.25, 1.0)
    roots = [-24, -28, -29, -24]
    _bass(out, [r for r in roots for _ in range(8)], BEAT / 2, 0.35)
    _ticks(out, np.random.default_rng(53), BEAT, 0, 0.06)
    return out


def indian() -> np.ndarray:
    """A drone (D and A, plucked over and over like a tanpura) and a hand drum."""
    out = silence(LOOP)
    pluck = ((1, 1.0), (2, 0.6), (3, 0.4), (4, 0.3), (5, 0.2), (6, 0.1))
    for k, s in enumerate([-19, -12, -12, -7] * 4):
        place(out, _note(s, 2.0, pluck, 0.9, 0.005), k * BEAT, 0.25, wrap=True)
    rng = np.random.default_rng(54)
    for beat in range(16):
        hz = 90 if beat % 4 == 0 else 140
        t = np.arange(samples(0.3)) / RATE
        drum = np.sin(2 * np.pi * hz * t * (1 + 0.3 * np.exp(-t * 30)))
        drum *= envelope(len(t), 0.002, 0.08)
        place(out, drum, beat * BEAT + (BEAT / 2 if beat % 4 == 3 else 0), 0.4, wrap=True)
        if rng.random() < 0.4:
            place(out, drum * 0.5, beat * BEAT + 0.75 * BEAT, 0.3, wrap=True)
    return out


def room_tone() -> np.ndarray:
    """A big carpeted room with people in it: low rumble and a distant murmur
    that swells and fades (periods that fit the loop a whole number of times)."""
    rng = np.random.default_rng(55)
    n = samples(ROOM_SECONDS)
    rumble = filtered(rng.uniform(-1, 1, n), 30, 250, circular=True)
    murmur = filtered(rng.uniform(-1, 1, n), 300, 1100, circular=True)
    t = np.arange(n) / RATE
    swell = 0.6 + 0.25 * np.sin(2 * np.pi * 2 * t / ROOM_SECONDS) \
        + 0.15 * np.sin(2 * np.pi * 5 * t / ROOM_SECONDS + 1.0)
    return rumble + 0.5 * murmur * swell


LOOPS = {"music_lobby": (lobby, MUSIC_LUFS), "music_dealer": (dealer, MUSIC_LUFS),
         "music_showdown": (showdown, MUSIC_LUFS), "music_indian": (indian, MUSIC_LUFS),
         "room_tone": (room_tone, ROOM_LUFS)}


# The loops are kept at half the effects' rate: quiet pads and ticks need
# nothing above 5.5 kHz, and the one-file executable has a size limit.
MUSIC_RATE = RATE // 2


def halved(loop: np.ndarray) -> np.ndarray:
    """A loop at half its sample rate: its spectrum cut at the new Nyquist and
    resampled as the periodic signal it is, so it still wraps round seamlessly."""
    n = len(loop) - len(loop) % 2
    spectrum = np.fft.rfft(loop[:n])
    return np.fft.irfft(spectrum[: n // 4 + 1], n // 2) * 0.5


def generate() -> list[Path]:
    from art_sounds import normalised, write_wav
    folder = ASSETS / "music"
    return [write_wav(normalised(halved(make()), target, loop=True, rate=MUSIC_RATE),
                      folder / f"{name}.wav", MUSIC_RATE)
            for name, (make, target) in LOOPS.items()]
