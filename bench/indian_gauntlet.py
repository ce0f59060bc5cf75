"""An Indian bot against every sparring opponent: python bench/indian_gauntlet.py

    python bench/indian_gauntlet.py --bot hard --matches 400 --workers 2
    python bench/indian_gauntlet.py --only maniac,raise-7 --items both

Prints, per opponent, the bot's share of matches won with a 95% Wilson
interval (seats alternate every match; see ``game.sim.tournament``). The targets
of the hard bot: >= 55% against every opponent, >= 50% against every raise-N.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.registry import opponent_levels
from game.sim.tournament import run, summarise


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bot", default="hard")
    ap.add_argument("--matches", type=int, default=400)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--items", choices=["none", "a", "b", "both"], default="none")
    ap.add_argument("--only", default="", help="comma-separated opponents (default: all)")
    args = ap.parse_args(argv)
    names = ([n for n in args.only.split(",") if n]
             or ["normal", "easy"] + opponent_levels("indian"))
    print(f"| {args.bot} vs ({args.matches} matches, items {args.items}) "
          "| wins | 95% CI | rounds |")
    print("|---|---|---|---|")
    for name in names:
        t0 = time.perf_counter()
        s = summarise(run("indian", args.bot, name, args.matches, args.seed,
                          workers=args.workers, items=args.items))
        p, lo, hi = s.share("A")
        print(f"| {name} | {p:.1%} | [{lo:.1%}, {hi:.1%}] | {s.mean_rounds:.1f} "
              f"({time.perf_counter() - t0:.0f} s) |", flush=True)
    return 0


if __name__ == "__main__":
    from game.interrupt import run_main
    sys.exit(run_main(main))
