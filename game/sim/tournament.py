"""Bot-vs-bot tournaments: ``python -m game.sim.tournament``.

    python -m game.sim.tournament indian --a hard --b normal --matches 2000 --seed 1
    python -m game.sim.tournament showdown --a hard --b normal --seats 6 --matches 600

Indian: A and B swap player 1 and 2 every match. Showdown: one A seat among
B seats, A's seat moving round the table every match. Prints A's share of
matches won with a 95% Wilson interval (and B's, and the draws: a match still
running after ``--max-rounds`` rounds is a draw).

Deterministic per seed: match k's table seed and every bot's ``Random`` are
derived from (seed, k, seat) alone, so ``--workers`` only changes the speed,
except for the bots that learn across matches (Indian ``hard`` and
``learner``): they learn across the matches of one chunk, from nothing (the
whole run with one worker; with ``--workers N``, each of 4N chunks holds
every 4N-th match).

Bring your own bot: ``--b "cmd:python my_bot.py"`` (or ``--a``) plays that
seat with a program that reads one JSON line per decision on stdin and writes
one action word per line on stdout (docs/bots.md). One program runs per such
seat for a run of matches (with ``--workers``, per worker); ``--timeout`` is
its time per decision. A late, malformed or illegal answer plays it safe
(pass, stay, fold or stand) for that decision, a program that exits for the
rest of the match; each fault gets a line on stderr and is listed per match
at the end, and the match goes on.  But a result is never reported for a
program that did not play: one that exits or fails before its first answer
in each of the first three matches, or in most matches of the run, stops the
run with an error (exit status 1).
"""
from __future__ import annotations

import argparse
import contextlib
import math
import random
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Protocol

from game.ai.base import BaseBot
from game.ai.external.bot import CMD_PREFIX, ExternalBot, ExternalPool, is_external
from game.ai.external.process import split_command
from game.ai.indian import learners, small_pots
from game.ai.registry import make_bot
from game.interrupt import quiet_pool, run_main
from game.tables.base import Table
from game.tables.common import ANYONE

DEFAULT_MAX_ROUNDS = 2000
DEFAULT_TIMEOUT_S = 2.0
LISTED_FAULT_MATCHES = 30      # matches listed one by one; the rest are totalled
EARLY_MATCHES = 3              # a program broken in each of its first matches stops the run


class Game(str, Enum):
    INDIAN = "indian"
    SHOWDOWN = "showdown"


@dataclass(frozen=True)
class Match:
    """One match: ``winner`` is the winning bot's label ("A"/"B"), None = draw.

    ``faults`` counts external bots' problems ("B.timeout": 2) and
    ``round_trips`` their answer times in seconds; neither is compared (a
    program's timing is not part of a seeded result)."""
    index: int
    winner: str | None
    rounds: int
    stats: dict[str, int] = field(default_factory=dict)
    faults: dict[str, int] = field(default_factory=dict, compare=False)
    round_trips: dict[str, tuple[float, ...]] = field(default_factory=dict, compare=False)
    # label -> how its program ended, when it broke before its first answer
    broke: dict[str, str] = field(default_factory=dict, compare=False)


class NoResult(RuntimeError):
    """A ``cmd:`` program broke before its first answer in too many matches:
    its seat was played safe, not by the program, so no result is reported."""


def check_played(results: Sequence[Match], specs: dict[str, str], *, early: bool) -> None:
    """NoResult if an external program broke before answering in every one of
    the first ``EARLY_MATCHES`` matches (``early``) or in most of ``results``."""
    for label, spec in specs.items():
        broke = [m for m in results if label in m.broke]
        if early:
            failing = len(results) >= EARLY_MATCHES and len(broke) == len(results)
            counted = f"each of the first {len(results)} matches"
        else:
            failing = 2 * len(broke) > len(results)
            counted = f"{len(broke)} of {len(results)} matches"
        if failing:
            raise NoResult(f"bot {label} ({spec}) exited or failed before its first answer "
                           f"in {counted} (last: {broke[-1].broke[label]}); no result")


