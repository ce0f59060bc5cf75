"""A proven lower bound on an Indian bot's exploitability in the real game:
python bench/indian_lbr.py

    python bench/indian_lbr.py --sittings 80 --rounds 25          # 2,000 rounds
    python bench/indian_lbr.py --bot hard --target always-fold     # the LBR's own check

The local best response (``game.ai.indian.best_response``) plays the bot,
knowing its strategy (its state at each round's start, never its cards or
dice). Stacks are set back to 30 v 30 after every round, as in
``bench/indian_cash.py``, so every round is the abstract game's round at cap
30 and the LBR's chips per round sit beside the abstract exploitability at
cap 30 (``docs/indian_exploitability.json``). Sittings of ``--rounds``
rounds (the bot keeps what it learns, the deck runs on), seats alternating
by sitting, two workers; deterministic by seed. Prints the LBR's chips per
round with a 95% interval (a ratio estimate over sittings), its decision
time, and the abstract figure.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.indian_chips import ratio_interval
from game.ai.base import BaseBot
from game.ai.indian import small_pots
from game.ai.indian.best_response import Exposed, LocalBestResponse
from game.ai.registry import make_bot
from game.interrupt import quiet_pool
from game.sim.tournament import derived_seed, percentile
from game.tables.common import ANYONE
from game.tables.indian.rules import INDIAN
from game.tables.indian.table import IndianTable

ROOT = Path(__file__).resolve().parents[1]
ABSTRACT = ROOT / "docs" / "indian_exploitability.json"


def abstract_exploitability(cap: int = 30) -> float | None:
    """The last (longest-trained) exact best-response figure at ``cap``."""
    try:
        rows = json.loads(ABSTRACT.read_text(encoding="utf-8"))[str(cap)]
    except (OSError, KeyError, ValueError):
        return None
    return float(rows[-1][1])


def sitting(bot: str, seed: int, s: int, rounds: int) -> tuple[int, int, list[float]]:
    """One sitting: (the LBR's net chips, rounds played, its decision times in s).
    The bot starts it knowing nothing of earlier sittings (a worker's sittings
    are not the same from run to run)."""
    small_pots.forget()
    target = Exposed(make_bot("indian", bot))
    lbr = LocalBestResponse(target)
    lbr_seat = s % 2
    bots: list[BaseBot] = [lbr, target] if lbr_seat == 0 else [target, lbr]
    rngs = [random.Random(derived_seed(seed, s, p, 1)) for p in range(2)]
    start = INDIAN.start_chips
    table = IndianTable(INDIAN, seed=derived_seed(seed, s))
    net = played = 0
    times: list[float] = []
    while not table.is_over() and played < rounds:
        who = table.current_player()
        assert who is not None, "a running sitting always has a player to act"
        if who == ANYONE:
            bots[1].observe(table.observation(1))
            net += table.chips[lbr_seat] - start
            played += 1
            table.chips = [start, start]       # full stacks again for the next round
            table.winner = None
            who = 0
        t0 = time.process_time()
        action = bots[who].act(table.observation(who), table.legal_actions(), rngs[who])
        if who == lbr_seat:
            times.append(time.process_time() - t0)
        table.apply(action)
        table.events()
    return net, played, times


def _job(args: tuple[str, int, int, int]) -> tuple[int, int, int, list[float]]:
    bot, seed, s, rounds = args
    net, played, times = sitting(bot, seed, s, rounds)
    return s, net, played, times


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bot", default="hard", help="the bot whose exploitability is bounded")
    ap.add_argument("--sittings", type=int, default=80)
    ap.add_argument("--rounds", type=int, default=25)
    ap.add_argument("--seed", type=int, default=17)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--json", default="", help="write the result to this file")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    jobs = [(args.bot, args.seed, s, args.rounds) for s in range(args.sittings)]
    if args.workers <= 1:
        done = [_job(j) for j in jobs]
    else:
        with quiet_pool(args.workers) as pool:
            done = list(pool.imap(_job, jobs))
    done.sort()
    flows = [(net, played) for _, net, played, _ in done]
    times = [t for *_, ts in done for t in ts]
    c, lo, hi = ratio_interval(flows)
    rounds = sum(n for _, n in flows)
    ab = abstract_exploitability()
    seconds = time.perf_counter() - t0
    print(f"LBR vs {args.bot}: {rounds} rounds at full stacks (cap 30), {args.sittings} "
          f"sittings, seed {args.seed}, {seconds:.0f} s with {args.workers} workers")
    print(f"  LBR's chips/round: {c:+.3f}  95% CI [{lo:+.3f}, {hi:+.3f}]")
    print(f"  LBR decision CPU: median {percentile(times, 0.5) * 1e3:.0f} ms, "
          f"p99 {percentile(times, 0.99) * 1e3:.0f} ms, {len(times)} decisions")
    if ab is not None:
        print(f"  abstract game exploitability at cap 30: {ab:.4f} chips/round"
              + (f" (the LBR's lower end is {lo / ab:.1f} x that)" if lo > 0 else ""))
    if args.json:
        Path(args.json).write_text(json.dumps(
            {"bot": args.bot, "seed": args.seed, "sittings": args.sittings,
             "rounds": rounds, "chips_per_round": [c, lo, hi], "abstract_cap30": ab,
             "seconds": seconds, "decision_ms_median": percentile(times, 0.5) * 1e3,
             "decision_ms_p99": percentile(times, 0.99) * 1e3}, indent=1) + "\n",
            encoding="utf-8")
    return 0


if __name__ == "__main__":
    from game.interrupt import run_main
    sys.exit(run_main(main))
