"""Hands per CPU-second of the Midnight and Classic simulations, one core.

    python bench/engine.py [--hands 40000] [--gym-hands 40000]

Times, on this process's CPU clock (``time.process_time``), basic-strategy
rounds played through the DealerTable engine (``game.sim.simulate``'s path) and
through the fast path (``game.sim.fastsim``, identical rounds), for both tables;
and, when gymnasium is importable (``pip install -e ".[bench]"``), its
hit/stand-only Blackjack-v1 played by a fixed "hit below 17" policy in the
same run, printing each figure's ratio to gymnasium's. The charts are
computed before the clock starts.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.sim.fastsim import FastPlayer
from game.sim.simulate import EnginePlayer
from game.strategy.basic import TABLES, basic_chart


def rate(play, hands: int) -> float:
    start = time.process_time()
    for _ in range(hands):
        play()
    return hands / (time.process_time() - start)


def gym_rate(hands: int) -> float | None:
    try:
        import gymnasium as gym
    except ImportError:
        return None
    env = gym.make("Blackjack-v1").unwrapped      # without the checking wrappers:
    env.reset(seed=1)                                # the faster, stricter yardstick
    start = time.process_time()
    for _ in range(hands):
        obs, _ = env.reset()
        done = False
        while not done:
            obs, _, terminated, truncated, _ = env.step(1 if obs[0] < 17 else 0)
            done = terminated or truncated
    return hands / (time.process_time() - start)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python bench/engine.py")
    ap.add_argument("--hands", type=int, default=40_000)
    ap.add_argument("--gym-hands", type=int, default=40_000)
    args = ap.parse_args(argv)
    charts = {name: basic_chart(rules) for name, rules in TABLES.items()}
    gym = gym_rate(args.gym_hands)
    rows = []
    for name, rules in TABLES.items():
        engine = EnginePlayer(rules, 1, charts[name]).play_round
        fast = FastPlayer(rules, 1, charts[name]).play_round
        rows.append((f"{name} (engine)", rate(engine, args.hands)))
        rows.append((f"{name} (fastsim)", rate(fast, args.hands)))
    if gym is not None:
        rows.append(("gymnasium Blackjack-v1", gym))    # hit/stand only, hit below 17
    print(f"{'simulation':<26}{'hands/CPU-s':>12}{'vs gymnasium':>14}")
    for label, r in rows:
        ratio = f"{r / gym:.2f}x" if gym else "-"
        print(f"{label:<26}{r:>12,.0f}{ratio:>14}")
    if gym is None:
        print("(gymnasium is not installed: pip install -e '.[bench]' for the comparison)")
    return 0


if __name__ == "__main__":
    from game.interrupt import run_main
    raise SystemExit(run_main(main))
