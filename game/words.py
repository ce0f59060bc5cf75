"""Numbers as they arrive from outside: in action words and in JSON values.

One contract for every table (docs/scenarios.md, "actions"): a number in an
action word is written in ASCII decimal digits, with an optional leading
``+`` or ``-``, at most 30 digits. Anything else (``1e3``, ``10.5``, ``١٠``,
an empty word) is not a number, so the word is not an action. A value such
as ``-1`` parses; whether it is legal is the table's question.
"""
from __future__ import annotations

from typing import TypeGuard

MAX_DIGITS = 30     # more is a typo or an attack, never a bet


def whole_number(text: str) -> int | None:
    """The integer a word spells (``"+5"`` -> 5), or None if it is not one."""
    digits = text[1:] if text[:1] in ("+", "-") else text
    if not digits.isdigit() or not digits.isascii() or len(digits) > MAX_DIGITS:
        return None
    return int(text)


def is_whole(value: object) -> TypeGuard[int]:
    """A JSON whole number: an int, and not a bool (``True`` is an int in Python)."""
    return isinstance(value, int) and not isinstance(value, bool)
