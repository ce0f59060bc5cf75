"""Who sits at a Showdown table: plain seat data, shared by the setup screen,
the table and the save (no drawing, no rules)."""
from __future__ import annotations

from scenes.app.i18n import _
from scenes.tables.seat_config import SeatConfig, SeatKind

NAME_MAX = 14              # a seat name's length limit (the setup field and the save)
START_TOKENS = 100         # every seat's tokens at the start of a match


def script_players() -> tuple[SeatConfig, ...]:
    """``--screenshot/--actions`` and the smoke run: six human seats, so the
    picture shows exactly the state after the given words (no AI moves on by
    itself); named in the language shown now."""
    return tuple(SeatConfig(_("Player {number}").format(number=i)) for i in range(1, 7))


__all__ = ["NAME_MAX", "START_TOKENS", "SeatConfig", "SeatKind",
           "script_players"]
