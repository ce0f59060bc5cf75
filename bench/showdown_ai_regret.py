"""What each Showdown player's moves cost it: python -m bench.showdown_ai_regret

    python -m bench.showdown_ai_regret --a hard --b br --matches 6 --seats 2

Plays matches (one A seat among B seats, A's seat moving round the table)
and prices every hit-or-stand decision of 12 or more: its regret is the share
of the pot the chosen move gives up against the better one. The judge is the
exact game (``game.ai.showdown.exact``: every card without replacement, every seat
playing its best) when one seat is left to act after the decider and the
table has two seats; otherwise the fast model (``game.ai.showdown.value``, the seats
after the decider maximising their own share). With two seats the exact game
is minimax: a player with no regret there cannot be beaten on average, and
cannot beat another one either. A decision with nobody after it is a plain
one-player sum both sides get right, so it is left out.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.registry import make_bot
from game.ai.showdown import value as showdown_value
from game.ai.showdown.exact import exact_values
from game.tables.common import ANYONE
from game.tables.showdown.rules import SHOWDOWN
from game.tables.showdown.table import ShowdownTable
from game.tables.showdown.view import HIT, SeatStatus, ShowdownPhase


def measure(a: str, b: str, seats: int, matches: int, seed: int, rounds: int) -> tuple:
    regret, decisions, seat_rounds = Counter(), Counter(), Counter()
    for k in range(matches):
        names = [b] * seats
        names[k % seats] = a
        bots = [make_bot("showdown", n) for n in names]
        judge = make_bot("showdown", "hard")       # only its view of the cards
        table = ShowdownTable(SHOWDOWN, seed=seed + k, tokens=[SHOWDOWN.start_tokens] * seats)
        rng = random.Random(seed + k)
        while not table.is_over() and table.round_no <= rounds:
            who = table.current_player()
            if who == ANYONE:
                for p in range(1, seats):
                    bots[p].observe(table.observation(p))
                judge.observe(table.observation(1))
                who = 0
            obs = table.observation(who)
            action = bots[who].act(obs, table.legal_actions(), rng)
            later = [s for s in obs.seats if s.status is SeatStatus.TO_ACT and s.seat != who]
            if obs.phase is ShowdownPhase.PLAY and obs.seats[who].total >= 12 and later:
                spot, shoe, refill = judge.spot(obs)
                if seats == 2:
                    stand, hit = exact_values(spot, shoe, refill)
                else:
                    stand, hit = showdown_value.values(spot, shoe, refill)
                regret[names[who]] += max(stand, hit) - (hit if action == HIT else stand)
                decisions[names[who]] += 1
            table.apply(action)
            table.events()
        for n in names:
            seat_rounds[n] += table.round_no
    return regret, decisions, seat_rounds


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--a", default="hard")
    ap.add_argument("--b", default="br")
    ap.add_argument("--seats", type=int, default=2)
    ap.add_argument("--matches", type=int, default=6)
    ap.add_argument("--rounds", type=int, default=150, help="at most, per match")
    ap.add_argument("--seed", type=int, default=3000)
    args = ap.parse_args(argv)
    t0 = time.process_time()
    regret, decisions, seat_rounds = measure(args.a, args.b, args.seats, args.matches,
                                             args.seed, args.rounds)
    judge = "the exact game" if args.seats == 2 else "the fast model"
    print(f"{args.seats} seats, {args.matches} matches, regret against {judge}:")
    for name in dict.fromkeys((args.a, args.b)):
        n = decisions[name]
        print(f"  {name:9} {n:6} decisions  regret {regret[name]:.4f} of a pot in all,"
              f" {regret[name] / max(1, n):.6f} a decision,"
              f" {regret[name] / max(1, seat_rounds[name]):.6f} a seat-round")
    print(f"  {time.process_time() - t0:.0f} s CPU")
    return 0


if __name__ == "__main__":
    from game.interrupt import run_main
    sys.exit(run_main(main))
