"""Opening the save at start: check it, keep damage aside, offer backups.

    opened = open_storage()             # or open_storage(data_dir=tmp)
    if opened.status is OpenStatus.READY or opened.status is OpenStatus.NEW:
        context.profile = opened.profile
    else:                               # DAMAGED, NEWER, MISSING, UNREADABLE, UNWRITABLE
        show(opened.message)            # plain words, no traceback
        opened.backups                  # newest first, each checked and readable
        opened = opened.restore(opened.backups[0])   # the player's choice …
        opened = opened.start_fresh()                # … or this, only if asked

A folder that cannot be written (read-only, full disk, I/O errors) is
UNWRITABLE, never DAMAGED: nothing is moved, and ``opened.retry()`` tries again.

Never a silent fresh bankroll: a new profile is made only when the folder
holds neither a save nor a backup, or when the player chooses it.  A damaged
file is moved to ``damaged/`` (never deleted), with its ``-wal``/``-shm``.
A rotating set of ``KEEP_BACKUPS`` copies lives in ``backups/``: one is taken
at every good start and every ``BACKUP_EVERY_ROUNDS`` rounds.

``open_storage(folder, deferred=True)`` (the game's own start) checks at once
only what changed since the last clean close and the rest on a thread
(``game.storage.open_checks``; ``profile.checking``); damage found there is
turned into the same DAMAGED opening by ``damaged_after_open``.

The folder is ``platformdirs.user_data_dir("club21")``, or ``$CLUB21_DATA_DIR``,
or the ``data_dir`` argument (tests).
"""
from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
import threading
import time
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path

from game.messages import N_, Chips, Message, message
from game.storage import instance_lock
from game.storage.db import Damaged, Database, sniff
from game.storage.open_checks import BackgroundCheck, check_recent, yield_to_the_loop
from game.storage.profile import Profile
from game.storage.write_errors import Unwritable, is_disk_problem, plain_message

DATA_DIR_ENV = "CLUB21_DATA_DIR"
DB_NAME = "club21.db"
BACKUP_DIR = "backups"
DAMAGED_DIR = "damaged"
KEEP_BACKUPS = 5
PROBE_NAME = ".club21-write-test"
_SIDE_FILES = ("-wal", "-shm")
LEFTOVER = ".part"               # what ``Database.backup_to`` writes before the rename
LEFTOVER_SIDES = ("", "-journal", "-wal", "-shm")


def data_dir(override: str | os.PathLike[str] | None = None) -> Path:
    if override is not None:
        return Path(override)
    env = os.environ.get(DATA_DIR_ENV)
    if env:
        return Path(env)
    import platformdirs  # only here: the engine imports nothing it need not
    return Path(platformdirs.user_data_dir("club21"))


class OpenStatus(Enum):
    READY = "ready"              # the save was fine
    NEW = "new"                  # first start: a fresh profile with 1,000 chips
    DAMAGED = "damaged"          # kept aside; backups offered
    NEWER = "newer"              # made by a newer Club 21; left untouched
    MISSING = "missing"          # no save, but backups exist: offered, not assumed
    UNREADABLE = "unreadable"    # the folder or file cannot be read (permissions, disk)
    UNWRITABLE = "unwritable"    # read-only, full or failing disk: nothing changed, retry


@dataclass(frozen=True)
class BackupInfo:
    path: Path
    taken_ms: int
    bankroll_cents: int
    rounds: int

    def describe(self) -> str:
        return str(self.description())

    def description(self) -> Message:
        when = time.strftime("%d %b %Y %H:%M", time.localtime(self.taken_ms / 1000))
        return message(N_("backup of {when}: {chips} chips, {rounds} rounds"), when=when,
                       chips=Chips(self.bankroll_cents), rounds=self.rounds)


@dataclass
class Opened:
    status: OpenStatus
    folder: Path
    profile: Profile | None = None
    message: str | None = None
    kept_aside: Path | None = None
    backups: list[BackupInfo] = field(default_factory=list)
    # ``message`` sentence by sentence, for a view to say in the player's language.
    notes: tuple[Message, ...] = ()

    def say(self, notes: tuple[Message, ...]) -> None:
        """Set what this opening tells the player (``message`` is its English)."""
        self.notes, self.message = notes, " ".join(str(n) for n in notes)

    @property
    def ok(self) -> bool:
        return self.profile is not None

    def restore(self, backup: BackupInfo) -> Opened:
        """Put ``backup`` in place of the save (anything there is kept aside)."""
        return _restore(self.folder, backup)

    def retry(self) -> Opened:
        """Open the folder again (after the player freed space or fixed it)."""
        return open_storage(self.folder)

    def start_fresh(self) -> Opened:
        """The player chose to start over: whatever is there is kept aside."""
        db_path = self.folder / DB_NAME
        if db_path.exists():
            _keep_aside(self.folder, "replaced")
        return _create(self.folder)


def _stamp() -> str:
    return time.strftime("%Y%m%d-%H%M%S") + f"-{time.time_ns() % 1_000_000_000:09d}"


