"""The rules of the dealer tables: Midnight and Classic, one dataclass, two instances.

Every ruling of docs/rules.md for these tables is a field. The house rules
(docs/rules.md "House rules") are the ``overridable`` fields, replaced through
``game.tables.overrides.with_overrides``.
"""
from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from functools import cached_property
from typing import Any

from game.errors import SetupError
from game.shoe import ReshufflePolicy


class DoubleOn(str, Enum):
    """Which first two-card totals may double (hard or soft, best total)."""
    ANY = "any"
    NINE_TO_ELEVEN = "9-11"
    TEN_OR_ELEVEN = "10-11"

    @property
    def totals(self) -> frozenset[int]:
        return _DOUBLE_TOTALS[self.value]


_DOUBLE_TOTALS = {"any": frozenset(range(2, 22)), "9-11": frozenset({9, 10, 11}),
                  "10-11": frozenset({10, 11})}


class BlackjackPays(str, Enum):
    """The payout of a player natural, as winnings per unit staked."""
    THREE_TO_TWO = "3:2"
    SIX_TO_FIVE = "6:5"
    EVEN_MONEY = "1:1"

    @property
    def ratio(self) -> tuple[int, int]:
        num, den = self.value.split(":")
        return int(num), int(den)

    @property
    def factor(self) -> float:
        """For the mathematics only (money uses ``ratio``)."""
        num, den = self.ratio
        return num / den


DECK_CHOICES = (1, 2, 4, 6, 8)
RESPLIT_CHOICES = (2, 3, 4)
# The shoe that a Classic default cut card range belongs to.
CUT_CARD_DECKS = 6


@dataclass(frozen=True)
class DealerRules:
    """Midnight and Classic: one engine, two instances of these rules."""
    name: str
    decks: int
    reshuffle: ReshufflePolicy
    hole_card: bool                 # Classic deals a face-down hole card and peeks
    split_by_rank: bool             # Classic: J+J yes, J+K no; Midnight: by value
    split_aces_one_card: bool
    double_after_split: bool
    min_bet: int                    # whole chips, per spot/seat
    max_bet: int
    max_spots: int                  # Midnight: 3 spots; Classic: 7 seats
    cut_card_range: tuple[int, int] | None = None
    burn_after_shuffle: bool = False
    push_rides: bool = False        # Midnight: a push stays on its spot
    double_on: DoubleOn = DoubleOn.NINE_TO_ELEVEN
    dealer_hits_soft_17: bool = False
    resplit_to: int = 2             # most hands one spot may become (2: no re-split)
    resplit_aces: bool = False      # only when resplit_to > 2
    late_surrender: bool = False
    blackjack_pays: BlackjackPays = BlackjackPays.THREE_TO_TWO
    spots_per_player: int = 1       # Midnight: one player plays up to 3 spots
    same_bet: bool = False          # Midnight: SAME BET / SAME BET + DEAL buttons
    overridable: tuple[str, ...] = ()

    @cached_property
    def double_totals(self) -> frozenset[int]:
        return self.double_on.totals

    def may_resplit(self, pair_is_aces: bool) -> bool:
        return self.resplit_to > 2 and (self.resplit_aces or not pair_is_aces)

    def field_choices(self, name: str) -> tuple[int, ...]:
        return {"decks": DECK_CHOICES, "resplit_to": RESPLIT_CHOICES}.get(name, ())

    def with_changes(self, changes: Mapping[str, Any]) -> DealerRules:
        """Changing ``decks`` without naming ``cut_card_range`` scales the
        table's cut-card range with the shoe; the limits must hold together."""
        changes = dict(changes)
        if ("decks" in changes and "cut_card_range" not in changes
                and self.cut_card_range is not None):
            lo, hi = self.cut_card_range
            d = changes["decks"]
            changes["cut_card_range"] = (lo * d // CUT_CARD_DECKS, hi * d // CUT_CARD_DECKS)
        new = dataclasses.replace(self, **changes)
        if new.min_bet > new.max_bet:
            raise SetupError("min_bet is larger than max_bet")
        if new.cut_card_range is not None:
            lo, hi = new.cut_card_range
            if hi > 26 * new.decks:
                raise SetupError(f"cut_card_range: at most {26 * new.decks} cards "
                                 f"(half the shoe) may be left undealt")
        return new


# The house rules (docs/rules.md "House rules") either dealer table may change.
HOUSE_FIELDS_COMMON = (
    "decks", "dealer_hits_soft_17", "double_on", "double_after_split",
    "resplit_to", "resplit_aces", "split_aces_one_card", "late_surrender",
    "blackjack_pays", "min_bet", "max_bet",
)

MIDNIGHT = DealerRules(
    name="midnight",
    decks=8,
    reshuffle=ReshufflePolicy.EVERY_ROUND,
    hole_card=False,
    split_by_rank=False,
    split_aces_one_card=False,
    double_after_split=True,
    min_bet=1,
    max_bet=1000,
    max_spots=3,
    push_rides=True,
    spots_per_player=3,
    same_bet=True,
    overridable=HOUSE_FIELDS_COMMON,
)

CLASSIC = DealerRules(
    name="classic",
    decks=6,
    reshuffle=ReshufflePolicy.CUT_CARD,
    hole_card=True,
    split_by_rank=True,
    split_aces_one_card=True,
    double_after_split=False,
    min_bet=2,
    max_bet=500,
    max_spots=7,
    cut_card_range=(60, 75),
    burn_after_shuffle=True,
    overridable=HOUSE_FIELDS_COMMON + ("cut_card_range",),
)
