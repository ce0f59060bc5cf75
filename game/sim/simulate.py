"""Many rounds of basic strategy, headless, through the table engine.

    python -m game.sim.simulate --table midnight|classic --hands N --seed S
                            [--workers K] [--json] [--fast]

One spot per round, a flat bet of the table minimum, basic strategy from
``game.strategy.basic``'s chart, never insurance. Every round is played by
``DealerTable`` — the engine the game uses — through ``apply``; a Midnight
push that rides is taken back (SAME BET) so every round starts from the same
bet. A round with a split counts once: its net result. ``--fast`` plays the
same rounds with ``game.sim.fastsim`` (checked round by round against the engine
in the tests).

Worker ``i`` plays its share of the rounds on its own table seeded with
``worker_seed(S, i)`` (worker 0: ``S`` itself, so a one-worker run replays in
the game); results are exact integer sums, so a (seed, hands, workers) triple
always prints the same figures.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import math
import multiprocessing
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from multiprocessing.sharedctypes import Synchronized

from game.cards import POINTS
from game.errors import SetupError
from game.interrupt import ignore_ctrl_c, quiet_pool, run_main
from game.money import CENTS_PER_CHIP
from game.strategy.basic import TABLES, Play, basic_chart, chart_play, parse_rules
from game.strategy.chart import Chart
from game.tables.dealer.actions import (
    DEAL,
    DOUBLE,
    HIT,
    NO_INSURE,
    REBET_DEAL,
    SPLIT,
    STAND,
    SURRENDER,
    Kind,
    bet,
)
from game.tables.dealer.rules import DealerRules
from game.tables.dealer.table import DealerTable
from game.tables.dealer.view import Phase

BANKROLL_CHIPS = 10 ** 15          # never runs out
PROGRESS_EVERY = 2_000
_BETTING, _INSURANCE = Phase.BETTING, Phase.INSURANCE
_HIT, _DOUBLE, _SPLIT, _SURRENDER = Kind.HIT, Kind.DOUBLE, Kind.SPLIT, Kind.SURRENDER
_ACTIONS = {Play.STAND: STAND, Play.HIT: HIT, Play.DOUBLE: DOUBLE, Play.SPLIT: SPLIT,
            Play.SURRENDER: SURRENDER}


@dataclass
class Tally:
    """Exact sums over rounds; nets in cents."""
    rounds: int = 0
    net: int = 0
    net_sq: int = 0
    wins: int = 0
    pushes: int = 0
    losses: int = 0

    def add(self, net: int) -> None:
        self.rounds += 1
        self.net += net
        self.net_sq += net * net
        if net > 0:
            self.wins += 1
        elif net < 0:
            self.losses += 1
        else:
            self.pushes += 1

    def merge(self, other: Tally) -> None:
        for k, v in asdict(other).items():
            setattr(self, k, getattr(self, k) + v)


def worker_seed(seed: int, worker: int) -> int:
    if worker == 0:
        return seed
    digest = hashlib.sha256(f"club21-simulate:{seed}:{worker}".encode()).digest()
    return int.from_bytes(digest[:16], "big")


def shares(hands: int, workers: int) -> list[int]:
    return [hands // workers + (1 if i < hands % workers else 0) for i in range(workers)]


class EnginePlayer:
    """Plays flat-bet basic strategy rounds on one DealerTable. Nobody watches
    its table, so it builds no events; every move is asked ``is_legal`` once
    and then applied without a second check (``apply_legal``)."""

    def __init__(self, rules: DealerRules, seed: int, chart: Chart):
        self.rules = rules
        self.chart = chart
        self.table = DealerTable(rules, seed=seed, chips=[BANKROLL_CHIPS], listening=False)
        self.bet_chips = rules.min_bet
        self._bet = bet(0, self.bet_chips)
        self._rebet = False                          # the first round bets

    def play_round(self) -> int:
        """One round; the player's net result in cents."""
        t = self.table
        before = t.house_net
        if self._rebet:
            t.apply(REBET_DEAL)
        else:
            t.apply(self._bet)
            t.apply(DEAL)
            self._rebet = self.rules.same_bet        # from the second round on
        chart, up, legal = self.chart, t.dealer[0], t.legality.play_allowed
        surrender = self.rules.late_surrender
        while True:
            phase = t.phase
            if phase is _BETTING:
                break
            if phase is _INSURANCE:
                t.apply_legal(NO_INSURE)             # always legal when offered
                continue
            active = t.active
            assert active is not None, "a hand is asked between the deal and the dealer's turn"
            h = t.hands[active]
            cards = h.cards
            if len(cards) == 2:
                # Ask the table only what can change the play: a split only
                # of a pair, a surrender only where the rules have it, and a
                # double only when the chart wants one.
                can_split = POINTS[cards[0]] == POINTS[cards[1]] and legal(_SPLIT)
                can_surrender = surrender and legal(_SURRENDER)
                play = chart_play(chart, cards, up, can_double=True, can_split=can_split,
                                  can_surrender=can_surrender)
                if play is Play.DOUBLE and not legal(_DOUBLE):
                    play = chart_play(chart, cards, up, can_double=False, can_split=can_split,
                                      can_surrender=can_surrender)
            else:
                play = chart_play(chart, cards, up, can_double=False, can_split=False)
            action = _ACTIONS[play]
            # The chart plays double, split and surrender only when allowed, and
            # stand always is; a split ace kept open only to be re-split may
            # not hit: it stands.
            if action is HIT and h.from_split and not legal(_HIT):
                action = STAND
            t.apply_legal(action)
        return before - t.house_net


