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

TABLE_ORDER = ("midnight", "classic", "showdown", "indian")


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
        return self.tables.get(name) or TableStats(name, money=name in ("midnight", "classic"))


# Per table in one pass of SQLite (no row reaches Python): a streak is a run
# of wins between two losses, so numbering the losses so far at each round
# puts every streak in its own group; a push is in no group (it neither
# extends nor breaks), a watched round is not the player's.
_TABLES_SQL = """
WITH played AS (
    SELECT s.tbl, s.money, r.outcome, r.net_cents, r.blackjacks,
           SUM(r.outcome = 'loss') OVER (PARTITION BY s.tbl ORDER BY r.id) AS losses_so_far
    FROM rounds r JOIN sittings s ON s.id = r.sitting_id
    WHERE r.settled_ms IS NOT NULL AND r.outcome IS NOT 'watched'),
streaks AS (
    SELECT tbl, MAX(wins) AS best FROM (
        SELECT tbl, losses_so_far, COUNT(*) AS wins FROM played WHERE outcome = 'win'
        GROUP BY tbl, losses_so_far) GROUP BY tbl)
SELECT p.tbl, MAX(p.money), COUNT(*), SUM(p.outcome = 'win'), SUM(p.outcome = 'loss'),
       SUM(p.blackjacks),
       SUM(CASE WHEN p.money THEN p.net_cents END),
       MAX(CASE WHEN p.money THEN p.net_cents END),
       COALESCE((SELECT best FROM streaks WHERE streaks.tbl = p.tbl), 0)
FROM played p GROUP BY p.tbl
"""


def compute(db: Database) -> Stats:
    cur = db.read()
    out = Stats()
    for (table, money, rounds, wins, losses, blackjacks, net, biggest,
         streak) in cur.execute(_TABLES_SQL):
        out.tables[table] = TableStats(
            table, rounds=rounds, wins=wins, losses=losses, pushes=rounds - wins - losses,
            blackjacks=blackjacks, net_cents=net or 0, biggest_win_cents=max(0, biggest or 0),
            best_streak=streak, money=bool(money))
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
    """Money tables' rounds per (table, rule set); the tables' own rules first.
    Summed by SQLite per sitting's rules text; two texts of the same rules
    (keys in another order) are merged here."""
    sets: dict[tuple[str, str], RuleSetStats] = {}
    rows = db.read().execute(
        "SELECT s.tbl, s.rules, COUNT(*), SUM(r.outcome = 'win'), SUM(r.outcome = 'loss'), "
        "SUM(COALESCE(r.net_cents, 0)) FROM rounds r "
        "JOIN sittings s ON s.id = r.sitting_id WHERE r.settled_ms IS NOT NULL "
        "AND s.money = 1 AND r.outcome != 'watched' GROUP BY s.tbl, s.rules")
    for table, rules, rounds, wins, losses, net in rows:
        try:
            overrides = json.loads(rules) if rules else {}
        except ValueError:
            overrides = {}
        if not isinstance(overrides, dict):
            overrides = {}
        key = (table, json.dumps(overrides, sort_keys=True))
        entry = sets.setdefault(key, RuleSetStats(table, overrides))
        entry.rounds += rounds
        entry.wins += wins
        entry.losses += losses
        entry.pushes += rounds - wins - losses
        entry.net_cents += net
    order = {t: i for i, t in enumerate(TABLE_ORDER)}
    return sorted(sets.values(), key=lambda r: (order.get(r.table, 9), bool(r.overrides),
                                                -r.rounds))
