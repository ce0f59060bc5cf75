"""Statistics, computed from the history rows (never stored twice).

    stats = compute(db)                 # or, for an open save, kept up to date:
    keeper = StatsKeeper(db); keeper.stats(); keeper.series(start_cents, most=600)
    stats.tables["midnight"]   -> TableStats (rounds, wins, losses, pushes,
                                  blackjacks, net, biggest win, best streak)
    stats.matches              -> [MatchStats(table, opponent, played, won)]
    stats.refills, stats.refill_cents
    stats.rule_sets            -> [RuleSetStats]: Midnight and Classic per rule set
                                  (the table's own rules, or each house-rules set)

Why derived: settlement writes one history row, so the statistics can never
disagree with the history, and a fixed counting bug fixes old numbers too.
A streak counts consecutive winning rounds at one table; a push neither
extends nor breaks it, a loss ends it.

Why a keeper: a long save holds 100,000 rounds and more, and Statistics must
open in the same time whatever the length.  The keeper folds every round in
once (on the save's background-check thread, with its own connection, see
``open_checks``), then only the rounds settled since its last fold; the
figures are the same as summing every row again, because a settled round
never changes.
"""
from __future__ import annotations

import json
import sqlite3
import threading
from dataclasses import dataclass, field

from game.storage.db import Database
from game.storage.history import BankrollPoint
from game.tables.registry import plays_bankroll, table_names


@dataclass
class TableStats:
    table: str
    rounds: int = 0
    wins: int = 0
    losses: int = 0
    pushes: int = 0
    blackjacks: int = 0
    net_cents: int = 0
    biggest_win_cents: int = 0
    best_streak: int = 0
    money: bool = True                # False: Showdown / Indian (tokens, no net)


@dataclass(frozen=True)
class MatchStats:
    table: str
    opponent: str
    played: int
    won: int


@dataclass
class RuleSetStats:
    """Rounds played at one dealer table under one rule set."""
    table: str
    overrides: dict[str, object]      # {} = the table's own rules
    rounds: int = 0
    wins: int = 0
    losses: int = 0
    pushes: int = 0
    net_cents: int = 0


@dataclass
class Stats:
    tables: dict[str, TableStats] = field(default_factory=dict)
    matches: list[MatchStats] = field(default_factory=list)
    refills: int = 0
    refill_cents: int = 0
    rule_sets: list[RuleSetStats] = field(default_factory=list)

    def table(self, name: str) -> TableStats:
        return self.tables.get(name) or TableStats(name, money=plays_bankroll(name))


# Every round after the keeper's last fold, or still open at it, oldest first.
_NEW_ROUNDS = """
SELECT r.id, r.settled_ms, s.tbl, s.money, s.rules, r.outcome, r.net_cents, r.blackjacks,
       r.bankroll_after
FROM rounds r JOIN sittings s ON s.id = r.sitting_id
WHERE r.id > ? {waiting} ORDER BY r.id
"""


def compute(db: Database) -> Stats:
    return StatsKeeper(db).stats()


