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

from scenes.app.context import Context
from scenes.tables.journal import profile_of
from scenes.tables.net.feed import MatchEnd
from scenes.tables.net.seat import SeatFacts

log = logging.getLogger(__name__)


def record_match(context: Context, remote: Any, facts: SeatFacts,
                 ending: MatchEnd) -> int | None:
    """Writes the match to the save; its sitting id, or None when nothing is
    written (no save, nothing to count, or the save failed)."""
    profile = profile_of(context)
    seed = getattr(remote, "revealed_seed", None)
    actions = getattr(remote, "actions", None)
    if profile is None or ending.abandoned or ending.ended != "won" or seed is None \
            or actions is None:
        return None
    try:
        from game.storage.online import (
            NotRecorded,
            OnlineInfo,
            OnlineRecord,
            OnlineSeat,
            Role,
            record_online,
        )
    except ImportError:           # a build without online records
        return None
    seats = tuple(OnlineSeat(seat_kind(facts, i), name)
                  for i, name in enumerate(facts.names))
    info = OnlineInfo(Role.HOST if facts.hosting else Role.GUEST, facts.seat, seats,
                      ending.verified, ending.mismatch)
    record = OnlineRecord(facts.table_name, int(seed), dict(facts.setup), tuple(actions),
                          info, ending.ended)
    try:
        return record_online(profile, record)
    except NotRecorded as exc:
        log.warning("the online match is not recorded: %s", exc)
    except Exception:             # a failing save must not end the screen
        log.exception("the online match could not be saved")
    return None


def seat_kind(facts: SeatFacts, seat: int) -> str:
    """"ai", "host" or "remote" (``game.net.session.SeatKind`` values) as this
    player knows them: a guest does not know which person seat is the host's."""
    if facts.is_ai(seat):
        return "ai"
    if seat == facts.seat and facts.hosting:
        return "host"
    return "remote"
