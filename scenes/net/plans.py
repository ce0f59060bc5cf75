"""Who sits where at a hosted table: the setup screens' choices turned into
``game.net.session.SeatPlan`` rows and the engine's setup.

Plain data and checks (no drawing): the Showdown setup lets each seat be
you, a remote player or an AI level; Indian is you (player 1) against one
remote player, with the items held as in local play.
"""
from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import TYPE_CHECKING, Any

from game.tables.indian.game import ITEM_NAMES as ENGINE_ITEMS
from scenes.app.i18n import _
from scenes.tables.indian.config import IndianConfig
from scenes.tables.seat_config import SeatConfig
from scenes.tables.showdown.config import START_TOKENS

if TYPE_CHECKING:
    from game.net.session import SeatPlan


class Role(str, Enum):
    """A seat at a hosted table."""
    YOU = "you"            # the host's own seat, played in this window
    REMOTE = "remote"      # a friend who joins with the room code
    AI = "ai"              # the host's AI at a level


def role_of(seat: SeatConfig, remote: bool) -> Role:
    """A Showdown setup row in network mode: an AI stays AI, a human seat is
    you or, marked ``remote``, a friend's."""
    if seat.is_ai:
        return Role.AI
    return Role.REMOTE if remote else Role.YOU


def seat_problem(roles: Sequence[Role]) -> str | None:
    """None, or why these seats cannot be hosted (said to the player)."""
    if list(roles).count(Role.YOU) != 1:
        return _("Exactly one seat is yours when you host")
    if Role.REMOTE not in roles:
        return _("Make at least one seat a remote player")
    return None


def showdown_plans(seats: Sequence[SeatConfig], roles: Sequence[Role]) -> list[SeatPlan]:
    """One plan per seat, in order: your seat with your name, a remote seat
    (its guest brings a name), an AI seat with its level."""
    from game.net.session import SeatKind, SeatPlan
    plans = []
    for seat, role in zip(seats, roles):
        if role is Role.AI:
            plans.append(SeatPlan(SeatKind.AI, seat.level))
        elif role is Role.YOU:
            plans.append(SeatPlan(SeatKind.HOST, seat.name))
        else:
            plans.append(SeatPlan(SeatKind.REMOTE))
    return plans


def showdown_setup(count: int) -> dict[str, Any]:
    """The engine's setup of a hosted Showdown: every seat's starting tokens."""
    return {"chips": [START_TOKENS] * count}


def indian_plans(config: IndianConfig) -> list[SeatPlan]:
    """You are player 1, the remote friend player 2."""
    from game.net.session import SeatKind, SeatPlan
    return [SeatPlan(SeatKind.HOST, config.names[0]), SeatPlan(SeatKind.REMOTE)]


def indian_setup(config: IndianConfig) -> dict[str, Any]:
    """The items as the engine's setup reads them (item word → player 1 or 2);
    an item held by nobody is left out, a Death Match has only the Free Fold."""
    words = {kind: word for word, kind in ENGINE_ITEMS.items()}
    return {"items": {words[kind]: holder + 1
                      for kind, holder in config.engine_items().items() if holder is not None}}
