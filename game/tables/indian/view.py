"""Indian Blackjack: actions, phases, items, the observation and the round
result. The state machine is ``indian.py``; events are ``indian_events.py``.

Players are 0 and 1 here (the scenario words and the screen say 1 and 2).
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from game.cards import Card


class IndianKind(IntEnum):
    RAISE = 0        # amount = the raiser's new total in the pot this round
    CALL = 1
    FOLD = 2
    FREE_FOLD = 3    # item: fold and void the round
    PASS = 4
    HIT = 5
    STAY = 6         # no hit (or, in DEAL_AGAIN_WAIT, keep the hit card)
    DEAL_AGAIN = 7   # item: discard the card just hit, take the next
    CHIP_BONUS = 8   # item: player = the holder
    NEXT = 9         # continue after the result


@dataclass(frozen=True, order=True)
class IndianAction:
    kind: IndianKind
    amount: int = 0              # RAISE only
    player: int | None = None    # CHIP_BONUS only: the holder (0 or 1)


def raise_to(total: int) -> IndianAction:
    return IndianAction(IndianKind.RAISE, amount=total)


def chip_bonus(player: int) -> IndianAction:
    return IndianAction(IndianKind.CHIP_BONUS, player=player)


CALL = IndianAction(IndianKind.CALL)
FOLD = IndianAction(IndianKind.FOLD)
FREE_FOLD = IndianAction(IndianKind.FREE_FOLD)
PASS = IndianAction(IndianKind.PASS)
HIT = IndianAction(IndianKind.HIT)
STAY = IndianAction(IndianKind.STAY)
DEAL_AGAIN = IndianAction(IndianKind.DEAL_AGAIN)
NEXT = IndianAction(IndianKind.NEXT)


class ItemKind(IntEnum):
    FREE_FOLD = 0
    CHIP_BONUS = 1
    DEAL_AGAIN = 2


class IndianPhase(IntEnum):
    BET1 = 0             # first betting round (starter must raise or fold)
    HIT = 1              # starter, then the other: hit or stay
    DEAL_AGAIN_WAIT = 2  # betting round 2 is skipped but the last hitter may
                         # still Deal Again: DEAL_AGAIN or STAY (keep), then reveal
    BET2 = 3             # second betting round (pass / raise / fold)
    RESULT = 4           # round settled; only NEXT; current_player() is ANYONE
    OVER = 5             # one player holds every chip


class RoundEnd(IntEnum):
    REVEAL = 0
    FOLD = 1
    FREE_FOLD = 2


class PaymentReason(IntEnum):
    FOLD_21 = 0          # folded holding exactly 21
    BUST = 1             # reached the reveal over 21
    BLACKJACK = 2        # opponent won with a Blackjack


@dataclass(frozen=True)
class Payment:
    payer: int
    payee: int
    amount: int          # what was actually paid (capped at what the payer had)
    due: int             # what the rule asks for
    reason: PaymentReason


@dataclass(frozen=True)
class RoundResult:
    """How a round ended; shown on the result screen (everything revealed)."""
    round_no: int
    starter: int
    end: RoundEnd
    folder: int | None
    community: Card
    hands: tuple[tuple[Card, ...], tuple[Card, ...]]   # own cards (first, then hit)
    totals: tuple[int, int]                            # own cards + community
    blackjack: tuple[bool, bool]
    winner: int | None                                 # None: tie, both bust, void
    pot: int                                           # chips that were in the pot
    pot_won: int                                       # to the winner (0 when returned)
    payments: tuple[Payment, ...]
    chips: tuple[int, int]                             # stacks after settlement


@dataclass(frozen=True)
class IndianObservation:
    """Exactly what ``player`` may see.

    ``own_first_card`` is None until the round's result (reveal or fold), and
    ``seen_cards`` never contains it before then: nothing here is computed
    from that card, so it cannot leak.
    """
    player: int
    phase: IndianPhase
    current_player: int | None
    round_no: int
    starter: int
    community: Card | None
    own_first_card: Card | None
    own_hit_cards: tuple[Card, ...]
    opponent_cards: tuple[Card, ...]          # opponent's first card, then hit card
    chips: tuple[int, int]                    # stacks off the table
    bets: tuple[int, int]                     # in the pot this round, ante included
    pot: int
    raise_cap: int                            # no bet total may exceed this
    items: tuple[tuple[ItemKind, ...], tuple[ItemKind, ...]]   # unused items per player
    seen_cards: tuple[Card, ...]              # dealt since the last reshuffle, as visible
    deck_remaining: int
    result: RoundResult | None                # the last settled round
    winner: int | None
