"""``python -m game.verify ROUND_ID [--db PATH]``: check a round was dealt fairly.

Reads the round from the save (``--db``: the database file or its folder;
default the player's data folder), checks that the revealed seed hashes to the
commitment shown before the first card, re-deals the sitting from that seed and
its recorded actions, and compares every round up to this one with the save:
every card, the result and the bankroll change (``game.storage.round_check``).
At Midnight and Classic it prints every shoe the round used, re-derived from
its shoe seed.  Then the ledger (``game.storage.ledger``): the chain of
rounds, the money of the whole profile, and the sitting's match result
re-dealt.  ``--profile`` (no round) checks the ledger with every finished
match re-dealt.

Exit status: 0 VERIFIED; 1 MISMATCH (the first difference is named) or NOT
VERIFIED (the seed is not revealed yet because the sitting is in progress);
2 bad arguments, an unknown round, or a file or folder that cannot be read as
a save (read-only or unreadable folders included: one line, no traceback).
"""
from __future__ import annotations

import argparse
import sqlite3
import sys
from collections.abc import Callable
from pathlib import Path
from typing import NoReturn

from game.interrupt import run_main
from game.storage import ledger
from game.storage.db import Damaged, Database, sniff
from game.storage.errors import StorageError
from game.storage.round_check import BadRequest, parse_round_id
from game.storage.store import DB_NAME, data_dir
from game.storage.write_errors import Unwritable

USAGE_ERROR = 2


class _Refused(Exception):
    """Bad command-line input: one line on stderr, exit 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:   # one line, not argparse's usage block
        raise _Refused(f"{self.prog}: {message} (try --help)")


def _db_path(arg: str | None) -> Path:
    path = Path(arg) if arg else data_dir()
    return path / DB_NAME if path.is_dir() else path


def verify_round(db: Database, round_id: int,
                 out: Callable[[str], None] = print) -> bool:
    """Print the verification of one round and the ledger around it; True when
    everything checks out.  (History → Verify calls ``ledger.verify_round``
    itself: the same verdict.)"""
    report = ledger.verify_round(db, round_id)
    for line in report.lines:
        out(line)
    return report.ok


def verify_profile(db: Database, out: Callable[[str], None] = print) -> bool:
    """Print the ledger of the whole profile, every finished match re-dealt."""
    report = ledger.check_ledger(db)
    for line in (*report.lines, *report.problems):
        out(str(line))
    out("VERIFIED" if report.ok else f"MISMATCH: {report.problems[0]}")
    return report.ok


def _parse(argv: list[str] | None) -> argparse.Namespace:
    ap = _Parser(prog="python -m game.verify",
                 description="Check that a round of Club 21 was dealt fairly: re-deal it "
                             "from its revealed seed and compare every card, the result and "
                             "the bankroll change with the save; then check that the "
                             "rounds form an unbroken chain and the money adds up.",
                 epilog="Exit status: 0 verified, 1 mismatch or not yet verifiable, "
                        "2 bad input, or a save or folder that cannot be read or used.")
    # A string, checked by hand: argparse's int() takes 10**30 and "-5" would be an option.
    ap.add_argument("round_id", nargs="?", help="the round number shown in the history")
    ap.add_argument("--profile", action="store_true",
                    help="no round: check the whole profile's ledger (the chain of rounds, "
                    "the money, every finished match re-dealt)")
    ap.add_argument("--db", help="the save (club21.db) or its folder; "
                    "default: the player's data folder or $CLUB21_DATA_DIR")
    args = ap.parse_args(argv)
    if (args.round_id is None) != args.profile:
        ap.error("give a round number or --profile (one of them)")
    return args


def _open(arg: str | None) -> Database:
    try:
        path = _db_path(arg)
        if not path.exists():
            raise _Refused(f"No save found at {path}.")
        return _open_read_only(path)
    except Damaged as exc:
        raise _Refused(f"The save {path} cannot be read: {exc.reason}.") from None
    except Unwritable as exc:
        raise _Refused(f"The save cannot be checked where it is ({exc.message}): copy "
                       "its folder somewhere you can write to, and check the copy.") from None
    except (OSError, sqlite3.Error, ValueError) as exc:
        raise _Refused(f"The save cannot be read: {exc}.") from None


def _open_read_only(path: Path) -> Database:
    """Checking a save never changes it (nor needs a writable folder); a save
    SQLite cannot read that way (its WAL not yet folded in) opens normally."""
    sniff(path)
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, isolation_level=None)
        db = Database(conn, path)
        try:
            db.verify()
        except BaseException:
            db.close()
            raise
        return db
    except sqlite3.OperationalError:
        return Database.open_checked(path)


def main(argv: list[str] | None = None) -> int:
    try:
        args = _parse(argv)
        round_id = None if args.profile else parse_round_id(args.round_id)
        db = _open(args.db)
    except (_Refused, BadRequest) as exc:
        print(str(exc), file=sys.stderr)
        return USAGE_ERROR
    try:
        if round_id is None:
            return 0 if verify_profile(db) else 1
        report = ledger.verify_round(db, round_id)
    except StorageError as exc:
        print(f"{exc}.", file=sys.stderr)
        return USAGE_ERROR
    except Exception as exc:  # a save edited past sense: words, never a traceback
        print(f"The save cannot be read: {type(exc).__name__}: {exc}."[:300], file=sys.stderr)
        return USAGE_ERROR
    finally:
        db.close()
    for line in report.lines:
        print(line)
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(run_main(main))
