"""Exact chips of an Indian round once both first cards are fixed, for the
measuring opponents (``learners``, ``best_response``).

Written from the rules (docs/rules.md), like ``opponents``: a player that
knows (or supposes) its own first card and sees the other's can price a
showdown at any stake. What the round is worth to me at stake ``s`` is
``sign * s + extra``: ``sign`` the chance I win less the chance I lose,
``extra`` the penalties and bonus (bust 5, Blackjack 15), which do not grow
with the stake. Payments are taken in full (the cap at what the payer has
left is ignored: a few chips at the very end of a match).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

BUST_PENALTY = 5
BLACKJACK_BONUS = 15
FOLD_21_PENALTY = 10


@dataclass(frozen=True)
class Hand:
    """A hand as it lies: its total and whether it is a Blackjack (10 + 11, no hit)."""
    total: int
    blackjack: bool = False

    @staticmethod
    def of(community: int, first: int, hit: int | None = None) -> Hand:
        total = community + first + (hit or 0)
        return Hand(total, hit is None and {community, first} == {10, 11})


@dataclass(frozen=True)
class Value:
    """My chips at stake s: sign * s + extra."""
    sign: float
    extra: float

    def at(self, stake: int) -> float:
        return self.sign * stake + self.extra

    def __add__(self, o: Value) -> Value:
        return Value(self.sign + o.sign, self.extra + o.extra)

    def scaled(self, w: float) -> Value:
        return Value(self.sign * w, self.extra * w)


ZERO = Value(0.0, 0.0)


def settle(me: Hand, it: Hand) -> Value:
    """The reveal, from my side."""
    mine_over, its_over = me.total > 21, it.total > 21
    if mine_over and its_over:
        return ZERO                          # pot returned, penalties cancel
    if mine_over:
        return Value(-1.0, -BUST_PENALTY)
    if its_over:
        return Value(1.0, BUST_PENALTY)
    if me.total > it.total:
        return Value(1.0, BLACKJACK_BONUS if me.blackjack else 0.0)
    if me.total < it.total:
        return Value(-1.0, -BLACKJACK_BONUS if it.blackjack else 0.0)
    return ZERO


def takes_hit(own: int, other: int) -> bool:
    """A plain hit rule for valuing a round still to be hit: hit a total that
    cannot bust, or a weak total that is behind."""
    return own <= 11 or (own <= 16 and own < other <= 21)


def after_hits(community: int, mine: int, its: int, left: Counter[int]) -> Value:
    """Both first cards known, before the hits: the reveal after both players
    hit by ``takes_hit`` (hit cards from ``left``, the cards neither holds)."""
    n = sum(left.values())
    me0, it0 = Hand.of(community, mine), Hand.of(community, its)
    i_hit = takes_hit(me0.total, it0.total) and not me0.blackjack and n > 0
    it_hits = takes_hit(it0.total, me0.total) and not it0.blackjack and n > 0
    if not i_hit and not it_hits:
        return settle(me0, it0)
    total = ZERO
    mine_options = [(h, c / n) for h, c in left.items() if c > 0] if i_hit else [(0, 1.0)]
    for h, p in mine_options:
        me = Hand.of(community, mine, h) if h else me0
        if not it_hits:
            total = total + settle(me, it0).scaled(p)
            continue
        rest = left.copy()
        if h:
            rest[h] -= 1
        m = sum(rest.values())
        for g, c in rest.items():
            if c > 0:
                total = total + settle(me, Hand.of(community, its, g)).scaled(p * c / m)
    return total


def holds_21(community: int, first: int, hit: int | None) -> bool:
    return community + first + (hit or 0) == 21


__all__ = ["FOLD_21_PENALTY", "Hand", "Value", "after_hits", "holds_21", "settle",
           "takes_hit"]
