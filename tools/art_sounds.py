"""Sound effects: 22,050 Hz, 16-bit mono WAV, synthesised with numpy.

Every effect draws its noise from its own seeded generator, so the bytes written
are identical on every run.  Each effect is normalised to EFFECT_LUFS (±2 LU,
tools/loudness.py) with its sample peak at or under PEAK_CEILING_DBFS: a sound
that would clip is softly limited first.  The game only plays the WAV files.
"""
from __future__ import annotations

import wave
from collections.abc import Callable
from pathlib import Path

import numpy as np
from art_common import ASSETS
from loudness import integrated_lufs, peak_dbfs
from synth import (
    BELL,
    BRASS,
    RATE,
    envelope,
    filtered,
    noise,
    note_hz,
    place,
    samples,
    silence,
    times,
    tone,
)

EFFECT_LUFS = -16.0
PEAK_CEILING_DBFS = -1.0
EDGE_FADE = 0.003             # seconds, against clicks at a sound's ends


def _rng(seed: int) -> np.random.Generator:
    return np.random.default_rng(seed)


# --------------------------------------------------------------------------- parts

def flick(rng: np.random.Generator, seconds: float = 0.012, low: float = 1500,
          high: float = 7000, decay: float = 0.003) -> np.ndarray:
    burst = filtered(noise(seconds, rng), low, high)
    return burst * envelope(len(burst), 0.0005, decay, 0.002)


def clack(rng: np.random.Generator, freqs: tuple[float, ...], seconds: float = 0.045,
          decay: float = 0.006) -> np.ndarray:
    """Clay chip on clay chip: inharmonic high partials over a noise transient."""
    t = times(seconds)
    partials = sum(np.sin(2 * np.pi * f * t) for f in freqs) / len(freqs)
    grit = filtered(noise(seconds, rng), 2500, 0)
    return (0.7 * partials + 0.5 * grit) * envelope(len(t), 0.0005, decay, 0.004)


def rattle(rng: np.random.Generator, count: int, spacing: float, pitch: float = 1.0,
           slow: float = 0.0) -> np.ndarray:
    """``count`` chip clacks, spacing growing by ``slow`` each time."""
    out, at = silence(0.05), 0.0
    for _ in range(count):
        shift = pitch * rng.uniform(0.93, 1.07)
        freqs = (3150 * shift, 4720 * shift, 6100 * shift)
        out = place(out, clack(rng, freqs), at, gain=rng.uniform(0.6, 1.0))
        at += spacing * rng.uniform(0.8, 1.2)
        spacing += slow
    return out


def bell_note(semis: float, seconds: float, decay: float = 0.15,
              partials: tuple[tuple[float, float], ...] = BELL) -> np.ndarray:
    note = tone(note_hz(semis), seconds, partials)
    return note * envelope(len(note), 0.004, decay, 0.05)


def line(notes: list[tuple[float, float, float]], seconds: float, decay: float = 0.15,
         partials: tuple[tuple[float, float], ...] = BELL) -> np.ndarray:
    """(start s, semitones from A4, length s) notes mixed into one signal."""
    out = silence(seconds)
    for at, semis, length in notes:
        out = place(out, bell_note(semis, length, decay, partials), at, gain=0.5)
    return out


def brass_chord(semis: tuple[float, ...], seconds: float, decay: float = 0.5) -> np.ndarray:
    out = silence(seconds)
    for s in semis:
        note = filtered(tone(note_hz(s), seconds, BRASS), 0, 2400)
        out += note * envelope(len(note), 0.02, decay, 0.08)
    return out / len(semis)


# --------------------------------------------------------------------------- effects

def card_slide() -> np.ndarray:
    """A card pushed across felt: a swelling, darkening hiss and a soft landing."""
    rng = _rng(11)
    hiss = filtered(noise(0.16, rng), 1200, 5500)
    swell = np.sin(np.pi * np.linspace(0, 1, len(hiss))) ** 1.5
    out = hiss * swell * 0.6
    return place(out, flick(rng, 0.03, 300, 2500, 0.008), 0.13, 0.8)


