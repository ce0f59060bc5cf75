"""Re-deal a round from its revealed seed and compare it with the save.

    report = check_round(db, round_id)     # BadRequest: no such round / not a save
    report.verdict                          # VERIFIED, MISMATCH or NOT_VERIFIED
    report.difference                       # MISMATCH: the first thing that differs
    report.lines                            # what was checked, for a person to read

What is checked, in order, stopping at the first difference:

1. the revealed seed hashes to the commitment shown before the first card;
2. the shoe was dealt from that seed (no hand-stacked cards) under the
   table's own rules, or at Midnight and Classic the sitting's house rules;
3. every recorded action of the sitting, from its first one to the round's
   last, is legal on the table re-dealt from the seed;
4. every round of the sitting up to this one: the cards recorded for it
   (dealer and player hands, totals, pot), its result (outcome, naturals,
   summary) and, at a bankroll table, the bankroll before and after and the
   net, are exactly what the re-dealt table gives
   (``game.storage.results`` makes both);
5. at Midnight and Classic, every card of the round comes off its shoe, whose
   order is re-derived from the shoe seed and printed (a shoe that ran empty
   goes on with its discards, shuffled back in by the same generator).

Earlier rounds are checked too because a changed action in one of them changes
every later card.  Rows whose checksums were recomputed after an edit pass the
start-up checks; they do not pass this one.
"""
from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from game.cards import pretty
from game.errors import SetupError
from game.record import RecordData
from game.storage import fairness
from game.storage.db import Database, get_row, get_rows
from game.storage.errors import StorageError
from game.storage.journal import RoundResult, outcome_of
from game.storage.replays import round_steps, shoe_report, start_table
from game.storage.seedkey import is_hidden
from game.tables.games import AnyGame, game_for
from game.tables.registry import spec_for, table_names
from game.tables.spec import first_player

MAX_ROUND_ID = 2 ** 63 - 1            # SQLite's largest integer
SCENE_KEY = "scene.{}"                # the scene's own setup, kept in ``meta``
# A row of the save, column -> value (``db.get_row``).
Row = dict[str, Any]
# Where the lines for a person to read go.
Out = Callable[[str], None]


class Verdict(Enum):
    VERIFIED = "VERIFIED"
    MISMATCH = "MISMATCH"
    NOT_VERIFIED = "NOT VERIFIED"     # nothing wrong found, but it cannot be checked yet


class BadRequest(StorageError):
    """The question cannot be asked of this save (unknown round, bad id)."""


class _Differs(Exception):
    """The first difference found (its message names it)."""


class _NotYet(Exception):
    """Nothing differs, but the round cannot be checked (yet)."""


@dataclass
class Report:
    verdict: Verdict
    lines: list[str] = field(default_factory=list)
    difference: str | None = None

    @property
    def ok(self) -> bool:
        return self.verdict is Verdict.VERIFIED

    @property
    def last_line(self) -> str:
        if self.verdict is Verdict.MISMATCH:
            return f"MISMATCH: {self.difference}"
        return self.verdict.value if self.difference is None else \
            f"{self.verdict.value}: {self.difference}"


def parse_round_id(text: str) -> int:
    """A round id as typed; BadRequest with plain words otherwise."""
    text = str(text).strip()
    if (not (text.isascii() and text.isdigit()) or len(text) > 19
            or not 1 <= int(text) <= MAX_ROUND_ID):
        raise BadRequest(f"round ids are whole numbers from 1 to {MAX_ROUND_ID}, not {text[:30]!r}")
    return int(text)


def check_round(db: Database, round_id: int) -> Report:
    if isinstance(round_id, bool) or not isinstance(round_id, int) \
            or not 1 <= round_id <= MAX_ROUND_ID:
        raise BadRequest(f"round ids are whole numbers from 1 to {MAX_ROUND_ID}")
    cur = db.read()
    rnd = get_row(cur, "rounds", "id = ?", (round_id,))
    if rnd is None:
        raise BadRequest(f"there is no round {round_id} in this save")
    sitting = get_row(cur, "sittings", "id = ?", (rnd["sitting_id"],))
    if sitting is None:
        raise BadRequest(f"round {round_id} belongs to no sitting (the save is damaged)")
    if rnd["outcome"] is None:
        # Nothing of an open round is shown, not even to check it: its cards
        # include a hidden Indian card and cards still to come.
        if sitting["ended_ms"] is not None:     # a match given up (or resigned) mid-round
            raise BadRequest(f"round {round_id} was never finished (its match was given up "
                             "during it), so it has no result to check")
        raise BadRequest(f"round {round_id} is still being played; it can be verified "
                         "once it is over")
    report = Report(Verdict.VERIFIED)
    out = report.lines.append
    out(f"Round {round_id}: {str(sitting['tbl']).capitalize()}, sitting {sitting['id']}")
    out(f"Commitment shown before the first card: {sitting['commitment']}")
    try:
        _check(db, rnd, sitting, out)
    except _Differs as diff:
        report.verdict, report.difference = Verdict.MISMATCH, str(diff)
    except _NotYet as why:
        report.verdict, report.difference = Verdict.NOT_VERIFIED, str(why)
    out(report.last_line)
    return report


