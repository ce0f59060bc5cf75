"""Why something failed, in the player's language.

The engine and the save give their reasons as ``Message``s (``exc.message``:
a refused action, a refused refill, a damaged save); a disk's failure is put
in plain words by ``plain_message``.  Anything else keeps its own text.
"""
from __future__ import annotations

from game.messages import Message
from scenes.app.i18n import say


def said_reason(exc: BaseException) -> str:
    """``exc``'s reason, said in the current language."""
    # Imported here: the save's modules (sqlite) load after the first frame.
    from game.storage.write_errors import is_disk_problem, plain_message
    reason = getattr(exc, "message", None)
    if isinstance(reason, Message):
        return say(reason)
    if is_disk_problem(exc):
        return say(plain_message(exc))
    return str(exc)
