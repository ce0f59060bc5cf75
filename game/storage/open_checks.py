"""When the save's checks run: what changed since the last clean close at
start, everything else on a thread of its own just after.

    db = Database.open_checked(path, check_recent)  # start: header + recent rows
    check = BackgroundCheck(path, after=backup)     # the whole file, off the frame loop
    check.done, check.problem                       # poll once a frame; Damaged or None
    mark_clean_close(db)                            # at a clean close: where "recent" begins

Why split: checking every row's checksum grows with the history (about 1.5 s
at 50,000 rounds), and a save opens in the frame after the lobby's first.
What a session can have changed is small: the rows written since the last
clean close, and the few rows that were still open then (a sitting not left,
a round not settled).  ``mark_clean_close`` records, per journal table, the
last row that could no longer change; at the next start ``check_recent``
checks every row after it (plus the small tables, whole), and
``BackgroundCheck`` then checks the whole file exactly as
``Database.verify`` always did (SQLite's integrity check, every checksum,
the ledger's counts, the journal's order) on its own connection, in one
read transaction, so the rows it counts are the rows the ledger counts.
Damage found there is reported like damage found at start (the store keeps
the file aside and offers a backup).  The start-of-day backup is taken only
after that check passes: a backup is always of a checked save.
"""
from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import sys
import threading
from collections.abc import Callable
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from game.messages import N_, message
from game.storage.db import (
    DAMAGED_BECAUSE,
    Damaged,
    Database,
    check_journal,
    columns,
    get_meta,
    put_meta,
    row_crc,
)
from game.storage.write_errors import is_disk_problem

MARK_KEY = "clean_close"
# Small tables, checked whole at every start.
WHOLE_TABLES = ("profile", "ledger", "refills")
ALTERED = N_("the save file is damaged (a {table} record was altered)")


@dataclass(frozen=True)
class Marks:
    """Per journal table, the last rowid that could no longer change at the
    last clean close (0: check them all)."""
    sittings: int = 0
    actions: int = 0
    rounds: int = 0


def read_marks(cur: sqlite3.Cursor) -> Marks:
    try:
        data = json.loads(get_meta(cur, MARK_KEY) or "")
        return Marks(**{f.name: max(0, int(data[f.name])) for f in fields(Marks)})
    except (TypeError, ValueError, KeyError, IndexError):   # none yet, or garbled: all recent
        return Marks()


def settled_marks(cur: sqlite3.Cursor) -> Marks:
    """The rows that cannot change any more: a sitting until it is left and a
    round until it is settled are rewritten; actions are only ever appended."""
    def below_open(table: str, open_when: str) -> int:
        value: int = cur.execute(
            f"SELECT COALESCE((SELECT MIN(id) - 1 FROM {table} WHERE {open_when}), "
            f"(SELECT MAX(id) FROM {table}), 0)").fetchone()[0]
        return value
    actions: int = cur.execute("SELECT COALESCE(MAX(rowid), 0) FROM actions").fetchone()[0]
    return Marks(sittings=below_open("sittings", "ended_ms IS NULL"), actions=actions,
                 rounds=below_open("rounds", "settled_ms IS NULL"))


def mark_clean_close(db: Database) -> None:
    """Record where the next start's recent rows begin; never stops a quit."""
    with contextlib.suppress(sqlite3.Error, OSError), db.write() as cur:
        put_meta(cur, MARK_KEY, json.dumps(asdict(settled_marks(cur))))


def _check_rows(cur: sqlite3.Cursor, table: str, after: int = 0) -> None:
    cols = columns(cur, table)
    for r in cur.execute(f"SELECT {','.join(cols)}, crc FROM {table} WHERE rowid > ?",
                         (after,)):
        if row_crc(table, list(r[:-1])) != r[-1]:
            raise Damaged(message(ALTERED, table=table))


def check_recent(db: Database) -> None:
    """At start: the file's marks and tables, the small tables whole, and the
    journal's rows since the last clean close.  Damaged if not."""
    cur = db.conn.cursor()
    later = db.verify_header(cur)
    marks = read_marks(cur)
    for table in (*WHOLE_TABLES, *later):
        _check_rows(cur, table)
    for table, mark in asdict(marks).items():
        _check_rows(cur, table, mark)
    single = cur.execute("SELECT (SELECT COUNT(*) FROM profile), "
                         "(SELECT COUNT(*) FROM ledger)").fetchone()
    if single != (1, 1):
        raise Damaged(message(N_("the save file is damaged (the profile record is "
                                 "missing)")))
    check_journal(cur, actions_after=marks.actions, sittings_after=marks.sittings)


def yield_to_the_loop() -> None:
    """Lower this thread's priority where a thread can have its own (Linux), so
    that on a busy computer the frame loop is given the CPU first."""
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), 19)


class BackgroundCheck:
    """``Database.verify`` of the whole file on a thread with its own connection.

    ``done`` turns True when it has finished; ``problem`` is then the Damaged
    it found, or None.  ``first(db)`` runs on the same thread before the
    check (the statistics' first fold: a screen waits for it), ``after(db)``
    once the file checked out (the start-of-day backup).  ``stop()`` interrupts it (quitting
    does not wait for it: the next start checks everything again)."""

    def __init__(self, path: Path, after: Callable[[Database], None] | None = None,
                 first: Callable[[Database], None] | None = None):
        self.path = path
        self.after = after
        self.first = first
        self.problem: Damaged | None = None
        self._finished = threading.Event()
        self._stopping = False
        self._conn: sqlite3.Connection | None = None
        self._thread = threading.Thread(target=self._run, name="club21-save-check", daemon=True)
        self._thread.start()

    @property
    def done(self) -> bool:
        return self._finished.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        return self._finished.wait(timeout)

    def stop(self) -> None:
        """Interrupt the check (a quit does not wait for it; it reports nothing)."""
        self._stopping = True
        conn = self._conn
        if conn is not None:
            with contextlib.suppress(sqlite3.Error):
                conn.interrupt()
        self._thread.join(timeout=0.5)

    def _run(self) -> None:
        yield_to_the_loop()
        try:
            self._conn = sqlite3.connect(str(self.path), isolation_level=None, timeout=5.0,
                                         check_same_thread=False)
            self._conn.execute("PRAGMA query_only = ON")
            db = Database(self._conn, self.path)
            if self.first is not None and not self._stopping:
                self.first(db)
            if self._stopping:                   # stopped before a statement could be
                return
            self._conn.execute("BEGIN")          # one snapshot: rows and ledger agree
            db.verify()
            self._conn.execute("COMMIT")
            if self.after is not None and not self._stopping:
                self.after(db)
        except Damaged as exc:
            self.problem = exc
        except (sqlite3.Error, ValueError, TypeError, KeyError) as exc:
            # Interrupted by a quit, or a disk that fails (the game's own writes
            # then say so): not a damaged save.
            if not self._stopping and not is_disk_problem(exc) \
                    and not isinstance(exc, sqlite3.OperationalError):
                self.problem = Damaged(message(DAMAGED_BECAUSE, error=str(exc)))
        finally:
            conn, self._conn = self._conn, None
            if conn is not None:
                with contextlib.suppress(sqlite3.Error):
                    conn.close()
            self._finished.set()
