"""What the player hears at each moment of play: the one table of table moments
(``Cue``) to sounds (``SoundName``).

A table's animator says *what happened* (a card was dealt, a hand busted, the
pot was taken); which sound that is, is decided here and nowhere else.
"""
from __future__ import annotations

from enum import Enum

from scenes.app.sound import SoundName


class Cue(Enum):
    CARD_DEALT = "card_dealt"
    CARD_BURNED = "card_burned"
    CARD_TURNED = "card_turned"            # the hole card, an Indian reveal
    BET_SMALL = "bet_small"                # a few chips onto a spot or the pot
    BET_LARGE = "bet_large"
    CHIPS_RETURNED = "chips_returned"      # a bet taken back before the deal
    CHIPS_SWEPT = "chips_swept"            # a lost stake raked to the house
    CHIPS_PAID = "chips_paid"              # winnings slid to the player
    SHUFFLE = "shuffle"                    # by machine or by hand: MACHINE_SHUFFLED
    CUT_CARD_OUT = "cut_card_out"
    BUTTON = "button"
    REFUSED = "refused"
    WIN = "win"
    BIG_WIN = "big_win"                    # winnings of BIG_WIN_MULTIPLE times the bet or more
    BLACKJACK = "blackjack"
    BUST = "bust"
    LOSS = "loss"
    PUSH = "push"
    INSURANCE_PAID = "insurance_paid"
    POT_TAKEN = "pot_taken"
    ELIMINATED = "eliminated"
    MATCH_WON = "match_won"
    MATCH_LOST = "match_lost"
    DEALER_SPEAKS = "dealer_speaks"


CUES: dict[Cue, SoundName] = {
    Cue.CARD_DEALT: SoundName.CARD_SLIDE,
    Cue.CARD_BURNED: SoundName.CARD_SLIDE,
    Cue.CARD_TURNED: SoundName.CARD_FLIP,
    Cue.BET_SMALL: SoundName.CHIP_STACK_SMALL,
    Cue.BET_LARGE: SoundName.CHIP_STACK_LARGE,
    Cue.CHIPS_RETURNED: SoundName.CHIP_CLICK,
    Cue.CHIPS_SWEPT: SoundName.CHIPS_SWEPT,
    Cue.CHIPS_PAID: SoundName.CHIPS_PAID,
    Cue.SHUFFLE: SoundName.SHUFFLE_RIFFLE,
    Cue.CUT_CARD_OUT: SoundName.CUT_CARD,
    Cue.BUTTON: SoundName.BUTTON,
    Cue.REFUSED: SoundName.REFUSAL,
    Cue.WIN: SoundName.WIN,
    Cue.BIG_WIN: SoundName.BIG_WIN,
    Cue.BLACKJACK: SoundName.BLACKJACK,
    Cue.BUST: SoundName.BUST,
    Cue.LOSS: SoundName.CHIPS_SWEPT,
    Cue.PUSH: SoundName.PUSH,
    Cue.INSURANCE_PAID: SoundName.INSURANCE_PAID,
    Cue.POT_TAKEN: SoundName.POT_TAKEN,
    Cue.ELIMINATED: SoundName.ELIMINATION,
    Cue.MATCH_WON: SoundName.MATCH_WON,
    Cue.MATCH_LOST: SoundName.MATCH_LOST,
    Cue.DEALER_SPEAKS: SoundName.DEALER_SPEAKS,
}

BIG_WIN_MULTIPLE = 2          # won at least twice the bet first made (a won double): a big win
LARGE_STACK_CHIPS = 4         # a bet of this many chips or more sounds like a stack
CHIP_CENTS = (50000, 10000, 2500, 500, 100)    # the rack's chips: 500, 100, 25, 5, 1


def chips_in(cents: int) -> int:
    """How many chips the fewest of the rack's make ``cents`` (the change under
    the smallest chip counts as one more)."""
    count, left = 0, abs(cents)
    for chip in CHIP_CENTS:
        count += left // chip
        left %= chip
    return count + (1 if left else 0)


def bet_cue(cents: int) -> Cue:
    return Cue.BET_LARGE if chips_in(cents) >= LARGE_STACK_CHIPS else Cue.BET_SMALL


def settled_cue(net: int, bet: int, blackjack: bool) -> Cue:
    """The sound of one settled hand (``bet``: as first made, before a double):
    Blackjack, a big win, a win, a push, a loss."""
    if net > 0:
        if blackjack:
            return Cue.BLACKJACK
        return Cue.BIG_WIN if bet > 0 and net >= BIG_WIN_MULTIPLE * bet else Cue.WIN
    return Cue.PUSH if net == 0 else Cue.LOSS


# Tables whose shoe is shuffled by a machine (the others riffle by hand).
MACHINE_SHUFFLED = frozenset({"midnight"})


def sound_of(cue: Cue, table: str = "") -> SoundName:
    """The sound of ``cue`` at ``table`` (a table name; "" for none)."""
    if cue is Cue.SHUFFLE and table in MACHINE_SHUFFLED:
        return SoundName.SHUFFLE_MACHINE
    return CUES[cue]
