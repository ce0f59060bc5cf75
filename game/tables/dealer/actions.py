"""Actions of the dealer tables (Midnight, Classic) and their words (read and
written for everyone by ``DealerGame``, game.py).

An action is a small frozen value ordered by (kind, spot, amount), so a sorted
list of legal actions is stable and readable. Spots and seats are 0-based in
the engine and 1-based in words ("bet 1 10" is spot/seat index 0).
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from game.errors import IllegalAction
from game.messages import N_, message
from game.tables.dealer.rules import DealerRules
from game.words import whole_number

# The chip rack: legal_actions() lists a bet of each of these values.
CHIP_VALUES: tuple[int, ...] = (1, 5, 25, 100, 500)


class Kind(IntEnum):
    BET = 1
    CLEAR = 2
    REBET = 3          # SAME BET
    REBET_DEAL = 4     # SAME BET + DEAL
    DEAL = 5
    INSURE = 6
    NO_INSURE = 7
    HIT = 8
    STAND = 9
    DOUBLE = 10
    SPLIT = 11
    SURRENDER = 12


WORDS: dict[Kind, str] = {k: k.name.lower() for k in Kind}
_BY_WORD: dict[str, Kind] = {w: k for k, w in WORDS.items()}
# Words only a table with SAME BET buttons (Midnight) understands.
_SAME_BET_KINDS = frozenset({Kind.REBET, Kind.REBET_DEAL})


@dataclass(frozen=True, order=True)
class Action:
    """``spot`` (0-based spot/seat) and ``amount`` (whole chips) only for BET."""
    kind: Kind
    spot: int | None = None
    amount: int | None = None

    def __str__(self) -> str:
        return format_action(self)


def bet(spot: int, amount: int) -> Action:
    return Action(Kind.BET, spot, amount)


def simple(kind: Kind) -> Action:
    return Action(kind)


HIT = Action(Kind.HIT)
STAND = Action(Kind.STAND)
DOUBLE = Action(Kind.DOUBLE)
SPLIT = Action(Kind.SPLIT)
SURRENDER = Action(Kind.SURRENDER)
DEAL = Action(Kind.DEAL)
CLEAR = Action(Kind.CLEAR)
REBET = Action(Kind.REBET)
REBET_DEAL = Action(Kind.REBET_DEAL)
INSURE = Action(Kind.INSURE)
NO_INSURE = Action(Kind.NO_INSURE)


def parse_action(text: object, rules: DealerRules) -> Action:
    """A scenario word -> Action; IllegalAction if it is not an action here."""
    if not isinstance(text, str):
        raise IllegalAction(message(N_("{action} is not an action"), action=repr(text)))
    words = text.split()
    shown = text if len(text) <= 40 else text[:40] + "…"
    if not words:
        raise IllegalAction(message(N_("an empty action is not an action")))
    kind = _BY_WORD.get(words[0].lower())
    if kind is None or (kind in _SAME_BET_KINDS and not rules.same_bet):
        raise IllegalAction(message(N_("{action} is not an action at this table"),
                                    action=repr(shown)))
    if kind is Kind.BET:
        if len(words) != 3:
            raise IllegalAction(message(N_("{action} is not an action: say 'bet SPOT AMOUNT'"),
                                        action=repr(shown)))
        spot, amount = whole_number(words[1]), whole_number(words[2])
        if spot is None or amount is None:
            raise IllegalAction(message(N_("{action} is not an action: spot and amount "
                                           "are whole numbers"), action=repr(shown)))
        return Action(Kind.BET, spot - 1, amount)
    if len(words) != 1:
        raise IllegalAction(message(N_("{action} is not an action: {word} takes no arguments"),
                                    action=repr(shown), word=words[0]))
    return Action(kind)


def format_action(action: Action) -> str:
    """Action -> its scenario word; parse_action(format_action(a)) == a."""
    word = WORDS[action.kind]
    if action.kind is Kind.BET and action.spot is not None:
        return f"{word} {action.spot + 1} {action.amount}"
    return word
