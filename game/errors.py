"""Exceptions the engine raises: a reason a person can read, never a crash."""


class IllegalAction(Exception):
    """An action that is not legal now. Raised before anything changed."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class SetupError(ValueError):
    """A table set up with bad rules, seats or chips."""
