"""Exceptions the engine raises: a reason a person can read, never a crash."""
from __future__ import annotations

from game.messages import Message, verbatim


class IllegalAction(Exception):
    """An action that is not legal now. Raised before anything changed.

    ``message`` is the reason as a ``Message`` (a view says it in the
    player's language); ``reason`` is its English sentence, which scenario
    files, records and the external-bot protocol read."""

    def __init__(self, message: Message | str):
        self.message = verbatim(message) if isinstance(message, str) else message
        self.reason = str(self.message)
        super().__init__(self.reason)


class SetupError(ValueError):
    """A table set up with bad rules, seats or chips."""
