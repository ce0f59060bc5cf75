"""The save as a whole: the chain of rounds, the money and the match results.

    report = check_ledger(db)                  # the whole profile, every match re-dealt
    report = check_ledger(db, sitting_id=4)    # … only that sitting's match re-dealt
    report.ok, report.problems, report.lines   # Messages: said in the player's language

``round_check`` re-deals one sitting and compares each of its rounds; this
looks at what no single round shows:

1. **the chain** (``chain``): every round carries the link of the one before
   and the ledger the last link, so a deleted, moved or inserted round is named;
2. **the money**: walking the profile from its 1,000 starting chips, every
   refill was given when the bankroll was empty, every sitting at a bankroll
   table sat down with the bankroll of that moment, every round began with
   what the one before ended with, and its net is after minus before; and the
   bankroll now is the starting chips + the refills + the sum of every round's
   net, to the cent;
3. **the match results**: a finished Showdown or Indian match is re-dealt from
   its revealed seed and recorded actions, and its winner compared with the
   result saved (which the statistics count).

Each check names what does not add up ("ledger: bankroll 1,100, rounds and
refills add up to 1,000").  The walks read every round once (no re-deal), so
the chain and the money are checked for the whole profile at every verify;
re-dealing every match of the profile is asked for separately.
"""
from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field
from typing import Any

from game.messages import N_, Chips, Message, message
from game.storage import chain, fairness
from game.storage.db import Database, Row, columns, get_rows, newest_sitting, the_row
from game.storage.profile import REFILL_BELOW_CENTS, START_CENTS
from game.storage.replays import start_table
from game.storage.round_check import Report, Verdict, _whose_round, check_round
from game.storage.seedkey import is_hidden
from game.tables.registry import spec_for, table_names

WON, LOST = N_("won"), N_("lost")


@dataclass
class LedgerReport:
    lines: list[Message] = field(default_factory=list)      # what was checked
    problems: list[Message] = field(default_factory=list)   # what does not add up

    @property
    def ok(self) -> bool:
        return not self.problems


def check_ledger(db: Database, sitting_id: int | None = None) -> LedgerReport:
    """The chain and the money of the whole profile; the match result of
    ``sitting_id`` re-dealt (None: of every finished match)."""
    cur = db.read()
    report = LedgerReport()
    _check_chain(cur, report)
    _check_money(db, cur, report)
    _check_matches(db, cur, report, sitting_id)
    return report


# -- the chain ---------------------------------------------------------------------

def _check_chain(cur: sqlite3.Cursor, report: LedgerReport) -> None:
    if "prev_hash" not in columns(cur, "rounds"):
        report.lines.append(message(N_("Chain of rounds: not in this save's format yet (the "
                                       "game adds it when it opens the save)")))
        return
    names = ("id", "prev_hash", "sitting_id", "first_seq", "started_ms")   # what links need
    rows = [dict(zip(names, r)) for r in cur.execute(
        f"SELECT {','.join(names)} FROM rounds ORDER BY id")]
    links = [chain.link(r) for r in rows]
    place = {lk: i for i, lk in enumerate(links)}
    head = the_row(cur, "ledger", "id = 1")["rounds_head"]
    expected = chain.GENESIS
    for i, row in enumerate(rows):
        if row["prev_hash"] != expected:
            after = head if i + 1 == len(rows) else rows[i + 1]["prev_hash"]
            report.problems.append(_chain_break(rows, place, i, skipped=after == expected))
            return
        expected = links[i]
    if head != expected:
        report.problems.append(
            message(N_("ledger: the chain of rounds ends at round {round}, but the save "
                       "went on after it: the rounds after it were deleted"),
                    round=rows[-1]["id"]) if rows else
            message(N_("ledger: the save has no rounds left, but it had some: they were "
                       "deleted")))
        return
    report.lines.append(message(N_("Chain of rounds: {count} rounds, none deleted, moved or "
                                   "inserted: yes"), count=len(rows)))


