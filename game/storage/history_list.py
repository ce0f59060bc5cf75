"""The hand history's list, a page at a time, straight from SQLite.

    listing = HistoryList(db)
    shown = HistoryFilter(table="showdown", played=Played.MINE)
    listing.count(shown)                        # lines in all
    listing.page(shown, offset=0, limit=50)     # -> [HistoryLine], newest first

A line is a round, or a finished match (Showdown, Indian) folded into one
line that stands where its last round stands; the filter
``HistoryFilter(sitting_id=…)`` opens it into its rounds.  Watched rounds
(played on after the player was out) are listed one by one when asked for:
in a folded match nobody could find them.

Why pages: a long save holds 100,000 rounds and more; the list must open in
the same time whatever its length, so nothing here reads more rows than the
page it returns (the count is one aggregate query, answered by an index).
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from game.storage.db import Database
from game.storage.history import ENTRY_COLUMNS, ENTRY_FROM, RoundEntry, entry_of

MATCH_TABLES = ("showdown", "indian")


class Played(Enum):
    ALL = "all"
    MINE = "mine"           # rounds the player played (not watched)
    WATCHED = "watched"     # rounds played on after the player was out


@dataclass(frozen=True)
class HistoryFilter:
    table: str | None = None          # None: every table
    played: Played = Played.ALL
    sitting_id: int | None = None     # one sitting (an opened match) only

    @property
    def folds_matches(self) -> bool:
        """A finished match is one line, unless the list is of one sitting, or
        of watched rounds (which live inside matches)."""
        return self.sitting_id is None and self.played is not Played.WATCHED


@dataclass(frozen=True)
class MatchLine:
    """A finished match as one line: how many rounds, and its result."""
    sitting_id: int
    rounds: int
    won: bool


@dataclass(frozen=True)
class HistoryLine:
    entry: RoundEntry                 # the round (a folded match: its last round)
    match: MatchLine | None = None


def _played(shown: HistoryFilter, alias: str) -> str:
    if shown.played is Played.MINE:
        return f" AND {alias}.outcome IS NOT 'watched'"
    if shown.played is Played.WATCHED:
        return f" AND {alias}.outcome = 'watched'"
    return ""


def _where(shown: HistoryFilter, fold: bool = True) -> tuple[str, list[Any]]:
    where, args = "WHERE r.settled_ms IS NOT NULL" + _played(shown, "r"), list[Any]()
    if shown.table:
        where += " AND s.tbl = ?"
        args.append(shown.table)
    if shown.sitting_id is not None:
        where += " AND r.sitting_id = ?"
        args.append(shown.sitting_id)
    if fold and shown.folds_matches:
        # A finished match stands where its last round under the filter stands
        # (a finished match is never written again: a fixed place).
        where += (" AND (s.match_won IS NULL OR r.id = (SELECT MAX(l.id) FROM rounds l "
                  "WHERE l.sitting_id = s.id AND l.settled_ms IS NOT NULL"
                  f"{_played(shown, 'l')}))")
    return where, args


class HistoryList:
    def __init__(self, db: Database):
        self.db = db

    def count(self, shown: HistoryFilter) -> int:
        if not shown.folds_matches:
            where, args = _where(shown)
            count: int = self.db.read().execute(
                f"SELECT COUNT(*) FROM rounds r JOIN sittings s ON s.id = r.sitting_id {where}",
                args).fetchone()[0]
            return count
        # Folded: the rounds outside finished matches, plus one line per finished
        # match with a round to show (two counts an index answers).
        where, args = _where(shown, fold=False)
        rounds = self.db.read().execute(
            f"SELECT COUNT(*) FROM rounds r JOIN sittings s ON s.id = r.sitting_id {where} "
            "AND s.match_won IS NULL", args).fetchone()[0]
        matches = self.db.read().execute(
            f"SELECT COUNT(*) FROM sittings s WHERE s.match_won IS NOT NULL "
            f"AND EXISTS (SELECT 1 FROM rounds r {where} AND r.sitting_id = s.id)",
            args).fetchone()[0]
        return int(rounds) + int(matches)

    def page(self, shown: HistoryFilter, offset: int, limit: int) -> list[HistoryLine]:
        where, args = _where(shown)
        cur = self.db.read()
        rows = cur.execute(f"{ENTRY_COLUMNS}, s.match_won {ENTRY_FROM} {where} ORDER BY r.id DESC "
                           "LIMIT ? OFFSET ?", (*args, limit, max(0, offset))).fetchall()
        lines = []
        for row in rows:
            entry, match_won = entry_of(row[:-1]), row[-1]
            match = None
            if shown.folds_matches and match_won is not None:
                played = cur.execute(
                    "SELECT COUNT(*) FROM rounds WHERE sitting_id = ? AND settled_ms IS NOT NULL",
                    (entry.sitting_id,)).fetchone()[0]
                match = MatchLine(entry.sitting_id, played, bool(match_won))
            lines.append(HistoryLine(entry, match))
        return lines
