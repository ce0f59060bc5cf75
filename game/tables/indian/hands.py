"""Indian Blackjack hand arithmetic: pure functions over card codes "1".."11"."""
from __future__ import annotations

from collections.abc import Sequence

from game.cards import Card, indian_value


def hand_total(own: Sequence[Card], community: Card) -> int:
    """Own cards plus the community card; every card counts its number
    (1 and 11 never switch like an ace)."""
    return sum(indian_value(c) for c in own) + indian_value(community)


def is_blackjack(own: Sequence[Card], community: Card) -> bool:
    """Own first card and the community card are a 10 and an 11, no hit."""
    return len(own) == 1 and {indian_value(own[0]), indian_value(community)} == {10, 11}


def reveal_winner(totals: tuple[int, int]) -> int | None:
    """Closest to 21 without going over; None for a tie or both bust."""
    bust = [t > 21 for t in totals]
    if all(bust) or totals[0] == totals[1]:
        return None
    if bust[0] or (not bust[1] and totals[1] > totals[0]):
        return 1
    return 0
