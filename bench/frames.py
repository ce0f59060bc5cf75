"""Frame time per scene at its busiest, headless, 1280×720, frame cap off.

    python bench/frames.py [--frames 600] [--warmup 60] [--scene showdown] [--profile]

Each scene is driven by a scripted player (``bench/drivers.py``) so something
is always moving: a full Showdown table of eight AI seats dealing; a Midnight
round on three spots, stacked pairs so every spot splits, chips sliding;
Classic Shoe with seven AI seats; an Indian duel (a bot plays your seat);
the lobby with the selection walking round the tables; Settings (over the
lobby), Statistics and History on a fresh profile.  A frame is
``driver.poke`` (the input a player would give) + ``app.step(1/60)`` +
``app.render()``, timed on the process CPU clock (``time.process_time_ns``:
time given to other processes does not count, though their cache and memory
traffic still slows ours) and, for reference, on the wall clock.  Prints
median, p99 and max per scene, the share of frames with an animation
running, and the load average.  Target: p99 <= 3 ms, and no scene's p99
above 4x the yardstick's (``bench/yardstick.py``: a bare pygame-ce loop
drawing a full-screen background and 20 sprites), measured first in the
same run and the same way: the ratio is what the game adds over pygame
itself on this machine at this moment, steadier than the milliseconds when
other work shares the machine.
``--repeat N`` (default 3) replays the same seeded run N times and keeps each
frame's lowest CPU time (see ``measure``); ``--profile`` prints the top
functions (cProfile) of each scene.
"""
from __future__ import annotations

import argparse
import hashlib
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench import yardstick
from bench.drivers import SCENES, SCREENS, make_driver, open_app

TARGET_P99_MS = 3.0
TARGET_RATIO = 4.0             # scene p99 / yardstick p99, same run
MAX_WARMUP_FRAMES = 120 * 60   # two minutes of play to reach the busiest moment


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def measure(name: str, frames: int = 600, warmup: int = 60, seed: int = 3,
            profile: bool = False, repeat: int = 1) -> dict:
    """Time ``frames`` frames of scene ``name`` (any exception propagates).

    With ``repeat`` > 1 the same seeded run (the frames are deterministic) is
    played again and each frame keeps its lowest CPU time: what other
    processes add (cache and memory-bus contention on a shared machine, which
    inflates even process CPU time) is filtered out, the frame's own cost stays.
    ``raw_p99`` is always the first run's."""
    runs = []
    for r in range(max(1, repeat)):
        runs.append(_measure_once(name, frames, warmup, seed, profile and r == 0))
    first = runs[0]
    cpu = [min(run["cpu"][i] for run in runs) for i in range(frames)]
    return {"scene": name, "frames": frames, "repeat": len(runs),
            "p50": percentile(cpu, 0.5), "p99": percentile(cpu, 0.99), "max": max(cpu),
            "raw_p50": percentile(first["cpu"], 0.5), "raw_p99": percentile(first["cpu"], 0.99),
            "wall_p99": percentile(first["wall"], 0.99), "busy": first["busy"],
            "rounds": first["rounds"],
            "same_frames": all(run["picture"] == first["picture"] for run in runs)}


def _measure_once(name: str, frames: int, warmup: int, seed: int, profile: bool) -> dict:
    app = open_app(seed)
    import pygame
    try:
        driver = make_driver(name, app, seed)
        f = 0
        while f < MAX_WARMUP_FRAMES and not driver.ready():   # e.g. Classic's bets
            driver.poke(f)                   # untimed, undrawn: draw() changes nothing
            app.step(1 / 60)
            f += 1
        start = f
        for f in range(start, start + warmup):   # caches warm, the deal under way
            driver.poke(f)
            app.step(1 / 60)
            app.render()
        start += warmup
        cpu, wall, busy = [], [], 0
        profiler = None
        if profile:
            import cProfile
            profiler = cProfile.Profile()
            profiler.enable()
        for f in range(start, start + frames):
            c0, w0 = time.process_time_ns(), time.perf_counter_ns()
            driver.poke(f)
            app.step(1 / 60)
            app.render()
            cpu.append((time.process_time_ns() - c0) / 1e6)
            wall.append((time.perf_counter_ns() - w0) / 1e6)
            timeline = getattr(driver.scene, "timeline", None)
            busy += bool(timeline is not None and timeline.busy)
        if profiler is not None:
            profiler.disable()
            import io
            import pstats
            out = io.StringIO()
            pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(12)
            print(f"--- {name}: top functions by own time ---\n{out.getvalue()}")
        picture = hashlib.sha1(pygame.image.tobytes(app.logical, "RGB")).hexdigest()
        return {"scene": name, "cpu": cpu, "wall": wall, "busy": busy / frames,
                "rounds": driver.rounds, "picture": picture}
    finally:
        app.close()


