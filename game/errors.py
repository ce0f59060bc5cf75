"""Exceptions the engine raises: a reason a person can read, never a crash."""
from __future__ import annotations

from game.messages import Message


class IllegalAction(Exception):
    """An action that is not legal now. Raised before anything changed.

    ``message`` is the reason as a ``Message`` (a view says it in the
    player's language); ``reason`` is its English sentence, which scenario
    files, records and the external-bot protocol read."""

    def __init__(self, message: Message | str):
        if isinstance(message, str):   # a plain English text: shown as it is
            message = Message("{reason}", {"reason": message})
        self.message = message
        self.reason = str(message)
        super().__init__(self.reason)


class SetupError(ValueError):
    """A table set up with bad rules, seats or chips."""