class StatsKeeper:
    """The statistics of one open save, folded in round by round, each round once.

    ``warm(cur)`` folds with any connection (the background check's); the
    other calls fold what is new with the save's own.  A lock keeps the two
    threads from folding at once."""

    def __init__(self, db: Database):
        self.db = db
        self._lock = threading.Lock()
        self._through = 0                       # every round up to here was read…
        self._waiting: set[int] = set()         # …and these were still open then
        self._tables: dict[str, TableStats] = {}
        self._streak: dict[str, int] = {}
        self._rule_sets: dict[tuple[str, str], RuleSetStats] = {}
        self._chart: list[tuple[int, int, int]] = []   # money rounds: (ms, id, bankroll after)
        self._rule_keys: dict[str, tuple[str, dict[str, object]]] = {}   # rules text -> key
        self.warmed = False                     # the whole save was folded in once

    def warm(self, cur: sqlite3.Cursor) -> None:
        with self._lock:
            self._fold(cur)

    def behind(self) -> int:
        """About how many rounds the next fold would read (cheap: the newest id)."""
        newest = self.db.read().execute("SELECT COALESCE(MAX(id), 0) FROM rounds").fetchone()[0]
        return max(0, int(newest) - self._through)

    def stats(self) -> Stats:
        cur = self.db.read()
        with self._lock:
            self._fold(cur)
            out = Stats(tables={name: TableStats(**vars(t)) for name, t in self._tables.items()},
                        rule_sets=_ordered([RuleSetStats(**vars(r))
                                            for r in self._rule_sets.values()]))
        for table, opponent, played, won in cur.execute(
                "SELECT tbl, COALESCE(opponent, 'ai'), COUNT(*), SUM(match_won) FROM sittings "
                "WHERE match_won IS NOT NULL GROUP BY tbl, COALESCE(opponent, 'ai') "
                "ORDER BY tbl, 2"):
            out.matches.append(MatchStats(table, opponent, played, won or 0))
        out.refills, out.refill_cents = cur.execute(
            "SELECT COUNT(*), COALESCE(SUM(amount_cents), 0) FROM refills").fetchone()
        return out

    def money_rounds(self) -> int:
        """Settled rounds at the money tables (the chart's rounds, in all)."""
        with self._lock:
            self._fold(self.db.read())
            return len(self._chart)

    def series(self, start_cents: int, most: int | None = None) -> list[BankrollPoint]:
        """Bankroll (plus stakes on the table) after every settled money round
        and every refill, oldest first, from the profile's creation; ``most``:
        about that many rounds, evenly spaced, always the last."""
        cur = self.db.read()
        with self._lock:
            self._fold(cur)
            chart = self._chart
            every = max(1, len(chart) // most) if most else 1
            picked = chart[(len(chart) - 1) % every::every] if chart else []
        created = cur.execute("SELECT created_ms FROM profile WHERE id = 1").fetchone()[0]
        # Within one millisecond a round comes before a refill: a refill is
        # given only when broke, and no round can be played in the same ms.
        events = [(ms, 0, rid, cents, "round") for ms, rid, cents in picked]
        events += [(ms, 1, rid, cents, "refill") for rid, ms, cents in cur.execute(
            "SELECT id, at_ms, bankroll_after FROM refills")]
        return [BankrollPoint(created, start_cents, "start"),
                *(BankrollPoint(ms, cents, kind) for ms, _, _, cents, kind in sorted(events))]

    def _fold(self, cur: sqlite3.Cursor) -> None:
        waiting = sorted(self._waiting)
        extra = f"OR r.id IN ({','.join('?' * len(waiting))})" if waiting else ""
        self._waiting = set()
        for (rid, settled_ms, table, money, rules, outcome, net, blackjacks,
             after) in cur.execute(_NEW_ROUNDS.format(waiting=extra), (self._through, *waiting)):
            self._through = max(self._through, rid)
            if settled_ms is None:
                self._waiting.add(rid)
            else:
                self._fold_round(table, bool(money), rules, outcome, net, blackjacks)
                if money:
                    self._chart.append((settled_ms, rid, after))
        if waiting:                # a round settled late goes where its time puts it
            self._chart.sort()
        self.warmed = True

    def _fold_round(self, table: str, money: bool, rules: str, outcome: str | None,
                    net: int | None, blackjacks: int) -> None:
        if outcome == "watched":        # played on after the player was out: not theirs
            return
        t = self._tables.setdefault(table, TableStats(table, money=money))
        t.rounds += 1
        t.blackjacks += blackjacks
        if outcome == "win":
            t.wins += 1
            self._streak[table] = self._streak.get(table, 0) + 1
            t.best_streak = max(t.best_streak, self._streak[table])
        elif outcome == "loss":
            t.losses += 1
            self._streak[table] = 0
        else:
            t.pushes += 1
        if money and net is not None:
            t.net_cents += net
            t.biggest_win_cents = max(t.biggest_win_cents, net)
        if money and outcome is not None:
            self._fold_rule_set(table, rules, outcome, net)

    def _fold_rule_set(self, table: str, rules: str, outcome: str, net: int | None) -> None:
        if rules not in self._rule_keys:      # read each sitting's rules text once
            try:
                overrides = json.loads(rules) if rules else {}
            except ValueError:
                overrides = {}
            if not isinstance(overrides, dict):
                overrides = {}
            self._rule_keys[rules] = (json.dumps(overrides, sort_keys=True), overrides)
        text, overrides = self._rule_keys[rules]
        entry = self._rule_sets.setdefault((table, text), RuleSetStats(table, overrides))
        entry.rounds += 1
        entry.wins += outcome == "win"
        entry.losses += outcome == "loss"
        entry.pushes += outcome not in ("win", "loss")
        entry.net_cents += net or 0


def _ordered(sets: list[RuleSetStats]) -> list[RuleSetStats]:
    """The tables' own rules first, then the house-rules sets most played first."""
    order = {t: i for i, t in enumerate(table_names())}
    return sorted(sets, key=lambda r: (order.get(r.table, 9), bool(r.overrides), -r.rounds))
