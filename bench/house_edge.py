"""Exact house edge of single house-rule changes, and how long each takes.

    python bench/house_edge.py [--table classic] [--json]

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
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.strategy.basic import TABLES, basic_chart, house_edge  # noqa: E402
from game.tables.overrides import with_overrides  # noqa: E402

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


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--table", default="classic", choices=sorted(TABLES))
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
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
    raise SystemExit(main())
