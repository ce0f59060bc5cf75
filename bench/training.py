"""How long a strategy-drill hand's EV feedback takes, and a counting-drill run.

    python bench/training.py [--hands 400] [--rules classic|midnight|KEY=VALUE ...]

A drill hand's feedback is the exact composition-dependent EV of every legal
play (``game.strategy.action_evs`` for a full shoe minus the three cards in
view), computed when the hand is dealt so the answer is scored at once.
Prints the median, 95th percentile and worst CPU time to deal and evaluate
one hand (CPU time: the 2 shared cores make wall time depend on the others;
the wall-clock figures are in ``--json``), in a process that starts cold
(the first hand builds the calculator),
for the Classic table's rules, Midnight's, and a house rule set (6:5,
hits soft 17, late surrender).
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.strategy.basic import Play  # noqa: E402
from game.tables.dealer.house_rules import build  # noqa: E402
from game.training.counting import CountDrill, FlashMode  # noqa: E402
from game.training.strategy_drill import StrategyDrill  # noqa: E402

RULE_SETS = {
    "classic": ("classic", {}),
    "midnight": ("midnight", {}),
    "house": ("classic", {"blackjack_pays": "6:5", "dealer_hits_soft_17": True,
                          "late_surrender": True}),
}
# The answer is scored at once (the EVs are there before it); pricing the next
# hand runs on a thread while the feedback is read (scenes/training/strategy_drill.py),
# so these bound what a player pressing Enter at once could wait.
TARGET_MEDIAN_MS = 50
TARGET_P95_MS = 100


def measure_strategy(name: str, hands: int, seed: int = 1) -> dict:
    table, overrides = RULE_SETS[name]
    drill = StrategyDrill(build(table, overrides), seed=seed)
    times, walls = [], []
    for _ in range(hands):
        start, cpu = time.perf_counter(), time.process_time()
        hand = drill.deal()
        times.append((time.process_time() - cpu) * 1000)
        walls.append((time.perf_counter() - start) * 1000)
        drill.answer(hand.best if len(times) % 3 else Play.STAND)
    ordered, wall_ordered = sorted(times), sorted(walls)
    return {"rules": name, "hands": hands, "first_ms": times[0],
            "median_ms": statistics.median(times), "p95_ms": ordered[int(0.95 * len(ordered))],
            "worst_ms": max(times), "worst_after_first_ms": max(times[1:]),
            "wall_median_ms": statistics.median(walls),
            "wall_p95_ms": wall_ordered[int(0.95 * len(walls))], "wall_worst_ms": max(walls)}


def measure_count(runs: int = 200) -> dict:
    drill = CountDrill(seed=3, mode=FlashMode.ROUNDS)
    start = time.perf_counter()
    for _ in range(runs):
        drill.next_run()
        drill.check(str(drill.running), "0", 1.0)
    return {"runs": runs, "ms_per_run": (time.perf_counter() - start) * 1000 / runs}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python bench/training.py", description=__doc__)
    ap.add_argument("--hands", type=int, default=400)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    rows = [measure_strategy(name, args.hands) for name in RULE_SETS]
    count = measure_count()
    if args.json:
        print(json.dumps({"strategy": rows, "count": count}, indent=1))
        return 0
    print(f"CPU time to deal and price one drill hand\n"
          f"{'rules':9s} {'hands':>5s} {'first':>9s} {'median':>9s} {'p95':>9s} "
          f"{'worst*':>9s}   (* after the first hand)")
    for r in rows:
        print(f"{r['rules']:9s} {r['hands']:5d} {r['first_ms']:7.1f}ms {r['median_ms']:7.2f}ms "
              f"{r['p95_ms']:7.2f}ms {r['worst_after_first_ms']:7.1f}ms")
    print(f"counting drill: {count['ms_per_run']:.3f} ms to deal and check a run of two rounds")
    ok = all(r["median_ms"] <= TARGET_MEDIAN_MS and r["p95_ms"] <= TARGET_P95_MS for r in rows)
    print(f"target: median <= {TARGET_MEDIAN_MS} ms, p95 <= {TARGET_P95_MS} ms: "
          + ("met" if ok else "NOT met"))
    return 0


if __name__ == "__main__":
    from game.interrupt import run_main
    raise SystemExit(run_main(main))
