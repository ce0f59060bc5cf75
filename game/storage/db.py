"""The save file: one SQLite database, checked before it is trusted.

    db = Database.create(path)          # a new, empty profile database
    db = Database.open_checked(path)    # raises Damaged(reason) with plain words
    with db.write() as cur: ...         # one transaction (BEGIN IMMEDIATE .. COMMIT)
    db.backup_to(path)                  # consistent copy, written atomically

Why SQLite: transactions make "settlement, history and journal end" one
atomic step, and WAL + ``synchronous=FULL`` make every commit survive a
SIGKILL or a power cut.  Why row checksums: SQLite notices a broken b-tree
(``integrity_check``) but not a flipped byte inside a value; every row carries
a short SHA-256 of its own values (``crc``) and a ledger row counts the rows,
so a changed, lost or foreign row is detected at start instead of becoming a
silently wrong bankroll.  The rounds also form a chain (``chain``): each
carries the link of the one before, so ``python -m game.verify`` names a
deleted, moved or inserted round (``ledger``).

Schema version lives in ``PRAGMA user_version`` (and in ``meta``);
``MIGRATIONS[n]`` upgrades version n-1 to n inside one transaction.
"""
from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sqlite3
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from game.messages import N_, Message, message, verbatim
from game.storage import chain
from game.storage.write_errors import Unwritable, is_disk_problem, plain_message

APP_ID = "club21"
SCHEMA_VERSION = 3
SQLITE_HEADER = b"SQLite format 3\x00"
# Tables that carry a crc column, in a fixed order (the checksum covers
# every column but crc, in declaration order).
CHECKED_TABLES = ("profile", "refills", "sittings", "actions", "rounds", "ledger")
COUNTED_TABLES = ("refills", "sittings", "actions", "rounds")
# Checked tables added by a later schema version: (table, the version that added it).
CHECKED_SINCE = (("drills", 2), ("meta", 3))
# Why a save cannot be used, in words a player reads (said in their language).
DAMAGED_BECAUSE = N_("the save file is damaged ({error})")
NOT_OURS = N_("the save file is a database, but not a Club 21 save")

# One record as read from or written to a table: column name -> SQLite value.
Row = dict[str, Any]

_V1 = """
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
CREATE TABLE profile(
    id INTEGER PRIMARY KEY CHECK (id = 1),
    bankroll_cents INTEGER NOT NULL CHECK (bankroll_cents >= 0),
    created_ms INTEGER NOT NULL,
    crc TEXT NOT NULL) STRICT;
CREATE TABLE refills(
    id INTEGER PRIMARY KEY,
    at_ms INTEGER NOT NULL,
    amount_cents INTEGER NOT NULL,
    bankroll_after INTEGER NOT NULL,
    crc TEXT NOT NULL) STRICT;
CREATE TABLE sittings(
    id INTEGER PRIMARY KEY,
    tbl TEXT NOT NULL,
    seed TEXT NOT NULL,             -- decimal: seeds are 128 bits, wider than INTEGER
    commitment TEXT NOT NULL,
    rules TEXT NOT NULL,            -- JSON
    setup TEXT NOT NULL,            -- JSON
    cards TEXT NOT NULL,            -- JSON list (stacked cards, [] in normal play)
    opponent TEXT,                  -- Showdown/Indian: opponent kind for the stats
    money INTEGER NOT NULL,         -- 1: plays with the shared bankroll
    staked_cents INTEGER NOT NULL CHECK (staked_cents >= 0),
    started_ms INTEGER NOT NULL,
    ended_ms INTEGER,
    match_won INTEGER,              -- match tables: 1 won, 0 lost, NULL not over
    match_summary TEXT,
    crc TEXT NOT NULL) STRICT;
CREATE TABLE actions(
    sitting_id INTEGER NOT NULL REFERENCES sittings(id),
    seq INTEGER NOT NULL,
    word TEXT NOT NULL,
    at_ms INTEGER NOT NULL,
    crc TEXT NOT NULL,
    PRIMARY KEY (sitting_id, seq)) STRICT;
CREATE TABLE rounds(
    id INTEGER PRIMARY KEY,
    sitting_id INTEGER NOT NULL REFERENCES sittings(id),
    first_seq INTEGER NOT NULL,     -- index of the action that began the round
    last_seq INTEGER,               -- index of the last action in it (NULL while open)
    bankroll_before INTEGER,        -- money tables: bankroll + stakes at the start
    bankroll_after INTEGER,
    net_cents INTEGER,
    outcome TEXT,                   -- win / loss / push / watched, NULL while open
    blackjacks INTEGER NOT NULL,
    summary TEXT NOT NULL,
    detail TEXT NOT NULL,           -- JSON
    started_ms INTEGER NOT NULL,
    settled_ms INTEGER,
    crc TEXT NOT NULL) STRICT;
CREATE INDEX rounds_by_sitting ON rounds(sitting_id);
CREATE TABLE ledger(
    id INTEGER PRIMARY KEY CHECK (id = 1),
    refills INTEGER NOT NULL, sittings INTEGER NOT NULL,
    actions INTEGER NOT NULL, rounds INTEGER NOT NULL,
    crc TEXT NOT NULL) STRICT;
"""


