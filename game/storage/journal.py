"""The journal: every sitting at a table, every decision, as it is made.

A *sitting* is one table instance: a dealer table from sitting down to
leaving it (its shoe and riding pushes last across rounds), or one Showdown /
Indian match.  Its record is exactly what ``game.record.replay`` takes::

    {"table", "seed", "rules", "setup", "cards", "actions": [scenario words]}

Rounds are slices of a sitting's actions.  The order of writes is the whole
crash-safety story — the scene applies an action to the engine in memory,
writes it here, and only then animates it:

    s = journal.sit_down("midnight", rules, setup, money=True)  # commitment + hidden seed
    journal.record_action(s.id, "bet 1 10", rack_cents=..., staked_cents=...)
    rid = journal.begin_round(s.id, "deal", rack_cents=..., staked_cents=...)
    # (if that deal already ended the round — all naturals — settle_round(word=None) now)
    journal.record_action(s.id, "hit", rack_cents=..., staked_cents=...)
    journal.settle_round(s.id, result, rack_cents=..., staked_cents=..., word="stand")
    journal.stand_up(s.id)                     # bets still on spots go back

``rack_cents``/``staked_cents`` are the player's chips off / on the table
(``table.chips_of(0)``, ``table.on_table_of(0)``) after the action.  Between
rounds (bets placed, cleared) money is conserved, so ``record_action``
refuses totals that differ (``MoneyMismatch``): a bug, never a
silent loss.  Inside a round a bust or insurance settles at once, so there
the totals are taken as reported (and the round's net is computed at the end).
Stakes are therefore taken (moved out of the bankroll) in the same
transaction that writes the word — before the first card can be shown.

``settle_round`` writes the last word, the result, the new bankroll, the
history row and the round's end in ONE transaction.  ``pending()`` returns
the open sitting to resume: replay its record; if ``round_id`` is set and the
replayed round already ended (killed after the last word, before
settlement), call ``settle_round`` with ``word=None``.  Match tables pass no
money (``None``) and end with ``finish_match``.
"""
from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from game.storage import fairness
from game.storage.db import (
    Database,
    Row,
    bump_ledger,
    chain_round,
    get_row,
    get_rows,
    now_ms,
    put_row,
    the_row,
)
from game.storage.errors import StorageError
from game.storage.seedkey import SeedKey


class MoneyMismatch(StorageError):
    """Chips appeared or vanished between two journal entries."""


class Outcome(str, Enum):
    WIN = "win"
    LOSS = "loss"
    PUSH = "push"
    WATCHED = "watched"     # match tables: played on after the player was out


@dataclass(frozen=True)
class RoundResult:
    """What the scene knows about a finished round; net money is computed here."""
    blackjacks: int = 0               # the player's naturals this round
    summary: str = ""                 # one line for the history list
    won: bool | None = None           # match tables: True won the pot, False lost, None split
    watched: bool = False             # match tables: the player was already out of the match
    detail: dict[str, Any] = field(default_factory=dict)  # JSON-able extras (e.g. table.snapshot())


def outcome_of(result: RoundResult, net_cents: int | None) -> Outcome:
    """What the history calls a finished round: at a bankroll table its net;
    at a match table the player's result, or WATCHED once they are out.  The
    save writes it and the round check re-derives it with this one function."""
    if net_cents is not None:
        return Outcome.WIN if net_cents > 0 else Outcome.LOSS if net_cents < 0 else Outcome.PUSH
    if result.watched:
        return Outcome.WATCHED
    return {True: Outcome.WIN, False: Outcome.LOSS, None: Outcome.PUSH}[result.won]


@dataclass(frozen=True)
class Sitting:
    id: int
    table: str
    seed: int
    commitment: str
    rules: dict[str, Any]           # JSON, as the table's rules and setup were saved
    setup: dict[str, Any]
    cards: list[Any]
    opponent: str | None
    money: bool
    staked_cents: int
    started_ms: int
    ended_ms: int | None
    match_won: bool | None = None

    @classmethod
    def from_row(cls, row: Row, key: SeedKey | None = None) -> Sitting:
        """``key`` reads a seed kept hidden while the sitting is open (``seedkey``)."""
        won = row["match_won"]
        seed = key.reveal(row["seed"], row["commitment"]) if key else int(row["seed"])
        return cls(row["id"], row["tbl"], seed, row["commitment"],
                   json.loads(row["rules"]), json.loads(row["setup"]), json.loads(row["cards"]),
                   row["opponent"], bool(row["money"]), row["staked_cents"],
                   row["started_ms"], row["ended_ms"], None if won is None else bool(won))

    def record(self, actions: list[str]) -> dict[str, Any]:
        return {"table": self.table, "seed": self.seed, "rules": self.rules,
                "setup": self.setup, "cards": self.cards, "actions": list(actions)}


