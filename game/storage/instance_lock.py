"""One copy of Club 21 per data folder: a lock the operating system drops
when the process dies, so a crash or a kill never leaves a stale lock.

    lock = InstanceLock.acquire(folder)   # AlreadyRunning if another copy holds it
    lock.check()                          # LockLost if the lock file is no longer ours
    lock.release()                        # (the process ending does the same)

POSIX: ``fcntl.flock(LOCK_EX | LOCK_NB)`` on ``folder/club21.lock``.  Windows:
``msvcrt.locking(LK_NBLCK)`` on the file's first byte.  The file itself stays
in the folder for good: deleting it would let two copies lock two different
files.  ``held(folder)`` returns this process's lock on ``folder`` (the save
checks it before every write: a lock file deleted or replaced under a running
game means another copy could be writing too).
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

LOCK_NAME = "club21.lock"
_HELD: dict[Path, InstanceLock] = {}     # this process's locks, by folder


class AlreadyRunning(Exception):
    """Another copy of Club 21 holds the lock on ``folder``."""

    def __init__(self, folder: Path, pid: int | None = None):
        self.folder, self.pid = folder, pid
        who = f" (process {pid})" if pid else ""
        super().__init__(f"Club 21 is already running on the data folder {folder}{who}")


class LockLost(OSError):
    """The lock file was removed or replaced while the game was running."""


def _key(folder: Path) -> Path:
    return Path(os.path.abspath(folder))


if sys.platform == "win32":                  # pragma: no cover - tested on Windows only
    import msvcrt

    def _try_lock(fd: int) -> bool:
        os.lseek(fd, 0, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


def _read_pid(path: Path) -> int | None:
    try:
        text = path.read_text(encoding="ascii", errors="replace").strip()
        return int(text) if text.isdigit() else None
    except OSError:                          # Windows: the locked byte cannot be read
        return None


class InstanceLock:
    def __init__(self, folder: Path, fd: int) -> None:
        self.folder = _key(folder)
        self.path = self.folder / LOCK_NAME
        self.fd = fd
        self._identity = self._file_id(os.fstat(fd))

    @staticmethod
    def _file_id(st: os.stat_result) -> tuple[int, int]:
        return st.st_dev, st.st_ino

    @classmethod
    def acquire(cls, folder: str | os.PathLike[str]) -> InstanceLock:
        """Lock ``folder`` for this process.  AlreadyRunning when another copy
        holds it; OSError when the lock file cannot be made (unwritable folder)."""
        folder = _key(Path(folder))
        if folder in _HELD:
            return _HELD[folder]
        path = folder / LOCK_NAME
        fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o644)
        try:
            if not _try_lock(fd):
                raise AlreadyRunning(folder, _read_pid(path))
            lock = cls(folder, fd)
        except BaseException:
            os.close(fd)
            raise
        lock._write_pid()
        _HELD[folder] = lock
        return lock

    def _write_pid(self) -> None:
        """Our process id in the file, for the message the second copy prints."""
        try:
            os.lseek(self.fd, 0, os.SEEK_SET)
            os.ftruncate(self.fd, 0)
            os.write(self.fd, str(os.getpid()).encode("ascii"))
        except OSError:                      # informative only; the lock is what counts
            pass

    def check(self) -> None:
        """Raise LockLost if the file at our path is not the one we locked."""
        if self.fd < 0:
            raise LockLost(f"the lock on {self.folder} was released")
        try:
            current = self._file_id(os.stat(self.path))
        except FileNotFoundError:
            raise LockLost(f"the lock file {self.path} was removed") from None
        if current != self._identity:
            raise LockLost(f"the lock file {self.path} was replaced")

    def release(self) -> None:
        if self.fd < 0:
            return
        _HELD.pop(self.folder, None)
        try:
            _unlock(self.fd)
        except OSError:
            pass
        os.close(self.fd)
        self.fd = -1

    def __enter__(self) -> InstanceLock:
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


def held(folder: str | os.PathLike[str]) -> InstanceLock | None:
    """This process's lock on ``folder``, if it holds one."""
    return _HELD.get(_key(Path(folder)))
