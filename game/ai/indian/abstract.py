"""The abstract Indian Blackjack round the equilibrium strategy is solved in.

Shared by the solver (``tools/indian_cfr.py``) and the hard bot, so both name
the same decision points the same way.

Abstraction (what the real round is reduced to):
- **Stacks**: only the raise cap C (the smaller stack at the round's start)
  matters; it is solved for a few bucket caps (``BUCKETS``) and a real cap
  uses the nearest bucket (in log scale).
- **Raise sizes**: a raise names one of at most four totals, the *ladder* of
  the cap, from 2 up to C roughly in geometric steps (C = 30: 2, 5, 12, 30).
  An opponent's raise to another total is read as one of the two ladder
  totals around it, drawn at random with the pseudo-harmonic weights of
  Ganzfried & Sandholm (so no size between two rungs is a sure exploit).
- **Cards**: a fresh 44-card deck every round (the counting of earlier rounds
  is left out); items are left out (the bot spends them by rule of thumb).
- **Information**: exact otherwise: a player's information set is the
  community card, the opponent's first card, both hit cards and the betting
  history (as ladder rungs).

A decision point is named by its *path*: the actions since the deal, each a
token: ``f`` fold, ``c`` call, ``p`` pass, ``r<i>`` raise to ladder rung i,
``h`` hit, ``s`` stay; betting round 1, the hits and betting round 2 are
separated by ``/``. E.g. ``r0.r2.c/h.s/p`` = the starter raised to rung 0,
the other to rung 2, the starter called; the starter hit, the other stayed;
the starter passed (and now the other is to act).
"""
from __future__ import annotations

import math

RUNGS = 4                                   # raise totals per ladder, at most
BUCKETS = (2, 3, 4, 6, 12, 30)             # the caps the strategy is solved for
STARTER, OTHER = 0, 1


def ladder(cap: int) -> tuple[int, ...]:
    """The raise totals of the abstract game with raise cap ``cap``: from 2 to
    ``cap`` in (rounded) geometric steps, at most ``RUNGS`` of them."""
    if cap < 2:
        return ()
    k = min(RUNGS, cap - 1)
    if k == 1:
        return (cap,)
    out: list[int] = []
    for i in range(k):
        v = round(2 * (cap / 2) ** (i / (k - 1)))
        out.append(max(v, out[-1] + 1 if out else 2))
    out[-1] = cap
    return tuple(out)


def bucket(cap: int) -> int:
    """The solved cap nearest ``cap`` in log scale, with the same ladder length."""
    if cap <= BUCKETS[-1] and cap in BUCKETS:
        return cap
    k = len(ladder(cap))
    same = [b for b in BUCKETS if len(ladder(b)) == k] or [BUCKETS[-1]]
    return min(same, key=lambda b: (abs(math.log(b / cap)), b))


def translate(total: int, rungs: tuple[int, ...], above: int, u: float) -> int:
    """The rung index an opponent's raise to ``total`` is read as: a rung above
    index ``above`` (-1: any), the nearer of the two around ``total`` drawn
    with the pseudo-harmonic weight (``u`` uniform in [0, 1))."""
    options = [(i, r) for i, r in enumerate(rungs) if i > above]
    if not options:
        return len(rungs) - 1
    below = [o for o in options if o[1] <= total]
    over = [o for o in options if o[1] >= total]
    if not below:
        return over[0][0]
    if not over:
        return below[-1][0]
    (ia, a), (ib, b) = below[-1], over[0]
    if a == b:
        return ia
    # P(read as a) for a raise to x between a and b (totals in the pot, so
    # the sizes are measured from the ante: a raise to 1 is no raise).
    a1, b1, x1 = a - 1, b - 1, total - 1
    p_a = ((b1 - x1) * (1 + a1)) / ((b1 - a1) * (1 + x1))
    return ia if u < p_a else ib


def info_index(player: int, community: int, opp_first: int,
               hits: tuple[int | None, int | None]) -> int:
    """Index of an information set within its decision point: the community
    card, the opponent's first card, then the hit cards of the players who hit
    (starter's first); values 1..11."""
    idx = (community - 1) * 11 + (opp_first - 1)
    for h in hits:
        if h is not None:
            idx = idx * 11 + (h - 1)
    return idx
