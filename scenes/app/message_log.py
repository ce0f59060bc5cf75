"""The last things the game said to the player — refusals and the dealer's
words — kept so they can be read again (the message log, M at a table).

Lines are kept as said (a ``Message`` is said again in the language shown
when the log is read), newest last; a line said twice in a row is kept once.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

from scenes.app.i18n import Message, Said, resay, say

KEPT = 40


@dataclass
class MessageLog:
    lines: deque[Message | str] = field(default_factory=lambda: deque(maxlen=KEPT))

    def add(self, line: Message | str) -> None:
        if not line or (self.lines and self.lines[-1] == line):
            return
        self.lines.append(line)

    def newest(self, count: int) -> list[str]:
        """The last ``count`` lines, newest first, in the language shown."""
        return [said_now(line) for line in reversed(self.lines)][:count]


def said_now(line: Message | str) -> str:
    """``line`` in the language shown: a Message said anew, a text said in
    another language said again (a toast's ``_()`` text, formatted or not)."""
    if isinstance(line, Said):
        return resay(line)
    return say(line)
