"""What the dealer tables show: phases, outcomes, observations and events.

Amounts are integer cents (game.money). A hand is named by ``spot`` (0-based
spot/seat) and ``part`` (0 for the spot's first hand; each split adds the
spot's next part number, so parts are unique and in playing order). ``hand``
is its index in ``observation.hands``.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from game.cards import Card


class Phase(Enum):
    BETTING = "betting"      # bets open (between rounds; last round still shown)
    INSURANCE = "insurance"  # a hand is asked insure / no_insure
    PLAY = "play"            # a hand is asked hit / stand / double / split


class Outcome(Enum):
    WIN = "win"
    BLACKJACK = "blackjack"
    PUSH = "push"
    LOSE = "lose"
    BUST = "bust"
    SURRENDER = "surrender"


@dataclass(frozen=True)
class HandView:
    spot: int
    part: int
    owner: int                   # player index (Classic: = seat)
    cards: tuple[Card, ...]
    total: int
    soft: bool
    natural: bool
    bet: int                     # stake in cents, doubles included
    insurance: int               # insurance stake in cents (0 = none)
    doubled: bool
    from_split: bool
    finished: bool               # no more actions for this hand
    outcome: Outcome | None      # set once its money is final
    payout: int                  # cents returned to the rack (stake included)
    rides: bool                  # Midnight push: the stake stays on the spot
    surrendered: bool = False    # given up (Midnight: settled on the dealer's second card)


@dataclass(frozen=True)
class DealerObservation:
    table: str
    player: int                  # whose view this is
    phase: Phase
    current_player: int | None   # BETTING (-2), a player index, or None
    active_hand: int | None      # index into hands being asked now
    round_finished: bool         # the hands on show are last round's results
    rounds: int
    chips: tuple[int, ...]       # every player's rack, cents (public)
    spot_bets: tuple[int, ...]   # bets lying on the spots/seats, cents
    spot_owner: tuple[int, ...]  # player index of each spot/seat
    can_rebet: bool              # SAME BET possible now
    hands: tuple[HandView, ...]
    dealer_cards: tuple[Card | None, ...]   # None = face down (the hole card)
    dealer_total: int            # of the face-up cards only
    dealer_soft: bool
    shoe_remaining: int
    shoe_size: int
    cut_card_out: bool
    min_bet: int                 # whole chips
    max_bet: int


# ---- events, in the order the view should animate them -------------------

@dataclass(frozen=True)
class Shuffled:
    shoe_seed: int               # shown as "Shoe #…"


@dataclass(frozen=True)
class Burned:
    pass                         # one card discarded face down


@dataclass(frozen=True)
class BetPlaced:
    spot: int
    amount: int                  # cents added
    total: int                   # cents now on the spot


@dataclass(frozen=True)
class BetsCleared:
    returned: tuple[int, ...]    # cents taken back, per spot


@dataclass(frozen=True)
class RoundStarted:
    round: int


@dataclass(frozen=True)
class CardDealt:
    to_dealer: bool
    spot: int | None             # None for the dealer
    part: int | None
    card: Card | None            # None when dealt face down
    face_up: bool


@dataclass(frozen=True)
class HoleCardRevealed:
    card: Card


@dataclass(frozen=True)
class DealerPeeked:
    blackjack: bool


@dataclass(frozen=True)
class InsuranceOffered:
    spot: int
    part: int
    cost: int


@dataclass(frozen=True)
class InsuranceTaken:
    spot: int
    part: int
    amount: int


@dataclass(frozen=True)
class InsuranceDeclined:
    spot: int
    part: int


@dataclass(frozen=True)
class InsuranceSettled:
    spot: int
    part: int
    won: bool
    payout: int                  # cents to the rack (stake + 2:1), 0 if lost


@dataclass(frozen=True)
class Doubled:
    spot: int
    part: int
    amount: int                  # cents added


@dataclass(frozen=True)
class SplitHand:
    spot: int
    amount: int                  # cents of the second hand's bet
    part: int = 0                # the hand that was split
    new_part: int = 1            # the new hand (the spot's next part number)


@dataclass(frozen=True)
class HandBusted:
    spot: int
    part: int
    amount: int                  # cents taken from the table


@dataclass(frozen=True)
class HandSurrendered:
    spot: int
    part: int
    stake: int                   # cents; Classic settles it at once (HandSettled follows),
                                 # Midnight on the dealer's second card


@dataclass(frozen=True)
class HandSettled:
    spot: int
    part: int
    outcome: Outcome
    stake: int
    payout: int                  # cents to the rack (0 on a loss or a riding push)
    net: int                     # won (+) / lost (-) in cents; 0 on a push
    rides: bool


@dataclass(frozen=True)
class CutCardOut:
    pass


@dataclass(frozen=True)
class RoundOver:
    round: int
    reshuffle_next: bool         # the cut card came out
