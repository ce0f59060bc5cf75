"""The setup a table last sat down with (its seats, or Indian's whole match
setup), kept in the save's meta table as JSON under one key per table, so the
setup screen opens as the player left it. Nothing is kept without a save, as
in a practice session."""
from __future__ import annotations

import json
import logging
from typing import Any

from game.storage.db import get_meta, put_meta
from scenes.app.context import Context
from scenes.tables.journal import profile_of
from scenes.tables.seat_config import SeatConfig, seat_rows, seats_from_rows

log = logging.getLogger(__name__)


def remember_setup(context: Context, key: str, data: Any) -> None:
    """Keep ``data`` (JSON-ready) under ``key`` ("indian.setup")."""
    profile = profile_of(context)
    if profile is None:
        return
    try:
        with profile.db.write() as cur:
            put_meta(cur, key, json.dumps(data))
    except Exception:  # a setup not remembered is no reason to stop play
        log.exception("remembering the setup (%s) failed", key)


def remembered_setup(context: Context, key: str) -> Any:
    """What is kept under ``key``, or None: nothing yet, no save, or not JSON.
    Whether it is a setup is the caller's question."""
    profile = profile_of(context)
    if profile is None:
        return None
    try:
        text = get_meta(profile.db.read(), key)
        return json.loads(text) if text is not None else None
    except Exception:  # odd data: the defaults do
        log.exception("reading the remembered setup (%s) failed", key)
        return None


def remember_seats(context: Context, key: str, seats: list[SeatConfig]) -> None:
    """Keep ``seats`` under ``key`` ("classic.seats", "showdown.seats")."""
    remember_setup(context, key, seat_rows(seats))


def remembered_seats(context: Context, key: str, name_limit: int,
                     counts: range) -> list[SeatConfig] | None:
    """The seats kept under ``key``, or None: none yet, no save, a number of
    seats outside ``counts``, or rows that are not seats (an edited save).
    Whether the seats suit the table is the caller's question."""
    rows = remembered_setup(context, key)
    if not isinstance(rows, list) or len(rows) not in counts:
        return None
    try:
        return seats_from_rows(rows, name_limit)
    except (TypeError, KeyError, ValueError, AttributeError):   # an edited save: the defaults do
        log.exception("the remembered seats (%s) are not seats", key)
        return None
