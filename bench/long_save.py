"""A long save opens in the same time as a short one: frames while it opens,
the lobby's first usable frame, and History and Statistics opening, headless.

    python -m bench.long_save [--rounds 100000] [--runs 3] [--save FOLDER]

The save is made once by ``bench/big_save.py`` (real rounds through the
profile's own calls; kept in FOLDER, default a folder under the system's
temporary directory, and reused) and copied afresh for every run.  Each run
is a new process, as a player's start is:

* worst frame: the longest frame (``App.frame``: open the save if due,
  input, update, draw, present) from the lobby's first frame until the
  save's background check has finished, on the wall clock and in the loop
  thread's own CPU time (which leaves out the time other processes took
  the CPU: on a busy computer the wall clock measures the computer);
* lobby interactive: from just before the process is started to the end of
  the first frame with the save open (the lobby's buttons then work);
* History / Statistics open: from the click's call (``open_scene``) to the
  end of the scene's first frame, with the save open and checked (wall
  clock and loop thread's CPU time).

Every run is paired with one on an empty save, started the same way, so
that a figure can be read against what the same computer does with no
history at all.  Prints each figure's median over the runs.  Targets: worst frame <= 50 ms,
lobby <= 0.35 s, History and Statistics <= 150 ms.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGETS_MS = {"worst frame": 50.0, "worst frame cpu": 50.0, "lobby interactive": 350.0,
              "history open": 150.0, "history open cpu": 150.0, "statistics open": 150.0,
              "statistics open cpu": 150.0}
MAX_FRAMES = 60 * 120          # two minutes at 60 fps: the check must end well before


def child(folder: str, spawned: float) -> dict[str, float]:
    """One start of the game on ``folder``: the figures, in ms."""
    sys.path.insert(0, str(ROOT))
    from scenes.app.loop import App

    app = App(strict=True, data_dir=Path(folder))
    try:
        app.start("lobby", lazy=True)
        worst, worst_cpu, worst_at, lobby_ms, lobby_frame, number = 0.0, 0.0, 0, None, 0, 0
        last = time.perf_counter()
        while number < MAX_FRAMES:
            number += 1
            start, cpu = time.perf_counter(), time.thread_time()
            app.frame(number, min(start - last, 0.1))
            end = last = time.perf_counter()
            if (end - start) * 1000 > worst:
                worst, worst_at = (end - start) * 1000, number
            worst_cpu = max(worst_cpu, (time.thread_time() - cpu) * 1000)
            profile = app.context.profile
            if lobby_ms is None and profile is not None:
                lobby_ms, lobby_frame = (time.time() - spawned) * 1000, number
            if profile is not None and profile.checking is None:
                break                                  # checked: the opening is over
            time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - start)))
        if app.context.opened is None or app.context.profile is None:
            raise SystemExit(f"long_save: the save did not open: {app.context.opened}")
        return {"worst frame": worst, "worst frame cpu": worst_cpu, "worst at": worst_at,
                "lobby frame": lobby_frame, "lobby interactive": lobby_ms or float("nan"),
                **_opens(app, number), "frames": number}
    finally:
        app.close()


def _open_ms(app, scene: str, number: int) -> tuple[float, float]:
    """(wall, loop thread's CPU) ms from the click's call to the end of the first frame."""
    start, cpu = time.perf_counter(), time.thread_time()
    app.context.open_scene(scene)
    app.frame(number + 1, 1 / 60)
    elapsed = (time.perf_counter() - start) * 1000, (time.thread_time() - cpu) * 1000
    app.context.manager.pop()
    return elapsed


def _opens(app, number: int) -> dict[str, float]:
    history, history_cpu = _open_ms(app, "history", number)
    stats, stats_cpu = _open_ms(app, "stats", number + 1)
    return {"history open": history, "history open cpu": history_cpu,
            "statistics open": stats, "statistics open cpu": stats_cpu}


def one_run(save: Path) -> dict[str, float]:
    work = Path(tempfile.mkdtemp(prefix="club21-long-"))
    try:
        shutil.copytree(save, work, dirs_exist_ok=True)
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                   PYGAME_HIDE_SUPPORT_PROMPT="1")
        spawned = time.time()
        out = subprocess.run([sys.executable, "-m", "bench.long_save", "--child", str(work),
                              repr(spawned)], env=env, cwd=ROOT, check=True,
                             capture_output=True, text=True).stdout
        figures: dict[str, float] = json.loads(out.strip().splitlines()[-1])
        return figures
    finally:
        shutil.rmtree(work, ignore_errors=True)


def ensure_save(folder: Path, rounds: int) -> Path:
    from bench.big_save import make, rounds_in_file
    if rounds == 0:                       # a new save, closed once (as after a first start)
        make(folder, 0, quiet=True)
    elif rounds_in_file(folder) < rounds:
        print(f"making a save of {rounds:,} rounds in {folder} (once; a few minutes)",
              flush=True)
        make(folder, rounds)
    return folder


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.long_save",
                                 description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=100_000)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--save", type=Path, default=None,
                    help="where the long save is kept (made if missing)")
    ap.add_argument("--child", nargs=2, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child:
        print(json.dumps(child(args.child[0], float(args.child[1]))))
        return 0
    save = args.save or Path(tempfile.gettempdir()) / f"club21-bench-save-{args.rounds}"
    empty = Path(tempfile.mkdtemp(prefix="club21-empty-"))
    try:
        ensure_save(save, args.rounds)
        ensure_save(empty, 0)
        runs, bases = [], []
        for _ in range(args.runs):
            runs.append(one_run(save))
            bases.append(one_run(empty))
    except KeyboardInterrupt:
        print("long_save: stopped")
        return 130
    finally:
        shutil.rmtree(empty, ignore_errors=True)
    print(f"a save of {args.rounds:,} rounds against an empty save, {len(runs)} runs each "
          f"(median); load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs")
    for name, target in TARGETS_MS.items():
        value = statistics.median(r[name] for r in runs)
        base = statistics.median(r[name] for r in bases)
        every = " ".join(f"{r[name]:.0f}" for r in runs)
        verdict = "ok" if value <= target else "OVER"
        print(f"{name:18s} {value:7.1f} ms  empty save {base:7.1f} ms   (runs: {every}; "
              f"target <= {target:g} ms: {verdict})")
    frames = statistics.median(r["frames"] for r in runs)
    print(f"the background check finished after {frames:.0f} frames; worst frame at frame "
          f"{', '.join(str(r['worst at']) for r in runs)}, lobby usable at frame "
          f"{', '.join(str(r['lobby frame']) for r in runs)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