def run_worker(rules: DealerRules, seed: int, hands: int, chart: Chart, fast: bool = False,
               progress: Callable[[int], None] | Synchronized[int] | None = None) -> Tally:
    """Play ``hands`` rounds on one table; ``progress`` (a shared counter) is
    advanced every PROGRESS_EVERY rounds."""
    if fast:
        from game.sim.fastsim import FastPlayer
        play = FastPlayer(rules, seed, chart).play_round
    else:
        play = EnginePlayer(rules, seed, chart).play_round
    tally = Tally()
    done = 0
    while done < hands:
        n = min(PROGRESS_EVERY, hands - done)
        for _ in range(n):
            tally.add(play())
        done += n
        if progress is not None:
            if callable(progress):
                progress(n)
            else:
                with progress.get_lock():
                    progress.value += n
    return tally


_COUNTER: Synchronized[int] | None = None


def _init_pool(counter: Synchronized[int]) -> None:
    global _COUNTER
    _COUNTER = counter
    ignore_ctrl_c()          # the parent answers Ctrl+C and ends the pool


def _pool_entry(args: tuple[DealerRules, int, int, Chart, bool]) -> Tally:
    rules, seed, hands, chart, fast = args
    return run_worker(rules, seed, hands, chart, fast, _COUNTER)


@dataclass(frozen=True)
class Figures:
    table: str
    hands: int
    house_edge: float
    sd: float
    win: float
    push: float
    loss: float
    hands_per_second: float
    standard_error: float
    seed: int
    workers: int


def figures(table: str, tally: Tally, seconds: float, seed: int, workers: int,
            rules: DealerRules | None = None) -> Figures:
    unit = (rules or TABLES[table]).min_bet * CENTS_PER_CHIP
    n = tally.rounds
    mean = tally.net / n / unit
    var = max(tally.net_sq / n / unit ** 2 - mean * mean, 0.0)
    sd = math.sqrt(var)
    return Figures(table, n, -mean, sd, tally.wins / n, tally.pushes / n, tally.losses / n,
                   n / seconds if seconds > 0 else float("inf"), sd / math.sqrt(n),
                   seed, workers)


