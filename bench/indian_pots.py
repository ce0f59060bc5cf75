"""Where an Indian bot wins and loses its chips: python bench/indian_pots.py

    python bench/indian_pots.py --opponent bayes --matches 300 --seed 7

Plays the matches (seats alternating, no items) and sorts every round by
how big the pot got and who made it big (a bet total of ``--big`` or more,
8 by default, as the bot saw it at its decisions): small pots; the
opponent's big raise and the bot's answer to it (fold, call, raise); and
the rounds in which the bot's own bet was already big when it next looked
(it raised big, or it called and raised on). Per kind: rounds, share and the
bot's chips per round (mean ± 1.96 standard errors).
"""
from __future__ import annotations

import argparse
import random
import sys
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.base import BaseBot
from game.ai.registry import make_bot
from game.sim.tournament import Players, forget_opponents, indian_match
from game.tables.indian.rules import INDIAN


class PotSorter(BaseBot):
    """Plays as ``inner``; files each round's chips under the kind of pot."""

    def __init__(self, inner: BaseBot, big: int,
                 table: defaultdict[str, list[float]]) -> None:
        super().__init__()
        self.inner, self.big, self.table = inner, big, table
        self.name = inner.name
        self.stats = inner.stats
        self.stack = INDIAN.start_chips
        self.scored = 0
        self.round = 0
        self.top = 0          # the largest bet total seen this round
        self.kind = "small pot"

    def _watch(self, obs: Any) -> None:
        res = obs.result
        if res is None:
            if obs.round_no != self.round:
                self.round, self.top, self.kind = obs.round_no, 0, "small pot"
            me = obs.player
            if self.top < self.big <= max(obs.bets):
                self.kind = ("its big raise" if obs.bets[1 - me] >= self.big > obs.bets[me]
                             else "my bet already big")
            self.top = max(self.top, *obs.bets)
        elif res.round_no > self.scored:
            if self.round != res.round_no:
                self.kind = "small pot"          # a round I never acted in
            self.table[self.kind].append(res.chips[obs.player] - self.stack)
            self.stack, self.scored = res.chips[obs.player], res.round_no

    def act(self, obs: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        before = self.top if obs.round_no == self.round else 0
        self._watch(obs)
        action = self.inner.act(obs, legal, rng)
        if before < self.big and self.kind == "its big raise" and obs.result is None:
            self.kind = f"its big raise, I {action.kind.name.lower()}"
        return action

    def observe(self, obs: Any) -> None:
        self._watch(obs)
        self.inner.observe(obs)

    def offer(self, obs: Any, action: Any, rng: random.Random) -> bool:
        return self.inner.offer(obs, action, rng)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bot", default="hard")
    ap.add_argument("--opponent", default="bayes")
    ap.add_argument("--matches", type=int, default=300)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--big", type=int, default=8)
    args = ap.parse_args(argv)
    forget_opponents()
    table: defaultdict[str, list[float]] = defaultdict(list)

    def make(game: str, level: str) -> BaseBot:
        bot = make_bot(game, level)
        return PotSorter(bot, args.big, table) if level == args.bot else bot

    players = Players("indian", {"A": args.bot, "B": args.opponent}, None, make=make)
    for k in range(args.matches):
        indian_match(args.bot, args.opponent, args.seed, k, 2000, players=players)
    total = sum(len(v) for v in table.values())
    print(f"| {args.bot} vs {args.opponent} ({args.matches} matches, seed {args.seed}) "
          f"| rounds | share | {args.bot}'s chips/round |")
    print("|---|---|---|---|")
    for kind, xs in sorted(table.items()):
        n = len(xs)
        m = sum(xs) / n
        sd = (sum((x - m) ** 2 for x in xs) / max(1, n - 1)) ** 0.5
        print(f"| {kind} | {n} | {n / total:.0%} | {m:+.2f} ± {1.96 * sd / n ** 0.5:.2f} |")
    return 0


if __name__ == "__main__":
    from game.interrupt import run_main
    sys.exit(run_main(main))