def card_flip() -> np.ndarray:
    """A card turned over: a paper snap and a low tap as it lands face up."""
    rng = _rng(12)
    out = flick(rng, 0.03, 2000, 8000, 0.005)
    thump = tone(160, 0.06) * envelope(samples(0.06), 0.001, 0.012)
    out = place(out, flick(rng, 0.04, 400, 3000, 0.01), 0.045, 0.7)
    return place(out, thump, 0.05, 0.6)


def chip_click() -> np.ndarray:
    rng = _rng(22)
    out = clack(rng, (3150, 4720, 6100))
    return place(out, clack(rng, (2880, 4410, 5650), decay=0.005), 0.042, 0.6)


def chip_stack_small() -> np.ndarray:
    return rattle(_rng(23), 3, 0.06, slow=0.015)


def chip_stack_large() -> np.ndarray:
    return rattle(_rng(24), 9, 0.035, pitch=0.92, slow=0.006)


def chips_swept() -> np.ndarray:
    """Chips raked to the house: a falling felt scrape under a loose rattle."""
    rng = _rng(25)
    scrape = filtered(noise(0.5, rng), 300, 2200)
    fall = np.linspace(1, 0, len(scrape)) ** 2 * np.sin(np.pi * np.linspace(0, 1, len(scrape)))
    out = scrape * fall * 0.8
    return place(out, rattle(rng, 5, 0.07, pitch=0.85, slow=0.01), 0.04, 0.5)


def chips_paid() -> np.ndarray:
    """Chips counted out to the player: a rattle that rises in pitch."""
    rng = _rng(26)
    out = silence(0.45)
    for k in range(7):
        shift = 0.9 + k * 0.05
        out = place(out, clack(rng, (3150 * shift, 4720 * shift, 6100 * shift)), k * 0.055,
                    0.6 + k * 0.05)
    return out


def shuffle_machine() -> np.ndarray:
    """The Midnight shuffler: motor hum, a fast mechanical tick, a card whirr."""
    rng = _rng(31)
    t = times(1.2)
    hum = tone(110, 1.2, ((1, 1.0), (2, 0.5), (3, 0.3), (5, 0.1)))
    hum *= 0.5 + 0.5 * np.sin(2 * np.pi * 7 * t) ** 2
    whirr = filtered(noise(1.2, rng), 1500, 6000) * (0.6 + 0.4 * np.sin(2 * np.pi * 23 * t))
    ramp = np.clip(t / 0.1, 0, 1) * np.clip((1.2 - t) / 0.25, 0, 1)
    out = (0.35 * hum + 0.45 * whirr) * ramp
    at = 0.05
    while at < 1.05:
        out = place(out, flick(rng, 0.008, 2500, 8000, 0.002), at, 0.5)
        at += 1 / 28
    return out


def shuffle_riffle() -> np.ndarray:
    """Classic's hand riffle: a slowing train of flicks, then the bridge."""
    rng = _rng(33)
    length = 0.9
    out = silence(length)
    bed = filtered(noise(0.6, rng), 600, 3000)
    out = place(out, bed * np.sin(np.pi * np.linspace(0, 1, len(bed))) * 0.12, 0)
    at = 0.02
    while at < 0.57:
        out = place(out, flick(rng), at, rng.uniform(0.5, 1.0))
        at += 0.007 + 0.02 * (at / 0.6) ** 2 + rng.uniform(0, 0.003)
    bridge = filtered(noise(0.25, rng), 800, 4000)
    return place(out, bridge * envelope(len(bridge), 0.08, 0.06) * 0.5, 0.62)


def cut_card() -> np.ndarray:
    """The plastic cut card slipped into the shoe: a dry, pitched tick."""
    rng = _rng(34)
    t = times(0.12)
    ping = (np.sin(2 * np.pi * 1850 * t) + 0.6 * np.sin(2 * np.pi * 3930 * t))
    out = ping * envelope(len(t), 0.0005, 0.018) * 0.6
    return place(out, flick(rng, 0.02, 1000, 6000, 0.004), 0, 0.8)


