"""Keeping a sitting's seed out of the save while its cards are still to come.

    key = SeedKey(folder)                   # the profile's key file, club21.key
    stored = key.hide(seed, commitment)     # "hidden:<hex>", written at sit-down
    seed = key.reveal(stored, commitment)   # back, checked against the commitment

The seed of a sitting is needed on disk while it is in play: a crashed round
must resume with the same cards.  Stored in plain words, though, it would let
anyone reading the save (a viewer, a synced folder, a bug report with the
file attached) deal the rest of the sitting in advance.  So the save keeps
the seed masked: XOR with a pad drawn by HMAC-SHA256 from a per-profile key
that lives in its own file, never in the save (nor in its backups), keyed by
the sitting's commitment so that no two sittings share a pad.  When the
sitting ends the plain seed replaces the masked one (``fairness`` explains
why that is the moment to reveal it).

What this is not: protection from the owner of the computer, who can read
the key file as easily as the save.  It keeps the seed from showing; it does
not make it impossible to find.  Revealing checks the result against the
commitment, so a wrong or missing key is noticed, never turned into a
different shoe.
"""
from __future__ import annotations

import contextlib
import hashlib
import hmac
import os
import secrets
import time
from pathlib import Path

from game.storage import fairness
from game.storage.errors import StorageError

KEY_NAME = "club21.key"
KEY_BYTES = 32
HIDDEN = "hidden:"
MIN_PAD_BYTES = 16              # seeds are 128 bits; a bigger given seed gets a longer pad
_PAD_LABEL = b"club21-seed-pad-v1:"


class SeedKeyError(StorageError):
    """The masked seed cannot be read back (the key file is missing or another)."""


def is_hidden(stored: str) -> bool:
    return isinstance(stored, str) and stored.startswith(HIDDEN)


def _pad(key: bytes, commitment: str, n: int) -> int:
    blocks, counter = b"", 0
    while len(blocks) < n:
        msg = _PAD_LABEL + commitment.encode() + b":" + str(counter).encode()
        blocks += hmac.new(key, msg, hashlib.sha256).digest()
        counter += 1
    return int.from_bytes(blocks[:n], "big")


class SeedKey:
    def __init__(self, folder: Path) -> None:
        self.path = Path(folder) / KEY_NAME

    # -- the key file ----------------------------------------------------------
    def _read(self) -> bytes | None:
        try:
            text = self.path.read_text(encoding="ascii").strip()
            key = bytes.fromhex(text)
        except (OSError, ValueError, UnicodeError):
            return None
        return key if len(key) == KEY_BYTES else None

    def _create(self) -> bytes:
        """A new key, written aside, fsynced and renamed into place (a kill
        never leaves half a key).  A key file that cannot be read is kept aside."""
        if self.path.exists():
            with contextlib.suppress(OSError):
                os.replace(self.path, self.path.with_name(
                    f"{KEY_NAME}.unreadable-{time.strftime('%Y%m%d-%H%M%S')}"))
        key = secrets.token_bytes(KEY_BYTES)
        temp = self.path.with_name(KEY_NAME + ".part")
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="ascii") as handle:
            handle.write(key.hex() + "\n")
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, self.path)
        return key

    # -- hiding and revealing ----------------------------------------------------
    def hide(self, seed: int, commitment: str) -> str:
        """The seed as the save keeps it while its sitting is open (may write
        the key file the first time; OSError when the folder is not writable)."""
        seed = int(seed)
        if seed < 0:                  # only a hand-given practice seed can be; nothing to hide
            return str(seed)
        key = self._read() or self._create()
        n = max(MIN_PAD_BYTES, (seed.bit_length() + 7) // 8)
        return f"{HIDDEN}{seed ^ _pad(key, commitment, n):0{2 * n}x}"

    def reveal(self, stored: str, commitment: str) -> int:
        """The seed back from what the save keeps (plain decimal passes through)."""
        if not is_hidden(stored):
            return int(stored)
        digits = stored[len(HIDDEN):]
        key = self._read()
        if key is None:
            raise SeedKeyError(f"the key file {self.path} that hides this sitting's seed "
                               "is missing or unreadable")
        try:
            seed = int(digits, 16) ^ _pad(key, commitment, len(digits) // 2)
        except ValueError:
            raise SeedKeyError("this sitting's hidden seed is damaged") from None
        if not fairness.check(seed, commitment):
            raise SeedKeyError(f"the key file {self.path} is not the one this sitting's "
                               "seed was hidden with")
        return seed
