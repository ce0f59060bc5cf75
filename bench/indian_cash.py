"""Does a raise size pay, round by round? python bench/indian_cash.py

    python bench/indian_cash.py --sittings 80 --rounds 25 --seed 5
    python bench/indian_cash.py --sizes 8,18 --kinds always

In a match every chip the raiser wins or loses adds up to +-30 (the two
stacks), so its chips per round only restate who won the match. Here the
stacks are set back to 30 v 30 after every result (a "cash game"): the same
two bots play ``--rounds`` rounds a sitting (they keep what they learnt, the
deck runs on and reshuffles as in a match), and the raiser's chips per
round are what its raise size earns at full stacks. Per raise total N and
both exploiters (``raise-always-N``, ``raise-favoured-N``): the bot's fold
rate to the raiser's first-round raises and the raiser's chips per round,
with a 95% interval (a ratio estimate over sittings). Seats alternate every
sitting. No items.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.indian_chips import ratio_interval
from game.ai.base import BaseBot
from game.ai.registry import make_bot
from game.sim.tournament import derived_seed, forget_opponents
from game.tables.common import ANYONE
from game.tables.indian.rules import INDIAN
from game.tables.indian.table import IndianTable


def sitting(bot: str, opponent: str, seed: int, s: int, rounds: int
            ) -> tuple[int, int, dict[str, int]]:
    """One sitting: (the opponent's net chips, rounds played, its stats)."""
    labels = ["A", "B"] if s % 2 == 0 else ["B", "A"]
    bots: list[BaseBot] = [make_bot("indian", bot if lb == "A" else opponent)
                           for lb in labels]
    rngs = [random.Random(derived_seed(seed, s, p, 1)) for p in range(2)]
    me = labels.index("B")
    start = INDIAN.start_chips
    table = IndianTable(INDIAN, seed=derived_seed(seed, s))
    net = played = 0
    while not table.is_over() and played < rounds:
        who = table.current_player()
        assert who is not None, "a running sitting always has a player to act"
        if who == ANYONE:
            bots[1].observe(table.observation(1))
            net += table.chips[me] - start
            played += 1
            table.chips = [start, start]       # full stacks again for the next round
            table.winner = None
            who = 0
        action = bots[who].act(table.observation(who), table.legal_actions(), rngs[who])
        table.apply(action)
        table.events()
    return net, played, bots[me].stats


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bot", default="hard")
    ap.add_argument("--sittings", type=int, default=80)
    ap.add_argument("--rounds", type=int, default=25)
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--sizes", default="2-30", help="e.g. 2-30 or 8,12,18")
    ap.add_argument("--kinds", default="always,favoured")
    ap.add_argument("--opponents", default="", help="other opponents, comma-separated")
    args = ap.parse_args(argv)
    if "-" in args.sizes:
        lo, hi = (int(x) for x in args.sizes.split("-"))
        sizes = list(range(lo, hi + 1))
    else:
        sizes = [int(x) for x in args.sizes.split(",") if x]
    names = [f"raise-{k}-{n}" for k in args.kinds.split(",") if k for n in sizes]
    names += [n for n in args.opponents.split(",") if n]
    print(f"| opponent ({args.sittings} x {args.rounds} rounds, stacks reset, seed {args.seed}) "
          f"| {args.bot}'s fold rate (raises) | opponent's chips/round [95% CI] |")
    print("|---|---|---|")
    for name in names:
        t0 = time.perf_counter()
        flows = []
        folds = answers = 0
        forget_opponents()                     # each opponent meets bots that know nothing
        for s in range(args.sittings):
            net, played, stats = sitting(args.bot, name, args.seed, s, args.rounds)
            flows.append((net, played))
            folds += sum(v for k, v in stats.items() if k.startswith("fold_to_"))
            answers += sum(v for k, v in stats.items() if k.startswith("answer_to_"))
        c, clo, chi = ratio_interval(flows)
        seen = folds + answers
        rate = f"{folds / seen:.2f} ({seen})" if seen else "-"
        print(f"| {name} | {rate} | {c:+.2f} [{clo:+.2f}, {chi:+.2f}] "
              f"| ({time.perf_counter() - t0:.0f} s)", flush=True)
    return 0


if __name__ == "__main__":
    from game.interrupt import run_main
    sys.exit(run_main(main))
