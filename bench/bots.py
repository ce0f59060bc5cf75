"""External bots through the pipe: python bench/bots.py [--matches N]

For each example bot (examples/bots/): the round trip of one decision (the
question written to the answer read, as the tournament measures it), median
and p99; the time to start the program and get its first answer; and the
tournament's overhead: the same matches played by the same bot's ``decide``
called in-process on the same JSON text, so the difference is what the
process and the pipe cost per decision. Wall-clock times: on a shared
machine they vary with the load (printed).
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shlex
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.ai.base import BaseBot  # noqa: E402
from game.ai.external import protocol as proto  # noqa: E402
from game.ai.external.bot import ExternalPool  # noqa: E402
from game.ai.external.process import BotProcess, Reply  # noqa: E402
from game.ai.registry import make_bot  # noqa: E402
from game.sim.tournament import (  # noqa: E402
    Players,
    indian_match,
    percentile,
    showdown_match,
)

EXAMPLES = {"indian": ROOT / "examples/bots/indian_bot.py",
            "showdown": ROOT / "examples/bots/showdown_bot.py"}
OPPONENT = "normal"
SHOWDOWN_SEATS = 4
MAX_ROUNDS = 200


def load_decide(game: str):
    spec = importlib.util.spec_from_file_location(f"{game}_example_bot", EXAMPLES[game])
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.decide


class InProcessJsonBot(BaseBot):
    """The example bot's ``decide`` on the very JSON line the pipe would carry."""

    def __init__(self, game: str, decide):
        super().__init__()
        self.game, self.decide, self.n = game, decide, 0

    def _ask(self, obs, words, legal, offer=None):
        self.n += 1
        line = proto.encode(proto.decision(self.game, 0, self.n, obs, words, offer is not None))
        self.count("decisions")
        return proto.parse_answer(self.game, self.decide(json.loads(line)), legal, offer)

    def act(self, obs, legal, rng):
        if len(legal) == 1:
            return legal[0]
        return self._ask(obs, [proto.word(self.game, a) for a in legal], legal)

    def offer(self, obs, action, rng):
        words = [proto.word(self.game, action), proto.DECLINE]
        return self._ask(obs, words, [action], action) is not None


def play(game: str, matches: int, decide, piped: bool) -> dict:
    """Wall and CPU seconds (ours plus the bot programs') for ``matches``
    matches of the normal bot against the example bot (B), and its round trips."""
    def make(g: str, spec: str) -> BaseBot:
        return InProcessJsonBot(g, decide) if spec == "inprocess" else make_bot(g, spec)

    cpu0, kids0 = time.process_time(), _children_cpu()
    t0 = time.perf_counter()
    # Closing the pool reaps the programs, so their CPU time is counted.
    with ExternalPool(game, {"B": [sys.executable, str(EXAMPLES[game])]}, 2.0) as pool:
        b = "cmd:example" if piped else "inprocess"
        players = Players(game, {"A": OPPONENT, "B": b}, pool, make)
        results = [indian_match(OPPONENT, b, 1, k, MAX_ROUNDS, players=players)
                   if game == "indian" else
                   showdown_match(OPPONENT, b, 1, k, MAX_ROUNDS, SHOWDOWN_SEATS,
                                  players=players)
                   for k in range(matches)]
    return {"wall": time.perf_counter() - t0,
            "cpu": time.process_time() - cpu0 + _children_cpu() - kids0,
            "decisions": sum(m.stats.get("B.decisions", 0) for m in results),
            "trips": [t for m in results for t in m.round_trips.get("B", ())]}


def _children_cpu() -> float:
    """CPU seconds of reaped child processes (0 where unknown: Windows)."""
    try:
        import resource
    except ImportError:
        return 0.0
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def start_time(game: str, repeat: int) -> float:
    """Median seconds from starting the example program to its first answer."""
    from game.tables.indian.table import IndianTable
    from game.tables.showdown.table import ShowdownTable
    table = IndianTable(seed=1) if game == "indian" else ShowdownTable(seed=1)
    who = table.current_player()
    words = [proto.word(game, a) for a in table.legal_actions()]
    line = proto.encode(proto.decision(game, 0, 1, table.observation(who), words))
    times = []
    for _ in range(repeat):
        t0 = time.perf_counter()
        process = BotProcess([sys.executable, str(EXAMPLES[game])])
        answer = process.ask(line, timeout=10)
        times.append(time.perf_counter() - t0)
        process.close()
        assert answer.reply is Reply.LINE, answer
    return percentile(times, 0.5)


def measure(game: str, matches: int, repeat_start: int = 5) -> dict:
    decide = load_decide(game)
    piped = play(game, matches, decide, piped=True)
    local = play(game, matches, decide, piped=False)
    assert local["decisions"] == piped["decisions"], "both must play the same matches"
    trips, n = piped["trips"], max(1, piped["decisions"])
    return {"game": game, "matches": matches, "decisions": piped["decisions"],
            "mean_ms": sum(trips) / max(1, len(trips)) * 1e3,
            "p50_ms": percentile(trips, 0.5) * 1e3, "p99_ms": percentile(trips, 0.99) * 1e3,
            "piped_s": piped["wall"], "local_s": local["wall"],
            "piped_cpu": piped["cpu"], "local_cpu": local["cpu"],
            "overhead_ms": (piped["wall"] - local["wall"]) / n * 1e3,
            "overhead_cpu_ms": (piped["cpu"] - local["cpu"]) / n * 1e3,
            "start_ms": start_time(game, repeat_start) * 1e3}


def report(rows: list[dict]) -> str:
    lines = []
    for r in rows:
        lines.append(
            f"{r['game']:8} example bot: {r['decisions']} decisions in {r['matches']} matches; "
            f"round trip median {r['p50_ms']:.3f} ms, mean {r['mean_ms']:.3f} ms, "
            f"p99 {r['p99_ms']:.3f} ms; "
            f"start to first answer {r['start_ms']:.0f} ms")
        lines.append(
            f"{'':8} tournament wall: {r['piped_s']:.2f} s through the pipe, {r['local_s']:.2f} s "
            f"in-process: {r['overhead_ms']:+.3f} ms per decision")
        lines.append(
            f"{'':8} tournament CPU (with the bot's): {r['piped_cpu']:.2f} s through the pipe, "
            f"{r['local_cpu']:.2f} s in-process: {r['overhead_cpu_ms']:+.3f} ms per decision")
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--matches", type=int, default=20)
    args = ap.parse_args()
    rows = [measure(game, args.matches) for game in EXAMPLES]
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "?"
    print(report(rows))
    print(f"(load average {load} on {os.cpu_count()} CPUs; command: "
          f"{shlex.join([sys.executable, *sys.argv])})")
    return 0


if __name__ == "__main__":
    from game.interrupt import run_main
    raise SystemExit(run_main(main))