def _keep_aside(folder: Path, why: str) -> Path | None:
    db_path = folder / DB_NAME
    target = folder / DAMAGED_DIR / f"club21-{_stamp()}-{why}.db"
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        os.replace(db_path, target)
        for suffix in _SIDE_FILES:
            side = db_path.with_name(DB_NAME + suffix)
            if side.exists():
                os.replace(side, target.with_name(target.name + suffix))
        return target
    except OSError:
        return None


def list_backups(folder: Path) -> list[BackupInfo]:
    """Readable, verified backups, newest first (damaged ones are skipped)."""
    found = []
    for path in sorted((folder / BACKUP_DIR).glob("club21-*.db"), reverse=True):
        info = inspect_backup(path)
        if info is not None:
            found.append(info)
    return found


def inspect_backup(path: Path) -> BackupInfo | None:
    try:
        sniff(path)
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, isolation_level=None)
    except (Damaged, OSError, sqlite3.Error):
        return None
    try:
        db = Database(conn, path)
        db.verify()
        bankroll = conn.execute("SELECT bankroll_cents FROM profile").fetchone()[0]
        staked = conn.execute("SELECT COALESCE(SUM(staked_cents), 0) FROM sittings "
                              "WHERE money = 1 AND ended_ms IS NULL").fetchone()[0]
        rounds = conn.execute("SELECT COUNT(*) FROM rounds").fetchone()[0]
        return BackupInfo(path, int(path.stat().st_mtime * 1000), bankroll + staked, rounds)
    except (Damaged, sqlite3.Error, OSError, ValueError, TypeError):
        return None
    finally:
        conn.close()


def take_backup(db: Database, folder: Path) -> None:
    """One more rotating backup; a failure here never stops the game."""
    try:
        db.backup_to(folder / BACKUP_DIR / f"club21-{_stamp()}.db")
        olds = sorted((folder / BACKUP_DIR).glob("club21-*.db"), reverse=True)[KEEP_BACKUPS:]
        for old in olds:
            old.unlink()
    except (OSError, sqlite3.Error):
        pass


class RoundBackups:
    """The backup taken every ``BACKUP_EVERY_ROUNDS`` rounds, copied on a thread
    with a connection of its own: copying a long save (40 MB at 100,000
    rounds) takes longer than a frame.  One copy at a time; a kill mid-copy
    leaves a ``.part`` that the next start removes."""

    def __init__(self, path: Path, folder: Path):
        self.path, self.folder = path, folder
        self._thread: threading.Thread | None = None

    def take(self) -> None:
        if self._thread is not None and self._thread.is_alive():
            return                        # the last one is still copying: that one will do
        self._thread = threading.Thread(target=self._copy, name="club21-backup", daemon=True)
        self._thread.start()

    def wait(self, timeout: float | None = None) -> None:
        if self._thread is not None:
            self._thread.join(timeout)

    def _copy(self) -> None:
        yield_to_the_loop()
        try:
            conn = sqlite3.connect(str(self.path), isolation_level=None, timeout=5.0)
        except sqlite3.Error:
            return
        try:
            take_backup(Database(conn, self.path), self.folder)
        finally:
            conn.close()


def probe_writable(folder: Path) -> None:
    """Raise OSError unless the folder and the save can be written.  A real
    write (and open for writing): permission bits say nothing when the game
    runs as an administrator, and nothing at all about a full disk."""
    probe = folder / PROBE_NAME
    try:
        with open(probe, "wb") as handle:
            handle.write(b"club21")
            handle.flush()
            os.fsync(handle.fileno())
    finally:
        with contextlib.suppress(OSError):
            probe.unlink()
    for name in (DB_NAME, *(DB_NAME + s for s in _SIDE_FILES)):
        path = folder / name
        if path.is_file():
            os.close(os.open(path, os.O_RDWR | getattr(os, "O_BINARY", 0)))


def _told(opened: Opened, *notes: Message) -> Opened:
    opened.say(notes)
    return opened


def _unwritable(folder: Path, reason: Message) -> Opened:
    return _told(Opened(OpenStatus.UNWRITABLE, folder),
                 message(N_("Club 21 cannot write to its data folder: {reason}. Nothing was "
                            "changed: your save is as you left it. Folder: {folder}"),
                         reason=reason, folder=str(folder)))


def _ready(db: Database, folder: Path, status: OpenStatus, message: str | None = None,
           deferred: bool = False) -> Opened:
    lock = instance_lock.held(folder)
    if lock is not None:              # a lock file gone or replaced: refuse every write
        db.write_check = lock.check
    profile = Profile(db, on_checkpoint=RoundBackups(db.path, folder).take)
    if deferred:                      # the backup follows the whole file's check

        def warm(checked: Database) -> None:     # Statistics then opens at once
            profile.stats_keeper.warm(checked.read())

        profile.checking = BackgroundCheck(
            db.path, first=warm, after=lambda checked: take_backup(checked, folder))
    else:
        take_backup(db, folder)
    return Opened(status, folder, profile, message)


