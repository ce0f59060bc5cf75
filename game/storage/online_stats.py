"""Statistics of online matches: played and won by table, by this save's role
(host or guest), and how many of them its own check of the seed verified.

    rows = online_match_stats(profile.db)     # [OnlineMatchStats(...)], by table then role

The online marks are in each sitting's scene setup (``storage.online``); the
result is the sitting's ``match_won``, as for any match.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.storage.db import Database
from game.storage.online import ONLINE, Role, online_sittings


@dataclass(frozen=True)
class OnlineMatchStats:
    table: str
    role: Role
    played: int
    won: int
    verified: int            # matches this save's check of the seed passed


def online_match_stats(db: Database) -> list[OnlineMatchStats]:
    """Every finished online match of the save, counted by table and role."""
    infos = online_sittings(db)
    counts: dict[tuple[str, Role], list[int]] = {}
    rows = db.read().execute(
        "SELECT id, tbl, match_won FROM sittings WHERE opponent = ? AND match_won IS NOT NULL",
        (ONLINE,)).fetchall()
    for sid, table, won in rows:
        info = infos.get(int(sid))
        if info is None:             # marks unreadable: not shown as online
            continue
        played = counts.setdefault((str(table), info.role), [0, 0, 0])
        played[0] += 1
        played[1] += int(bool(won))
        played[2] += int(info.verified)
    return [OnlineMatchStats(table, role, *numbers)
            for (table, role), numbers in sorted(counts.items(),
                                                 key=lambda kv: (kv[0][0], kv[0][1].value))]
