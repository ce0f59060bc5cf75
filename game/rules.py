"""One frozen dataclass of rules per table; the rulings of docs/rules.md are fields.

Only the fields docs/rules.md lists for a table may be overridden from outside
(a scenario's ``rules`` or a house-rules screen); the rest describe the table.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from .errors import SetupError
from .shoe import ReshufflePolicy


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
    double_totals: frozenset[int] = field(default=frozenset({9, 10, 11}))
    dealer_hits_soft_17: bool = False
    spots_per_player: int = 1       # Midnight: one player plays up to 3 spots
    same_bet: bool = False          # Midnight: SAME BET / SAME BET + DEAL buttons
    overridable: tuple[str, ...] = ()


@dataclass(frozen=True)
class ShowdownRules:
    ante: int = 10
    start_tokens: int = 100
    decks: int = 1
    overridable: tuple[str, ...] = ("ante",)


@dataclass(frozen=True)
class IndianRules:
    ante: int = 1
    start_chips: int = 30
    blackjack_bonus_on_fold: bool = False
    fold_21_penalty: int = 10
    bust_penalty: int = 5
    blackjack_bonus: int = 15
    chip_bonus: int = 5
    reshuffle_below: int = 5
    overridable: tuple[str, ...] = ("blackjack_bonus_on_fold", "ante")


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
    overridable=("split_aces_one_card", "min_bet", "max_bet"),
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
    overridable=("min_bet", "max_bet", "double_after_split"),
)

SHOWDOWN = ShowdownRules()
INDIAN = IndianRules()


def with_overrides(rules: Any, overrides: dict[str, Any]) -> Any:
    """A copy of ``rules`` with named public fields replaced, each type-checked.

    Raises SetupError naming the first bad field or value.
    """
    if not isinstance(overrides, dict):
        raise SetupError("rules must be an object of field: value")
    changes: dict[str, Any] = {}
    for key, value in overrides.items():
        if key not in rules.overridable:
            raise SetupError(f"unknown rules field {key!r} for this table "
                             f"(fields: {', '.join(rules.overridable)})")
        current = getattr(rules, key)
        if isinstance(current, bool):
            if not isinstance(value, bool):
                raise SetupError(f"rules field {key!r} must be true or false")
        elif isinstance(current, int):
            if isinstance(value, bool) or not isinstance(value, int):
                raise SetupError(f"rules field {key!r} must be a whole number")
            if value < 1 or value > 10**9:
                raise SetupError(f"rules field {key!r} is out of range: {value}")
        changes[key] = value
    new = dataclasses.replace(rules, **changes)
    if isinstance(new, DealerRules) and new.min_bet > new.max_bet:
        raise SetupError("min_bet is larger than max_bet")
    return new
