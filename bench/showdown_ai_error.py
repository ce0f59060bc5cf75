"""How far Showdown hard's fast prices are from the exact game: python -m bench.showdown_ai_error

    python -m bench.showdown_ai_error --cases 300 --seed 1

Deals random small cases (2-3 seats, a shoe of 5-18 cards: the exact
recursion is exponential, and small shoes are where freezing the later seats'
cards errs most), lets the seats before me play a hit-to-a-goal rule, and
compares ``showdown_value.values`` (later seats draw from frozen cards) with
``game.ai.showdown.exact.exact_values`` (every card without replacement, every seat
playing its best). Prints the mean and largest error in the share of the pot,
and how often the two pick a different move (and what that costs).
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.showdown import value as showdown_value
from game.ai.showdown.exact import FULL_DECK, Comp, Spot, best, exact_values

SHOES = (5, 8, 11, 14, 18)


def _total(cards: list[int]) -> int:
    return best(sum(cards), 1 in cards)


def _counts(cards: list[int]) -> Comp:
    c = [0] * 11
    for v in cards:
        c[v] += 1
    return tuple(c)


def random_case(rng: random.Random, seats=(2, 2, 3), shoes=SHOES) -> tuple[Spot, Comp, Comp]:
    """(spot, shoe, discards) of a random decision of 12 or more, no natural."""
    while True:
        deck = [v for v in range(1, 11) for _ in range(FULL_DECK[v])]
        rng.shuffle(deck)
        n = rng.choice(seats)
        hands = [[deck.pop(), deck.pop()] for _ in range(n)]
        if any(sorted(h) == [1, 10] for h in hands):
            continue
        me = rng.randrange(n)
        top = holders = 0
        for h in hands[:me]:
            goal = rng.choice([12, 15, 17, 19])
            while _total(h) < goal:
                h.append(deck.pop())
            t = _total(h)
            if t <= 21 and t >= top:
                top, holders = t, (holders + 1 if t == top else 1)
        if _total(hands[me]) < 12:
            continue
        size = rng.choice(shoes)
        spot = Spot((sum(hands[me]), 1 in hands[me]), top, holders,
                    tuple((sum(h), 1 in h) for h in hands[me + 1:]), 1 / n)
        return spot, _counts(deck[:size]), _counts(deck[size:size + 10])


def _priced(spot: Spot, shoe: Comp, refill: Comp) -> tuple[float, float]:
    """What hard plays on: the fast model, or the near-exact game on a nearly
    empty shoe (``showdown_value.solve_exactly``)."""
    if showdown_value.solve_exactly(spot, shoe):
        return exact_values(spot, shoe, refill, frozen_refill=True)
    return showdown_value.values(spot, shoe, refill)


def measure(cases: int, seed: int) -> dict:
    rng = random.Random(seed)
    out = {"cases": cases, "fast_s": 0.0, "hard_s": 0.0, "exact_s": 0.0}
    errors: dict[str, list[float]] = {"fast": [], "hard": []}
    flips = {"fast": [], "hard": []}
    for _ in range(cases):
        spot, shoe, refill = random_case(rng)
        t0 = time.process_time()
        got = {"fast": showdown_value.values(spot, shoe, refill)}
        t1 = time.process_time()
        got["hard"] = _priced(spot, shoe, refill)
        t2 = time.process_time()
        exact = exact_values(spot, shoe, refill)
        out["fast_s"] += t1 - t0
        out["hard_s"] += t2 - t1
        out["exact_s"] += time.process_time() - t2
        for name, (stand, hit) in got.items():
            errors[name] += [abs(stand - exact[0]), abs(hit - exact[1])]
            if (hit > stand) != (exact[1] > exact[0]):
                flips[name].append(abs(exact[1] - exact[0]))
    for name in errors:
        out[name] = (sum(errors[name]) / len(errors[name]), max(errors[name]),
                     len(flips[name]), sum(flips[name]) / max(1, len(flips[name])))
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--cases", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    r = measure(args.cases, args.seed)
    n = r["cases"]
    print(f"{n} random decisions (2-3 seats, shoe of {min(SHOES)}-{max(SHOES)} cards), "
          f"errors in the share of the pot against the exact game:")
    for name, label in (("fast", "frozen later cards"), ("hard", "as hard plays")):
        mean, largest, flips, cost = r[name]
        print(f"  {label:18}: mean {mean:.4f}, largest {largest:.4f}; different move "
              f"{flips} ({flips / n:.1%}), costing {cost:.4f} of the pot each;"
              f" {r[name + '_s'] / n * 1e3:.2f} ms a decision")
    print(f"  exact game        : {r['exact_s'] / n * 1e3:.1f} ms a decision")
    return 0


if __name__ == "__main__":
    from game.interrupt import run_main
    sys.exit(run_main(main))