def _chain_break(rows: list[Row], place: dict[str, int], i: int, skipped: bool) -> Message:
    """Why round ``rows[i]`` does not follow the one before it in the chain.
    ``skipped``: the chain goes on past it as if it were not there."""
    row = rows[i]
    if skipped:
        return message(N_("ledger: round {round} was inserted: the chain of rounds goes on "
                          "without it"), round=row["id"])
    if row["prev_hash"] in place:
        q = place[row["prev_hash"]]
        if q > i:            # the round it follows was taken from before it to later
            return message(N_("ledger: round {moved} was moved: in the chain of rounds it "
                              "comes before round {round}"), moved=rows[q]["id"],
                           round=row["id"])
        after = rows[q]["id"]
        return message(N_("ledger: round {round} is out of place: in the chain of rounds it "
                          "comes after round {after}"), round=row["id"], after=after)
    if i == 0:
        return message(N_("ledger: the rounds before round {round} were deleted (the chain "
                          "of rounds does not start there)"), round=row["id"])
    before = rows[i - 1]["id"]
    if row["id"] == before + 2:
        return message(N_("ledger: round {number} is missing: deleted from the chain of "
                          "rounds"), number=before + 1)
    if row["id"] > before + 2:
        return message(N_("ledger: rounds {first} to {last} are missing: deleted from the "
                          "chain of rounds"), first=before + 1, last=row["id"] - 1)
    return message(N_("ledger: the chain of rounds is broken between round {before} and "
                      "round {round}: a round was deleted there"), before=before,
                   round=row["id"])


# -- the money ---------------------------------------------------------------------

def _check_money(db: Database, cur: sqlite3.Cursor, report: LedgerReport) -> None:
    refills = get_rows(cur, "refills", "ORDER BY id")
    sittings = get_rows(cur, "sittings", "WHERE money = 1 ORDER BY id")
    # In the order they happened: a refill comes after the newest sitting of
    # its moment (no bankroll table is open during a refill).
    events: list[tuple[int, int, int, Row]] = \
        [(_place(cur, r), 1, r["id"], r) for r in refills] + \
        [(s["id"], 0, s["id"], s) for s in sittings]
    running, in_play = START_CENTS, False
    for _, kind, _, row in sorted(events, key=lambda e: e[:3]):
        if kind == 1:
            running = _refill(row, running, report)
        else:
            running, in_play = _sitting(db, cur, row, running, report)
    prof = the_row(cur, "profile", "id = 1")
    staked = sum(s["staked_cents"] for s in sittings if s["ended_ms"] is None)
    nets = cur.execute(
        "SELECT COALESCE(SUM(r.net_cents), 0) FROM rounds r JOIN sittings s "
        "ON s.id = r.sitting_id WHERE s.money = 1 AND r.settled_ms IS NOT NULL").fetchone()[0]
    added = START_CENTS + sum(r["amount_cents"] for r in refills) + nets
    if in_play:       # mid-round the bankroll moves with the cards: checked once it is over
        report.lines.append(message(N_("Bankroll: a round is in play; it is checked once "
                                       "that round is over")))
        return
    if prof["bankroll_cents"] + staked != added:
        report.problems.append(message(N_("ledger: bankroll {bankroll}, rounds and refills add "
                                          "up to {total}"),
                                       bankroll=Chips(prof["bankroll_cents"] + staked),
                                       total=Chips(added)))
        return
    report.lines.append(message(N_("Bankroll {bankroll} = {start} to start + {refills} in "
                                   "refills + the net of {rounds} rounds ({net}): yes"),
                                bankroll=Chips(added), start=Chips(START_CENTS),
                                refills=Chips(added - START_CENTS - nets),
                                net=Chips(nets), rounds=_money_rounds(cur)))


