"""Pricing a round by the chance to win the match, on a value curve V over
the stacks (``exploit.value_curve``): a coin flip for a big pot is worth less
than its chips to the side with the edge."""
from __future__ import annotations

from collections.abc import Sequence

from game.ai.indian import odds as odds


def showdown_value(V: Sequence[float], base: int, stake: int, ed: odds.Edge) -> float:
    """P(winning the match) after a showdown for ``stake`` from a stack of
    ``base`` at the round's start (the penalties and bonus, ``ed.extra``,
    priced at the curve's local slope)."""
    top = len(V) - 1

    def at(c: float) -> float:
        return V[max(0, min(top, int(c)))]
    tie = max(0.0, 1.0 - ed.win - ed.lose)
    lo, hi = max(0, base - stake), min(top, base + stake)
    slope = (at(hi) - at(lo)) / max(1, hi - lo)
    return ed.win * at(base + stake) + ed.lose * at(base - stake) + tie * at(base) \
        + slope * ed.extra


def fold_value(V: Sequence[float], base: int, bet: int, p21: float, penalty: int) -> float:
    """P(winning the match) after folding ``bet`` (and the 21 penalty when the
    hidden hand makes 21)."""
    c = base - bet
    return (1 - p21) * V[max(0, c)] + p21 * V[max(0, c - penalty)]
