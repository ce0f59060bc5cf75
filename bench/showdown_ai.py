"""Showdown AI against the sparring opponents: python -m bench.showdown_ai

    python -m bench.showdown_ai --a hard --b br --seats 2 6 --matches 200 --workers 2

For every (B opponent, seat count): one A seat among B seats, A's seat moving
round the table every match (as ``game.sim.tournament`` seats them, same seeds).
Prints A's and B's share of matches won against the fair share with 95%
Wilson intervals, the draws (a match still running at the round cap), A's
share among the decided matches, the mean and largest round counts, how often
each side stood while a stood hand was strictly higher (which wins nothing),
and the finer measure of an edge: A's mean net tokens per round it played
(won minus ante; 0 for an even player) with a 95% interval. A match is a
long random walk, so a small edge per round shows there long before it shows
in the matches won.
"""
from __future__ import annotations

import argparse
import math
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.registry import make_bot
from game.interrupt import quiet_pool
from game.sim.tournament import DEFAULT_MAX_ROUNDS, derived_seed, wilson
from game.tables.common import ANYONE
from game.tables.showdown.rules import SHOWDOWN
from game.tables.showdown.table import ShowdownTable
from game.tables.showdown.view import (
    STAND,
    Outcome,
    SeatStatus,
    ShowdownPhase,
)


def stood_beaten(obs, action) -> bool:
    """Standing while a stood hand is strictly higher: it wins nothing."""
    if obs.phase is not ShowdownPhase.PLAY or action != STAND:
        return False
    stood = [s.total for s in obs.seats if s.status is SeatStatus.STOOD]
    return obs.seats[obs.player].total < max(stood, default=0)


@dataclass
class Result:
    """One match, from A's seat."""
    winner: str | None          # "A", "B" or None (round cap)
    rounds: int
    net: float = 0.0            # A's tokens won minus antes, summed over its rounds
    net_sq: float = 0.0
    played: int = 0             # rounds A anted in
    decisions: tuple = (0, 0)   # (A, B) hit-or-stand decisions
    beaten: tuple = (0, 0)      # (A, B) stands behind a higher stood hand


def play_match(a: str, b: str, seats: int, seed: int, k: int, max_rounds: int) -> Result:
    """Match ``k`` seated like ``game.sim.tournament.showdown_match``."""
    labels = ["B"] * seats
    me = k % seats
    labels[me] = "A"
    bots = [make_bot("showdown", a if lb == "A" else b) for lb in labels]
    rngs = [random.Random(derived_seed(seed, k, s, 2)) for s in range(seats)]
    table = ShowdownTable(SHOWDOWN, seed=derived_seed(seed, k),
                          tokens=[SHOWDOWN.start_tokens] * seats)
    res = Result(None, 0)
    dec, beat = [0, 0], [0, 0]
    counted = 0
    while not table.is_over():
        if table.round_no > max_rounds:
            break
        who = table.current_player()
        if who == ANYONE:
            for p in range(1, seats):
                bots[p].observe(table.observation(p))
            who = 0
        obs = table.observation(who)
        if obs.phase is ShowdownPhase.SUMMARY and obs.summary.round_no > counted:
            counted = obs.summary.round_no
            mine = obs.summary.seats[me]
            if mine.outcome is not Outcome.ELIMINATED:
                net = mine.won - obs.ante
                res.net += net
                res.net_sq += net * net
                res.played += 1
        action = bots[who].act(obs, table.legal_actions(), rngs[who])
        if obs.phase is ShowdownPhase.PLAY:
            side = 0 if labels[who] == "A" else 1
            dec[side] += 1
            beat[side] += stood_beaten(obs, action)
        table.apply(action)
        table.events()
    res.winner = None if table.winner is None else labels[table.winner]
    res.rounds = table.round_no
    res.decisions, res.beaten = tuple(dec), tuple(beat)
    return res


def _chunk(args) -> list[Result]:
    a, b, seats, seed, ks, max_rounds = args
    return [play_match(a, b, seats, seed, k, max_rounds) for k in ks]