def _revealed_seed(sitting: Row) -> int:
    if sitting["ended_ms"] is None:
        raise _NotYet("the seed is still secret while this table is in play; it is "
                      "revealed when you leave the table (or the match ends)")
    stored = sitting["seed"]
    if is_hidden(stored):
        raise _NotYet("the seed was never revealed (the key that hid it was lost)")
    try:
        return int(stored)
    except (TypeError, ValueError):
        raise _Differs("the revealed seed is not a number") from None


def _check(db: Database, rnd: Row, sitting: Row, out: Out) -> None:
    seed = _revealed_seed(sitting)
    out(f"Seed (revealed): {seed}")
    if not fairness.check(seed, sitting["commitment"]):
        out("SHA-256 of the seed matches the commitment: NO")
        raise _Differs("the revealed seed does not hash to the commitment shown before "
                       "the first card")
    out("SHA-256 of the seed matches the commitment: yes")
    cards = json.loads(sitting["cards"])
    if cards:
        raise _Differs(f"the shoe was stacked by hand ({len(cards)} cards chosen), "
                       "not dealt from the seed")
    house = json.loads(sitting["rules"])
    if house and not _spec_says(sitting["tbl"], "house_rules"):   # a table without any
        raise _Differs(f"the sitting's rules are not the table's own ({_short(house)})")
    if house:       # re-dealt under them (replays.start_table applies them)
        try:
            game_for(sitting["tbl"], house)
        except SetupError as exc:
            raise _Differs(f"the sitting's house rules cannot be used: {exc}") from None
        out(f"House rules of the sitting: {_short(house)}")
    if rnd["last_seq"] is None:
        raise _NotYet("this round was never finished, so it has no result to check")
    cur = db.read()
    words = [w for (w,) in cur.execute(
        "SELECT word FROM actions WHERE sitting_id = ? AND seq <= ? ORDER BY seq",
        (sitting["id"], rnd["last_seq"]))]
    record = {"table": sitting["tbl"], "seed": seed, "rules": json.loads(sitting["rules"]),
              "setup": json.loads(sitting["setup"]), "cards": [], "actions": words}
    rounds = get_rows(cur, "rounds", "WHERE sitting_id = ? AND id <= ? ORDER BY id",
                      (sitting["id"], rnd["id"]))
    who = _whose_round(db, sitting)
    _replay_rounds(record, rounds, who, bool(sitting["money"]))
    out(f"Actions replayed: {len(words)}, rounds re-dealt and compared: {len(rounds)} "
        "(cards, result, bankroll): yes")
    if _spec_says(sitting["tbl"], "dealer_shoe"):
        _shoe_lines(record, rnd["first_seq"], out)


def _spec_says(table: str, flag: str) -> bool:
    """``table``'s spec has ``flag`` ("house_rules", "dealer_shoe") on."""
    return table in table_names() and bool(getattr(spec_for(table), flag))


def _whose_round(db: Database, sitting: Row) -> int:
    """The engine player whose money / wins the save records, as the table's
    spec reads the scene's setup (Classic's and Showdown's first human seat);
    player 0 at a table that has one, or whose setup does not say."""
    table = sitting["tbl"]
    if table not in table_names() or spec_for(table).player_of is first_player:
        return 0
    player_of = spec_for(table).player_of
    row = db.read().execute("SELECT value FROM meta WHERE key = ?",
                            (SCENE_KEY.format(sitting["id"]),)).fetchone()
    try:
        scene = json.loads(row[0]) if row else {}
        return player_of(scene)
    except (ValueError, KeyError, TypeError, StopIteration):
        return 0


