"""Exact house edge of single house-rule changes, and how long each takes.

    python bench/house_edge.py [--table classic] [--json]
    python bench/house_edge.py --steps [--json]
    python bench/house_edge.py --frames [thread|child] [--json]
    python bench/house_edge.py --walk [--runs 3] [--reading SECONDS] [--json]
    python bench/house_edge.py --cold [--runs 3] [--all] [--json]
    python bench/house_edge.py --random 60 [--seed 21] [--reading SECONDS] [--json]

``--walk``, ``--cold`` and ``--random``: see ``bench/edge_walk.py`` (a fixed
walk of 20 rule changes, the command line started cold, and random single
steps with the calculator's peak memory).

``--steps``: every single step (← or →) of a rule from Classic's and from
Midnight's own rules, computed as the house-rules screen does (a child
process per table, started when the screen opens, which keeps its caches
between rule sets): seconds on screen (wall) and the child's CPU seconds,
median and worst per table. Shipped edges (``game/strategy/preset_edges.py``)
are not used: each one is computed.

``--frames``: the house-rules screen driven headless at 60 frames a second
(sleeping out each frame as the game's clock does) through several rule
changes at Classic, each waited for; the time between frame starts, median,
p99 and max, while the edges are computed in a thread of the game's process
(``thread``: the old way) and in a child process (``child``), and for
reference with nothing to compute (``idle``: what the machine's load alone
does to frames). Without a mode all three run, each in a fresh process.
Target: no frame over 50 ms.

For each change from a base rule set (the table's own rules unless named),
prints the exact edge (basic strategy, ``game.strategy.basic``), its effect against
the base in percentage points, and the
seconds one recomputation took in a process that had already computed the
base (what a house-rules screen would do), in CPU seconds (the wall time
on a shared machine is also shown). Effects of the rules whose
published figures assume doubling on any two cards are measured from a base
with ``double_on=any``.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.strategy.basic import TABLES, basic_chart, house_edge  # noqa: E402
from game.tables.overrides import with_overrides  # noqa: E402

FRAME_TARGET_MS = 50.0
IDLE_FRAMES = 900
# The changes the frame bench makes at Classic, in order: (row, direction).
FRAME_CHANGES = (("dealer_hits_soft_17", 1), ("decks", -1), ("double_after_split", 1),
                 ("split_aces_one_card", -1), ("late_surrender", 1), ("resplit_to", 1))

# (label, base overrides, changed overrides)
CHANGES = [
    ("dealer hits soft 17", {}, {"dealer_hits_soft_17": True}),
    ("blackjack pays 6:5", {}, {"blackjack_pays": "6:5"}),
    ("blackjack pays 1:1", {}, {"blackjack_pays": "1:1"}),
    ("late surrender", {}, {"late_surrender": True}),
    ("1 deck", {}, {"decks": 1}),
    ("2 decks", {}, {"decks": 2}),
    ("4 decks", {}, {"decks": 4}),
    ("8 decks", {}, {"decks": 8}),
    ("double after split (double any)", {"double_on": "any"},
     {"double_on": "any", "double_after_split": True}),
    ("double on 10-11 only (vs any)", {"double_on": "any"}, {"double_on": "10-11"}),
    ("double on 9-11 only (vs any)", {"double_on": "any"}, {"double_on": "9-11"}),
    ("re-split to 4 hands, not aces", {}, {"resplit_to": 4}),
    ("re-split aces (to 4)", {"resplit_to": 4}, {"resplit_to": 4, "resplit_aces": True}),
    ("split aces played on", {}, {"split_aces_one_card": False}),
    ("late surrender + 6:5 (after late surrender)", {"late_surrender": True},
     {"late_surrender": True, "blackjack_pays": "6:5"}),
]


def edge(table: str, overrides: dict) -> tuple[float, float, float]:
    """(exact edge, CPU seconds, wall seconds to compute it)."""
    rules = with_overrides(TABLES[table], overrides)
    start, cpu = time.perf_counter(), time.process_time()
    value = house_edge(rules, basic_chart(rules))
    return value, time.process_time() - cpu, time.perf_counter() - start


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def single_steps(table: str) -> list[tuple[str, dict]]:
    """(what changed, overrides) of every single step from ``table``'s own rules."""
    from game.tables.dealer.house_rules import EDGE_FREE_FIELDS, edge_key, fields_for, step
    seen, out = {edge_key(table, {})}, []
    for field in fields_for(table):
        if field.name in EDGE_FREE_FIELDS:
            continue
        for direction in (-1, 1):
            moved = step(table, {}, field.name, direction)
            key = edge_key(table, moved.overrides)
            if not moved.refused and key not in seen:
                seen.add(key)
                out.append((", ".join(f"{k}={v}" for k, v in moved.overrides.items()),
                            moved.overrides))
    return out


