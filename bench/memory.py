"""Peak resident memory during long simulated play at each table, and its trend.

    python bench/memory.py [--minutes 5] [--hour] [--scene midnight]

Each table is played in its own process (so each peak is its own) by the
scripted players of ``bench/drivers.py`` — engine, scene, animations and
drawing, 1280×720 headless, at a fake dt of 1/60 s with no sleeping: 60
frames are one second of play, an hour is 216,000 frames.  The resident set
(VmRSS) and the number of live Python objects are sampled after every round
(and every 10 s of play) to show they stay flat; the peak is VmHWM.  Prints
rounds, peak, the average RSS of the first and of the last quarter of the
samples and their difference, and the late growth (last minus second
quarter: caches fill early, a leak keeps going).  Targets: peak <= 150 MB, no growth.
Live objects are counted by ``gc.get_objects()``, which leaves out the
start-up objects ``freeze_startup`` froze (as the app does).
The default plays 5 minutes per table; ``--hour`` plays the full hour.
"""
from __future__ import annotations

import argparse
import gc
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.drivers import SCENES, make_driver, open_app  # noqa: E402

TARGET_PEAK_MB = 150.0
GROWTH_LIMIT_MB = 5.0     # last-quarter minus first-quarter average RSS
FPS = 60
SAMPLE_EVERY = 10 * FPS   # frames between samples when no round ends


def status_mb(field: str) -> float:
    """A ``/proc/self/status`` field (VmRSS, VmHWM) in MB; getrusage off Linux."""
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith(field + ":"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024   # Linux: KiB


def quarter_means(values: list[float]) -> tuple[float, float, float]:
    """Averages of the first, second and last quarter of ``values``."""
    if not values:
        return float("nan"), float("nan"), float("nan")
    q = max(1, len(values) // 4)
    second = values[q:2 * q] or values[-q:]
    return sum(values[:q]) / q, sum(second) / len(second), sum(values[-q:]) / q


def play(name: str, frames: int, seed: int = 5) -> dict:
    """Play ``frames`` frames of table ``name`` in this process; the figures."""
    app = open_app(seed)
    try:
        driver = make_driver(name, app, seed)
        rss, objects = [], []
        last_rounds, last_sample = driver.rounds, 0
        for f in range(frames):
            driver.poke(f)
            app.step(1 / FPS)
            app.render()
            rounds = driver.rounds
            if rounds != last_rounds or f - last_sample >= SAMPLE_EVERY:
                last_rounds, last_sample = rounds, f
                rss.append(status_mb("VmRSS"))
                objects.append(len(gc.get_objects()))
        rss.append(status_mb("VmRSS"))              # and at the end
        objects.append(len(gc.get_objects()))
        first, second, last = quarter_means(rss)
        obj_first, _, obj_last = quarter_means(objects)
        return {"scene": name, "frames": frames, "minutes": frames / FPS / 60,
                "rounds": driver.rounds, "samples": len(rss), "peak": status_mb("VmHWM"),
                "first": first, "last": last, "growth": last - first,
                "late_growth": last - second,
                "objects_first": obj_first, "objects_last": obj_last}
    finally:
        app.close()


def play_in_subprocess(name: str, frames: int, seed: int = 5) -> dict:
    """``play`` in a fresh interpreter, so its VmHWM is this table's alone."""
    cmd = [sys.executable, str(Path(__file__).resolve()), "--child", name,
           "--frames", str(frames), "--seed", str(seed)]
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    lines = [ln for ln in done.stdout.splitlines() if ln.startswith("{")]
    if done.returncode != 0 or not lines:
        tail = (done.stderr.strip().splitlines() or ["no output"])[-1]
        return {"scene": name, "failed": f"child failed: {tail}"}
    return json.loads(lines[-1])


def run(scenes=SCENES, frames: int = 5 * 60 * FPS, subprocesses: bool = True) -> list[dict]:
    tables = [s for s in scenes]
    measure = play_in_subprocess if subprocesses else play
    return [measure(name, frames) for name in tables]


def report(rows: list[dict]) -> str:
    lines = [f"memory: simulated play at fake dt 1/{FPS} s (engine + scene + drawing), "
             f"one process per table",
             f"{'scene':10}{'minutes':>8}{'rounds':>8}{'peak MB':>9}{'RSS 1st q':>11}"
             f"{'RSS last q':>11}{'growth':>8}{'late':>8}{'objects 1st/last q':>21}  "
             f"target peak <= {TARGET_PEAK_MB:g} MB, flat"]
    for r in rows:
        if "failed" in r:
            lines.append(f"{r['scene']:10} FAILED ({r['failed']})")
            continue
        ok = r["peak"] <= TARGET_PEAK_MB and r["late_growth"] <= GROWTH_LIMIT_MB
        objs = f"{r['objects_first']:,.0f}/{r['objects_last']:,.0f}"
        lines.append(f"{r['scene']:10}{r['minutes']:>8.1f}{r['rounds']:>8}{r['peak']:>9.1f}"
                     f"{r['first']:>11.1f}{r['last']:>11.1f}{r['growth']:>+8.1f}"
                     f"{r['late_growth']:>+8.1f}{objs:>21}  "
                     f"{'ok' if ok else 'OVER'}")
    lines.append(f"growth: last minus first quarter (caches fill while the first quarter "
                 f"is played); late: last minus second quarter, the 'flat' verdict "
                 f"(<= {GROWTH_LIMIT_MB:g} MB)")
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python bench/memory.py",
                                 description=__doc__.splitlines()[0])
    ap.add_argument("--minutes", type=float, default=5.0, help="simulated minutes per table")
    ap.add_argument("--hour", action="store_true", help="a full simulated hour per table")
    ap.add_argument("--scene", action="append", choices=SCENES)
    ap.add_argument("--frames", type=int, help=argparse.SUPPRESS)
    ap.add_argument("--seed", type=int, default=5, help=argparse.SUPPRESS)
    ap.add_argument("--child", choices=SCENES, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    frames = args.frames or int((60 if args.hour else args.minutes) * 60 * FPS)
    if args.child:                                   # one table, JSON on stdout
        print(json.dumps(play(args.child, frames, args.seed)))
        return 0
    print(report(run(args.scene or SCENES, frames)))
    return 0


if __name__ == "__main__":
    from game.interrupt import run_main
    raise SystemExit(run_main(main))