def simulate(table: str, hands: int, seed: int, workers: int = 1, fast: bool = False,
             show_progress: bool = False, rules: DealerRules | None = None) -> Figures:
    """``rules``: house rules of ``table`` (default: the table's own)."""
    rules = rules or TABLES[table]
    chart = basic_chart(rules)
    seeds = [worker_seed(seed, i) for i in range(workers)]
    parts = shares(hands, workers)
    bar = _ProgressBar(hands) if show_progress else None
    start = time.perf_counter()
    total = Tally()
    if workers == 1:
        total = run_worker(rules, seeds[0], hands, chart, fast, bar.advance if bar else None)
    else:
        ctx = multiprocessing.get_context("fork" if sys.platform != "win32" else "spawn")
        counter = ctx.Value("q", 0)
        jobs = [(rules, s, n, chart, fast) for s, n in zip(seeds, parts)]
        with quiet_pool(workers, _init_pool, (counter,), ctx) as pool:
            pending = pool.map_async(_pool_entry, jobs)
            while not pending.ready():
                pending.wait(0.2)
                if bar:
                    bar.show(counter.value)
            for t in pending.get():
                total.merge(t)
    seconds = time.perf_counter() - start
    if bar:
        bar.finish()
    return figures(table, total, seconds, seed, workers, rules)


class _ProgressBar:
    def __init__(self, total: int, width: int = 30):
        self.total, self.width, self.done = total, width, 0
        self.start = time.perf_counter()
        self._last = 0.0

    def advance(self, n: int) -> None:
        self.show(self.done + n)

    def show(self, done: int) -> None:
        self.done = done
        now = time.perf_counter()
        if now - self._last < 0.1 and done < self.total:
            return
        self._last = now
        frac = done / self.total if self.total else 1.0
        fill = int(frac * self.width)
        rate = done / max(now - self.start, 1e-9)
        sys.stderr.write(f"\r[{'#' * fill}{'.' * (self.width - fill)}] {frac:6.1%} "
                         f"{done:,}/{self.total:,} hands  {rate:,.0f}/s")
        sys.stderr.flush()

    def finish(self) -> None:
        self.show(self.total)
        sys.stderr.write("\n")
        sys.stderr.flush()


def report(f: Figures) -> str:
    return "\n".join([
        f"table            {f.table}",
        f"hands            {f.hands:,}  (seed {f.seed}, {f.workers} worker"
        f"{'s' if f.workers != 1 else ''})",
        f"house edge       {f.house_edge * 100:.4f}%  (± {f.standard_error * 100:.4f}% "
        f"standard error)",
        f"SD per round     {f.sd:.4f}",
        f"win/push/loss    {f.win * 100:.2f}% / {f.push * 100:.2f}% / {f.loss * 100:.2f}%",
        f"hands per second {f.hands_per_second:,.0f}",
    ])


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m game.sim.simulate",
                                 description="Simulate basic strategy at a dealer table.")
    ap.add_argument("--table", required=True, choices=sorted(TABLES))
    ap.add_argument("--hands", type=int, required=True)
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--rules", nargs="*", default=[], metavar="KEY=VALUE",
                    help="house rules, as for python -m game.strategy")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--fast", action="store_true",
                    help="play through game.sim.fastsim (same rounds, checked against the engine)")
    args = ap.parse_args(argv)
    if args.hands < 1 or args.workers < 1 or args.workers > args.hands:
        print("error: --hands must be ≥ 1 and --workers between 1 and --hands",
              file=sys.stderr)
        return 2
    try:
        rules = parse_rules(args.table, args.rules)
    except SetupError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    f = simulate(args.table, args.hands, args.seed, args.workers, args.fast,
                 show_progress=sys.stderr.isatty(), rules=rules)
    if args.json:
        print(json.dumps(asdict(f)))
    else:
        print(report(f))
    return 0


if __name__ == "__main__":
    raise SystemExit(run_main(main))
