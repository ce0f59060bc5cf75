"""Chips per round an opponent takes from an Indian bot: python bench/indian_chips.py

    python bench/indian_chips.py --only bayes,reader --matches 1000 --seed 7

For each opponent: the bot's share of matches won (95% Wilson interval) and
the opponent's net chips per round against it, with a 95% interval (a ratio
estimate over matches; seats alternate, no items). Any opponent's positive
take is a lower bound on the bot's exploitability in the real game (the
best response takes at least as much); set it beside the abstract game's
exploitability (``docs/indian_exploitability.json``) to see how much the
abstraction leaves out.

The opponent is wrapped in a ``ChipMeter`` that only watches its
observations: its stack before each round's bets and after the result.
"""
from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.base import BaseBot
from game.ai.registry import make_bot
from game.sim.tournament import (
    Match,
    Players,
    forget_opponents,
    indian_match,
    summarise,
    wilson,
)
from game.tables.indian.rules import INDIAN


class ChipMeter(BaseBot):
    """Plays as ``inner``; counts its chips won and lost per round.

    A round is scored from one result to the next (its stack after the last
    result, or its starting chips, to its stack at this one),
    so a round it never acted in (the other folded at once) counts too; the
    last round of a match, which ends without a result screen, is scored by
    ``finish``. Exact without items (no chips enter or leave the table)."""

    def __init__(self, inner: BaseBot) -> None:
        super().__init__()
        self.inner = inner
        self.name = inner.name
        self.stats = inner.stats            # one count: the tournament reads the inner bot's
        self.net = 0
        self.rounds = 0
        self.table_chips = 0                # both stacks and the pot
        self._stack = INDIAN.start_chips    # my stack after the last result seen
        self._scored = 0                    # the last round scored

    def _watch(self, obs: Any) -> None:
        me = obs.player
        res = obs.result
        if res is not None and res.round_no > self._scored:
            self._score(res.chips[me], res.round_no)
        elif res is None:
            self.table_chips = sum(obs.chips) + obs.pot

    def _score(self, stack: int, round_no: int) -> None:
        self.net += stack - self._stack
        self.rounds += round_no - self._scored
        self._stack, self._scored = stack, round_no

    def finish(self, won: bool | None, rounds: int) -> None:
        """The match is over after ``rounds`` rounds: score its last round."""
        if won is not None and rounds > self._scored:
            self._score(self.table_chips if won else 0, rounds)

    def act(self, obs: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        self._watch(obs)
        return self.inner.act(obs, legal, rng)

    def observe(self, obs: Any) -> None:
        self._watch(obs)
        self.inner.observe(obs)

    def offer(self, obs: Any, action: Any, rng: random.Random) -> bool:
        return self.inner.offer(obs, action, rng)


def measure(bot: str, opponent: str, matches: int, seed: int, start: int = 0
            ) -> tuple[list[Match], list[tuple[int, int]]]:
    """Play matches ``start`` .. ``start + matches - 1`` of the seed (a long
    run can be split into pieces that replay exactly); per match the
    opponent's (net chips, rounds). Both bots that learn across matches
    (hard, ``learner``) start it knowing nothing, so a piece replays alone."""
    forget_opponents()
    meters: list[ChipMeter] = []

    def make(game: str, level: str) -> BaseBot:
        if level != opponent:
            return make_bot(game, level)
        meters.append(ChipMeter(make_bot(game, level)))
        return meters[-1]

    players = Players("indian", {"A": bot, "B": opponent}, None, make=make)
    results, flows = [], []
    for k in range(start, start + matches):
        m = indian_match(bot, opponent, seed, k, 2000, players=players)
        results.append(m)
        meters[-1].finish(None if m.winner is None else m.winner == "B", m.rounds)
        flows.append((meters[-1].net, meters[-1].rounds))
    return results, flows


def ratio_interval(flows: Sequence[tuple[int, int]]) -> tuple[float, float, float]:
    """Net chips per round over all matches and its 95% interval (matches independent)."""
    k, total = len(flows), sum(n for _, n in flows)
    if k < 2 or total == 0:
        return math.nan, math.nan, math.nan
    r = sum(y for y, _ in flows) / total
    nbar = total / k
    var = sum((y - r * n) ** 2 for y, n in flows) / (k - 1) / (k * nbar ** 2)
    half = 1.96 * math.sqrt(var)
    return r, r - half, r + half


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bot", default="hard")
    ap.add_argument("--only", default="bayes,reader,reader-fresh")
    ap.add_argument("--matches", type=int, default=400)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--start", type=int, default=0, help="the first match's number")
    ap.add_argument("--flows", help="also write each match's winner, net chips and rounds "
                                    "to this file (to pool pieces of a run)")
    args = ap.parse_args(argv)
    print(f"| opponent ({args.matches} matches, seed {args.seed}) | {args.bot} wins [95% CI] "
          "| opponent's chips/round [95% CI] | rounds/match |")
    print("|---|---|---|---|")
    for name in (n for n in args.only.split(",") if n):
        t0 = time.perf_counter()
        results, flows = measure(args.bot, name, args.matches, args.seed, args.start)
        s = summarise(results)
        wins = sum(1 for m in results if m.winner == "A")
        lo, hi = wilson(wins, len(results))
        c, clo, chi = ratio_interval(flows)
        if args.flows:
            with open(args.flows, "a", encoding="utf-8") as out:
                for m, (net, n) in zip(results, flows):
                    out.write(f"{name} {m.index} {m.winner} {net} {n}\n")
        print(f"| {name} | {wins / len(results):.1%} [{lo:.1%}, {hi:.1%}] "
              f"| {c:+.2f} [{clo:+.2f}, {chi:+.2f}] | {s.mean_rounds:.1f} "
              f"| ({time.perf_counter() - t0:.0f} s)", flush=True)
    return 0


if __name__ == "__main__":
    from game.interrupt import run_main
    sys.exit(run_main(main))
