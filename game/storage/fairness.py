"""Provably fair shuffles: commit to a seed before the cards, reveal it after.

    seed = new_seed()              # 128 bits from ``secrets``
    c = commitment(seed)           # 64 hex chars, shown before the first card
    ... play; the seed is not shown while the sitting/match lasts ...
    check(seed, c)                 # True: this seed is the one promised

Why the whole sitting shares one seed: a table's shoe seeds all follow from
the table seed (Classic's shoe lasts many rounds), so revealing it after one
round would reveal the cards still to come.  The commitment is therefore shown
for every round of a sitting, and the seed is revealed when the player leaves
the table or the match ends.  Anyone can then run ``python -m game.verify``.

While the sitting lasts the save keeps the seed masked with a per-profile key
kept in its own file (``seedkey``), so the save never shows it; the plain seed
replaces it when the sitting ends.  What this proves, and what it cannot: the
commitment fixes the shoe before the first card, and ``game.verify`` shows the
game dealt exactly that shoe, settled exactly what was played, and that the
money adds up (``ledger``).  It cannot stop the owner of the computer reading
or editing their own files: with the key file and the masked seed the cards
still to come can be dealt in advance, and the rows' checksums and the chain
of rounds detect corruption and careless edits, they are not tamper-proofing.

The commitment hashes a fixed prefix and the seed in decimal, so the same
seed always gives the same commitment on every machine; 128 secret bits make
guessing the seed from the hash hopeless.
"""
from __future__ import annotations

import hashlib
import hmac
import secrets

SEED_BITS = 128
COMMIT_PREFIX = "club21-seed-v1:"


def new_seed() -> int:
    return secrets.randbits(SEED_BITS)


def commitment(seed: int) -> str:
    return hashlib.sha256(f"{COMMIT_PREFIX}{int(seed)}".encode()).hexdigest()


def shoe_fingerprint(shoe_seed: int) -> str:
    """A short public name for a shoe ("Shoe #…"): a hash prefix of its seed,
    which names the shoe without revealing the order it deals in."""
    return commitment(shoe_seed)[:12]


def check(seed: int, promised: str) -> bool:
    return hmac.compare_digest(commitment(seed), promised.strip().lower())


def short(digest: str, n: int = 16) -> str:
    """For a label: the first n hex digits, grouped by four."""
    head = digest[:n]
    return " ".join(head[i:i + 4] for i in range(0, len(head), 4))