def _place(cur: sqlite3.Cursor, refill: Row) -> int:
    """The newest sitting when ``refill`` was given (a save not yet upgraded
    to format 3 does not say: placed by its time, as the upgrade does)."""
    if "after_sitting" in refill:
        place: int = refill["after_sitting"]
        return place
    return newest_sitting(cur, refill["at_ms"])


def _money_rounds(cur: sqlite3.Cursor) -> int:
    count: int = cur.execute(
        "SELECT COUNT(*) FROM rounds r JOIN sittings s ON s.id = r.sitting_id "
        "WHERE s.money = 1 AND r.settled_ms IS NOT NULL").fetchone()[0]
    return count


def _refill(row: Row, before: int, report: LedgerReport) -> int:
    if before >= REFILL_BELOW_CENTS:
        report.problems.append(message(N_("ledger: refill {number} was given with {bankroll} "
                                          "in the bankroll (a refill is given only when it "
                                          "is empty)"),
                                       number=row["id"], bankroll=Chips(before)))
    elif row["bankroll_after"] != before + row["amount_cents"]:
        report.problems.append(message(N_("ledger: refill {number} says the bankroll became "
                                          "{after}, but {before} and {amount} make {total}"),
                                       number=row["id"], after=Chips(row["bankroll_after"]),
                                       before=Chips(before), amount=Chips(row["amount_cents"]),
                                       total=Chips(before + row["amount_cents"])))
    after: int = before + row["amount_cents"]
    return after


def _sitting(db: Database, cur: sqlite3.Cursor, sitting: Row, running: int,
             report: LedgerReport) -> tuple[int, bool]:
    """Walk one bankroll sitting's rounds; (the money it left with, a round still in play)."""
    start = _starting_cents(db, sitting)
    if start != running:
        report.problems.append(message(N_("ledger: sitting {number} sat down with {chips}, but "
                                          "the bankroll was {bankroll} then"),
                                       number=sitting["id"], chips=_chips_or_none(start),
                                       bankroll=Chips(running)))
    money = running if start is None else start
    for rnd in get_rows(cur, "rounds", "WHERE sitting_id = ? ORDER BY id", (sitting["id"],)):
        if rnd["bankroll_before"] != money:
            report.problems.append(message(N_("ledger: round {round} began with {chips}, but "
                                              "the bankroll was {bankroll} then"),
                                           round=rnd["id"],
                                           chips=_chips_or_none(rnd["bankroll_before"]),
                                           bankroll=Chips(money)))
        if rnd["settled_ms"] is None:
            return money, True
        before, after = rnd["bankroll_before"] or 0, rnd["bankroll_after"] or 0
        if rnd["net_cents"] != after - before:
            report.problems.append(message(N_("ledger: round {round} says it won {net}, but "
                                              "its bankroll went from {before} to {after}"),
                                           round=rnd["id"], net=_chips_or_none(rnd["net_cents"]),
                                           before=Chips(before), after=Chips(after)))
        money = after
    return money, False


def _chips_or_none(cents: Any) -> Chips | str:
    return Chips(cents) if isinstance(cents, int) else "?"


def _starting_cents(db: Database, sitting: Row) -> int | None:
    """The chips the bankroll player sat down with, as the table reads its setup."""
    try:
        record = {"table": sitting["tbl"], "seed": 0, "rules": json.loads(sitting["rules"]),
                  "setup": json.loads(sitting["setup"]), "cards": [], "actions": []}
        _, table = start_table(record)
        who = _whose_round(db, sitting)
        return int(table.chips_of(who) + table.on_table_of(who))
    except Exception:  # a setup the engine refuses: named as not adding up
        return None


# -- the match results ------------------------------------------------------------------

