"""How fast an action crosses the network: python bench/net_latency.py [--matches N]

Two guests hold both seats of Indian (in this process, each in its own
thread, over real loopback connections with sealed frames). Each sample is the
time from one guest sending its action word to the other guest receiving the
host's next message, which already shows that action. Target: p99 <= 30 ms.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.net.guest import Guest, GuestError
from game.net.match import GUEST, NetMatch
from game.net.schema import Action, Decision, MatchOver, RoundOver

CODE = "ABCDEFGHJK"
TARGET_P99_MS = 30.0


def _answer(legal: list[str]) -> str:
    for word in ("call", "stay", "pass"):
        if word in legal:
            return word
    return legal[0]


class _Clock:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.sent: tuple[int, float] | None = None    # (who, when)
        self.samples: list[float] = []

    def send(self, who: int) -> None:
        with self.lock:
            self.sent = (who, time.perf_counter())

    def arrived(self, who: int) -> None:
        with self.lock:
            if self.sent is not None and self.sent[0] != who:
                self.samples.append(time.perf_counter() - self.sent[1])
                self.sent = None


def _guest(port: int, who: int, clock: _Clock) -> None:
    guest = Guest(port, CODE, f"g{who}")
    guest.connect()
    try:
        while True:
            message = guest.receive(timeout=30)
            if message is None or isinstance(message, MatchOver):
                return
            if isinstance(message, (Decision, RoundOver)):
                clock.arrived(who)
            if isinstance(message, Decision):
                clock.send(who)
                guest.send(Action(message.decision, _answer(message.legal)))
    except GuestError:
        return
    finally:
        guest.close()


def measure(matches: int) -> list[float]:
    clock = _Clock()
    for k in range(matches):
        match = NetMatch("indian", 100 + k, {}, [GUEST, GUEST], CODE)
        port = match.start()
        threads = [threading.Thread(target=_guest, args=(port, w, clock)) for w in (0, 1)]
        threads[0].start()
        match.host.wait_for({0}, 30)
        threads[1].start()
        match.wait_for_guests(30)
        match.play()
        match.close()
        for t in threads:
            t.join(30)
    return clock.samples


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=3)
    args = parser.parse_args(argv)
    samples = sorted(s * 1000 for s in measure(args.matches))
    if not samples:
        print("no samples")
        return 1
    p99 = samples[min(len(samples) - 1, int(0.99 * len(samples)))]
    print(f"action to the other guest: {len(samples)} samples, median "
          f"{statistics.median(samples):.2f} ms, p99 {p99:.2f} ms, max {samples[-1]:.2f} ms "
          f"(target p99 <= {TARGET_P99_MS:.0f} ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
