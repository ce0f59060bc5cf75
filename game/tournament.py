"""Bot-vs-bot tournaments: ``python -m game.tournament``.

    python -m game.tournament indian --a hard --b normal --matches 2000 --seed 1
    python -m game.tournament showdown --a hard --b normal --seats 6 --matches 600

Indian: A and B swap player 1 and 2 every match. Showdown: one A seat among
B seats, A's seat moving round the table every match. Prints A's share of
matches won with a 95% Wilson interval (and B's, and the draws: a match still
running after ``--max-rounds`` rounds is a draw).

Deterministic per seed: match k's table seed and every bot's ``Random`` are
derived from (seed, k, seat) alone, so ``--workers`` only changes the speed.
"""
from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from enum import Enum

from .ai.base import BaseBot, make_bot
from .tables.common import ANYONE

DEFAULT_MAX_ROUNDS = 2000


class Game(str, Enum):
    INDIAN = "indian"
    SHOWDOWN = "showdown"


@dataclass(frozen=True)
class Match:
    """One match: ``winner`` is the winning bot's label ("A"/"B"), None = draw."""
    index: int
    winner: str | None
    rounds: int
    stats: dict = field(default_factory=dict)


def derived_seed(*parts: int) -> int:
    """A stable 64-bit seed from integers (no hash(), which varies per run)."""
    return random.Random("/".join(str(p) for p in parts)).getrandbits(64)


Splitter = Callable[[list, int, object], tuple[list, list]]


def _drive(table, bots: Sequence[BaseBot], rngs: Sequence[random.Random],
           max_rounds: int, split: Splitter | None = None) -> int | None:
    """Play until the match is over or the round cap; returns the winner index.

    ``split`` separates the actions another player may take out of turn (Indian
    items): each is offered to its holder once per decision point."""
    offered: set = set()
    while not table.is_over():
        if table.round_no > max_rounds:
            return None
        who = table.current_player()
        if who == ANYONE:
            # The result screen: every player sees it (bots learn from the
            # reveal); seat 0 presses NEXT.
            for p in range(1, len(bots)):
                bots[p].observe(table.observation(p))
            who = 0
        legal = table.legal_actions()
        if split is not None:
            legal, others = split(legal, who, table.observation(who))
            taken = False
            for p, a in others:
                key = (table.round_no, table.phase, who, a)
                if key not in offered:
                    offered.add(key)
                    if bots[p].offer(table.observation(p), a, rngs[p]):
                        table.apply(a)
                        taken = True
                        break
            if taken:
                table.events()
                continue
        action = bots[who].act(table.observation(who), legal, rngs[who])
        table.apply(action)
        table.events()     # nobody animates; keep the log from growing
    return table.winner


def _merge_stats(bots: Sequence[BaseBot], labels: Sequence[str]) -> dict:
    out: dict[str, int] = {}
    for bot, label in zip(bots, labels):
        for k, v in bot.stats.items():
            out[f"{label}.{k}"] = out.get(f"{label}.{k}", 0) + v
    return out


def indian_match(a: str, b: str, seed: int, k: int, max_rounds: int,
                 items: str = "none") -> Match:
    from .ai.indian_bots import split_by_owner
    from .rules import INDIAN
    from .tables.indian import IndianTable
    from .tables.indian_view import ItemKind
    labels = ["A", "B"] if k % 2 == 0 else ["B", "A"]
    bots = [make_bot("indian", a if lb == "A" else b) for lb in labels]
    rngs = [random.Random(derived_seed(seed, k, p, 1)) for p in range(2)]
    holders = {"none": {}, "a": {it: labels.index("A") for it in ItemKind},
               "b": {it: labels.index("B") for it in ItemKind},
               "both": {ItemKind.FREE_FOLD: labels.index("A"),
                        ItemKind.CHIP_BONUS: labels.index("B"),
                        ItemKind.DEAL_AGAIN: k % 2}}[items]
    table = IndianTable(INDIAN, seed=derived_seed(seed, k), items=holders)
    w = _drive(table, bots, rngs, max_rounds, split_by_owner)
    return Match(k, None if w is None else labels[w], table.round_no, _merge_stats(bots, labels))


