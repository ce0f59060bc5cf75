"""Small numpy building blocks for the synthesised sounds (tools only: the game
plays the finished WAV files and never imports numpy)."""
from __future__ import annotations

import numpy as np

RATE = 22050
PAD = 0.05          # seconds of silence each side while filtering (FFT filters are circular)


def samples(seconds: float) -> int:
    return max(1, round(seconds * RATE))


def times(seconds: float) -> np.ndarray:
    return np.arange(samples(seconds)) / RATE


def noise(seconds: float, rng: np.random.Generator) -> np.ndarray:
    return rng.uniform(-1.0, 1.0, samples(seconds))


def filtered(sig: np.ndarray, low: float = 0.0, high: float = 0.0, order: int = 2,
             circular: bool = False) -> np.ndarray:
    """Butterworth-shaped band (magnitude only, zero phase) applied in the
    frequency domain.  ``circular`` keeps a loop seamless (the filter wraps);
    otherwise the signal is padded so nothing wraps."""
    pad = 0 if circular else samples(PAD)
    x = np.concatenate([np.zeros(pad), sig, np.zeros(pad)]) if pad else sig
    spectrum = np.fft.rfft(x)
    f = np.fft.rfftfreq(len(x), 1 / RATE)
    gain = np.ones_like(f)
    if high > 0:
        gain /= np.sqrt(1 + (f / high) ** (2 * order))
    if low > 0:
        with np.errstate(divide="ignore"):
            gain /= np.sqrt(1 + (low / np.maximum(f, 1e-9)) ** (2 * order))
    y = np.fft.irfft(spectrum * gain, len(x))
    return y[pad:len(y) - pad] if pad else y


def envelope(n: int, attack: float, decay: float, release: float = 0.01) -> np.ndarray:
    """Linear attack, exponential decay (time constant ``decay``), linear release."""
    i = np.arange(n, dtype=float)
    a = max(1, samples(attack))
    env = np.where(i < a, i / a, np.exp(-(i - a) / (decay * RATE)))
    r = max(1, samples(release))
    return env * np.clip((n - 1 - i) / r, 0.0, 1.0)


def tone(freq: float | np.ndarray, seconds: float,
         partials: tuple[tuple[float, float], ...] = ((1, 1.0),)) -> np.ndarray:
    """Additive tone; ``freq`` may be an array (a glide), integrated to a phase."""
    n = samples(seconds)
    f = np.broadcast_to(np.asarray(freq, dtype=float), (n,))
    phase = 2 * np.pi * np.cumsum(f) / RATE
    out = np.zeros(n)
    for h, amp in partials:
        out += amp * np.sin(h * phase)
    return out


def note_hz(semitones_from_a4: float) -> float:
    return 440.0 * 2 ** (semitones_from_a4 / 12)


def place(dst: np.ndarray, src: np.ndarray, at: float, gain: float = 1.0,
          wrap: bool = False) -> np.ndarray:
    """Mix ``src`` into ``dst`` at ``at`` seconds: grown to fit, or (``wrap``)
    folded round the end, which is what makes a loop seamless."""
    start = samples(at) if at > 0 else 0
    if wrap:
        idx = (start + np.arange(len(src))) % len(dst)
        np.add.at(dst, idx, src * gain)
        return dst
    if start + len(src) > len(dst):
        dst = np.concatenate([dst, np.zeros(start + len(src) - len(dst))])
    dst[start:start + len(src)] += src * gain
    return dst


def silence(seconds: float) -> np.ndarray:
    return np.zeros(samples(seconds))


BELL = ((1, 1.0), (2, 0.35), (3, 0.12), (4.2, 0.05))
BRASS = ((1, 1.0), (2, 0.6), (3, 0.45), (4, 0.3), (5, 0.2), (6, 0.12))
EP = ((1, 1.0), (2, 0.25), (3, 0.08), (7, 0.02))       # electric-piano-ish
