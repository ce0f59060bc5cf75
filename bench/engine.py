"""Hands per CPU-second of the Midnight and Classic engine path, one core,
against OpenSpiel's blackjack played from Python in the same run.

    python bench/engine.py [--hands 20000] [--repeat 3]

What "a hand" is, on both sides: one round of one player at one spot, from
the first card dealt to the settled result, every card drawn from the game's
own seeded generator, every decision made by a Python policy and applied
through the game's public state API.

* Ours (``engine``): ``game.sim.simulate.EnginePlayer``: a flat bet, basic
  strategy (hit, stand, double, split, surrender where the table offers
  them; never insurance), played through ``DealerTable.apply`` with the full
  rules: Midnight's 8 decks reshuffled every round, Classic's 6-deck shoe with
  its cut card, hole card and peek.
* OpenSpiel (``pyspiel.load_game("blackjack")``): a new state per hand, each
  chance outcome drawn uniformly from ``chance_outcomes()`` (every card left
  in its deck is equally likely there) and each decision uniformly from
  ``legal_actions()`` (hit or stand): a random-policy playout, the cheapest
  policy there is.
* ``fastsim``: our checked fast path (``game.sim.fastsim``, the same rounds
  card for card), and gymnasium's hit/stand Blackjack-v1 ("hit below 17"),
  for reference.

Every figure is hands divided by this process's CPU time
(``time.process_time``), the best of ``--repeat`` runs, the runs of all the
peers interleaved so a busy moment of the machine hits them alike. The charts
are computed before any clock starts. OpenSpiel and gymnasium are optional
(``pip install open_spiel``; ``pip install -e ".[bench]"``): without them their
rows are skipped with one line.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.sim.fastsim import FastPlayer
from game.sim.simulate import EnginePlayer
from game.strategy.basic import TABLES, basic_chart

TARGET_VS_OPENSPIEL = 0.6     # the engine path's goal, per table


def rate(play: Callable[[], object], hands: int) -> float:
    start = time.process_time()
    for _ in range(hands):
        play()
    return hands / (time.process_time() - start)


def openspiel_player(seed: int = 1) -> Callable[[], float] | None:
    """One random-policy playout of OpenSpiel's blackjack per call (its return
    for the player), or None when open_spiel is not installed."""
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return None
    game = pyspiel.load_game("blackjack")
    rng = random.Random(seed)

    def play() -> float:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()     # one card each, equally likely
                state.apply_action(outcomes[int(rng.random() * len(outcomes))][0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[int(rng.random() * len(legal))])
        return state.returns()[0]
    return play


def openspiel_rate(hands: int) -> float | None:
    play = openspiel_player()
    return None if play is None else rate(play, hands)


def gym_player() -> Callable[[], None] | None:
    try:
        import gymnasium as gym
    except ImportError:
        return None
    env = gym.make("Blackjack-v1").unwrapped      # without the checking wrappers:
    env.reset(seed=1)                                # the faster, stricter yardstick

    def play() -> None:
        obs, _ = env.reset()
        done = False
        while not done:
            obs, _, terminated, truncated, _ = env.step(1 if obs[0] < 17 else 0)
            done = terminated or truncated
    return play


def gym_rate(hands: int) -> float | None:
    play = gym_player()
    return None if play is None else rate(play, hands)


def players(fast: bool = True, gym: bool = True) -> dict[str, Callable[[], object]]:
    """Every peer of this run by its row label; the optional ones only when installed."""
    out: dict[str, Callable[[], object]] = {}
    for name, rules in TABLES.items():
        chart = basic_chart(rules)
        out[f"{name} (engine)"] = EnginePlayer(rules, 1, chart).play_round
        if fast:
            out[f"{name} (fastsim)"] = FastPlayer(rules, 1, chart).play_round
    spiel = openspiel_player()
    if spiel is not None:
        out["OpenSpiel blackjack"] = spiel
    gymnasium = gym_player() if gym else None
    if gymnasium is not None:
        out["gymnasium Blackjack-v1"] = gymnasium
    return out


def measure(hands: int, repeat: int = 3, fast: bool = True,
            gym: bool = True) -> dict[str, float]:
    """Best hands per CPU-second of each peer over ``repeat`` interleaved runs."""
    peers = players(fast, gym)
    best = dict.fromkeys(peers, 0.0)
    for _ in range(repeat):
        for label, play in peers.items():
            best[label] = max(best[label], rate(play, hands))
    return best


def report(rates: dict[str, float], gym: bool = True) -> str:
    spiel = rates.get("OpenSpiel blackjack")
    lines = [f"{'simulation':<26}{'hands/CPU-s':>12}{'vs OpenSpiel':>14}"]
    for label, r in rates.items():
        ratio = f"{r / spiel:.2f}x" if spiel else "-"
        lines.append(f"{label:<26}{r:>12,.0f}{ratio:>14}")
    if spiel is None:
        lines.append("(OpenSpiel is not installed: pip install open_spiel for the comparison)")
    else:
        for name in TABLES:
            r = rates[f"{name} (engine)"] / spiel
            verdict = "met" if r >= TARGET_VS_OPENSPIEL else "NOT met"
            lines.append(f"{name} engine path: {r:.2f}x OpenSpiel "
                         f"(goal >= {TARGET_VS_OPENSPIEL}x): {verdict}")
    if gym and "gymnasium Blackjack-v1" not in rates:
        lines.append("(gymnasium is not installed: pip install -e '.[bench]' for its row)")
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python bench/engine.py")
    ap.add_argument("--hands", type=int, default=20_000, help="hands per run and peer")
    ap.add_argument("--repeat", type=int, default=3, help="runs per peer; the best counts")
    args = ap.parse_args(argv)
    if args.hands < 1 or args.repeat < 1:
        ap.error("--hands and --repeat are at least 1")
    print(report(measure(args.hands, args.repeat)))
    return 0


if __name__ == "__main__":
    from game.interrupt import run_main
    raise SystemExit(run_main(main))