def _migrate_to_1(cur: sqlite3.Cursor) -> None:
    # Statement by statement: executescript() would COMMIT our open transaction.
    for statement in _V1.split(";"):
        if statement.strip():
            cur.execute(statement)
    now = now_ms()
    cur.execute("INSERT INTO meta VALUES ('app', ?), ('schema_version', '1'), ('created_ms', ?)",
                (APP_ID, str(now)))
    put_row(cur, "profile", {"id": 1, "bankroll_cents": 0, "created_ms": now})
    put_row(cur, "ledger", {"id": 1, "refills": 0, "sittings": 0, "actions": 0, "rounds": 0})


# Version 2: the training room's drill sessions, one row each, rewritten
# after every answer.  Integers only: EV given up in millionths of a bet.
_V2 = """
CREATE TABLE drills(
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,             -- strategy / count / table_quiz
    started_ms INTEGER NOT NULL,
    ended_ms INTEGER NOT NULL,      -- the last answer
    rules TEXT NOT NULL,            -- JSON: {"table": …, "overrides": {…}}
    setup TEXT NOT NULL,            -- JSON: mode, pace, seed
    items INTEGER NOT NULL CHECK (items >= 0),
    correct INTEGER NOT NULL CHECK (correct >= 0 AND correct <= items),
    answer_ms INTEGER NOT NULL CHECK (answer_ms >= 0),
    ev_lost_micro INTEGER NOT NULL CHECK (ev_lost_micro >= 0),
    detail TEXT NOT NULL,           -- JSON: strategy cells' tallies, count checks
    crc TEXT NOT NULL) STRICT;
CREATE INDEX drills_by_kind ON drills(kind, started_ms);
"""


def _migrate_to_2(cur: sqlite3.Cursor) -> None:
    for statement in _V2.split(";"):
        if statement.strip():
            cur.execute(statement)


# Version 3: the rounds' chain (``chain``: each round carries the link of the
# one before; the ledger keeps the last link), checksummed meta rows, and
# each refill's place among the sittings (``after_sitting``: the newest
# sitting when it was given), which the ledger walk needs and a clock set
# back cannot reorder.  An older save gets its chain computed here, once,
# from the rounds in id order, its refills placed by time, and every meta
# row its checksum.
_V3 = """
ALTER TABLE rounds ADD COLUMN prev_hash TEXT NOT NULL DEFAULT '';
ALTER TABLE ledger ADD COLUMN rounds_head TEXT NOT NULL DEFAULT '';
ALTER TABLE refills ADD COLUMN after_sitting INTEGER NOT NULL DEFAULT 0;
ALTER TABLE meta ADD COLUMN crc TEXT NOT NULL DEFAULT ''
"""


def _migrate_to_3(cur: sqlite3.Cursor) -> None:
    for statement in _V3.split(";"):
        if statement.strip():
            cur.execute(statement)
    forget_columns()
    head, cols, linked = chain.GENESIS, columns(cur, "rounds"), []
    for values in cur.execute(f"SELECT {','.join(cols)} FROM rounds ORDER BY id").fetchall():
        row = dict(zip(cols, values), prev_hash=head)
        linked.append((head, row_crc("rounds", [row[c] for c in cols]), row["id"]))
        head = chain.link(row)
    # One statement for all: a long save has 100,000 rounds to link.
    cur.executemany("UPDATE rounds SET prev_hash = ?, crc = ? WHERE id = ?", linked)
    led = the_row(cur, "ledger", "id = 1")
    led["rounds_head"] = head
    put_row(cur, "ledger", led)
    for row in get_rows(cur, "refills", "ORDER BY id"):
        # Strictly before the refill: a sitting started in the same millisecond
        # came after it (one is given in the lobby, broke, before sitting down).
        row["after_sitting"] = newest_sitting(cur, row["at_ms"] - 1)
        put_row(cur, "refills", row)
    for row in get_rows(cur, "meta"):
        put_row(cur, "meta", row)


