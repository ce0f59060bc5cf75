"""Write the AI decision corpus (``showdown.json``, ``indian.json``) from the
current bots and exact analysis.

Each script is the first rounds of a seeded match: the seat under test is
played by the level being recorded, every other seat by a sparring bot. The
moves are kept; the test replays them and asks the level again at each of its
turns. A turn is pinned (must not change) when its decision is forced:

- Showdown: by a level's own rule (behind a stood hand, a hand a card can
  neither bust nor lower, easy's 40% bust limit, normal's one-step look-ahead),
  or, at the hard level, by the exact solver (``game.ai.showdown.exact``)
  agreeing with it by a clear margin; a random bot only where its hand
  cannot bust.
- Indian: easy's rule of thumb, normal's exact odds over the known unseen
  cards, and the hard level wherever its choice is pure (the same move under
  every random draw).

Run from the repository root after a deliberate change of a bot, and review
the diff: ``python tests/ai_corpus/make_corpus.py``. The output depends only
on the seeds below and the bots, so a rerun without a change writes the same
files.
"""
from __future__ import annotations

import argparse
import copy
import json
import random
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE.parent.parent), str(HERE.parent)]

from ai_corpus.replay import describe, encode  # noqa: E402

from game.ai.indian import small_pots  # noqa: E402
from game.ai.indian.equilibrium import EquilibriumIndianBot  # noqa: E402
from game.ai.registry import make_bot  # noqa: E402
from game.ai.showdown.bots import cannot_bust, never_worse_to_hit  # noqa: E402
from game.ai.showdown.exact import exact_values  # noqa: E402
from game.tables.common import ANYONE  # noqa: E402
from game.tables.showdown.view import SeatStatus  # noqa: E402

SHOWDOWN_LEVELS = ("random", "easy", "normal", "hard")
INDIAN_LEVELS = ("easy", "normal", "hard")   # random has no rule to pin
SPARRING = ("easy", "normal", "hard", "random")
PURE_DRAWS = 6        # a hard Indian decision is pure if these draws all agree
EXACT_MARGIN = 0.01   # share of the pot by which the exact solver must agree
EXACT_LATER_MAX = 3   # seats after me the exact solver is run for (its cost grows fast)


def play_script(game: str, level: str, seed: int, rounds: int) -> dict:
    """Play one script and mark the tested seat's forced turns."""
    rng = random.Random(seed)
    seats = rng.choice((2, 3, 4, 5, 6)) if game == "showdown" else 2
    seat = rng.randrange(seats)
    from ai_corpus.replay import new_table
    table_seed = rng.randrange(10**6)
    table = new_table(game, table_seed, seats)
    small_pots.forget()                # as the replay: each script from nothing
    bots = [make_bot(game, level if s == seat else rng.choice(SPARRING)) for s in range(seats)]
    for s, b in enumerate(bots):       # a sparring hard learns in a memory of its own
        if s != seat and isinstance(b, EquilibriumIndianBot):
            b.learn_apart()
    moves: list[str] = []
    pinned: dict[str, dict] = {}
    while not table.is_over() and table.round_no <= rounds:
        who = table.current_player()
        step = len(moves)
        if who == ANYONE:
            for s, b in enumerate(bots):
                b.observe(table.observation(s))
            action = table.legal_actions()[0]
        else:
            obs = table.observation(who)
            legal = table.legal_actions()
            if who == seat:
                reason = forced(game, level, bots[seat], obs, legal, step)
            action = bots[who].act(obs, legal, random.Random(step))
            if who == seat and reason:
                pinned[str(step)] = {"move": encode(action), "why": reason,
                                     "position": describe(game, obs)}
                if game == "showdown":
                    pinned[str(step)]["total"] = obs.seats[seat].total
        moves.append(encode(action))
        table.apply(action)
        table.events()
    return {"game": game, "level": level, "table_seed": table_seed, "seats": seats,
            "seat": seat, "moves": moves, "pinned": pinned}


def forced(game: str, level: str, bot, obs, legal, step: int) -> str | None:
    """Why this turn's decision is forced, or None (then it is not pinned)."""
    if len(legal) == 1:
        return None
    choices = {encode(copy.deepcopy(bot).act(obs, legal, random.Random(10_000 + k)))
               for k in range(PURE_DRAWS)}
    choices.add(encode(copy.deepcopy(bot).act(obs, legal, random.Random(step))))
    if len(choices) > 1:
        return None                       # a mixed decision: nothing to pin
    if game == "indian":
        return {"easy": "rule of thumb", "normal": "exact odds over the unseen cards",
                "hard": "pure: the same move under every random draw"}[level]
    return showdown_reason(level, bot, obs, choices.pop())


def showdown_reason(level: str, bot, obs, move: str) -> str | None:
    me = obs.seats[obs.player]
    stood = [s.total for s in obs.seats if s.status is SeatStatus.STOOD]
    if me.total < max(stood, default=0):
        return "rule: behind a stood hand" if level != "random" else None
    if cannot_bust(me.cards):
        return "rule: a card cannot bust it"
    if level == "random":
        return None
    if never_worse_to_hit(me.cards):
        return "rule: a card can neither bust nor lower it"
    if level == "easy":
        return "rule: hit while a card busts it less than 40% of the time"
    stand, hit = bot.values(obs)
    if level == "normal":
        return f"one-step look-ahead: stand {stand:.4f}, hit {hit:.4f}"
    spot, shoe, refill = bot.spot(obs)
    if len(spot.later) > EXACT_LATER_MAX:
        return None
    ex_stand, ex_hit = exact_values(spot, shoe, refill, frozen_later=True, frozen_refill=True)
    exact_move = "HIT" if ex_hit > ex_stand else "STAND"
    if exact_move != move or abs(ex_hit - ex_stand) < EXACT_MARGIN:
        return None
    return f"exact: stand {ex_stand:.4f}, hit {ex_hit:.4f}"


def build(game: str, levels: tuple[str, ...], scripts: int, rounds: int) -> list[dict]:
    out = []
    for li, level in enumerate(levels):
        for k in range(scripts):
            out.append(play_script(game, level, seed=1000 * li + k + (0 if game == "showdown"
                                                                      else 500_000),
                                   rounds=rounds))
    return out


def summary(corpus: list[dict]) -> str:
    c: Counter[tuple[str, str]] = Counter()
    for s in corpus:
        for p in s["pinned"].values():
            c[(s["level"], p["move"].split()[0])] += 1
    return ", ".join(f"{lv} {mv} {n}" for (lv, mv), n in sorted(c.items()))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog="Writes showdown.json and indian.json next to this file.")
    ap.add_argument("--scripts", type=int, default=50, help="scripts per level (default 50)")
    ap.add_argument("--rounds", type=int, default=4, help="rounds per script (default 4)")
    ap.add_argument("--out", type=Path, default=HERE, help="folder to write to")
    args = ap.parse_args(argv)
    for game, levels in (("showdown", SHOWDOWN_LEVELS), ("indian", INDIAN_LEVELS)):
        corpus = build(game, levels, args.scripts, args.rounds)
        path = args.out / f"{game}.json"
        path.write_text(json.dumps(corpus, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        print(f"{path.name}: {len(corpus)} scripts; pinned: {summary(corpus)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