def child_cpu_seconds(pid: int | None) -> float | None:
    """CPU seconds used so far by process ``pid`` (Linux /proc; else None)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, TypeError):
        return None


def steps(tables: list[str]) -> dict:
    """Every single step from each table's own rules, computed in a child."""
    from game.strategy.house_edges import exact_edge
    from game.tables.dealer.house_rules import edge_key
    from scenes.screens.edge_worker import EdgeWorker
    out = {}
    for table in tables:
        worker = EdgeWorker(exact_edge, in_child=True)
        try:
            rows = []
            for what, overrides in [("(own rules, child starting)", {})] + single_steps(table):
                key = edge_key(table, overrides)
                cpu = child_cpu_seconds(worker.child_pid)
                worker.request(key, table, overrides)
                result = _wait(worker, key)
                after = child_cpu_seconds(worker.child_pid)
                rows.append({"change": what, "edge": result.edge, "error": result.error,
                             "seconds": result.seconds,
                             "cpu_seconds": None if cpu is None or after is None else after - cpu})
        finally:
            worker.close()
        times = [r["seconds"] for r in rows[1:]]
        cpus = [r["cpu_seconds"] for r in rows[1:] if r["cpu_seconds"] is not None]
        out[table] = {"rows": rows, "median_seconds": statistics.median(times),
                      "worst_seconds": max(times),
                      "median_cpu_seconds": statistics.median(cpus) if cpus else None,
                      "worst_cpu_seconds": max(cpus) if cpus else None}
    return out


def _wait(worker, key, limit: float = 600.0):
    end = time.monotonic() + limit
    while worker.result(key) is None:
        if time.monotonic() > end:
            raise RuntimeError(f"no edge for {key} in {limit:.0f} s")
        time.sleep(0.01)
    return worker.result(key)


def print_steps(result: dict) -> None:
    for table, data in result.items():
        print(f"{table}: every single rule step from its own rules, computed in a child process")
        for r in data["rows"]:
            edge = "failed: " + r["error"] if r["edge"] is None else f"{r['edge'] * 100:8.4f}%"
            cpu = "" if r["cpu_seconds"] is None else f" ({r['cpu_seconds']:.2f} CPU s)"
            print(f"  {r['change']:<48} {edge}  {r['seconds']:.2f} s on screen{cpu}")
        cpu = ("" if data["median_cpu_seconds"] is None else
               f"; CPU median {data['median_cpu_seconds']:.2f} s, worst "
               f"{data['worst_cpu_seconds']:.2f} s")
        print(f"  one rule step: median {data['median_seconds']:.2f} s, worst "
              f"{data['worst_seconds']:.2f} s on screen{cpu}")


def frames(mode: str) -> dict:
    """Drive the house-rules screen through FRAME_CHANGES with edges computed
    in ``mode`` ("thread" or "child"); times between frame starts."""
    import tempfile

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from game.strategy.house_edges import exact_edge
    from game.tables.dealer.house_rules import edge_key
    from scenes.app.loop import App
    from scenes.screens.edge_worker import EdgeResult, EdgeWorker
    from scenes.screens.house_rules import HouseRulesScene

    app = App(strict=True, data_dir=Path(tempfile.mkdtemp(prefix="club21-bench-")))
    worker = EdgeWorker(exact_edge, in_child=mode == "child")
    if mode == "idle":
        worker.known(edge_key("classic", {}), EdgeResult(0.0067, 0.0))
    scene = HouseRulesScene(app.context, table="classic", edge_worker=worker)
    app.context.manager.push(scene)
    period = 1 / 60
    intervals: list[float] = []
    computing: list[float] = []
    work: list[float] = []          # step + render alone (no sleeping)
    last = time.perf_counter()

    def frame() -> None:
        nonlocal last
        start = time.perf_counter()
        intervals.append(start - last)
        last = start
        app.step(period)
        app.render()
        work.append(time.perf_counter() - start)
        rest = period - (time.perf_counter() - start)
        if rest > 0:
            time.sleep(rest)

    def known() -> bool:
        """The edge shown, the table's own and the one before the change."""
        return (scene.edge_now() is not None
                and worker.result(edge_key("classic", {})) is not None
                and (scene.last_change is None or scene.change_line()[1] is not None))

    def settle(limit: float = 600.0) -> None:
        end = time.monotonic() + limit
        while not known():
            if time.monotonic() > end:
                raise RuntimeError("the edge did not come")
            frame()

    try:
        settle()
        if mode == "idle":            # the same screen, nothing to compute
            for _ in range(IDLE_FRAMES):
                frame()
        for row, direction in FRAME_CHANGES if mode != "idle" else ():
            while scene.rows[scene.focus] != row:
                scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN,
                                                      mod=0, unicode="", scancode=0))
            scene.handle_event(pygame.event.Event(
                pygame.KEYDOWN, key=pygame.K_RIGHT if direction > 0 else pygame.K_LEFT,
                mod=0, unicode="", scancode=0))
            settle()
            computing.append(scene.edge_now().seconds)
        for _ in range(30):             # idle frames, for reference
            frame()
    finally:
        app.context.manager.clear()
        worker.close()
        app.close()
    ms = [t * 1000 for t in intervals[1:]]
    work_ms = [t * 1000 for t in work]
    return {"mode": mode, "frames": len(ms), "median_ms": statistics.median(ms),
            "p99_ms": percentile(ms, 0.99), "max_ms": max(ms),
            "work_median_ms": statistics.median(work_ms), "work_p99_ms": percentile(work_ms, 0.99),
            "work_max_ms": max(work_ms), "seconds": sum(intervals[1:]),
            "over_target": sum(t > FRAME_TARGET_MS for t in ms),
            "edge_seconds": computing}


