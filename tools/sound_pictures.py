"""Waveform and spectrogram pictures of the sound assets, for looking at them.

    python tools/sound_pictures.py OUT_FOLDER [NAME ...]

One PNG per sound (``assets/sounds`` and ``assets/music``): the waveform on top
(peak envelope per pixel column, the -1 dBFS ceiling as a red line) and a
spectrogram below (0 to 11 kHz upwards, 80 dB of range, brighter is louder).
Needs numpy (``pip install .[tools]``); writes nothing into the repository.
"""
from __future__ import annotations

import argparse
import os
import sys
import wave
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[1]
WIDTH, WAVE_H, SPEC_H = 800, 160, 256
WINDOW = 512


def read(path: Path):
    import numpy as np
    with wave.open(str(path), "rb") as wav:
        return np.frombuffer(wav.readframes(wav.getnframes()), "<i2") / 32768, wav.getframerate()


def picture(path: Path):
    import numpy as np
    import pygame
    data, _rate = read(path)
    surface = pygame.Surface((WIDTH, WAVE_H + SPEC_H))
    surface.fill((12, 12, 16))
    columns = np.array_split(data, WIDTH)
    mid = WAVE_H // 2
    for x, col in enumerate(columns):
        if len(col):
            top, bottom = mid - col.max() * mid, mid - col.min() * mid
            pygame.draw.line(surface, (120, 200, 255), (x, top), (x, bottom))
    ceiling = round(mid * (1 - 10 ** (-1 / 20)))
    for y in (ceiling, WAVE_H - ceiling):
        pygame.draw.line(surface, (200, 40, 40), (0, y), (WIDTH, y))
    hop = max(1, (len(data) - WINDOW) // WIDTH)
    frames = [data[i:i + WINDOW] * np.hanning(WINDOW)
              for i in range(0, max(1, len(data) - WINDOW), hop)][:WIDTH]
    frames = [f for f in frames if len(f) == WINDOW]
    if frames:
        spec = np.abs(np.fft.rfft(np.array(frames), axis=1)) + 1e-9
        db = 20 * np.log10(spec / spec.max())
        level = np.clip((db + 80) / 80, 0, 1)                # (time, frequency)
        rows = np.linspace(0, level.shape[1] - 1, SPEC_H).astype(int)
        grid = level[:, rows][:, ::-1]                      # low frequencies at the bottom
        image = (np.stack([grid * 255, grid ** 2 * 220, (1 - grid) * grid * 400], axis=-1)
                 .clip(0, 255).astype("uint8"))
        spectro = pygame.surfarray.make_surface(image)
        surface.blit(pygame.transform.scale(spectro, (WIDTH, SPEC_H)), (0, WAVE_H))
    return surface


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python tools/sound_pictures.py",
                                 description=__doc__.splitlines()[0])
    ap.add_argument("out", type=Path, help="folder for the PNG files (made if missing)")
    ap.add_argument("names", nargs="*", help="only these sounds (default: every one)")
    args = ap.parse_args(argv)
    import pygame
    paths = [p for folder in ("sounds", "music")
             for p in sorted((ROOT / "assets" / folder).glob("*.wav"))
             if not args.names or p.stem in args.names]
    args.out.mkdir(parents=True, exist_ok=True)
    for path in paths:
        pygame.image.save(picture(path), str(args.out / f"{path.stem}.png"))
    print(f"{len(paths)} pictures in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