def run(a: str, b: str, seats: int, matches: int, seed: int, workers: int,
        max_rounds: int) -> list[Result]:
    if workers <= 1:
        return _chunk((a, b, seats, seed, range(matches), max_rounds))
    n = workers * 4
    jobs = [(a, b, seats, seed, range(i, matches, n), max_rounds) for i in range(n)]
    with quiet_pool(workers) as pool:   # Pool, not an executor: see tournament.run
        return [r for part in pool.map(_chunk, jobs) for r in part]


def line(a: str, b: str, seats: int, results: list[Result], seconds: float) -> str:
    n = len(results)
    wa = sum(r.winner == "A" for r in results)
    wb = sum(r.winner == "B" for r in results)
    draws = n - wa - wb
    la, ha = wilson(wa, n)
    lb, hb = wilson(wb, n)
    ld, hd = wilson(wa, wa + wb)
    rounds = [r.rounds for r in results]
    played = sum(r.played for r in results)
    mean = sum(r.net for r in results) / max(1, played)
    var = sum(r.net_sq for r in results) / max(1, played) - mean * mean
    half = 1.96 * math.sqrt(max(0.0, var) / max(1, played))
    dec = [sum(r.decisions[i] for r in results) for i in (0, 1)]
    beat = [sum(r.beaten[i] for r in results) for i in (0, 1)]
    return (f"{seats} seats  1 {a} vs {seats - 1} {b}: {n} matches  fair {1 / seats:.1%}\n"
            f"   A {a:9} {wa / n:6.1%} [{la:.1%}, {ha:.1%}]   B {b:9} {wb / n:6.1%}"
            f" [{lb:.1%}, {hb:.1%}]   draws {draws}"
            f"   A of decided {wa / max(1, wa + wb):.1%} [{ld:.1%}, {hd:.1%}]\n"
            f"   A net tokens/round {mean:+.3f} [{mean - half:+.3f}, {mean + half:+.3f}]"
            f" over {played} rounds\n"
            f"   rounds mean {sum(rounds) / n:.0f} max {max(rounds)}"
            f"   stood beaten A {beat[0]}/{dec[0]} B {beat[1]}/{dec[1]}   {seconds:.0f} s")


def coin_flip_rounds(seats: int, ante: int, matches: int, seed: int) -> list[int]:
    """Match lengths when a seat picked at random takes each whole pot: how
    long the rules alone make a match between equal players (no ties, no
    carried pots), to compare the AI's match lengths with."""
    rng = random.Random(seed)
    out = []
    for _ in range(matches):
        tokens, rounds = [SHOWDOWN.start_tokens] * seats, 0
        while True:
            able = [s for s in range(seats) if tokens[s] >= ante]
            if len(able) == 1:
                break
            rounds += 1
            for s in able:
                tokens[s] -= ante
            tokens[rng.choice(able)] += ante * len(able)
        out.append(rounds)
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--a", default="hard")
    ap.add_argument("--b", nargs="+", default=["hit17", "beatbest", "stand12", "br"])
    ap.add_argument("--seats", nargs="+", type=int, default=[2, 6])
    ap.add_argument("--matches", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--max-rounds", type=int, default=DEFAULT_MAX_ROUNDS)
    ap.add_argument("--coin-flip", type=int, metavar="ANTE",
                    help="only the match lengths of random pot winners at this ante")
    args = ap.parse_args(argv)
    if args.coin_flip:
        for seats in args.seats:
            rounds = coin_flip_rounds(seats, args.coin_flip, args.matches, args.seed)
            over = sum(r > DEFAULT_MAX_ROUNDS for r in rounds)
            print(f"{seats} seats, ante {args.coin_flip}, random pot winners:"
                  f" {len(rounds)} matches,"
                  f" rounds mean {sum(rounds) / len(rounds):.0f} max {max(rounds)},"
                  f" {over} over {DEFAULT_MAX_ROUNDS}")
        return 0
    for seats in args.seats:
        for b in args.b:
            t0 = time.perf_counter()
            results = run(args.a, b, seats, args.matches, args.seed, args.workers,
                          args.max_rounds)
            print(line(args.a, b, seats, results, time.perf_counter() - t0), flush=True)
    return 0


if __name__ == "__main__":
    from game.interrupt import run_main
    sys.exit(run_main(main))
