"""Blackjack Showdown odds: the chance of ending with the best hand.

All hands are public, so the only unknown is the order of the unseen cards
(the shoe). A composition is counts by blackjack points (index 1 = ace,
10 = any ten-value card). Draws are treated as independent draws from that
composition (with replacement): the error is a card or two out of a shoe of
tens, and it keeps every recursion small enough to memoise on (hard, ace).

The model of the seats still to act after me: each hits while it is behind
the best standing total (which, if I am to win, is mine) and stops once ahead;
level with it, it hits below 17 and stands from 17 (a share of the pot beats
a likely bust).
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache, lru_cache

from game.cards import Card, points

POINT_VALUES = tuple(range(1, 11))
FULL_DECK: tuple[int, ...] = (0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 16)
TIE_STAND_FROM = 17

Comp = tuple[int, ...]     # index v (1..10): unseen cards worth v points


def composition(seen: Iterable[Card], decks: int = 1) -> Comp:
    """The unseen composition: ``decks`` full decks minus ``seen`` cards."""
    c = [n * decks for n in FULL_DECK]
    for card in seen:
        c[points(card)] -= 1
    return tuple(max(0, n) for n in c)


def hand_state(cards: Sequence[Card]) -> tuple[int, bool]:
    """(hard total with aces as 1, holds an ace)."""
    hard = sum(points(c) for c in cards)
    return hard, any(points(c) == 1 for c in cards)


def best(hard: int, ace: bool) -> int:
    return hard + 10 if ace and hard <= 11 else hard


@lru_cache(maxsize=4096)
def _probs(comp: Comp) -> tuple[tuple[int, float], ...]:
    n = sum(comp)
    if n == 0:          # should not happen (the discards refill the shoe)
        comp, n = FULL_DECK, 52
    return tuple((v, comp[v] / n) for v in POINT_VALUES if comp[v])


@lru_cache(maxsize=8192)
def chase(hard: int, ace: bool, target: int, comp: Comp) -> tuple[float, float]:
    """(P(bust), P(end level with target)) for a seat that hits while behind
    ``target`` (the model above)."""
    t = best(hard, ace)
    if t > 21:
        return 1.0, 0.0
    if t > target or t == 21:
        return 0.0, 1.0 if t == target else 0.0
    if t == target and target >= TIE_STAND_FROM:
        return 0.0, 1.0
    pb = pt = 0.0
    for v, p in _probs(comp):
        b, tie = chase(hard + v, ace or v == 1, target, comp)
        pb += p * b
        pt += p * tie
    return pb, pt


def stand_share(total: int, prev_best: int, prev_ties: int,
                later: Sequence[tuple[int, bool]], comp: Comp) -> float:
    """Expected share of the pot if I stand on ``total`` now.

    ``prev_best``: the best total already standing (0 if none), held by
    ``prev_ties`` seats; ``later``: (hard, ace) of the seats still to act."""
    if total > 21 or total < prev_best:
        return 0.0
    share = 1.0 / (1 + prev_ties) if total == prev_best else 1.0
    for hard, ace in later:
        bust, tie = chase(hard, ace, total, comp)
        share *= bust + tie / 2   # a tie roughly halves what is left
    return share


def hit_value(hard: int, ace: bool, prev_best: int, prev_ties: int,
              later: tuple[tuple[int, bool], ...], comp: Comp,
              deep: bool = True) -> tuple[float, float]:
    """(value of standing, value of hitting) for my hand.

    ``deep``: after the hit, keep choosing the better of hit and stand (the
    optimal continuation); otherwise hit once and stand (one-step look-ahead)."""
    probs = _probs(comp)

    @cache
    def value(h: int, a: bool) -> float:
        t = best(h, a)
        if t > 21:
            return 0.0
        stand = stand_share(t, prev_best, prev_ties, later, comp)
        if t == 21 or not deep:
            return stand
        return max(stand, sum(p * value(h + v, a or v == 1) for v, p in probs))

    stand = stand_share(best(hard, ace), prev_best, prev_ties, later, comp)
    hit = sum(p * value(hard + v, ace or v == 1) for v, p in probs)
    return stand, hit


def bust_probability(hard: int, ace: bool, comp: Comp) -> float:
    """P(one more card busts this hand)."""
    return sum(p for v, p in _probs(comp) if best(hard + v, ace or v == 1) > 21)
