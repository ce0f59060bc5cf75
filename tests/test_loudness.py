"""tools/loudness.py measures what BS.1770 says it should."""
import math
import sys
from pathlib import Path

import pytest

np = pytest.importorskip("numpy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
from loudness import integrated_lufs, peak_dbfs  # noqa: E402


def sine(rate: int, seconds: float, amplitude: float) -> "np.ndarray":
    t = np.arange(round(rate * seconds)) / rate
    return amplitude * np.sin(2 * np.pi * 997 * t)


def test_a_full_scale_997_hz_sine_is_minus_3_lufs():
    assert integrated_lufs(sine(48000, 2, 1.0), 48000) == pytest.approx(-3.01, abs=0.1)


def test_the_measure_holds_at_the_games_sample_rate():
    assert integrated_lufs(sine(22050, 2, 0.1), 22050) == pytest.approx(-23.01, abs=0.15)


def test_silence_between_sounds_is_gated_out():
    tone = sine(22050, 2, 0.1)
    gapped = np.concatenate([tone, np.zeros(22050 * 3), tone])
    # Blocks half on a tone still pass the relative gate: a little lower, not 4 dB
    # lower as an ungated mean over the silence would be.
    assert integrated_lufs(gapped, 22050) == pytest.approx(integrated_lufs(tone, 22050), abs=0.5)
    assert integrated_lufs(np.zeros(22050), 22050) == -math.inf


def test_the_peak_is_in_dbfs():
    assert peak_dbfs(sine(22050, 1, 0.5)) == pytest.approx(-6.02, abs=0.05)
