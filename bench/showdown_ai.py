"""Showdown AI against the sparring opponents: python -m bench.showdown_ai

    python -m bench.showdown_ai --a hard --b br --seats 2 6 --matches 200 --workers 2

For every (B opponent, seat count): one A seat among B seats, A's seat moving
round the table every match (``game.sim.tournament``). Prints A's and B's share of
matches won against the fair share with 95% Wilson intervals, the draws (the
round cap), the mean and largest round counts, and how often each side stood
while a stood hand was strictly higher (which wins nothing).
"""
from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.sim import tournament  # noqa: E402
from game.tables.showdown.view import STAND, SeatStatus, ShowdownPhase  # noqa: E402

STOOD_BEATEN: Counter = Counter()    # per bot name, within one process


def stood_beaten(obs, action) -> bool:
    """Standing while a stood hand is strictly higher: it wins nothing."""
    if obs.phase is not ShowdownPhase.PLAY or action != STAND:
        return False
    stood = [s.total for s in obs.seats if s.status is SeatStatus.STOOD]
    return obs.seats[obs.player].total < max(stood, default=0)


class Counting:
    """A bot that counts its own stands behind a stood hand into its stats."""

    def __init__(self, bot):
        self.bot = bot
        self.name = bot.name
        self.stats = bot.stats

    def act(self, obs, legal, rng):
        action = self.bot.act(obs, legal, rng)
        if stood_beaten(obs, action):
            self.bot.count("stood_beaten")
        self.bot.count("decisions" if obs.phase is ShowdownPhase.PLAY else "next")
        return action

    def __getattr__(self, name):
        return getattr(self.bot, name)


def _counting_make_bot(table, level, _make=tournament.make_bot):
    return Counting(_make(table, level))


def line(a: str, b: str, seats: int, results, seconds: float) -> str:
    s = tournament.summarise(results)
    pa, la, ha = s.share("A")
    pb, lb, hb = s.share("B")
    rounds = [m.rounds for m in results]
    beaten = {k.split(".")[0]: v for k, v in s.stats.items() if k.endswith("stood_beaten")}
    dec = {k.split(".")[0]: v for k, v in s.stats.items() if k.endswith("decisions")}
    return (f"{seats} seats  1 {a} vs {seats - 1} {b}: {s.matches} matches  fair {1 / seats:.1%}\n"
            f"   A {a:9} {pa:6.1%} [{la:.1%}, {ha:.1%}]   B {b:9} {pb:6.1%} [{lb:.1%}, {hb:.1%}]"
            f"   draws {s.draws}\n"
            f"   rounds mean {s.mean_rounds:.0f} max {max(rounds)}"
            f"   stood beaten A {beaten.get('A', 0)}/{dec.get('A', 0)}"
            f" B {beaten.get('B', 0)}/{dec.get('B', 0)}   {seconds:.0f} s")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--a", default="hard")
    ap.add_argument("--b", nargs="+", default=["hit17", "beatbest", "stand12", "br"])
    ap.add_argument("--seats", nargs="+", type=int, default=[2, 6])
    ap.add_argument("--matches", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--max-rounds", type=int, default=tournament.DEFAULT_MAX_ROUNDS)
    args = ap.parse_args(argv)
    tournament.make_bot = _counting_make_bot     # the workers fork with it
    for seats in args.seats:
        for b in args.b:
            t0 = time.perf_counter()
            results = tournament.run("showdown", args.a, b, args.matches, args.seed,
                                     workers=args.workers, max_rounds=args.max_rounds,
                                     seats=seats)
            print(line(args.a, b, seats, results, time.perf_counter() - t0), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