def run(scenes=SCENES + SCREENS, frames: int = 600, warmup: int = 60, profile: bool = False,
        repeat: int = 1) -> list[dict]:
    """The yardstick first, then each scene, each with its ``ratio`` to the yardstick."""
    bare = yardstick.measure(frames, warmup, repeat)
    rows = [bare] + [measure(name, frames, warmup, profile=profile, repeat=repeat)
                     for name in scenes]
    for row in rows:
        row["ratio"] = row["p99"] / bare["p99"]
    return rows


def meets(row: dict) -> bool:
    """The frame targets: p99 within TARGET_P99_MS and within TARGET_RATIO × the yardstick."""
    return row["p99"] <= TARGET_P99_MS and row.get("ratio", 0.0) <= TARGET_RATIO


def report(rows: list[dict]) -> str:
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    lines = [f"frame time, CPU ms per frame (poke + step + render), 1280x720 headless; "
             f"load average {load} on {os.cpu_count()} CPUs",
             f"{'scene':10}{'frames':>7}{'p50':>8}{'p99':>8}{'max':>8}{'raw p99':>9}"
             f"{'wall p99':>10}{'animating':>11}{'x bare':>8}  target p99 <= "
             f"{TARGET_P99_MS:g} ms and <= {TARGET_RATIO:g}x bare"]
    for r in rows:
        bare = r["scene"] == "yardstick"
        verdict = "bare pygame-ce loop" if bare else "ok" if meets(r) else "OVER"
        if not r.get("same_frames", True):
            verdict += " (runs differed: minima not comparable)"
        wall = f"{r['wall_p99']:>10.2f}" if "wall_p99" in r else f"{'':>10}"
        busy = f"{r['busy']:>10.0%}" if "busy" in r else f"{'':>10}"
        ratio = f"{r['ratio']:>7.2f}x" if "ratio" in r else f"{'':>8}"
        lines.append(f"{r['scene']:10}{r['frames']:>7}{r['p50']:>8.2f}{r['p99']:>8.2f}"
                     f"{r['max']:>8.2f}{r['raw_p99']:>9.2f}{wall}{busy}{ratio}  {verdict}")
    repeat = max((r.get("repeat", 1) for r in rows), default=1)
    if repeat > 1:
        lines.append(f"p50/p99/max: each frame's lowest CPU time over {repeat} identical seeded "
                     f"runs; raw p99 and wall p99: the first run alone")
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python bench/frames.py",
                                 description=__doc__.splitlines()[0])
    ap.add_argument("--frames", type=int, default=600)
    ap.add_argument("--warmup", type=int, default=60)
    ap.add_argument("--scene", action="append", choices=SCENES + SCREENS,
                    help="only this scene (repeatable); default: all")
    ap.add_argument("--repeat", type=int, default=3,
                    help="identical runs; each frame keeps its lowest CPU time (1: raw)")
    ap.add_argument("--profile", action="store_true", help="print cProfile top functions")
    args = ap.parse_args(argv)
    rows = run(args.scene or SCENES + SCREENS, args.frames, args.warmup, args.profile, args.repeat)
    print(report(rows))
    return 0


if __name__ == "__main__":
    from game.interrupt import run_main
    raise SystemExit(run_main(main))