def _apply(game: AnyGame, table: Any, words: list[str], start: int, end: int) -> None:
    for seq in range(start, end):
        try:
            table.apply(game.parse(table, words[seq]))
        except Exception as exc:  # any refusal is the difference
            raise _Differs(f"action {seq + 1} “{words[seq][:40]}” cannot be played on the "
                           f"table re-dealt from the seed ({exc})") from None
        table.events()            # drained: only the state matters here


def _replay_rounds(record: RecordData, rounds: list[Row], who: int, money: bool) -> None:
    try:
        game, table = start_table(record)
    except Exception as exc:  # a setup the engine refuses
        raise _Differs(f"the table cannot be set up as the save says ({exc})") from None
    words, at = record["actions"], 0
    for rnd in rounds:
        first, last = rnd["first_seq"], rnd["last_seq"]
        if last is None or first < at or last + 1 < first or last >= len(words):
            raise _Differs(f"round {rnd['id']}'s actions are out of order in the save")
        _apply(game, table, words, at, first)
        before = _money(table, who) if money else None
        _apply(game, table, words, first, last + 1)
        at = last + 1
        _compare(rnd, record["table"], table, who, before)


def _money(table: Any, who: int) -> int:
    return int(table.chips_of(who) + table.on_table_of(who))


def _expected(name: str, table: Any, who: int) -> RoundResult:
    return spec_for(name).round_result(table, who)


def _compare(rnd: Row, name: str, table: Any, who: int, before: int | None) -> None:
    rid = rnd["id"]

    def same(what: str, saved: Any, replayed: Any) -> None:
        if saved != replayed:
            raise _Differs(f"round {rid}, {what}: {_short(saved)} in the save, "
                           f"{_short(replayed)} when re-dealt from the seed")

    if _spec_says(name, "dealer_shoe") and not getattr(table, "round_finished", True):
        raise _Differs(f"round {rid}: the save says it ended, but re-dealt it is still in play")
    expected = _expected(name, table, who)
    net = None
    if before is not None:
        after = _money(table, who)
        same("the bankroll before", rnd["bankroll_before"], before)
        same("the bankroll after", rnd["bankroll_after"], after)
        same("the net", rnd["net_cents"], after - before)
        net = after - before
    # The journal's own rule (a watched Showdown round is "watched", not a push).
    same("the outcome", rnd["outcome"], outcome_of(expected, net).value)
    # Every card recorded is checked.  A round settled at a restart records no
    # detail; an older recorder wrote fewer keys: the summary and naturals are
    # compared when the detail is this version's (``results``), the money always.
    detail = json.loads(rnd["detail"])
    replayed = json.loads(json.dumps(expected.detail))
    if not isinstance(detail, dict):
        raise _Differs(f"round {rid}: its recorded detail is not a record")
    for key in sorted(detail):
        same(_DETAIL_NAMES.get(key, key), detail[key], replayed.get(key))
    if detail and set(detail) == set(replayed):
        same("the summary", rnd["summary"], expected.summary)
        same("the number of naturals", rnd["blackjacks"], expected.blackjacks)


_DETAIL_NAMES = {"dealer": "the dealer's cards", "hands": "the cards in the hands",
                 "totals": "the totals", "pot": "the pot", "total": "the player's total",
                 "community": "the community card", "cards": "the seats' cards"}


def _short(value: Any) -> str:
    text = " ".join(value) if isinstance(value, list) and all(isinstance(v, str) for v in value) \
        else json.dumps(value) if not isinstance(value, str) else f"“{value}”"
    return text if len(text) <= 80 else text[:77] + "…"


def _shoe_lines(record: RecordData, first_seq: int, out: Out) -> None:
    """Every shoe the round used, re-derived from its shoe seed, for a person to read."""
    steps = round_steps(record, first_seq)
    for check in shoe_report(record, steps):
        size = f"{len(check.order) - check.refilled} cards"
        if check.refilled:        # it ran empty: the discards went back in, same generator
            size += f", then {check.refilled} shuffled back in from the discards"
        out(f"Shoe #{fairness.shoe_fingerprint(check.shoe_seed)} (shoe seed {check.shoe_seed}, "
            f"{size}), re-derived order:")
        for i in range(0, len(check.order), 26):
            out("  " + " ".join(pretty(c) for c in check.order[i:i + 26]))
        out("  dealt this round: " + (" ".join(pretty(c) if c else "??" for c in check.dealt)
                                      or "(none)"))
        if not check.ok:
            raise _Differs("the cards dealt this round do not follow their shoe's order")
        out("  the cards dealt follow this shoe's order: yes")