@dataclass(frozen=True)
class Pending:
    """An unfinished sitting found at start: replay ``record`` to resume it."""
    sitting: Sitting
    record: dict[str, Any]
    round_id: int | None              # the round that was being played, if any
    round_first_seq: int | None       # its first action's index in record["actions"]


def _dump(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


class Journal:
    def __init__(self, db: Database):
        self.db = db
        self.key = SeedKey(db.path.parent)   # beside the save, never inside it

    # -- reading ------------------------------------------------------------
    def sitting(self, sitting_id: int) -> Sitting:
        row = get_row(self.db.read(), "sittings", "id = ?", (sitting_id,))
        if row is None:
            raise StorageError(f"no sitting {sitting_id}")
        return Sitting.from_row(row, self.key)

    def actions(self, sitting_id: int) -> list[str]:
        cur = self.db.read()
        return [w for (w,) in cur.execute(
            "SELECT word FROM actions WHERE sitting_id = ? ORDER BY seq", (sitting_id,))]

    def open_round(self, sitting_id: int) -> Row | None:
        return get_row(self.db.read(), "rounds", "sitting_id = ? AND settled_ms IS NULL",
                       (sitting_id,))

    def pending(self) -> Pending | None:
        row = get_row(self.db.read(), "sittings",
                      "ended_ms IS NULL ORDER BY id DESC LIMIT 1")
        if row is None:
            return None
        sitting = Sitting.from_row(row, self.key)
        rnd = self.open_round(sitting.id)
        return Pending(sitting, sitting.record(self.actions(sitting.id)),
                       rnd["id"] if rnd else None, rnd["first_seq"] if rnd else None)

    # -- helpers inside a transaction ---------------------------------------
    @staticmethod
    def _open_sitting(cur: sqlite3.Cursor, sitting_id: int) -> Row:
        row = get_row(cur, "sittings", "id = ?", (sitting_id,))
        if row is None:
            raise StorageError(f"no sitting {sitting_id}")
        if row["ended_ms"] is not None:
            raise StorageError(f"sitting {sitting_id} is over")
        return row

    @staticmethod
    def _append(cur: sqlite3.Cursor, sitting_id: int, word: str) -> int:
        if not isinstance(word, str) or not word.strip():
            raise StorageError(f"not an action word: {word!r}")
        seq: int = cur.execute("SELECT COUNT(*) FROM actions WHERE sitting_id = ?",
                               (sitting_id,)).fetchone()[0]
        put_row(cur, "actions", {"sitting_id": sitting_id, "seq": seq, "word": word,
                                 "at_ms": now_ms()})
        bump_ledger(cur, actions=1)
        return seq

    @staticmethod
    def _move_money(cur: sqlite3.Cursor, sitting: Row, rack: int | None, staked: int | None,
                    conserve: bool) -> tuple[int, int] | None:
        """Set bankroll = rack and the sitting's stake = staked; (before, after) totals."""
        if not sitting["money"]:
            if rack is not None or staked is not None:
                raise StorageError("this table does not play with the bankroll")
            return None
        if rack is None or staked is None:
            raise StorageError("a bankroll table must report rack_cents and staked_cents")
        for v in (rack, staked):
            if isinstance(v, bool) or not isinstance(v, int) or v < 0:
                raise StorageError(f"amounts are whole cents >= 0, not {v!r}")
        prof = the_row(cur, "profile", "id = 1")
        before = prof["bankroll_cents"] + sitting["staked_cents"]
        after = rack + staked
        if conserve and after != before:
            raise MoneyMismatch(f"chips must be conserved mid-round: {before} -> {after} cents")
        prof["bankroll_cents"] = rack
        put_row(cur, "profile", prof)
        sitting["staked_cents"] = staked
        put_row(cur, "sittings", sitting)
        return before, after

    def _revealed(self, row: Row) -> str:
        """The sitting is over: its seed in plain decimal, for anyone to verify.
        (A key lost meanwhile leaves it hidden; verify then says so.)"""
        try:
            return str(self.key.reveal(row["seed"], row["commitment"]))
        except (StorageError, ValueError):
            return str(row["seed"])

    # -- writing ------------------------------------------------------------
    def sit_down(self, table: str, rules: dict[str, Any], setup: dict[str, Any], *,
                 money: bool, seed: int | None = None, cards: list[Any] | tuple[Any, ...] = (),
                 opponent: str | None = None) -> Sitting:
        """Store the commitment, and the seed hidden (``seedkey``), before any card exists."""
        seed = fairness.new_seed() if seed is None else int(seed)
        promise = fairness.commitment(seed)
        hidden = self.key.hide(seed, promise)
        with self.db.write() as cur:
            if money and cur.execute("SELECT COUNT(*) FROM sittings WHERE money = 1 "
                                     "AND ended_ms IS NULL").fetchone()[0]:
                raise StorageError("another table is still open with the bankroll")
            sid = put_row(cur, "sittings", {
                "id": None, "tbl": table, "seed": hidden,
                "commitment": promise, "rules": _dump(rules),
                "setup": _dump(setup), "cards": _dump(list(cards)), "opponent": opponent,
                "money": int(money), "staked_cents": 0, "started_ms": now_ms(),
                "ended_ms": None, "match_won": None, "match_summary": None})
            bump_ledger(cur, sittings=1)
        return self.sitting(sid)

    def record_action(self, sitting_id: int, word: str, *, rack_cents: int | None = None,
                      staked_cents: int | None = None) -> int:
        """Append one decision (stakes move with it); returns its index."""
        with self.db.write() as cur:
            sitting = self._open_sitting(cur, sitting_id)
            # Mid-round a bust or an insurance bet settles at once, so money may
            # move; between rounds (bets placed or cleared) it must not.
            in_round = get_row(cur, "rounds", "sitting_id = ? AND settled_ms IS NULL",
                               (sitting_id,)) is not None
            self._move_money(cur, sitting, rack_cents, staked_cents, conserve=not in_round)
            return self._append(cur, sitting_id, word)

    def begin_round(self, sitting_id: int, word: str | None = None, *,
                    rack_cents: int | None = None, staked_cents: int | None = None) -> int:
        """Open a round, with the word that deals it ("deal"; None when the
        engine deals by itself, e.g. a match's first round). Returns round id."""
        with self.db.write() as cur:
            sitting = self._open_sitting(cur, sitting_id)
            if get_row(cur, "rounds", "sitting_id = ? AND settled_ms IS NULL", (sitting_id,)):
                raise StorageError("a round is already open at this table")
            money = None
            if sitting["money"] or rack_cents is not None:
                # Not conserved: a deal can settle at once (every hand a natural);
                # "before" is read from the journal, so the round's net is exact.
                money = self._move_money(cur, sitting, rack_cents, staked_cents, conserve=False)
            if word is None:
                first = cur.execute("SELECT COUNT(*) FROM actions WHERE sitting_id = ?",
                                    (sitting_id,)).fetchone()[0]
            else:
                first = self._append(cur, sitting_id, word)
            return chain_round(cur, {
                "id": None, "sitting_id": sitting_id, "first_seq": first, "last_seq": None,
                "bankroll_before": money[0] if money else None, "bankroll_after": None,
                "net_cents": None, "outcome": None, "blackjacks": 0, "summary": "",
                "detail": "{}", "started_ms": now_ms(), "settled_ms": None})

    def settle_round(self, sitting_id: int, result: RoundResult, *,
                     rack_cents: int | None = None, staked_cents: int | None = None,
                     word: str | None = None) -> int:
        """Last word + money + history + the round's end: one transaction."""
        with self.db.write() as cur:
            sitting = self._open_sitting(cur, sitting_id)
            rnd = get_row(cur, "rounds", "sitting_id = ? AND settled_ms IS NULL", (sitting_id,))
            if rnd is None:
                raise StorageError("no round is open at this table")
            if word is not None:
                self._append(cur, sitting_id, word)
            money = self._move_money(cur, sitting, rack_cents, staked_cents, conserve=False)
            net = None
            if money is not None:
                net = money[1] - rnd["bankroll_before"]
                rnd["bankroll_after"], rnd["net_cents"] = money[1], net
            outcome = outcome_of(result, net)
            n = cur.execute("SELECT COUNT(*) FROM actions WHERE sitting_id = ?",
                            (sitting_id,)).fetchone()[0]
            rnd.update(last_seq=n - 1, outcome=outcome.value, blackjacks=int(result.blackjacks),
                       summary=str(result.summary), detail=_dump(result.detail),
                       settled_ms=now_ms())
            put_row(cur, "rounds", rnd)
            return int(rnd["id"])

    def finish_match(self, sitting_id: int, won: bool, summary: str = "") -> None:
        """A Showdown / Indian match is over: counted in the stats, seed revealed."""
        with self.db.write() as cur:
            sitting = self._open_sitting(cur, sitting_id)
            if get_row(cur, "rounds", "sitting_id = ? AND settled_ms IS NULL", (sitting_id,)):
                raise StorageError("settle the last round before finishing the match")
            sitting.update(ended_ms=now_ms(), match_won=int(bool(won)), match_summary=summary,
                           seed=self._revealed(sitting))
            put_row(cur, "sittings", sitting)

    def stand_up(self, sitting_id: int) -> None:
        """Leave the table between rounds: bets still on the spots return to the
        bankroll. An unfinished match is left without counting in the stats —
        also mid-round (no money is at stake): its open round stays unsettled,
        so it is never listed, replayed nor counted."""
        with self.db.write() as cur:
            sitting = self._open_sitting(cur, sitting_id)
            if sitting["money"] and \
                    get_row(cur, "rounds", "sitting_id = ? AND settled_ms IS NULL", (sitting_id,)):
                raise StorageError("a round is in progress: finish it before leaving")
            if sitting["money"]:
                prof = the_row(cur, "profile", "id = 1")
                prof["bankroll_cents"] += sitting["staked_cents"]
                put_row(cur, "profile", prof)
                sitting["staked_cents"] = 0
            sitting["ended_ms"] = now_ms()
            sitting["seed"] = self._revealed(sitting)
            put_row(cur, "sittings", sitting)

    def void_unrevealable(self) -> list[str]:
        """Open sittings whose hidden seed cannot be read back (the key file was
        lost, or the save moved without it) can never go on with the same cards.
        Each is ended: a round in play is void (the bankroll goes back to what it
        was before it, net 0) and bets left on the spots return.  One line per
        sitting, for the player."""
        notes = []
        for row in get_rows(self.db.read(), "sittings", "WHERE ended_ms IS NULL"):
            try:
                self.key.reveal(row["seed"], row["commitment"])
                continue
            except (StorageError, ValueError) as exc:
                why = str(exc)
            with self.db.write() as cur:
                sitting = self._open_sitting(cur, row["id"])
                rnd = get_row(cur, "rounds", "sitting_id = ? AND settled_ms IS NULL",
                              (sitting["id"],))
                prof = the_row(cur, "profile", "id = 1")
                if rnd is not None:
                    n = cur.execute("SELECT COUNT(*) FROM actions WHERE sitting_id = ?",
                                    (sitting["id"],)).fetchone()[0]
                    if sitting["money"] and rnd["bankroll_before"] is not None:
                        prof["bankroll_cents"] = rnd["bankroll_before"]
                        sitting["staked_cents"] = 0
                        rnd.update(bankroll_after=rnd["bankroll_before"], net_cents=0)
                    rnd.update(last_seq=n - 1, outcome=Outcome.PUSH.value,
                               summary="void: its seed could not be read back",
                               settled_ms=now_ms())
                    put_row(cur, "rounds", rnd)
                if sitting["money"]:
                    prof["bankroll_cents"] += sitting["staked_cents"]
                    sitting["staked_cents"] = 0
                    put_row(cur, "profile", prof)
                sitting["ended_ms"] = now_ms()
                put_row(cur, "sittings", sitting)
            what = "the round in play was void and its stake returned" if rnd is not None \
                else "it was closed"
            notes.append(f"Your {row['tbl']} table could not continue ({why}): {what}.")
        return notes

    def rounds_of(self, sitting_id: int) -> list[Row]:
        return get_rows(self.db.read(), "rounds", "WHERE sitting_id = ? ORDER BY id",
                        (sitting_id,))
