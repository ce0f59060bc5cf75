"""Decision time of every bot and of the advisor: python bench/ai.py [--decisions N]

Also the load time of the Indian equilibrium strategy (target <= 100 ms).

Plays seeded games and times each ``act`` (and each ``advise``) call; prints
the median and the 99th percentile per bot. The target is < 20 ms for bots and
< 50 ms for the advisor, median and p99. Caches are warmed first (one game),
as a running app would have warmed them by the second decision.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.indian.bots import split_by_owner
from game.ai.registry import make_bot
from game.strategy.advisor import advise, warm_up
from game.strategy.basic import basic_chart
from game.tables.common import ANYONE
from game.tables.dealer.actions import DEAL, Kind
from game.tables.dealer.rules import CLASSIC, MIDNIGHT
from game.tables.dealer.table import DealerTable
from game.tables.dealer.view import Phase
from game.tables.indian.rules import INDIAN
from game.tables.indian.table import IndianTable
from game.tables.indian.view import ItemKind
from game.tables.showdown.rules import SHOWDOWN
from game.tables.showdown.table import ShowdownTable

T = TypeVar("T")


def _timed(times: list[float], fn: Callable[..., T], *args: Any) -> T:
    """``fn(*args)``, its time appended to ``times``."""
    t0 = time.perf_counter()
    out = fn(*args)
    times.append(time.perf_counter() - t0)
    return out


def bench_indian(level: str, n: int) -> list[float]:
    times: list[float] = []
    seed = 0
    while len(times) < n:
        seed += 1
        items = {k: seed % 2 for k in ItemKind}
        t = IndianTable(INDIAN, seed=seed, items=items)
        bots = [make_bot("indian", level), make_bot("indian", "normal")]
        rngs = [random.Random(seed), random.Random(-seed)]
        while not t.is_over() and t.round_no < 300:
            who = t.current_player()
            who = 0 if who == ANYONE else who
            obs = t.observation(who)
            legal, _ = split_by_owner(t.legal_actions(), who, obs)
            if who == 0:
                a = _timed(times, bots[0].act, obs, legal, rngs[0])
            else:
                a = bots[1].act(obs, legal, rngs[1])
            t.apply(a)
    return times


def bench_showdown(level: str, n: int, seats: int = 6) -> list[float]:
    times: list[float] = []
    seed = 0
    while len(times) < n:
        seed += 1
        t = ShowdownTable(SHOWDOWN, seed=seed, tokens=[100] * seats)
        bots = [make_bot("showdown", level) for _ in range(seats)]
        rng = random.Random(seed)
        while not t.is_over() and t.round_no < 200:
            who = t.current_player()
            who = 0 if who == ANYONE else who
            obs, legal = t.observation(who), t.legal_actions()
            t.apply(_timed(times, bots[who].act, obs, legal, rng))
    return times


def bench_dealer(rules, level: str | None, n: int) -> list[float]:
    """Bot decisions (level) or, with level None, advisor calls."""
    times: list[float] = []
    players = 3 if rules is CLASSIC else 1
    t = DealerTable(rules, seed=1, chips=[10**6] * players)
    bots = [make_bot("classic", "normal") for _ in range(players)]
    timed = make_bot("classic", level) if level else None
    rng = random.Random(1)
    while len(times) < n:
        if t.phase is Phase.BETTING:
            moves = [bots[p].act(t.observation(p), t.legal_actions(), rng) for p in range(players)]
            bets = [m for m in moves if m.kind is Kind.BET]
            t.apply(bets[0] if bets else DEAL)
            continue
        who = t.current_player()
        obs, legal = t.observation(who), t.legal_actions()
        if timed is None:
            _timed(times, advise, obs, legal, rules)
            t.apply(bots[who].act(obs, legal, rng))
        else:
            t.apply(_timed(times, timed.act, obs, legal, rng))
    return times


def row(name: str, times: list[float]) -> str:
    ts = sorted(times)
    p99 = ts[min(len(ts) - 1, int(0.99 * len(ts)))]
    return (f"{name:22} n={len(ts):5}  median {statistics.median(ts) * 1e3:7.3f} ms"
            f"  p99 {p99 * 1e3:7.2f} ms  max {ts[-1] * 1e3:7.1f} ms")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--decisions", type=int, default=3000)
    n = ap.parse_args().decisions
    t0 = time.perf_counter()
    warm_up(CLASSIC)
    warm_up(MIDNIGHT)
    basic_chart(CLASSIC)
    print(f"warm-up (strategy tables and Classic chart, once per process): "
          f"{time.perf_counter() - t0:.1f} s")
    from game.ai.indian.strategy import STRATEGY_FILE, Strategy
    t0 = time.perf_counter()
    Strategy(STRATEGY_FILE.read_bytes())
    print(f"indian equilibrium strategy loaded in {(time.perf_counter() - t0) * 1e3:.0f} ms"
          f" ({STRATEGY_FILE.stat().st_size // 1024} KB; target <= 100 ms)")
    for level in ("easy", "normal", "hard"):
        bench_indian(level, 50)                       # warm the memo tables
        print(row(f"indian/{level}", bench_indian(level, n)))
    for level in ("easy", "normal", "hard"):
        print(row(f"showdown/{level}", bench_showdown(level, n)))
    print(row("showdown/hard@8seats", bench_showdown("hard", n, seats=8)))
    for level in ("easy", "normal"):
        print(row(f"classic/{level}", bench_dealer(CLASSIC, level, n)))
    print(row("advisor/classic", bench_dealer(CLASSIC, None, n)))
    print(row("advisor/midnight", bench_dealer(MIDNIGHT, None, n)))


if __name__ == "__main__":
    from game.interrupt import run_main
    sys.exit(run_main(main))
