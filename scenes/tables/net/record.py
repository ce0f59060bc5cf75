"""A finished networked match in this player's save: the History entry.

Each save keeps its own record of an online match (``game.storage.online``):
the host's as the host, each guest's as a guest, with this player's own
check of the revealed seed — "verified" or the first mismatch.  Only a match
that ended with a winner is written; one the host abandoned, cut at the round
cap, or whose host went away counts nothing.  A save that cannot be written
is logged and the match-over screen still shows: the game goes on.
"""
from __future__ import annotations

import logging
from typing import Any

from game.storage.online import NotRecorded, Role, record_online
from scenes.app.context import Context
from scenes.tables.journal import profile_of
from scenes.tables.net.facts import SeatFacts

log = logging.getLogger(__name__)


def record_match(context: Context, remote: Any, facts: SeatFacts) -> int | None:
    """Writes the match to the save; its sitting id, or None when nothing is
    written (no save, nothing to count, or the save failed)."""
    profile = profile_of(context)
    if profile is None:
        return None
    record = remote.online_record(Role.HOST if facts.hosting else Role.GUEST)
    if record is None:           # abandoned, capped, host gone: nothing counted
        return None
    try:
        return int(record_online(profile, record))
    except NotRecorded as exc:
        log.warning("the online match is not recorded: %s", exc)
    except Exception:            # a failing save must not end the screen
        log.exception("the online match could not be saved")
    return None
