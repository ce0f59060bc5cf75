"""The hard levels' strength, measured with enough seeded rounds to see the
bugs that matter.

Each test names the effect it must detect and was sized on that mutant (all
seeds fixed, so a result never changes between runs):

- Indian hard that never hits (its small-pot reader neither) wins -0.03 chip
  a round against normal instead of +0.97 (intervals 0.60 to 1.34 against
  -0.35 to 0.30 over ~1,800 rounds); the bound is +0.3.
- Indian hard that calls every bet loses 1.3 chips a round to a bully (who
  raises big every round) instead of winning 0.7 (intervals 0.27 to 1.16
  against -3.39 to 0.72); the bound is -0.3.

Showdown hard that stands on every 17 or more is left to the pinned decisions
(``test_ai_decisions.py``): against normal its effect on strength is too
small for a test of seconds (heads-up it takes 49.7% of 10,000 pots, the real
bot 50.4%).

A failure prints the interval it saw (mean +- 1.96 standard errors).
"""
from __future__ import annotations

import random
import statistics
from dataclasses import dataclass

from game.ai.registry import make_bot
from game.tables.common import ANYONE
from game.tables.indian.rules import INDIAN
from game.tables.indian.table import IndianTable


@dataclass(frozen=True)
class Interval:
    mean: float
    low: float
    high: float
    n: int

    def __str__(self) -> str:
        return f"{self.mean:.3f} (95% {self.low:.3f} to {self.high:.3f}, {self.n} rounds)"


def interval(xs: list[float]) -> Interval:
    mean = statistics.fmean(xs)
    se = statistics.pstdev(xs) / len(xs) ** 0.5
    return Interval(mean, mean - 1.96 * se, mean + 1.96 * se, len(xs))


def indian_chips_per_round(level: str, other: str, matches: int, rounds: int) -> list[float]:
    """``level``'s chips won (or lost) in each round, over matches from 30 chips each."""
    out: list[float] = []
    for seed in range(matches):
        table = IndianTable(INDIAN, seed=seed)
        me = seed % 2
        bots = [make_bot("indian", level if s == me else other) for s in range(2)]
        rngs = [random.Random(seed * 7 + s) for s in range(2)]
        chips = table.observation(me).chips[me]
        start = len(out)
        while not table.is_over() and len(out) - start < rounds:
            who = table.current_player()
            if who == ANYONE:
                for s, bot in enumerate(bots):
                    bot.observe(table.observation(s))
                now = table.observation(me).result.chips[me]
                out.append(now - chips)
                chips = now
                table.apply(table.legal_actions()[0])
            else:
                table.apply(bots[who].act(table.observation(who), table.legal_actions(),
                                          rngs[who]))
            table.events()
    return out


def test_indian_hard_wins_chips_from_normal_every_round_on_average():
    seen = interval(indian_chips_per_round("hard", "normal", matches=120, rounds=30))
    assert seen.low > 0.3, f"hard's chips a round against normal: {seen}"


def test_indian_hard_does_not_bleed_chips_to_a_bully():
    seen = interval(indian_chips_per_round("hard", "bully", matches=120, rounds=30))
    assert seen.low > -0.3, f"hard's chips a round against a bully: {seen}"
