"""Start-up time: process start to the lobby's first frame, headless.

    python bench/startup.py [--runs 7]

Times ``club21 --first-frame`` (which shows the lobby's first frame and
exits) from source, and from the one-folder and one-file builds when
``dist/`` holds them (``pyinstaller build.spec`` and ``-- --onefile``).
Reports the median wall time of several runs; the first run of each warms
the disk cache (and the one-file's unpacking) and is not counted.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGETS_S = {"source": 0.8, "one-folder": 0.8, "one-file": 1.0}
ONE_FILE_TARGET_MB = 26


def _time_once(cmd: list[str], env: dict) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, env=env, cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def measure(runs: int) -> dict[str, float]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1",
               CLUB21_DATA_DIR=tempfile.mkdtemp(prefix="club21-bench-"))
    commands = {"source": [sys.executable, "-m", "scenes", "--first-frame"]}
    folder = ROOT / "dist" / "club21" / "club21"
    onefile = ROOT / "dist" / "club21-onefile"
    if folder.exists():
        commands["one-folder"] = [str(folder), "--first-frame"]
    if onefile.exists():
        commands["one-file"] = [str(onefile), "--first-frame"]
    results = {}
    for name, cmd in commands.items():
        _time_once(cmd, env)  # warm-up
        results[name] = statistics.median(_time_once(cmd, env) for _ in range(runs))
    return results


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    for name, seconds in measure(args.runs).items():
        verdict = "ok" if seconds <= TARGETS_S[name] else "OVER"
        print(f"{name:11s} {seconds:6.3f} s   (target <= {TARGETS_S[name]} s: {verdict})")
    onefile = ROOT / "dist" / "club21-onefile"
    if onefile.exists():
        size_mb = onefile.stat().st_size / 1e6
        verdict = "ok" if size_mb <= ONE_FILE_TARGET_MB else "OVER"
        print(f"one-file size {size_mb:.1f} MB (target <= {ONE_FILE_TARGET_MB} MB: {verdict})")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))    # game.interrupt
    from game.interrupt import run_main
    sys.exit(run_main(main))