# Indexes only for speed, made when missing whatever the schema version (a
# save's rows do not change): the hand history counts and pages through a
# long save by sitting and outcome without reading the rounds' rows.
SPEED_INDEXES = {
    "rounds_listed": "CREATE INDEX rounds_listed ON rounds(sitting_id, settled_ms, outcome)",
    # the few rows still open: what a clean close marks, what the bankroll adds
    "rounds_open": "CREATE INDEX rounds_open ON rounds(id) WHERE settled_ms IS NULL",
    "sittings_open": "CREATE INDEX sittings_open ON sittings(money, id) WHERE ended_ms IS NULL",
}

# version n -> the function that upgrades n-1 to n
MIGRATIONS: dict[int, Callable[[sqlite3.Cursor], None]] = {
    1: _migrate_to_1, 2: _migrate_to_2, 3: _migrate_to_3}


class Damaged(Exception):
    """The file is not a usable Club 21 save; ``message`` says why in plain
    words (a ``Message``), ``reason`` is its English."""

    def __init__(self, reason: Message | str, *, newer: bool = False):
        self.message = verbatim(reason) if isinstance(reason, str) else reason
        self.reason = str(self.message)
        super().__init__(self.reason)
        self.newer = newer  # made by a newer Club 21: not broken, just not ours to read


def now_ms() -> int:
    return int(time.time() * 1000)