def frames_all(json_out: bool) -> int:
    """Each mode in a fresh process (neither inherits the other's caches)."""
    import subprocess
    results = []
    for mode in ("idle", "thread", "child"):
        done = subprocess.run([sys.executable, __file__, "--frames", mode, "--json"],
                              capture_output=True, text=True, check=True)
        results.append(json.loads(done.stdout))
    if json_out:
        print(json.dumps(results))
    else:
        for r in results:
            print_frames(r)
    return 0


def print_frames(r: dict) -> None:
    seconds = ", ".join(f"{s:.1f}" for s in r["edge_seconds"])
    where = "nothing computed" if r["mode"] == "idle" else f"edges in a {r['mode']}"
    print(f"house-rules screen, {where}: {r['frames']} frames in {r['seconds']:.1f} s "
          f"({r['frames'] / r['seconds']:.0f} a second); time between frames median "
          f"{r['median_ms']:.1f} ms, p99 {r['p99_ms']:.1f} ms, max {r['max_ms']:.1f} ms, "
          f"{r['over_target']} over {FRAME_TARGET_MS:.0f} ms; a frame's own work (step + "
          f"render) median {r['work_median_ms']:.1f} ms, p99 {r['work_p99_ms']:.1f} ms, "
          f"max {r['work_max_ms']:.1f} ms"
          + (f"; changes took {seconds} s on screen" if seconds else ""))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--table", default="classic", choices=sorted(TABLES))
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--steps", action="store_true",
                    help="every single rule step from both tables' own rules, in a child")
    ap.add_argument("--frames", nargs="?", const="all",
                    choices=("all", "idle", "thread", "child"),
                    help="frame times on the house-rules screen while computing")
    ap.add_argument("--walk", action="store_true",
                    help="a fixed walk of 20 single rule changes, CPU s per change")
    ap.add_argument("--cold", action="store_true",
                    help="python -m game.strategy started cold, CPU s per rule change")
    ap.add_argument("--runs", type=int, default=3, help="--walk / --cold: runs (lowest kept)")
    ap.add_argument("--all", action="store_true", help="--cold: every single change")
    ap.add_argument("--reading", type=float, default=0.0,
                    help="--walk / --random: CPU s the calculator works ahead between changes")
    ap.add_argument("--random", type=int, default=0, metavar="STEPS",
                    help="random single steps at each table: CPU s and peak memory")
    ap.add_argument("--seed", type=int, default=21, help="--random: the steps' seed")
    args = ap.parse_args(argv)
    if args.walk or args.cold or args.random:
        from bench.edge_walk import run
        mode = "random" if args.random else "walk" if args.walk else "cold"
        return run(mode, max(1, args.runs), args.all, args.json, max(0.0, args.reading),
                   args.random, args.seed)
    if args.frames == "all":
        return frames_all(args.json)
    if args.frames:
        result = frames(args.frames)
        if args.json:
            print(json.dumps(result))
        else:
            print_frames(result)
        return 0
    if args.steps:
        result = steps(["classic", "midnight"])
        if args.json:
            print(json.dumps(result))
        else:
            print_steps(result)
        return 0
    base_default, first, _ = edge(args.table, {})
    rows = []
    bases: dict[str, float] = {"{}": base_default}
    for label, base, changed in CHANGES:
        key = json.dumps(base, sort_keys=True)
        if key not in bases:
            bases[key] = edge(args.table, base)[0]
        value, seconds, wall = edge(args.table, changed)
        rows.append({"change": label, "base": bases[key], "edge": value,
                     "effect_points": (value - bases[key]) * 100, "seconds": seconds,
                     "wall_seconds": wall})
    times = [r["seconds"] for r in rows]
    summary = {"table": args.table, "default_edge": base_default,
               "first_edge_seconds": first, "median_seconds": statistics.median(times),
               "worst_seconds": max(times)}
    if args.json:
        print(json.dumps({"summary": summary, "rows": rows}))
        return 0
    print(f"{args.table}: default edge {base_default * 100:.4f}% "
          f"(first computation {first:.2f} CPU s)")
    for r in rows:
        print(f"  {r['change']:<34} {r['edge'] * 100:8.4f}%  {r['effect_points']:+.4f} points"
              f"  {r['seconds']:.2f} CPU s ({r['wall_seconds']:.2f} s wall)")
    print(f"one rule change: median {summary['median_seconds']:.2f} CPU s, "
          f"worst {summary['worst_seconds']:.2f} CPU s")
    return 0


if __name__ == "__main__":
    from game.interrupt import run_main
    raise SystemExit(run_main(main))