def _create(folder: Path) -> Opened:
    # Built aside and renamed into place: a kill mid-creation must not leave
    # an empty file that the next start would (rightly) call damaged.
    temp = folder / (DB_NAME + ".new")
    for leftover in (temp, *(temp.with_name(temp.name + s) for s in _SIDE_FILES)):
        with contextlib.suppress(FileNotFoundError):
            leftover.unlink()
    db = Database.create(temp)
    Profile.start_new(db)
    db.conn.execute("PRAGMA journal_mode = DELETE")  # fold the WAL in before the rename
    db.close()
    os.replace(temp, folder / DB_NAME)
    db = Database.open_checked(folder / DB_NAME)
    return _ready(db, folder, OpenStatus.NEW)


def _restore(folder: Path, backup: BackupInfo) -> Opened:
    db_path = folder / DB_NAME
    if db_path.exists():
        _keep_aside(folder, "replaced")
    temp = db_path.with_name(DB_NAME + ".restoring")
    shutil.copyfile(backup.path, temp)
    os.replace(temp, db_path)
    opened = open_storage(folder)
    if opened.ok:
        opened.status = OpenStatus.READY
        opened.say((message(N_("Restored the {backup}."), backup=backup.description()),))
    return opened


def _problem(status: OpenStatus, folder: Path, head: Message, kept: Path | None) -> Opened:
    backups = list_backups(folder)
    lines = [head]
    if kept is not None:
        lines.append(message(N_("The damaged file was kept as {path}."),
                             path=str(kept.relative_to(folder))))
    if backups:
        lines.append(message(N_("The last good copy is the {backup}. Restore it?"),
                             backup=backups[0].description()))
    else:
        lines.append(message(N_("There is no backup to go back to. You can start over with "
                                "1,000 chips; nothing was deleted.")))
    return _told(Opened(status, folder, None, None, kept, backups), *lines)


def remove_leftovers(folder: Path) -> None:
    """Half-written copies a kill left behind (a backup's ``.part`` and its
    SQLite side files, a key's ``.part``): never a save, only disk space."""
    patterns = [(folder / BACKUP_DIR, f"*{LEFTOVER}{side}") for side in LEFTOVER_SIDES]
    patterns.append((folder, f"*{LEFTOVER}"))
    for where, pattern in patterns:
        for leftover in where.glob(pattern):
            with contextlib.suppress(OSError):
                leftover.unlink()


def open_storage(folder: str | os.PathLike[str] | None = None, deferred: bool = False) -> Opened:
    """Open the save in ``folder`` (default ``data_dir()``). Never raises for bad data.
    ``deferred``: check only the rows changed since the last clean close now,
    the whole file on a thread (``profile.checking``, see ``open_checks``)."""
    folder = data_dir(folder)
    db_path = folder / DB_NAME
    try:
        folder.mkdir(parents=True, exist_ok=True)
        remove_leftovers(folder)
        exists = db_path.exists() or db_path.is_symlink()
        probe_writable(folder)
    except OSError as exc:
        return _unwritable(folder, plain_message(exc))
    if not exists:
        if any((folder / BACKUP_DIR).glob("club21-*.db")):
            return _problem(OpenStatus.MISSING, folder,
                            message(N_("Your saved game is missing from its folder.")), None)
        try:
            return _create(folder)
        except (OSError, sqlite3.Error, Unwritable) as exc:
            if is_disk_problem(exc):
                return _unwritable(folder, plain_message(exc))
            return _told(Opened(OpenStatus.UNREADABLE, folder),
                         message(N_("Club 21 cannot create its save in {folder}: {error}."),
                                 folder=str(folder), error=str(exc)))
    try:
        db = Database.open_checked(db_path, check_recent if deferred else None)
    except Unwritable as exc:
        return _unwritable(folder, exc.message)
    except Damaged as exc:
        if exc.newer:
            return _problem(OpenStatus.NEWER, folder,
                            message(N_("Your save cannot be read here: {reason}. It was left "
                                       "as it is."), reason=exc.message),
                            None)
        return _damaged(folder, exc)
    except OSError as exc:
        return _unwritable(folder, plain_message(exc))
    return _ready(db, folder, OpenStatus.READY, deferred=deferred)


def _damaged(folder: Path, exc: Damaged) -> Opened:
    kept = _keep_aside(folder, "damaged")
    if kept is None:
        return _told(Opened(OpenStatus.UNREADABLE, folder),
                     message(N_("Your saved game could not be read ({reason}) and could "
                                "not be moved aside. Nothing was changed."),
                             reason=exc.message))
    return _problem(OpenStatus.DAMAGED, folder,
                    message(N_("Your saved game could not be read: {reason}."),
                            reason=exc.message), kept)


def damaged_after_open(opened: Opened, problem: Damaged) -> Opened:
    """The background check found ``problem`` in a save already in use: close
    it (no clean-close mark) and report it as if found at start."""
    if opened.profile is not None:
        opened.profile.close(clean=False)
    return _damaged(opened.folder, problem)
