"""Hard's fold map against fixed-size raisers: python bench/indian_fold_map.py

    python bench/indian_fold_map.py --matches 400 --seed 11
    python bench/indian_fold_map.py --sizes 8,18 --kinds always --matches 100

For every raise total N and both exploiters (``raise-always-N``: raises to N
with any two cards; ``raise-favoured-N``: raises to N when the visible cards
favour it), one row: hard's share of matches won (95% Wilson interval), its
fold rate to the raiser's first-round raises (every total the raiser made,
N or the cap when the cap is lower), and the raiser's net chips per round
with a 95% interval (``indian_chips``: every round of every match, scored
from its stack; a ratio estimate over the matches, since the rounds of one
match are not independent and the matches are). A raise size that pays
shows a positive chip figure; the interval says whether that is noise.
"""
from __future__ import annotations

import argparse
import math
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.indian_chips import measure, ratio_interval
from game.sim.tournament import Match, summarise


def fold_rate(results: Sequence[Match], label: str = "B") -> tuple[float, int]:
    """Share of the raiser's first-round raises the bot folded to, and how many."""
    folds = answers = 0
    for m in results:
        for key, n in m.stats.items():
            if key.startswith(f"{label}.fold_to_"):
                folds += n
            elif key.startswith(f"{label}.answer_to_"):
                answers += n
    seen = folds + answers
    return (folds / seen if seen else math.nan), seen


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bot", default="hard")
    ap.add_argument("--matches", type=int, default=400)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--sizes", default="2-30", help="e.g. 2-30 or 8,12,18")
    ap.add_argument("--kinds", default="always,favoured")
    args = ap.parse_args(argv)
    if "-" in args.sizes:
        lo, hi = (int(x) for x in args.sizes.split("-"))
        sizes = list(range(lo, hi + 1))
    else:
        sizes = [int(x) for x in args.sizes.split(",") if x]
    print(f"| opponent ({args.matches} matches, seed {args.seed}) | {args.bot} wins [95% CI] "
          "| fold rate (raises) | raiser's chips/round [95% CI] |")
    print("|---|---|---|---|")
    for kind in args.kinds.split(","):
        for n in sizes:
            name = f"raise-{kind}-{n}"
            t0 = time.perf_counter()
            res, flows = measure(args.bot, name, args.matches, args.seed)
            p, lo_, hi_ = summarise(res).share("A")
            f, seen = fold_rate(res)
            c, clo, chi = ratio_interval(flows)
            print(f"| {name} | {p:.1%} [{lo_:.1%}, {hi_:.1%}] | {f:.2f} ({seen}) "
                  f"| {c:+.2f} [{clo:+.2f}, {chi:+.2f}] | ({time.perf_counter() - t0:.0f} s)",
                  flush=True)
    return 0


if __name__ == "__main__":
    from game.interrupt import run_main
    sys.exit(run_main(main))
