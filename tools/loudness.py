"""Integrated loudness after ITU-R BS.1770-4 (K-weighting, 400 ms blocks with
75 % overlap, -70 LUFS absolute and -10 LU relative gates) and sample peak.

Used by tools/art_sounds.py to normalise the sounds it writes and by
bench/sounds.py to report them.  A sound shorter than one 400 ms block is
measured as a single block over its whole length (BS.1770 leaves such short
sounds undefined; this is what "the loudness of a click" has to mean here).
"""
from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

BLOCK_SECONDS = 0.4
OVERLAP = 0.75
ABSOLUTE_GATE = -70.0
RELATIVE_GATE = -10.0


def _biquad(b: Sequence[float], a: Sequence[float], x: np.ndarray) -> np.ndarray:
    """Direct form I; a[0] is 1.  A plain loop: the sounds are a few seconds."""
    b0, b1, b2 = b
    _, a1, a2 = a
    out = np.empty(len(x))
    x1 = x2 = y1 = y2 = 0.0
    for i, v in enumerate(x.tolist()):
        y = b0 * v + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, v, y1, y
        out[i] = y
    return out


def _shelf(rate: int) -> tuple[list[float], list[float]]:
    """The 'pre-filter' high shelf (+4 dB above ~1.5 kHz), for any sample rate."""
    gain, q, fc = 4.0, 1 / math.sqrt(2), 1500.0
    big_a = 10 ** (gain / 40)
    w0 = 2 * math.pi * fc / rate
    alpha = math.sin(w0) / (2 * q)
    cos, root = math.cos(w0), 2 * math.sqrt(big_a) * alpha
    b = [big_a * ((big_a + 1) + (big_a - 1) * cos + root),
         -2 * big_a * ((big_a - 1) + (big_a + 1) * cos),
         big_a * ((big_a + 1) + (big_a - 1) * cos - root)]
    a = [(big_a + 1) - (big_a - 1) * cos + root,
         2 * ((big_a - 1) - (big_a + 1) * cos),
         (big_a + 1) - (big_a - 1) * cos - root]
    return [v / a[0] for v in b], [v / a[0] for v in a]


def _high_pass(rate: int) -> tuple[list[float], list[float]]:
    """The RLB high pass (~38 Hz)."""
    q, fc = 0.5, 38.0
    w0 = 2 * math.pi * fc / rate
    alpha = math.sin(w0) / (2 * q)
    cos = math.cos(w0)
    b = [(1 + cos) / 2, -(1 + cos), (1 + cos) / 2]
    a = [1 + alpha, -2 * cos, 1 - alpha]
    return [v / a[0] for v in b], [v / a[0] for v in a]


def k_weighted(samples: np.ndarray, rate: int) -> np.ndarray:
    x = np.asarray(samples, dtype=float)
    x = _biquad(*_shelf(rate), x)
    return _biquad(*_high_pass(rate), x)


def integrated_lufs(samples: np.ndarray, rate: int) -> float:
    """Integrated loudness of mono ``samples`` (full scale = 1.0), in LUFS."""
    z = k_weighted(samples, rate) ** 2
    block = round(BLOCK_SECONDS * rate)
    if len(z) == 0:
        return -math.inf
    if len(z) <= block:
        powers = np.array([z.mean()])
    else:
        step = round(block * (1 - OVERLAP))
        starts = range(0, len(z) - block + 1, step)
        powers = np.array([z[s:s + block].mean() for s in starts])
    with np.errstate(divide="ignore"):
        levels = -0.691 + 10 * np.log10(powers)
    kept = powers[levels > ABSOLUTE_GATE]
    if len(kept) == 0:
        return -math.inf
    relative = -0.691 + 10 * math.log10(kept.mean()) + RELATIVE_GATE
    kept = powers[(levels > ABSOLUTE_GATE) & (levels > relative)]
    return float(-0.691 + 10 * math.log10(kept.mean()))


def peak_dbfs(samples: np.ndarray) -> float:
    peak = float(np.max(np.abs(samples))) if len(samples) else 0.0
    return 20 * math.log10(peak) if peak > 0 else -math.inf
