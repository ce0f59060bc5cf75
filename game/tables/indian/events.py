"""Indian Blackjack events, drained in order by ``IndianTable.events()``.

Events carry every card, hidden ones included, for the view to animate;
``CardDealt.visible_to`` says who may see it. Bots get observations, never
events.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from game.cards import Card
from game.tables.indian.view import ItemKind, RoundResult
from game.tables.indian.view import PaymentReason as PaymentReason  # the events name it


class Slot(IntEnum):
    COMMUNITY = 0
    FIRST = 1        # a player's own first card (hidden from its owner)
    HIT = 2


@dataclass(frozen=True)
class RoundStarted:
    round_no: int
    starter: int


@dataclass(frozen=True)
class DeckReshuffled:
    full: bool       # True: all 44 back (round start); False: mid-round refill
    cards: int       # cards in the deck after the shuffle


@dataclass(frozen=True)
class AntePaid:
    player: int
    amount: int


@dataclass(frozen=True)
class CardDealt:
    slot: Slot
    player: int | None           # None for the community card
    card: Card
    visible_to: tuple[bool, bool]


@dataclass(frozen=True)
class BettingSkipped:
    betting_round: int           # 1 or 2: no raise was possible


@dataclass(frozen=True)
class Raised:
    player: int
    total: int


@dataclass(frozen=True)
class Called:
    player: int
    total: int


@dataclass(frozen=True)
class Passed:
    player: int


@dataclass(frozen=True)
class Folded:
    player: int
    free: bool                   # Free Fold: the round is void


@dataclass(frozen=True)
class HitTaken:
    player: int


@dataclass(frozen=True)
class Stayed:
    player: int


@dataclass(frozen=True)
class DealtAgain:
    player: int
    discarded: Card


@dataclass(frozen=True)
class ItemUsed:
    player: int
    item: ItemKind


@dataclass(frozen=True)
class ChipBonusPaid:
    player: int
    amount: int


@dataclass(frozen=True)
class Revealed:
    first_cards: tuple[Card, Card]
    totals: tuple[int, int]


@dataclass(frozen=True)
class PotWon:
    player: int
    amount: int


@dataclass(frozen=True)
class PotReturned:
    amounts: tuple[int, int]


@dataclass(frozen=True)
class PaymentMade:
    payer: int
    payee: int
    amount: int
    reason: PaymentReason


@dataclass(frozen=True)
class RoundOver:
    result: RoundResult


@dataclass(frozen=True)
class MatchWon:
    player: int