def derived_seed(*parts: int) -> int:
    """A stable 64-bit seed from integers (no hash(), which varies per run)."""
    return random.Random("/".join(str(p) for p in parts)).getrandbits(64)


# (legal actions, who is to act, their observation) -> (the actions they may
# take, [(another player, an action they may take out of turn)])
Splitter = Callable[[list[Any], int, Any], tuple[list[Any], list[tuple[int, Any]]]]


class MatchTable(Table, Protocol):
    """A match table as a tournament drives it (Indian and Showdown)."""

    @property
    def round_no(self) -> int: ...

    @property
    def phase(self) -> Enum: ...

    @property
    def winner(self) -> int | None: ...


def _drive(table: MatchTable, bots: Sequence[BaseBot], rngs: Sequence[random.Random],
           max_rounds: int, split: Splitter | None = None) -> int | None:
    """Play until the match is over or the round cap; returns the winner index.

    ``split`` separates the actions another player may take out of turn (Indian
    items): each is offered to its holder once per decision point."""
    offered: set[tuple[int, Enum, int, Any]] = set()
    while not table.is_over():
        if table.round_no > max_rounds:
            return None
        who = table.current_player()
        assert who is not None, "a match that is not over always has a player to act"
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


def _merge_stats(bots: Sequence[BaseBot], labels: Sequence[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for bot, label in zip(bots, labels):
        for k, v in bot.stats.items():
            out[f"{label}.{k}"] = out.get(f"{label}.{k}", 0) + v
    return out


class Players:
    """Makes the bots of one match: built-in levels fresh each match, external
    programs from the run's pool (one per seat of that label)."""

    def __init__(self, game: str, specs: dict[str, str], pool: ExternalPool | None,
                 make: Callable[[str, str], BaseBot] = make_bot):
        self.game, self.specs, self.pool, self.make = game, specs, pool, make

    def bots(self, labels: Sequence[str], seed: int, k: int) -> list[BaseBot]:
        out: list[BaseBot] = []
        nth: dict[str, int] = {}
        for seat, label in enumerate(labels):
            spec = self.specs[label]
            if is_external(spec):
                if self.pool is None:
                    raise ValueError(f"{spec}: an external program needs the run's pool")
                n = nth[label] = nth.get(label, -1) + 1
                out.append(self.pool.bot(label, n, match=k, seat=seat, seats=len(labels),
                                         seed=derived_seed(seed, k, seat, 3)))
            else:
                out.append(self.make(self.game, spec))
        return out

    @staticmethod
    def finish(table: MatchTable, bots: Sequence[BaseBot], labels: Sequence[str], k: int,
               winner: int | None) -> Match:
        """Tell external bots the match is over; the match's record."""
        faults: dict[str, int] = {}
        trips: dict[str, list[float]] = {}
        broke: dict[str, str] = {}
        for seat, (bot, label) in enumerate(zip(bots, labels)):
            if isinstance(bot, ExternalBot):
                bot.end(table.observation(seat), winner, table.round_no)
                if bot.broke_before_answering:
                    broke[label] = bot.exit_note or "no answer"
                for kind, n in bot.faults.items():
                    key = f"{label}.{kind.value}"
                    faults[key] = faults.get(key, 0) + n
                trips.setdefault(label, []).extend(bot.round_trips)
        return Match(k, None if winner is None else labels[winner], table.round_no,
                     _merge_stats(bots, labels), faults,
                     {lb: tuple(t) for lb, t in trips.items()}, broke)


def indian_match(a: str, b: str, seed: int, k: int, max_rounds: int,
                 items: str = "none", *, players: Players | None = None,
                 timeout: float = DEFAULT_TIMEOUT_S) -> Match:
    """Match ``k`` of A against B (levels or ``cmd:`` programs); ``players``
    reuses a run's external programs instead of starting them for this match."""
    if players is None:
        with _one_off(Game.INDIAN, a, b, timeout) as players:
            return indian_match(a, b, seed, k, max_rounds, items, players=players)
    from game.ai.indian.bots import split_by_owner
    from game.tables.indian.rules import INDIAN
    from game.tables.indian.table import IndianTable
    from game.tables.indian.view import ItemKind
    labels = ["A", "B"] if k % 2 == 0 else ["B", "A"]
    bots = players.bots(labels, seed, k)
    rngs = [random.Random(derived_seed(seed, k, p, 1)) for p in range(2)]
    holders = {"none": {}, "a": {it: labels.index("A") for it in ItemKind},
               "b": {it: labels.index("B") for it in ItemKind},
               "both": {ItemKind.FREE_FOLD: labels.index("A"),
                        ItemKind.CHIP_BONUS: labels.index("B"),
                        ItemKind.DEAL_AGAIN: k % 2}}[items]
    table = IndianTable(INDIAN, seed=derived_seed(seed, k), items=holders)
    w = _drive(table, bots, rngs, max_rounds, split_by_owner)
    return players.finish(table, bots, labels, k, w)


def showdown_match(a: str, b: str, seed: int, k: int, max_rounds: int, seats: int, *,
                   players: Players | None = None,
                   timeout: float = DEFAULT_TIMEOUT_S) -> Match:
    """Match ``k``: one A seat among ``seats - 1`` B seats (see indian_match)."""
    if players is None:
        with _one_off(Game.SHOWDOWN, a, b, timeout) as players:
            return showdown_match(a, b, seed, k, max_rounds, seats, players=players)
    from game.tables.showdown.rules import SHOWDOWN
    from game.tables.showdown.table import ShowdownTable
    labels = ["B"] * seats
    labels[k % seats] = "A"
    bots = players.bots(labels, seed, k)
    rngs = [random.Random(derived_seed(seed, k, s, 2)) for s in range(seats)]
    table = ShowdownTable(SHOWDOWN, seed=derived_seed(seed, k),
                          tokens=[SHOWDOWN.start_tokens] * seats)
    w = _drive(table, bots, rngs, max_rounds)
    return players.finish(table, bots, labels, k, w)


@contextlib.contextmanager
def _one_off(game: Game, a: str, b: str, timeout: float) -> Iterator[Players]:
    """Players for one run of matches; their programs end with the block."""
    specs = {"A": a, "B": b}
    commands = {lb: split_command(spec[len(CMD_PREFIX):])
                for lb, spec in specs.items() if is_external(spec)}
    with ExternalPool(game.value, commands, timeout) as pool:
        yield Players(game.value, specs, pool)


# (game, a, b, seed, match indices, max rounds, seats, items, timeout)
Chunk = tuple[str, str, str, int, list[int], int, int, str, float]


def _run_chunk(args: Chunk) -> list[Match]:
    game, a, b, seed, ks, max_rounds, seats, items, timeout = args
    specs = {label: spec for label, spec in (("A", a), ("B", b)) if is_external(spec)}
    done: list[Match] = []
    forget_opponents()
    # The programs live as long as this chunk of matches (in this process).
    with _one_off(Game(game), a, b, timeout) as players:
        for k in ks:
            if game == Game.INDIAN.value:
                done.append(indian_match(a, b, seed, k, max_rounds, items, players=players))
            else:
                done.append(showdown_match(a, b, seed, k, max_rounds, seats, players=players))
            if len(done) == EARLY_MATCHES:
                check_played(done, specs, early=True)
    return done


def forget_opponents() -> None:
    """Bots that learn across matches (Indian ``hard`` and ``learner``) learn
    across one chunk of matches, from nothing: a chunk replays exactly,
    whichever worker process plays it."""
    learners.reset_shared()
    small_pots.forget()


def check_player(game: str, spec: str) -> None:
    """KeyError/ValueError (one line) if ``spec`` names no bot we can play."""
    if is_external(spec):
        split_command(spec[len(CMD_PREFIX):])
    else:
        make_bot(game, spec)


def run(game: str, a: str, b: str, matches: int, seed: int, *, workers: int = 1,
        max_rounds: int = DEFAULT_MAX_ROUNDS, seats: int = 6,
        items: str = "none", timeout: float = DEFAULT_TIMEOUT_S) -> list[Match]:
    """Play ``matches`` matches; the list is in match order whatever ``workers``.

    ``a``/``b``: a level ("hard") or ``cmd:PROGRAM ARGS`` for an external bot."""
    game = Game(game).value
    for spec in (a, b):
        check_player(game, spec)
    if not timeout > 0:
        raise ValueError(f"--timeout must be positive, got {timeout}")
    if workers <= 1:
        # One chunk: an external program is started once for the whole run.
        jobs: list[Chunk] = [
            (game, a, b, seed, list(range(matches)), max_rounds, seats, items, timeout)]
        results = [m for job in jobs for m in _run_chunk(job)]
    else:
        n = workers * 4
        chunks = [list(range(i, matches, n)) for i in range(n)]
        jobs = [(game, a, b, seed, ks, max_rounds, seats, items, timeout) for ks in chunks if ks]
        # multiprocessing's Pool, not concurrent.futures: leaving the block on
        # Ctrl+C terminates the workers without a word (the executor's own
        # thread prints a traceback when its workers end under it).
        with quiet_pool(workers) as pool:
            results = [m for part in pool.map(_run_chunk, jobs) for m in part]
    check_played(results, {label: spec for label, spec in (("A", a), ("B", b))
                           if is_external(spec)}, early=False)
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
    stats: dict[str, int]

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


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q`` quantile (0-1) by the nearest-rank method; 0.0 when empty."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q * len(ordered)) - 1)]


def external_report(results: Sequence[Match], specs: dict[str, str]) -> str:
    """External bots: answer times, and every match where one misbehaved."""
    external = [lb for lb, spec in specs.items() if is_external(spec)]
    if not external:
        return ""
    lines = ["  external bots (round trip = question written to answer read):"]
    for label in external:
        trips = [t for m in results for t in m.round_trips.get(label, ())]
        lines.append(f"    {label} {specs[label]}: {len(trips)} answers, round trip median "
                     f"{percentile(trips, 0.5) * 1e3:.2f} ms, p99 "
                     f"{percentile(trips, 0.99) * 1e3:.2f} ms")
    bad = [m for m in results if m.faults]
    if not bad:
        lines.append("    faults: none")
        return "\n".join(lines)
    totals: dict[str, int] = {}
    for m in bad:
        for key, n in m.faults.items():
            totals[key] = totals.get(key, 0) + n
    lines.append(f"    faults in {len(bad)} of {len(results)} matches: "
                 + ", ".join(f"{k} {totals[k]}" for k in sorted(totals)))
    for m in bad[:LISTED_FAULT_MATCHES]:
        lines.append(f"      match {m.index}: "
                     + ", ".join(f"{k} {m.faults[k]}" for k in sorted(m.faults)))
    if len(bad) > LISTED_FAULT_MATCHES:
        lines.append(f"      ... and {len(bad) - LISTED_FAULT_MATCHES} more matches with faults")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.sim.tournament", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("game", choices=[g.value for g in Game])
    ap.add_argument("--a", default="hard",
                    help="bot A: a level such as easy, normal, hard, or \"cmd:PROGRAM ARGS\"")
    ap.add_argument("--b", default="normal", help="bot B: as --a")
    ap.add_argument("--matches", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--seats", type=int, default=6, help="showdown seats (2-8)")
    ap.add_argument("--max-rounds", type=int, default=DEFAULT_MAX_ROUNDS)
    ap.add_argument("--items", choices=["none", "a", "b", "both"], default="none",
                    help="indian: who holds the three items (both: Free Fold A, "
                         "Chip Bonus B, Deal Again alternating)")
    ap.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT_S,
                    help="seconds an external bot has per decision (default %(default)s)")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    try:
        results = run(args.game, args.a, args.b, args.matches, args.seed,
                      workers=args.workers, max_rounds=args.max_rounds, seats=args.seats,
                      items=args.items, timeout=args.timeout)
    except (KeyError, ValueError) as e:
        print(f"error: {e.args[0] if e.args else e}", file=sys.stderr)
        return 2
    except NoResult as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    print(report(args.game, args.a, args.b, summarise(results), args.seats,
                 time.perf_counter() - t0))
    extra = external_report(results, {"A": args.a, "B": args.b})
    if extra:
        print(extra)
    return 0


if __name__ == "__main__":
    sys.exit(run_main(main))
