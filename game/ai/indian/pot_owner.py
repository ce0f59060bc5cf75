"""Who plays a big pot for the hard Indian bot: the equilibrium or the reader.

A card reader (an opponent that learns what my bets say about its own card,
the ``bayes`` level) raises big when my earlier bets told it its card is
strong. The abstract equilibrium knows nothing of that history and calls it
too often; the Bayesian reader, which keeps reading the raiser's bets as
evidence about my own card, folds those raises. So the reader keeps playing
a pot once it is big, except against a raise that says nothing about my
card (a blind raiser: the match-value answer of ``equilibrium``, which a
raise-always-N meets from its second big raise on). The first
``READER_AFTER`` big raise of a match, before the opponent is known, is the
equilibrium's: the reader's half-Kelly fold would give a bully that first
pot more than 8 times in 10 (against bayes 0 measured 45.5% and 1 40.5% of
400 matches, inside each other's intervals)."""
from __future__ import annotations

from enum import Enum
from typing import Protocol

from game.ai.indian.bots import View
from game.tables.indian.view import IndianObservation


class BigPots(Enum):
    """Which layer plays a pot once a bet in it is big."""
    EQUILIBRIUM = "equilibrium"     # the CFR+ strategy (the blind answer on top)
    READER = "reader"               # the Bayesian reader (the blind answer on top)


BIG_POTS = BigPots.READER
READER_AFTER = 1      # the opponent's big raises seen before the reader takes big pots


class HardView(Protocol):
    """What the choice reads off the hard bot."""

    @property
    def raises_blind(self) -> bool: ...

    @property
    def big_raises_seen(self) -> int: ...


def reader_plays_big_pot(bot: HardView, obs: IndianObservation, v: View,
                         big: int) -> bool:
    """The reader plays this big-pot decision (else the equilibrium layer)."""
    if BIG_POTS is BigPots.EQUILIBRIUM or bot.big_raises_seen < READER_AFTER:
        return False
    facing_big = v.opp_bet > v.my_bet and v.opp_bet >= big
    return not (facing_big and bot.raises_blind)
