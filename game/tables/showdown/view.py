"""Blackjack Showdown: the typed values the table hands out.

Actions, seat statuses, round outcomes, the round summary, the observation
and the events. Scenes and bots code against these names; the state machine
is in ``showdown.py``. Seats are numbered from 0 here (the scenario words and
the screen number them from 1).
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from game.cards import Card


class ShowdownKind(IntEnum):
    HIT = 0
    STAND = 1
    NEXT = 2      # NEXT HAND on the round summary


@dataclass(frozen=True, order=True)
class ShowdownAction:
    kind: ShowdownKind


HIT = ShowdownAction(ShowdownKind.HIT)
STAND = ShowdownAction(ShowdownKind.STAND)
NEXT = ShowdownAction(ShowdownKind.NEXT)


class ShowdownPhase(IntEnum):
    PLAY = 0       # seats hit or stand, current_player() is the seat to act
    SUMMARY = 1    # round over; only NEXT, current_player() is common.ANYONE
    OVER = 2       # match won; no actions


class SeatStatus(IntEnum):
    OUT = 0        # eliminated (could not ante)
    TO_ACT = 1     # still to hit or stand this round
    STOOD = 2      # stood (or stood automatically at 21)
    BUST = 3
    NATURAL = 4
    FOLDED = 5     # someone else had a natural: no turn, no claim


class Outcome(IntEnum):
    NATURAL = 0            # had a natural: took (a share of) the pot
    WINNER = 1             # sole best total <= 21: took the pot
    SPLIT = 2              # tied for the best total: took an even share
    BUST = 3
    LOST = 4               # stood, beaten
    FOLDED_BY_NATURAL = 5  # another seat had a natural
    ELIMINATED = 6         # out of the match, dealt no cards


@dataclass(frozen=True)
class SeatSummary:
    seat: int
    cards: tuple[Card, ...]
    total: int             # 0 for an eliminated seat
    outcome: Outcome
    won: int               # tokens won from the pot this round
    tokens: int            # tokens now


@dataclass(frozen=True)
class RoundSummary:
    round_no: int
    first_seat: int
    pot: int               # the pot that was played for (antes + carried)
    seats: tuple[SeatSummary, ...]
    pot_carried: int       # what stays in the pot for the next round


@dataclass(frozen=True)
class SeatView:
    seat: int
    tokens: int
    active: bool
    status: SeatStatus
    cards: tuple[Card, ...]
    total: int             # best blackjack total of the cards (0 without cards)


@dataclass(frozen=True)
class ShowdownObservation:
    """Everything at this table is public; ``player`` only says who asks."""
    player: int
    phase: ShowdownPhase
    current_player: int | None
    round_no: int
    first_seat: int | None
    pot: int
    ante: int
    seats: tuple[SeatView, ...]
    shoe_remaining: int
    discard_count: int
    summary: RoundSummary | None    # the last finished round (shown in SUMMARY)
    winner: int | None


# -- events (drained by ``events()``, in order) ------------------------------

@dataclass(frozen=True)
class RoundStarted:
    round_no: int
    first_seat: int


@dataclass(frozen=True)
class SeatEliminated:
    seat: int
    tokens: int            # what it keeps: fewer than the ante


@dataclass(frozen=True)
class AntePaid:
    seat: int
    amount: int
    pot: int               # the pot after this ante


@dataclass(frozen=True)
class DiscardsShuffled:
    """The shoe ran out: the discard pile was shuffled in as the new shoe."""
    cards: int


@dataclass(frozen=True)
class CardDealt:
    seat: int
    card: Card
    total: int


@dataclass(frozen=True)
class NaturalDealt:
    seat: int


@dataclass(frozen=True)
class TurnStarted:
    seat: int


@dataclass(frozen=True)
class Hit:
    seat: int


@dataclass(frozen=True)
class Stood:
    seat: int
    total: int


@dataclass(frozen=True)
class AutoStood:
    """Reached exactly 21 by hitting: the seat stands by itself."""
    seat: int


@dataclass(frozen=True)
class Busted:
    seat: int
    total: int


@dataclass(frozen=True)
class PotWon:
    seat: int
    amount: int


@dataclass(frozen=True)
class PotSplit:
    seats: tuple[int, ...]
    share: int             # each seat's share
    remainder: int         # left in the pot


@dataclass(frozen=True)
class PotCarried:
    amount: int


@dataclass(frozen=True)
class RoundOver:
    summary: RoundSummary


@dataclass(frozen=True)
class MatchWon:
    seat: int
    swept: int             # the carried pot the winner takes
    tokens: int            # the winner's tokens after the sweep
