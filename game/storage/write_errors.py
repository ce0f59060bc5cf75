"""Failures of the disk, not of the save: told apart, and put in plain words.

A full disk, a read-only folder, an I/O error or a lost instance lock says
nothing about the save file itself: it must never be called damaged (and
"start over" would fail the same way).  ``is_disk_problem`` recognises them
(OSError, or the SQLite result codes for them); ``plain_reason`` says what
happened in words a player understands (``plain_message``: the same words
as a ``Message``, which a view says in the player's language).
"""
from __future__ import annotations

import errno
import sqlite3

from game.messages import N_, Message, message, verbatim
from game.storage.instance_lock import LockLost

# Primary SQLite result codes that come from the disk or the folder.
_SQLITE_DISK = {"SQLITE_READONLY", "SQLITE_IOERR", "SQLITE_FULL", "SQLITE_CANTOPEN",
                "SQLITE_PERM", "SQLITE_BUSY", "SQLITE_LOCKED", "SQLITE_NOLFS"}
# What SQLite says when it was built without result-code names (older Pythons).
_SQLITE_WORDS = ("readonly", "read-only", "disk i/o", "disk is full", "unable to open",
                 "database is locked", "access permission")
_READ_ONLY = {errno.EROFS, errno.EACCES, errno.EPERM}


class Unwritable(Exception):
    """The data folder or the save cannot be written; nothing was changed.
    ``message`` says why (a ``Message``); ``reason`` is its English."""

    def __init__(self, reason: Message | str):
        self.message = verbatim(reason) if isinstance(reason, str) else reason
        self.reason = str(self.message)
        super().__init__(self.reason)


def _sqlite_name(exc: BaseException) -> str:
    """The primary result code's name: SQLITE_IOERR_WRITE -> SQLITE_IOERR."""
    name = getattr(exc, "sqlite_errorname", "") or ""
    return "_".join(name.split("_")[:2])


def is_disk_problem(exc: BaseException) -> bool:
    if isinstance(exc, (OSError, Unwritable)):
        return True
    if isinstance(exc, sqlite3.OperationalError):
        if _sqlite_name(exc) in _SQLITE_DISK:
            return True
        text = str(exc).lower()
        return any(word in text for word in _SQLITE_WORDS)
    return False


def plain_reason(exc: BaseException) -> str:
    """One short phrase: "the disk is full", "the folder is read-only" …"""
    return str(plain_message(exc))


def plain_message(exc: BaseException) -> Message:
    """``plain_reason`` as a Message: a view says it in the player's language
    (what the operating system or SQLite said in its own words stays as it is)."""
    if isinstance(exc, Unwritable):
        return exc.message
    if isinstance(exc, LockLost):
        return message(N_("the game's lock file was removed or replaced while it was running"))
    name = _sqlite_name(exc) if isinstance(exc, sqlite3.Error) else ""
    text = str(exc).lower()
    code = getattr(exc, "errno", None) if isinstance(exc, OSError) else None
    if code == errno.ENOSPC or getattr(errno, "EDQUOT", None) == code \
            or name == "SQLITE_FULL" or "disk is full" in text:
        return message(N_("the disk is full"))
    if code in _READ_ONLY or name in ("SQLITE_READONLY", "SQLITE_PERM") or "readonly" in text:
        return message(N_("the folder is read-only or you are not allowed to write in it"))
    if code == errno.EIO or name == "SQLITE_IOERR" or "disk i/o" in text:
        return message(N_("the disk reported an error (I/O error)"))
    if name in ("SQLITE_BUSY", "SQLITE_LOCKED") or "database is locked" in text:
        return message(N_("another program is holding the save file"))
    if isinstance(exc, OSError) and exc.strerror:
        return verbatim(exc.strerror[:1].lower() + exc.strerror[1:])
    return verbatim(str(exc) or type(exc).__name__)
