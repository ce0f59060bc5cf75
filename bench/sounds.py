"""Loudness and peak of every sound asset, and what music costs a frame.

    python bench/sounds.py                   # the asset table only
    python bench/sounds.py --frames 600      # and frame p99 with music on / off

Assets: integrated loudness after BS.1770 (``tools/loudness.py``; a sound
shorter than 400 ms is one block) and sample peak, against the targets
tools/art_sounds.py and tools/art_music.py normalise to: effects -16 LUFS ±2,
music -26, room tone -34, every peak at or under -1 dBFS.  Needs numpy
(``pip install .[bench]``).

Frames: ``bench/frames.py``'s measure of one scene (default Midnight) with
SDL's file audio driver writing the mix to a scratch file (removed after), so
the mixing thread really runs (process CPU time counts every thread of the process): once
with the area's music and room tone playing, once with no music.  Target: the
p99s within 0.2 ms.
"""
from __future__ import annotations

import argparse
import os
import sys
import wave
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

EFFECT_LUFS, MUSIC_LUFS, ROOM_LUFS, TOLERANCE = -16.0, -26.0, -34.0, 2.0
PEAK_CEILING = -1.0
P99_BUDGET_MS = 0.2


def target_of(path: Path) -> float:
    if path.parent.name == "sounds":
        return EFFECT_LUFS
    return ROOM_LUFS if path.stem == "room_tone" else MUSIC_LUFS


def measure_assets() -> list[dict]:
    import numpy as np
    from loudness import integrated_lufs, peak_dbfs
    rows = []
    for folder in ("sounds", "music"):
        for path in sorted((ROOT / "assets" / folder).glob("*.wav")):
            with wave.open(str(path), "rb") as wav:
                rate = wav.getframerate()
                data = np.frombuffer(wav.readframes(wav.getnframes()), "<i2") / 32768
            lufs, peak, target = integrated_lufs(data, rate), peak_dbfs(data), target_of(path)
            rows.append({"name": f"{folder}/{path.stem}", "seconds": len(data) / rate,
                         "lufs": lufs, "peak": peak, "target": target,
                         "bytes": path.stat().st_size,
                         "ok": abs(lufs - target) <= TOLERANCE and peak <= PEAK_CEILING})
    return rows


def report_assets(rows: list[dict]) -> str:
    lines = [f"{'asset':28}{'seconds':>8}{'LUFS':>8}{'target':>8}{'peak dBFS':>10}{'bytes':>9}"]
    for r in rows:
        lines.append(f"{r['name']:28}{r['seconds']:>8.2f}{r['lufs']:>8.1f}{r['target']:>8.0f}"
                     f"{r['peak']:>10.2f}{r['bytes']:>9}  {'ok' if r['ok'] else 'OFF TARGET'}")
    lines.append(f"total {sum(r['bytes'] for r in rows)} bytes in {len(rows)} files")
    return "\n".join(lines)


def frames_with_and_without_music(scene: str, frames: int, repeat: int) -> dict:
    import tempfile
    fd, mix = tempfile.mkstemp(prefix="club21-mix-", suffix=".raw")   # SDL refuses /dev/null
    os.close(fd)
    os.environ["SDL_AUDIODRIVER"] = "disk"
    os.environ["SDL_DISKAUDIOFILE"] = mix
    from bench.frames import measure
    from scenes.app.sound import SoundService, init_mixer
    if not init_mixer():
        raise RuntimeError("SDL's file audio driver did not open: music would not be timed")
    real = SoundService.set_area
    rows = {}
    try:
        for music in (False, True, False, True):     # interleaved: drift hits both alike
            SoundService.set_area = real if music else (  # type: ignore[method-assign]
                lambda self, area: real(self, None))
            row = measure(scene, frames=frames, warmup=60, repeat=repeat)
            rows.setdefault(music, []).append(row["p99"])
    finally:
        SoundService.set_area = real             # type: ignore[method-assign]
        os.unlink(mix)
    off, on = min(rows[False]), min(rows[True])
    return {"scene": scene, "off": off, "on": on, "delta": on - off,
            "ok": on - off <= P99_BUDGET_MS}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python bench/sounds.py",
                                 description=__doc__.splitlines()[0])
    ap.add_argument("--frames", type=int, default=0, help="also time this many frames")
    ap.add_argument("--scene", default="midnight")
    ap.add_argument("--repeat", type=int, default=2)
    args = ap.parse_args(argv)
    rows = measure_assets()
    print(report_assets(rows))
    ok = all(r["ok"] for r in rows)
    if args.frames:
        r = frames_with_and_without_music(args.scene, args.frames, args.repeat)
        print(f"{r['scene']}: frame p99 {r['off']:.2f} ms without music, {r['on']:.2f} ms "
              f"with music and room tone: {r['delta']:+.2f} ms (budget {P99_BUDGET_MS} ms) "
              f"{'ok' if r['ok'] else 'OVER'}")
        ok = ok and r["ok"]
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
