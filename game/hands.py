"""Blackjack hand arithmetic: pure functions over card codes."""
from __future__ import annotations

from collections.abc import Sequence

from game.cards import POINTS, TEN_RANKS, Card


def total_and_soft(cards: Sequence[Card]) -> tuple[int, bool]:
    """Best total, and whether an ace is counted as 11 in it."""
    total = 0
    has_ace = False
    for c in cards:
        p = POINTS[c]
        total += p
        if p == 1:
            has_ace = True
    if has_ace and total <= 11:
        return total + 10, True
    return total, False


def total(cards: Sequence[Card]) -> int:
    return total_and_soft(cards)[0]


def is_soft(cards: Sequence[Card]) -> bool:
    return total_and_soft(cards)[1]


def is_bust(cards: Sequence[Card]) -> bool:
    return total(cards) > 21


def is_natural(cards: Sequence[Card], from_split: bool = False) -> bool:
    """Exactly an ace and a ten-value card as the first two of an unsplit hand."""
    if from_split or len(cards) != 2:
        return False
    a, b = cards[0][0], cards[1][0]
    return (a == "A" and b in TEN_RANKS) or (b == "A" and a in TEN_RANKS)


def describe(cards: Sequence[Card], from_split: bool = False) -> str:
    """What a player reads under a hand: "soft 17", "21", "BUST", "BLACKJACK"."""
    if is_natural(cards, from_split):
        return "BLACKJACK"
    t, soft = total_and_soft(cards)
    if t > 21:
        return "BUST"
    if soft and t != 21:
        return f"soft {t}"
    return str(t)
