"""The words every table's round story is told in (``scenes.screens.round_story``):
players by name or place, cards by rank, amounts as the player writes them."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.cards import is_standard_card
from scenes.app.i18n import _, format_money
from scenes.tables.seat_config import shown_name

LONGEST_NAME = 14      # the longest name a seat setup takes (Showdown and Indian)


@dataclass(frozen=True)
class Names:
    """Player ``i`` by name, or by ``place`` and number when no name is known."""
    names: Sequence[str]
    place: str

    def __call__(self, i: int) -> str:
        """The name as drawn (a default one in the language shown)."""
        return shown_name(self.given(i))

    def given(self, i: int) -> str:
        """The name as played with ("You" is said as "you" in a sentence: ``said``)."""
        name = self.names[i] if 0 <= i < len(self.names) else ""
        return name or _("{place} {number}").format(place=self.place, number=i + 1)


def card_name(code: str) -> str:
    """``"QH"`` -> ``"Q"``, ``"TS"`` -> ``"10"``; Indian cards are their number."""
    if is_standard_card(code):
        return "10" if code[0] == "T" else code[0]
    return code


def cards_named(codes: Sequence[str]) -> str:
    return " ".join(card_name(c) for c in codes)


def fmt_short(cents: int) -> str:
    """Whole chips without decimals ("25"), others with ("12.50"), as the player writes numbers."""
    return format_money(cents, always_cents=False)


def signed(cents: int) -> str:
    return ("+" if cents > 0 else "−" if cents < 0 else "") + fmt_short(abs(cents))
