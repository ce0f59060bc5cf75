"""Hand history: every round, newest first, and what it takes to replay one.

    history.recent(limit=100) -> list[RoundEntry]   # finished rounds only
    history.replay_record(round_id) -> RoundReplay   # record through the round's
                                                     # last action + where it starts

A round is recalled exactly by replaying its sitting's record: actions before
``first_seq`` rebuild the table as it stood when the round was dealt (Classic's
shoe half used, Midnight's riding pushes), the rest re-deal it card by card.
The seed is given out only once its sitting is over (see ``fairness``).

A round still being played is never listed nor replayed: its record holds
cards nobody may see yet (the dealer's hole card, at Indian Blackjack the
player's own card).  It shows up here once it is settled.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from game.messages import N_, message
from game.storage.db import Database, the_row
from game.storage.errors import StorageError
from game.storage.journal import Sitting
from game.storage.seedkey import SeedKey, is_hidden


@dataclass(frozen=True)
class RoundEntry:
    id: int
    sitting_id: int
    table: str
    started_ms: int
    settled_ms: int | None
    outcome: str | None               # "win" / "loss" / "push"; None while open
    net_cents: int | None             # None at match tables (tokens, not money)
    bankroll_before: int | None
    bankroll_after: int | None
    blackjacks: int
    summary: str
    commitment: str
    seed: int | None                  # None until the sitting is over
    house_rules: dict[str, Any] = field(default_factory=dict)   # the sitting's rule overrides

    @property
    def is_open(self) -> bool:
        return self.settled_ms is None


@dataclass(frozen=True)
class RoundReplay:
    entry: RoundEntry
    sitting: Sitting
    record: dict[str, Any]            # actions cut after the round's last one
    first_seq: int                    # record["actions"][first_seq:] is this round


@dataclass(frozen=True)
class BankrollPoint:
    at_ms: int
    cents: int
    kind: str                         # "start", "round" or "refill"


# A RoundEntry's columns; a query may add its own after them (history_list.py).
ENTRY_COLUMNS = """
SELECT r.id, r.sitting_id, s.tbl, r.started_ms, r.settled_ms, r.outcome, r.net_cents,
       r.bankroll_before, r.bankroll_after, r.blackjacks, r.summary, s.commitment,
       CASE WHEN s.ended_ms IS NULL THEN NULL ELSE s.seed END, s.rules"""
ENTRY_FROM = " FROM rounds r JOIN sittings s ON s.id = r.sitting_id "
_ENTRY_SQL = ENTRY_COLUMNS + ENTRY_FROM


def entry_of(row: tuple[Any, ...]) -> RoundEntry:
    """A RoundEntry from the first columns of a row read with ENTRY_COLUMNS."""
    (rid, sitting_id, table, started_ms, settled_ms, outcome, net_cents, bankroll_before,
     bankroll_after, blackjacks, summary, commitment, seed, rules) = row
    try:                      # still hidden (its key lost) or damaged: not revealed
        revealed = int(seed) if seed is not None and not is_hidden(seed) else None
    except ValueError:
        revealed = None
    try:
        house = json.loads(rules) if rules else {}
    except ValueError:
        house = {}
    return RoundEntry(rid, sitting_id, table, started_ms, settled_ms, outcome, net_cents,
                      bankroll_before, bankroll_after, blackjacks, summary, commitment,
                      revealed, house if isinstance(house, dict) else {})


class History:
    def __init__(self, db: Database):
        self.db = db
        self.key = SeedKey(db.path.parent)

    def recent(self, limit: int = 100, offset: int = 0,
               table: str | None = None) -> list[RoundEntry]:
        where = "WHERE r.settled_ms IS NOT NULL"
        args: tuple[str, ...] = ()
        if table:
            where, args = where + " AND s.tbl = ?", (table,)
        rows = self.db.read().execute(
            f"{_ENTRY_SQL} {where} ORDER BY r.id DESC LIMIT ? OFFSET ?", (*args, limit, offset))
        return [entry_of(r) for r in rows]

    def entry(self, round_id: int) -> RoundEntry:
        row = self.db.read().execute(f"{_ENTRY_SQL} WHERE r.id = ?", (round_id,)).fetchone()
        if row is None:
            raise StorageError(message(N_("no round {number}"), number=round_id))
        return entry_of(row)

    def count(self) -> int:
        count: int = self.db.read().execute("SELECT COUNT(*) FROM rounds").fetchone()[0]
        return count

    def replay_record(self, round_id: int) -> RoundReplay:
        entry = self.entry(round_id)
        if entry.is_open:
            raise StorageError(message(N_("round {number} is still being played: it can be "
                                          "replayed once it is over"), number=round_id))
        cur = self.db.read()
        rnd = the_row(cur, "rounds", "id = ?", (round_id,))
        sitting = Sitting.from_row(the_row(cur, "sittings", "id = ?", (rnd["sitting_id"],)),
                                   self.key)
        last = rnd["last_seq"]
        words = [w for (w,) in cur.execute(
            "SELECT word FROM actions WHERE sitting_id = ? AND (? IS NULL OR seq <= ?) "
            "ORDER BY seq", (sitting.id, last, last))]
        return RoundReplay(entry, sitting, sitting.record(words), rnd["first_seq"])
