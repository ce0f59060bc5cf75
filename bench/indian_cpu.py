"""CPU time of the hard Indian bot's decisions: python bench/indian_cpu.py

    python bench/indian_cpu.py --matches 15 --seed 3

Plays ``--matches`` matches of hard against each opponent and times every
``act`` call with the process's CPU clock (not the wall clock, so a busy
machine's other work does not count); prints the median, 99th percentile
and worst decision, and the CPU time to read the strategy file and inflate
all its tables. Targets: p99 <= 20 ms, worst <= 50 ms, the file <= 10 MB
and read in <= 50 ms.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.base import BaseBot
from game.ai.registry import make_bot
from game.sim.tournament import Players, forget_opponents, indian_match

OPPONENTS = "bayes,reader-fresh,raise-always-18,raise-favoured-12,uniform,bully"


class CpuTimed(BaseBot):
    """Plays as ``inner``; notes the CPU time of each decision."""

    def __init__(self, inner: BaseBot, times: list[float]) -> None:
        super().__init__()
        self.inner, self.times = inner, times
        self.name = inner.name
        self.stats = inner.stats

    def act(self, obs: Any, legal: Sequence[Any], rng: random.Random) -> Any:
        t0 = time.process_time()
        action = self.inner.act(obs, legal, rng)
        self.times.append(time.process_time() - t0)
        return action

    def observe(self, obs: Any) -> None:
        self.inner.observe(obs)

    def offer(self, obs: Any, action: Any, rng: random.Random) -> bool:
        return self.inner.offer(obs, action, rng)


def strategy_load() -> tuple[int, float]:
    """(file size in bytes, CPU seconds to read it and inflate every bucket)."""
    from game.ai.indian.strategy import STRATEGY_FILE, Strategy
    t0 = time.process_time()
    s = Strategy(STRATEGY_FILE.read_bytes())
    for b in s.buckets:
        s.tables(b)
    return STRATEGY_FILE.stat().st_size, time.process_time() - t0


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--matches", type=int, default=15)
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--only", default=OPPONENTS)
    args = ap.parse_args(argv)
    size, load = strategy_load()
    print(f"strategy file {size / 1e6:.1f} MB, read and inflated in {load * 1e3:.1f} ms CPU")
    times: list[float] = []

    def make(game: str, level: str) -> BaseBot:
        bot = make_bot(game, level)
        return CpuTimed(bot, times) if level == "hard" else bot

    for name in (n for n in args.only.split(",") if n):
        forget_opponents()
        players = Players("indian", {"A": "hard", "B": name}, None, make=make)
        for k in range(args.matches):
            indian_match("hard", name, args.seed, k, 2000, players=players)
    times.sort()
    n = len(times)
    if not n:
        print("no decisions")
        return 1
    print(f"{n} decisions: median {times[n // 2] * 1e3:.2f} ms, "
          f"p99 {times[min(n - 1, int(n * 0.99))] * 1e3:.2f} ms, "
          f"worst {times[-1] * 1e3:.2f} ms CPU")
    return 0


if __name__ == "__main__":
    from game.interrupt import run_main
    sys.exit(run_main(main))