def row_crc(table: str, values: list[Any]) -> str:
    blob = json.dumps([table, *values], separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(blob.encode()).hexdigest()[:16]


# (table, schema version) -> its declared columns, crc included.  Keyed by the
# version: one process reads saves of several versions (an old backup beside
# the current save), whose tables differ.
_COLUMNS: dict[tuple[str, int], list[str]] = {}


def _declared(cur: sqlite3.Cursor, table: str) -> list[str]:
    version = cur.connection.execute("PRAGMA user_version").fetchone()[0]
    names = _COLUMNS.get((table, version))
    if names is None:
        names = [r[1] for r in cur.connection.execute(f"PRAGMA table_info({table})")]
        _COLUMNS[(table, version)] = names
    return names


def forget_columns() -> None:
    """A migration changed the tables: read their columns again."""
    _COLUMNS.clear()


def columns(cur: sqlite3.Cursor, table: str) -> list[str]:
    """Declared columns of ``table`` without ``crc``."""
    return [n for n in _declared(cur, table) if n != "crc"]


def put_meta(cur: sqlite3.Cursor, key: str, value: str) -> None:
    """Keep ``value`` under ``key`` in ``meta``, checksummed like every row
    (an older save, before its upgrade, has no checksum there)."""
    if "crc" in _declared(cur, "meta"):
        put_row(cur, "meta", {"key": key, "value": value})
    else:
        cur.execute("INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)", (key, value))


def get_meta(cur: sqlite3.Cursor, key: str) -> str | None:
    row = cur.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
    return None if row is None else str(row[0])


def put_row(cur: sqlite3.Cursor, table: str, row: Row) -> int:
    """INSERT OR REPLACE ``row`` with its checksum; returns the rowid."""
    cols = columns(cur, table)
    if "id" in cols and row.get("id") is None:
        # Pick the id ourselves: the checksum must cover the id the row gets.
        row["id"] = cur.execute(f"SELECT COALESCE(MAX(id), 0) + 1 FROM {table}").fetchone()[0]
    values = [row.get(c) for c in cols]
    marks = ",".join("?" * (len(cols) + 1))
    cur.execute(f"INSERT OR REPLACE INTO {table} ({','.join(cols)},crc) VALUES ({marks})",
                [*values, row_crc(table, values)])
    rowid = row["id"] if "id" in cols else cur.lastrowid
    assert isinstance(rowid, int), f"{table}: no row id"  # the insert above gave one
    return rowid


def get_row(cur: sqlite3.Cursor, table: str, where: str,
            args: tuple[Any, ...] = ()) -> Row | None:
    cols = columns(cur, table)
    r = cur.execute(f"SELECT {','.join(cols)} FROM {table} WHERE {where}", args).fetchone()
    return dict(zip(cols, r)) if r else None


def the_row(cur: sqlite3.Cursor, table: str, where: str, args: tuple[Any, ...] = ()) -> Row:
    """The row that must be there (the profile, the ledger, a round named by its id):
    its absence means the file lost a record."""
    row = get_row(cur, table, where, args)
    if row is None:
        raise Damaged(message(N_("the save file is damaged (a {table} record is missing)"),
                              table=table))
    return row


def get_rows(cur: sqlite3.Cursor, table: str, tail: str = "",
             args: tuple[Any, ...] = ()) -> list[Row]:
    cols = columns(cur, table)
    return [dict(zip(cols, r)) for r in
            cur.execute(f"SELECT {','.join(cols)} FROM {table} {tail}", args)]


def newest_sitting(cur: sqlite3.Cursor, at_ms: int | None = None) -> int:
    """The id of the newest sitting (that had started by ``at_ms``); 0: none."""
    where, args = ("", ()) if at_ms is None else ("WHERE started_ms <= ?", (at_ms,))
    newest: int = cur.execute(f"SELECT COALESCE(MAX(id), 0) FROM sittings {where}",
                              args).fetchone()[0]
    return newest


def check_journal(cur: sqlite3.Cursor, actions_after: int = 0, sittings_after: int = 0) -> None:
    """The journal hangs together: every sitting's actions numbered without a
    gap, at most one bankroll sitting open, every sitting's JSON readable.
    ``actions_after`` / ``sittings_after``: only the sittings with actions past
    that rowid, and the sittings past that id (0: all).  Damaged if not."""
    bad = cur.execute(
        "SELECT COUNT(*) FROM (SELECT sitting_id, COUNT(*) n, MAX(seq) m FROM actions "
        "WHERE sitting_id IN (SELECT DISTINCT sitting_id FROM actions WHERE rowid > ?) "
        "GROUP BY sitting_id) WHERE m != n - 1", (actions_after,)).fetchone()[0]
    open_money = cur.execute(
        "SELECT COUNT(*) FROM sittings WHERE money = 1 AND ended_ms IS NULL").fetchone()[0]
    if bad or open_money > 1:
        raise Damaged(message(N_("the save file is damaged (the game journal is "
                                 "inconsistent)")))
    for (text,) in cur.execute("SELECT rules || char(10) || setup || char(10) || cards "
                               "FROM sittings WHERE id > ?", (sittings_after,)):
        for part in text.split("\n"):
            json.loads(part)


def chain_round(cur: sqlite3.Cursor, row: Row) -> int:
    """Insert a new round at the end of the chain (``chain``), counted in the
    ledger; returns its id."""
    led = the_row(cur, "ledger", "id = 1")
    if "rounds_head" in led:      # else a save of an older format: its upgrade links it
        row["prev_hash"] = led["rounds_head"]
    rid = put_row(cur, "rounds", row)
    led["rounds"] += 1
    if "rounds_head" in led:
        led["rounds_head"] = chain.link(row)
    put_row(cur, "ledger", led)
    return rid


def bump_ledger(cur: sqlite3.Cursor, **deltas: int) -> None:
    led = the_row(cur, "ledger", "id = 1")
    for key, delta in deltas.items():
        led[key] += delta
    put_row(cur, "ledger", led)


def sniff(path: Path) -> None:
    """Cheap checks before SQLite touches the file (SQLite would treat an
    empty file as a fresh database — exactly the silent reset to avoid)."""
    if path.is_dir():
        raise Damaged(message(N_("the save file is a folder, not a file")))
    size = path.stat().st_size
    if size == 0:
        raise Damaged(message(N_("the save file is empty")))
    with open(path, "rb") as handle:
        head = handle.read(100)
    if not head.startswith(SQLITE_HEADER):
        raise Damaged(message(N_("the save file is not a Club 21 save (it is some other kind "
                                 "of file)")))
    if len(head) < 100 or size < 512 or size % 512:
        raise Damaged(message(N_("the save file is cut short (truncated)")))


class Database:
    """One open connection. Writes go through ``write()`` (one transaction)."""

    def __init__(self, conn: sqlite3.Connection, path: Path):
        self.conn = conn
        self.path = path
        # Called before every transaction; raises (OSError) to refuse it.  The
        # store points it at the instance lock's check; tests inject faults here.
        self.write_check: Callable[[], None] | None = None
        self._batch: sqlite3.Cursor | None = None     # the open ``batch()``'s cursor

    # -- opening ------------------------------------------------------------
    @staticmethod
    def _connect(path: Path) -> sqlite3.Connection:
        # isolation_level=None: we issue BEGIN/COMMIT ourselves, nothing implicit.
        # check_same_thread=False: the game opens its save on a thread and then
        # uses it from its loop, one thread at a time (scenes/app/save_opener.py).
        conn = sqlite3.connect(str(path), isolation_level=None, timeout=5.0,
                               check_same_thread=False)
        conn.execute("PRAGMA busy_timeout = 5000")
        return conn

    def _tune(self) -> None:
        # WAL: a commit is an append, readers never see half a transaction.
        # FULL: fsync at every commit, so a power cut keeps the last decision.
        self.conn.execute("PRAGMA journal_mode = WAL")
        self.conn.execute("PRAGMA synchronous = FULL")
        self.conn.execute("PRAGMA foreign_keys = ON")

    @classmethod
    def create(cls, path: Path) -> Database:
        """A new database at ``path`` (which must not exist) at the current schema."""
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists():
            raise FileExistsError(path)
        db = cls(cls._connect(path), path)
        db._tune()
        db.migrate()
        return db

    @classmethod
    def open_checked(cls, path: Path,
                     check: Callable[[Database], None] | None = None) -> Database:
        """Open and verify an existing save; raises Damaged with plain words.
        ``check`` replaces the full ``verify`` (``open_checks.check_recent``:
        only what changed since the last clean close, the rest later)."""
        sniff(path)
        try:
            conn = cls._connect(path)
        except sqlite3.Error as exc:
            if is_disk_problem(exc):
                raise Unwritable(plain_message(exc)) from None
            raise Damaged(message(N_("the save file cannot be opened ({error})"),
                                  error=str(exc))) from None
        db = cls(conn, path)
        try:
            (check or Database.verify)(db)
            db._tune()
            db.migrate()
            db.add_speed_indexes()
        except (Damaged, Unwritable):
            db.close()
            raise
        except (sqlite3.Error, ValueError, TypeError, KeyError) as exc:
            db.close()
            if is_disk_problem(exc):      # a full or read-only disk is not a damaged save
                raise Unwritable(plain_message(exc)) from None
            raise Damaged(message(DAMAGED_BECAUSE, error=str(exc))) from None
        return db

    def close(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self.conn.close()

    # -- schema -------------------------------------------------------------
    def user_version(self) -> int:
        version: int = self.conn.execute("PRAGMA user_version").fetchone()[0]
        return version

    def migrate(self) -> None:
        version = self.user_version()
        for target in range(version + 1, SCHEMA_VERSION + 1):
            try:
                with self.write() as cur:
                    MIGRATIONS[target](cur)
                    put_meta(cur, "schema_version", str(target))
                    cur.execute(f"PRAGMA user_version = {target}")
            finally:
                forget_columns()

    def add_speed_indexes(self) -> None:
        """Make the missing ``SPEED_INDEXES`` (once per file); a save that cannot
        be written is only slower, never refused, for want of one."""
        have = {name for (name,) in self.conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'index'")}
        missing = [sql for name, sql in SPEED_INDEXES.items() if name not in have]
        if missing:
            with contextlib.suppress(sqlite3.Error, OSError), self.write() as cur:
                for sql in missing:
                    cur.execute(sql)

    # -- transactions -------------------------------------------------------
    @contextlib.contextmanager
    def write(self) -> Iterator[sqlite3.Cursor]:
        """BEGIN IMMEDIATE … COMMIT; any exception rolls everything back.
        Inside ``batch()`` it is part of the batch's one transaction."""
        if self._batch is not None:
            yield self._batch
            return
        if self.write_check is not None:
            self.write_check()
        cur = self.conn.cursor()
        cur.execute("BEGIN IMMEDIATE")
        try:
            yield cur
            cur.execute("COMMIT")
        except BaseException:
            # Also when COMMIT itself failed (disk full): SQLite then keeps the
            # transaction open, and every later BEGIN would fail until rolled back.
            if self.conn.in_transaction:
                with contextlib.suppress(sqlite3.Error):
                    cur.execute("ROLLBACK")
            raise

    @contextlib.contextmanager
    def batch(self) -> Iterator[sqlite3.Cursor]:
        """Every ``write()`` inside is one transaction: all written, or none
        (a whole online match is recorded at once, in one commit)."""
        if self._batch is not None:
            raise RuntimeError("a batch is already open")
        with self.write() as cur:
            self._batch = cur
            try:
                yield cur
            finally:
                self._batch = None

    def read(self) -> sqlite3.Cursor:
        return self.conn.cursor()

    # -- checking -----------------------------------------------------------
    def verify(self) -> None:
        """Everything that must hold for the file to be trusted; Damaged if not."""
        cur = self.conn.cursor()
        self.verify_structure(cur)
        self._verify_rows(cur, self.verify_header(cur))

    def verify_structure(self, cur: sqlite3.Cursor) -> None:
        """SQLite's own check of its b-trees (reads every page of the file)."""
        try:
            result = [r[0] for r in cur.execute("PRAGMA integrity_check(20)")]
        except sqlite3.DatabaseError as exc:
            if is_disk_problem(exc):
                raise Unwritable(plain_message(exc)) from None
            raise Damaged(message(DAMAGED_BECAUSE, error=str(exc))) from None
        if result != ["ok"]:
            raise Damaged(message(N_("the save file is damaged (its internal structure is "
                                     "broken)")))

    def verify_header(self, cur: sqlite3.Cursor) -> tuple[str, ...]:
        """The marks that make the file ours, at a version we read, with every
        table; returns the checked tables a later schema version added."""
        version = self.user_version()
        names = {r[0] for r in cur.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if version == 0 or "meta" not in names:
            raise Damaged(message(NOT_OURS))
        meta = dict(cur.execute("SELECT key, value FROM meta"))
        if meta.get("app") != APP_ID:
            raise Damaged(message(NOT_OURS))
        if version > SCHEMA_VERSION or meta.get("schema_version") != str(version):
            if version > SCHEMA_VERSION and meta.get("schema_version") == str(version):
                raise Damaged(message(N_("the save was made by a newer Club 21 (format "
                                         "{version}; this version reads up to {newest})"),
                                      version=version, newest=SCHEMA_VERSION), newer=True)
            raise Damaged(message(N_("the save file's version marks disagree (damaged "
                                     "header)")))
        later = tuple(table for table, since in CHECKED_SINCE if version >= since)
        missing = set(CHECKED_TABLES + later) - names
        if missing:
            raise Damaged(message(N_("the save file is damaged (missing {tables})"),
                                  tables=", ".join(sorted(missing))))
        return later

    def _verify_rows(self, cur: sqlite3.Cursor, later: tuple[str, ...] = ()) -> None:
        counts: dict[str, int] = {}
        for table in CHECKED_TABLES + later:
            cols = columns(cur, table)
            n = 0
            for r in cur.execute(f"SELECT {','.join(cols)}, crc FROM {table}"):
                if row_crc(table, list(r[:-1])) != r[-1]:
                    raise Damaged(message(N_("the save file is damaged (a {table} record "
                                             "was altered)"), table=table))
                n += 1
            counts[table] = n
        if counts["profile"] != 1 or counts["ledger"] != 1:
            raise Damaged(message(N_("the save file is damaged (the profile record is "
                                     "missing)")))
        led = the_row(cur, "ledger", "id = 1")
        for table in COUNTED_TABLES:
            if led[table] != counts[table]:
                raise Damaged(message(N_("the save file is damaged ({table} records were "
                                         "lost)"), table=table))
        check_journal(cur)

    # -- backups ------------------------------------------------------------
    def backup_to(self, target: Path) -> None:
        """A consistent copy (SQLite backup API), fsynced and renamed into place,
        so a kill mid-backup never leaves a half file under a backup's name."""
        target.parent.mkdir(parents=True, exist_ok=True)
        temp = target.with_name(target.name + ".part")
        with contextlib.suppress(FileNotFoundError):
            temp.unlink()
        dest = sqlite3.connect(str(temp), isolation_level=None)
        try:
            self.conn.backup(dest)
            dest.execute("PRAGMA journal_mode = DELETE")
        finally:
            dest.close()
        with open(temp, "rb+") as handle:
            os.fsync(handle.fileno())
        os.replace(temp, target)
