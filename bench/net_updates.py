"""How fast a window player's action reaches every other screen:
python bench/net_updates.py [--matches N]

A six-seat Showdown hosted as a window hosts it (``HostedMatch``: the host's
own seat over its in-process link, two AI seats) and three guests, each in a
process of its own as on a friend's computer, every player a ``RemoteTable``
over real loopback connections with sealed frames. Each sample is one
person's action: the time from its ``apply`` until
the LAST of the other three screens has an update showing it (decoded and
checked, as a window reads it). Target: p99 <= 30 ms.
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.net.remote import GuestLink, RemoteTable
from game.net.session import HostedMatch, SeatKind, SeatPlan

CODE = "ABCDEFGHJK"
TARGET_P99_MS = 30.0
PLANS = [SeatPlan(SeatKind.HOST, "host"), SeatPlan(SeatKind.REMOTE), SeatPlan(SeatKind.REMOTE),
         SeatPlan(SeatKind.REMOTE), SeatPlan(SeatKind.AI, "normal"), SeatPlan(SeatKind.AI, "hard")]


class _Seat:
    """One screen: answers its questions (hit below 17) and notes when it
    sent each action (by the step it answered) and when each step first
    reached it. Times are ``time.monotonic()``: one clock for every process."""

    def __init__(self, table: RemoteTable):
        self.table = table
        self.sent: dict[int, float] = {}
        self.arrived: dict[int, float] = {}      # step -> first time a view of it came
        self.thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        t = self.table
        while t.ended is None and t.gone is None:
            t.link.wait(1.0)
            if t.poll() and t.updates:
                self.arrived.setdefault(t.updates[-1].step, time.monotonic())
            legal = t.legal_actions()
            if not legal:
                continue
            words = [t.game.format(None, a) for a in legal]
            word = words[0]
            if "hit" in words:
                total = t.observation(t.seat).seats[t.seat].total
                word = "hit" if total < 17 else "stand"
            if word != "next":    # NEXT waits for every player: not a latency
                self.sent.setdefault(t.updates[-1].step, time.monotonic())
            t.apply(legal[words.index(word)])

    def report(self) -> dict[str, Any]:
        return {"sent": self.sent, "arrived": self.arrived}


def guest_process(port: int, name: str) -> None:
    """One guest screen in its own process (as on a friend's computer);
    prints what it timed as one JSON line."""
    seat = _Seat(RemoteTable(GuestLink.connect("127.0.0.1", port, CODE, name)))
    seat.thread.start()
    seat.thread.join(600)
    print(json.dumps(seat.report()), flush=True)


def one_match(seed: int) -> list[float]:
    match = HostedMatch("showdown", PLANS, seed, {"chips": [30] * 6}, bind="127.0.0.1",
                        code=CODE)
    match.start()
    host = _Seat(RemoteTable(match.local_link()))
    guests = [subprocess.Popen([sys.executable, __file__, "--guest", str(match.port), f"g{i}"],
                               stdout=subprocess.PIPE, text=True) for i in (1, 2, 3)]
    try:
        while not match.ready():
            match.match.host.wait_for({1, 2, 3}, 30)
        host.thread.start()
        match.begin()
        host.thread.join(600)
        reports = [host.report()]
        for g in guests:
            out, _ = g.communicate(timeout=120)
            data = json.loads(out.strip().splitlines()[-1])
            reports.append({k: {int(s): t for s, t in v.items()} for k, v in data.items()})
    finally:
        match.close()
        for g in guests:
            g.kill()
            g.wait()
    samples = []
    for i, acting in enumerate(reports):
        for step, when in acting["sent"].items():
            others = [min((t for k, t in r["arrived"].items() if k > step), default=None)
                      for j, r in enumerate(reports) if j != i]
            if all(a is not None for a in others):
                samples.append(max(others) - when)   # the last of the other screens
    return samples


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=5)
    parser.add_argument("--guest", nargs=2, metavar=("PORT", "NAME"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.guest:
        guest_process(int(args.guest[0]), args.guest[1])
        return 0
    samples: list[float] = []
    for seed in range(1, args.matches + 1):
        samples += one_match(seed)
    ms = sorted(s * 1000 for s in samples)
    p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
    print(f"{len(ms)} actions by a person, {args.matches} six-seat matches: "
          f"p50 {statistics.median(ms):.1f} ms, p99 {p99:.1f} ms, max {ms[-1]:.1f} ms "
          f"(target p99 <= {TARGET_P99_MS:.0f} ms)")
    return 0 if p99 <= TARGET_P99_MS else 1


if __name__ == "__main__":
    sys.exit(main())
