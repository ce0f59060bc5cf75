"""The rounds of a save as one unbroken chain.

Each round row carries ``prev_hash``, the *link* of the round before it (the
first round carries ``GENESIS``), and the ledger row keeps the link of the
last one (``rounds_head``).  A link hashes the round's own link-in with what
a round is given when it opens and never changes afterwards (its sitting, its
first action, its start time), so settling a round later leaves the chain as
it was.  ``prev_hash`` is a column, so the row's checksum covers it.

Why: a row's checksum says the row was not changed on its own, not that
every row is still there.  A deleted, moved or inserted round breaks the
chain at that place, and ``game.storage.ledger`` names it.  Like every check
of a file on the player's own computer, it stops a careless edit, not a
determined one: someone who rewrites the whole chain has to be caught by the
re-deal and the money (``ledger``).
"""
from __future__ import annotations

import hashlib
from typing import Any

GENESIS = "0" * 16              # what the first round carries as prev_hash
_LABEL = "club21-round-chain-v1"


def link(row: dict[str, Any]) -> str:
    """The link of a round row: what the next round carries as ``prev_hash``."""
    text = f"{_LABEL}:{row['prev_hash']}:{row['sitting_id']}:{row['first_seq']}:" \
           f"{row['started_ms']}"
    return hashlib.sha256(text.encode()).hexdigest()[:16]