def showdown_match(a: str, b: str, seed: int, k: int, max_rounds: int, seats: int) -> Match:
    from .rules import SHOWDOWN
    from .tables.showdown import ShowdownTable
    labels = ["B"] * seats
    labels[k % seats] = "A"
    bots = [make_bot("showdown", a if lb == "A" else b) for lb in labels]
    rngs = [random.Random(derived_seed(seed, k, s, 2)) for s in range(seats)]
    table = ShowdownTable(SHOWDOWN, seed=derived_seed(seed, k),
                          tokens=[SHOWDOWN.start_tokens] * seats)
    w = _drive(table, bots, rngs, max_rounds)
    return Match(k, None if w is None else labels[w], table.round_no, _merge_stats(bots, labels))


def _run_chunk(args: tuple) -> list[Match]:
    game, a, b, seed, ks, max_rounds, seats, items = args
    if game == Game.INDIAN.value:
        return [indian_match(a, b, seed, k, max_rounds, items) for k in ks]
    return [showdown_match(a, b, seed, k, max_rounds, seats) for k in ks]


def run(game: str, a: str, b: str, matches: int, seed: int, *, workers: int = 1,
        max_rounds: int = DEFAULT_MAX_ROUNDS, seats: int = 6,
        items: str = "none") -> list[Match]:
    """Play ``matches`` matches; the list is in match order whatever ``workers``."""
    game = Game(game).value
    chunks = [list(range(i, matches, max(1, workers * 4))) for i in range(max(1, workers * 4))]
    jobs = [(game, a, b, seed, ks, max_rounds, seats, items) for ks in chunks if ks]
    if workers <= 1:
        results = [m for job in jobs for m in _run_chunk(job)]
    else:
        with ProcessPoolExecutor(workers) as pool:
            results = [m for part in pool.map(_run_chunk, jobs) for m in part]
    return sorted(results, key=lambda m: m.index)


def wilson(successes: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a proportion (sound near 0 and 1)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    d = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, mid - half), min(1.0, mid + half)


@dataclass(frozen=True)
class Summary:
    matches: int
    a_wins: int
    b_wins: int
    draws: int
    mean_rounds: float
    stats: dict

    def share(self, who: str) -> tuple[float, float, float]:
        w = self.a_wins if who == "A" else self.b_wins
        lo, hi = wilson(w, self.matches)
        return w / max(1, self.matches), lo, hi


def summarise(results: Sequence[Match]) -> Summary:
    stats: dict[str, int] = {}
    for m in results:
        for k, v in m.stats.items():
            stats[k] = stats.get(k, 0) + v
    return Summary(len(results), sum(m.winner == "A" for m in results),
                   sum(m.winner == "B" for m in results),
                   sum(m.winner is None for m in results),
                   sum(m.rounds for m in results) / max(1, len(results)), stats)


def report(game: str, a: str, b: str, s: Summary, seats: int, seconds: float) -> str:
    lines = []
    if game == Game.SHOWDOWN.value:
        lines.append(f"showdown: 1 x {a} (A) vs {seats - 1} x {b} (B), {s.matches} matches"
                     f" (fair share of one seat: {1 / seats:.1%})")
    else:
        lines.append(f"indian: {a} (A) vs {b} (B), {s.matches} matches")
    for who, name in (("A", a), ("B", b)):
        p, lo, hi = s.share(who)
        label = "A seat" if who == "A" else "B seats"
        lines.append(f"  {label:8} {name:7} wins {p:6.1%}  95% CI [{lo:.1%}, {hi:.1%}]")
    lines.append(f"  draws (round cap) {s.draws}   mean rounds {s.mean_rounds:.1f}"
                 f"   {seconds:.1f} s")
    for k in sorted(s.stats):
        lines.append(f"  {k}: {s.stats[k]}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.tournament", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("game", choices=[g.value for g in Game])
    ap.add_argument("--a", default="hard", help="level of bot A")
    ap.add_argument("--b", default="normal", help="level of bot B")
    ap.add_argument("--matches", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--seats", type=int, default=6, help="showdown seats (2-8)")
    ap.add_argument("--max-rounds", type=int, default=DEFAULT_MAX_ROUNDS)
    ap.add_argument("--items", choices=["none", "a", "b", "both"], default="none",
                    help="indian: who holds the three items (both: Free Fold A, "
                         "Chip Bonus B, Deal Again alternating)")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    try:
        results = run(args.game, args.a, args.b, args.matches, args.seed,
                      workers=args.workers, max_rounds=args.max_rounds, seats=args.seats,
                      items=args.items)
    except (KeyError, ValueError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(report(args.game, args.a, args.b, summarise(results), args.seats,
                 time.perf_counter() - t0))
    return 0


if __name__ == "__main__":
    sys.exit(main())
