"""The seats a table last sat down with, kept in the save's meta table (one
JSON list of seat rows per table), so the setup opens as the player left it.
Nothing is kept without a save, as in a practice session."""
from __future__ import annotations

import json
import logging

from game.storage.db import get_meta, put_meta
from scenes.app.context import Context
from scenes.tables.journal import profile_of
from scenes.tables.seat_config import SeatConfig, seat_rows, seats_from_rows

log = logging.getLogger(__name__)


def remember_seats(context: Context, key: str, seats: list[SeatConfig]) -> None:
    """Keep ``seats`` under ``key`` ("classic.seats", "showdown.seats")."""
    profile = profile_of(context)
    if profile is None:
        return
    try:
        with profile.db.write() as cur:
            put_meta(cur, key, json.dumps(seat_rows(seats)))
    except Exception:  # noqa: BLE001 - a setup not remembered is no reason to stop play
        log.exception("remembering the seats (%s) failed", key)


def remembered_seats(context: Context, key: str, name_limit: int,
                     counts: range) -> list[SeatConfig] | None:
    """The seats kept under ``key``, or None: none yet, no save, a number of
    seats outside ``counts``, or rows that are not seats (an edited save).
    Whether the seats suit the table is the caller's question."""
    profile = profile_of(context)
    if profile is None:
        return None
    try:
        text = get_meta(profile.db.read(), key)
        rows = json.loads(text) if text is not None else None
        if not isinstance(rows, list) or len(rows) not in counts:
            return None
        return seats_from_rows(rows, name_limit)
    except Exception:  # noqa: BLE001 - odd data: the defaults do
        log.exception("reading the remembered seats (%s) failed", key)
        return None
