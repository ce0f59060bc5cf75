"""The storage layer's refusals (re-exported by ``journal``, where they began)."""
from __future__ import annotations

from game.messages import Message, verbatim


class StorageError(Exception):
    """A call the journal refuses (wrong order, unknown id); nothing was written.
    ``message`` says why (a ``Message`` a view says in the player's language);
    ``str(error)`` is its English."""

    def __init__(self, reason: Message | str):
        self.message = verbatim(reason) if isinstance(reason, str) else reason
        super().__init__(str(self.message))