def _check_matches(db: Database, cur: sqlite3.Cursor, report: LedgerReport,
                   sitting_id: int | None) -> None:
    where = "WHERE match_won IS NOT NULL" + ("" if sitting_id is None else " AND id = ?")
    args: tuple[Any, ...] = () if sitting_id is None else (sitting_id,)
    checked = 0
    for sitting in get_rows(cur, "sittings", where + " ORDER BY id", args):
        if is_hidden(sitting["seed"]):     # its key was lost: nothing to re-deal
            continue
        problem = _match_problem(db, cur, sitting)
        if problem is not None:
            report.problems.append(problem)
        else:
            checked += 1
    if checked:
        report.lines.append(message(N_("Match results re-dealt from their seeds and compared: "
                                       "{count}: yes"), count=checked))


def resigns_together(table: str) -> bool:
    """Every human at the device leaves ``table``'s match together."""
    return table in table_names() and spec_for(table).resign_loses


def _match_problem(db: Database, cur: sqlite3.Cursor, sitting: Row) -> Message | None:
    """Why the saved result of a finished match is not the re-dealt one (None: it is)."""
    number, table_name = sitting["id"], sitting["tbl"]
    stored = sitting["seed"]
    if not str(stored).lstrip("-").isdigit() \
            or not fairness.check(int(stored), sitting["commitment"]):
        return message(N_("ledger: match {number} cannot be re-dealt: its seed is not the one "
                          "promised"), number=number)
    words = [w for (w,) in cur.execute(
        "SELECT word FROM actions WHERE sitting_id = ? ORDER BY seq", (number,))]
    try:
        game, table = start_table({
            "table": table_name, "seed": int(stored), "rules": json.loads(sitting["rules"]),
            "setup": json.loads(sitting["setup"]), "cards": json.loads(sitting["cards"]),
            "actions": []})
        for word in words:
            table.apply(game.parse(table, word))
            table.events()
    except Exception:  # any refusal: the match is not what was dealt
        return message(N_("ledger: match {number} cannot be re-dealt from its seed and "
                          "actions"), number=number)
    saved = bool(sitting["match_won"])
    # Decided: a winner is known (Indian knows it on the result screen, before
    # the table counts as over).
    if table.winner is not None or table.is_over():
        redealt: bool | None = table.winner == _whose_round(db, sitting)
    elif resigns_together(table_name) or sitting["opponent"] != "human":
        redealt = False       # ended before its end: a resignation, always the player's loss
    else:
        redealt = None        # two people: which of them resigned is not in the cards
    if redealt is not None and redealt != saved:
        return message(N_("ledger: match {number} ({table}) is saved as {saved}, but re-dealt "
                          "from its seed it was {redealt}"), number=number, table=table_name,
                       saved=message(WON if saved else LOST),
                       redealt=message(WON if redealt else LOST))
    return None


# -- one round and the ledger: what Verify shows ------------------------------------------

@dataclass
class Verification:
    """``check_round`` for one round, with the ledger of its sitting and profile."""
    round: Report
    ledger: LedgerReport

    @property
    def verdict(self) -> Verdict:
        if self.round.verdict is Verdict.MISMATCH or not self.ledger.ok:
            return Verdict.MISMATCH
        return self.round.verdict

    @property
    def ok(self) -> bool:
        return self.verdict is Verdict.VERIFIED

    @property
    def difference(self) -> Message | str | None:
        """The first thing that differs (a round's, in English; the ledger's, a Message)."""
        if self.round.verdict is Verdict.MISMATCH or self.ledger.ok:
            return self.round.difference
        return self.ledger.problems[0]

    @property
    def lines(self) -> list[str]:
        last = f"{self.verdict.value}: {self.difference}" if self.difference is not None \
            else self.verdict.value
        return [*self.round.lines[:-1], *map(str, self.ledger.lines),
                *map(str, self.ledger.problems), last]


def verify_round(db: Database, round_id: int) -> Verification:
    """What ``python -m game.verify ROUND_ID`` and History → Verify say: the
    round re-dealt (``check_round``), then the ledger around it."""
    report = check_round(db, round_id)
    sitting_id = db.read().execute("SELECT sitting_id FROM rounds WHERE id = ?",
                                   (round_id,)).fetchone()[0]
    return Verification(report, check_ledger(db, sitting_id))
