"""Statistics, computed from the history rows (never stored twice).

    stats = compute(db)
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
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field

from game.storage.db import Database
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


def compute(db: Database) -> Stats:
    cur = db.read()
    out = Stats()
    streak: dict[str, int] = {}
    rows = cur.execute(
        "SELECT s.tbl, s.money, r.outcome, r.net_cents, r.blackjacks FROM rounds r "
        "JOIN sittings s ON s.id = r.sitting_id WHERE r.settled_ms IS NOT NULL ORDER BY r.id")
    for table, money, outcome, net, blackjacks in rows:
        if outcome == "watched":        # played on after the player was out: not theirs
            continue
        t = out.tables.setdefault(table, TableStats(table, money=bool(money)))
        t.rounds += 1
        t.blackjacks += blackjacks
        if outcome == "win":
            t.wins += 1
            streak[table] = streak.get(table, 0) + 1
            t.best_streak = max(t.best_streak, streak[table])
        elif outcome == "loss":
            t.losses += 1
            streak[table] = 0
        else:
            t.pushes += 1
        if money and net is not None:
            t.net_cents += net
            t.biggest_win_cents = max(t.biggest_win_cents, net)
    for table, opponent, played, won in cur.execute(
            "SELECT tbl, COALESCE(opponent, 'ai'), COUNT(*), SUM(match_won) FROM sittings "
            "WHERE match_won IS NOT NULL GROUP BY tbl, COALESCE(opponent, 'ai') "
            "ORDER BY tbl, 2"):
        out.matches.append(MatchStats(table, opponent, played, won or 0))
    out.refills, out.refill_cents = cur.execute(
        "SELECT COUNT(*), COALESCE(SUM(amount_cents), 0) FROM refills").fetchone()
    out.rule_sets = _rule_sets(db)
    return out


def _rule_sets(db: Database) -> list[RuleSetStats]:
    """Money tables' rounds per (table, rule set); the tables' own rules first."""
    sets: dict[tuple[str, str], RuleSetStats] = {}
    rows = db.read().execute(
        "SELECT s.tbl, s.rules, r.outcome, r.net_cents FROM rounds r "
        "JOIN sittings s ON s.id = r.sitting_id WHERE r.settled_ms IS NOT NULL "
        "AND s.money = 1 AND r.outcome != 'watched' ORDER BY r.id")
    for table, rules, outcome, net in rows:
        try:
            overrides = json.loads(rules) if rules else {}
        except ValueError:
            overrides = {}
        if not isinstance(overrides, dict):
            overrides = {}
        key = (table, json.dumps(overrides, sort_keys=True))
        entry = sets.setdefault(key, RuleSetStats(table, overrides))
        entry.rounds += 1
        entry.wins += outcome == "win"
        entry.losses += outcome == "loss"
        entry.pushes += outcome not in ("win", "loss")
        entry.net_cents += net or 0
    order = {t: i for i, t in enumerate(table_names())}
    return sorted(sets.values(), key=lambda r: (order.get(r.table, 9), bool(r.overrides),
                                                -r.rounds))
