"""Card codes and their values.

Cards are plain strings so that they serialise, compare and hash for free:
52-card games use rank + suit (``"AS"``, ``"TH"``); Indian Blackjack uses the
numbers ``"1"`` … ``"11"``.
"""
from __future__ import annotations

RANKS = "A23456789TJQK"
SUITS = "SHDC"
TEN_RANKS = frozenset("TJQK")

Card = str

STANDARD_DECK: tuple[Card, ...] = tuple(r + s for s in SUITS for r in RANKS)
INDIAN_VALUES = tuple(range(1, 12))
INDIAN_DECK: tuple[Card, ...] = tuple(str(v) for v in INDIAN_VALUES for _ in range(4))

# Blackjack points with the ace as 1; hands.py adds the soft 10.
POINTS: dict[Card, int] = {
    code: (1 if code[0] == "A" else 10 if code[0] in TEN_RANKS else int(code[0]))
    for code in STANDARD_DECK
}

SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}


def is_standard_card(code: object) -> bool:
    return isinstance(code, str) and code in POINTS


def is_indian_card(code: object) -> bool:
    return isinstance(code, str) and code in _INDIAN_SET


_INDIAN_SET = frozenset(INDIAN_DECK)


def rank(code: Card) -> str:
    return code[0]


def points(code: Card) -> int:
    """Blackjack points of one card, ace counted as 1."""
    return POINTS[code]


def indian_value(code: Card) -> int:
    return int(code)


def shoe_cards(decks: int) -> list[Card]:
    """The cards of ``decks`` standard decks in a fixed, documented order."""
    return list(STANDARD_DECK) * decks


def pretty(code: Card) -> str:
    """``"TH"`` -> ``"10♥"``; Indian codes are returned unchanged."""
    if code in POINTS:
        r = "10" if code[0] == "T" else code[0]
        return r + SUIT_SYMBOLS[code[1]]
    return code