def button() -> np.ndarray:
    rng = _rng(66)
    t = times(0.05)
    blip = np.sin(2 * np.pi * 1250 * t) * envelope(len(t), 0.0008, 0.008)
    return place(blip, flick(rng, 0.02, 2500, 8000, 0.002), 0, 0.4)


def refusal() -> np.ndarray:
    """Not allowed: two short, low, buzzy notes."""
    out = silence(0.28)
    for k, hz in enumerate((233.0, 196.0)):
        buzz = filtered(tone(hz, 0.11, tuple((h, 1 / h) for h in range(1, 9, 2))), 0, 1800)
        out = place(out, buzz * envelope(len(buzz), 0.004, 0.2, 0.02), k * 0.13, 0.6)
    return out


def win() -> np.ndarray:
    """Rising major arpeggio (C E G C) with a bell timbre."""
    return line([(k * 0.09, s, 0.5 - k * 0.08) for k, s in enumerate((3, 7, 10, 15))], 0.6)


def big_win() -> np.ndarray:
    """Two octaves of arpeggio, a sparkle, and a held major chord."""
    rng = _rng(41)
    steps = (3, 7, 10, 15, 19, 22, 27)
    out = line([(k * 0.07, s, 0.4) for k, s in enumerate(steps)], 1.2, 0.2)
    out = place(out, brass_chord((3, 7, 10), 0.7, 0.35) * 0.5, 0.5)
    for k in range(10):
        out = place(out, bell_note(27 + float(rng.integers(0, 8)), 0.15, 0.04) * 0.3,
                    0.45 + k * 0.05)
    return out


def blackjack() -> np.ndarray:
    """A short fanfare: da-da-DAAH on a major triad."""
    out = silence(1.2)
    out = place(out, brass_chord((3, 7, 10), 0.14, 0.1), 0.0)
    out = place(out, brass_chord((3, 7, 10), 0.14, 0.1), 0.16)
    out = place(out, brass_chord((8, 12, 15), 0.85, 0.45), 0.32)
    return place(out, line([(0.32, 27, 0.6)], 0.9, 0.25), 0, 0.6)


def bust() -> np.ndarray:
    """Over 21: a falling, muffled 'wah'."""
    t = times(0.6)
    glide = 330 * 2 ** (-t * 2.2)
    wah = filtered(tone(glide, 0.6, tuple((h, 1 / h) for h in range(1, 10))), 0, 1400)
    return wah * envelope(len(t), 0.01, 0.25, 0.08)


def push() -> np.ndarray:
    """A tie: the same soft note twice, neither up nor down."""
    return line([(0, -2, 0.18), (0.17, -2, 0.2)], 0.4, 0.08, ((1, 1.0), (2, 0.2)))


def insurance_paid() -> np.ndarray:
    rng = _rng(43)
    out = line([(0, 14, 0.3), (0.1, 19, 0.35)], 0.5, 0.12)
    return place(out, rattle(rng, 3, 0.05), 0.05, 0.35)


def pot_taken() -> np.ndarray:
    """Showdown: the pot raked in, then a rising fourth."""
    rng = _rng(44)
    out = rattle(rng, 7, 0.04, slow=0.004)
    return place(out, line([(0, 5, 0.3), (0.12, 10, 0.4)], 0.6, 0.12), 0.2, 0.9)


def elimination() -> np.ndarray:
    """A seat out: a dull, falling minor third over a low gong."""
    t = times(0.9)
    gong = tone(98, 0.9, ((1, 1.0), (2.76, 0.4), (5.4, 0.2))) * envelope(len(t), 0.005, 0.3)
    out = gong * 0.5
    return place(out, line([(0, -9, 0.4), (0.2, -12, 0.6)], 0.8, 0.2,
                           ((1, 1.0), (2, 0.2))), 0, 0.9)


def match_won() -> np.ndarray:
    """A cadence and a held major chord."""
    out = silence(1.6)
    for k, chord in enumerate(((-2, 3, 7), (0, 5, 8), (2, 7, 11))):
        out = place(out, brass_chord(chord, 0.2, 0.12), k * 0.2)
    out = place(out, brass_chord((3, 7, 10, 15), 1.0, 0.5), 0.6)
    return place(out, line([(0.6, 22, 0.8), (0.7, 27, 0.8)], 1.5, 0.3), 0, 0.5)


def match_lost() -> np.ndarray:
    """A slow minor line down to a low, soft chord."""
    out = line([(0, 0, 0.4), (0.22, -2, 0.4), (0.44, -4, 0.4), (0.66, -9, 0.7)], 1.4, 0.2,
               ((1, 1.0), (2, 0.15)))
    return place(out, brass_chord((-21, -14, -9), 0.7, 0.4) * 0.6, 0.66)


def dealer_speaks() -> np.ndarray:
    """The dealer's voice under the speech bubble: a soft two-syllable hum
    (a voiced tone through two vowel formants), not words."""
    out = silence(0.4)
    for k, (hz, formants) in enumerate(((150, (700, 1200)), (125, (450, 900)))):
        t = times(0.16)
        voiced = tone(hz * (1 + 0.03 * np.sin(2 * np.pi * 5 * t)), 0.16,
                      tuple((h, 1 / h) for h in range(1, 20)))
        vowel = sum(filtered(voiced, f * 0.8, f * 1.25, order=3) for f in formants)
        out = place(out, vowel * envelope(len(t), 0.03, 0.1, 0.05), 0.02 + k * 0.17)
    return out


# name: synth; the names are scenes.app.sound.SoundName's values
EFFECTS: dict[str, Callable[[], np.ndarray]] = {
    "card_slide": card_slide, "card_flip": card_flip, "chip_click": chip_click,
    "chip_stack_small": chip_stack_small, "chip_stack_large": chip_stack_large,
    "chips_swept": chips_swept, "chips_paid": chips_paid,
    "shuffle_machine": shuffle_machine, "shuffle_riffle": shuffle_riffle,
    "cut_card": cut_card, "button": button, "refusal": refusal, "win": win,
    "big_win": big_win, "blackjack": blackjack, "bust": bust, "push": push,
    "insurance_paid": insurance_paid, "pot_taken": pot_taken, "elimination": elimination,
    "match_won": match_won, "match_lost": match_lost, "dealer_speaks": dealer_speaks,
}


# --------------------------------------------------------------------------- output

def normalised(sig: np.ndarray, target_lufs: float, loop: bool = False,
               rate: int = RATE) -> np.ndarray:
    """Scaled to ``target_lufs``; a sound whose peak would pass the ceiling is
    softly limited (tanh) and measured again, a few times at most."""
    ceiling = 10 ** (PEAK_CEILING_DBFS / 20) * 0.98      # room for 16-bit rounding
    x = np.asarray(sig, dtype=float)
    if not loop:
        n, fade = len(x), samples(EDGE_FADE)
        i = np.arange(n)
        x = x * np.clip(np.minimum(i, n - 1 - i) / fade, 0, 1)
    for _ in range(6):
        x = x * 10 ** ((target_lufs - integrated_lufs(x, rate)) / 20)
        if np.max(np.abs(x)) <= ceiling:
            return x
        x = ceiling * np.tanh(x / ceiling)
    return x * min(1.0, ceiling / np.max(np.abs(x)))


def write_wav(sig: np.ndarray, path: Path, rate: int = RATE) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    pcm = np.round(np.clip(sig, -1, 1) * 32767).astype("<i2")
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(rate)
        wav.writeframes(pcm.tobytes())
    return path


def generate() -> list[Path]:
    import art_music
    folder = ASSETS / "sounds"
    for old in folder.glob("*.wav"):
        old.unlink()                       # a renamed sound leaves no stale file
    written = [write_wav(normalised(make(), EFFECT_LUFS), folder / f"{name}.wav")
               for name, make in EFFECTS.items()]
    return written + art_music.generate()


def describe(path: Path) -> tuple[float, float, float]:
    """(seconds, LUFS, sample peak dBFS) of a written WAV."""
    with wave.open(str(path), "rb") as wav:
        data = np.frombuffer(wav.readframes(wav.getnframes()), "<i2") / 32768
        rate = wav.getframerate()
    return len(data) / rate, integrated_lufs(data, rate), peak_dbfs(data)
