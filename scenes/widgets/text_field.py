"""What typing adds to a short text field (a player's name), within its limit.

    name, cut = type_into(name, ev.unicode, MAX_NAME)
    name = kept_name(row["name"], MAX_NAME)       # the same, for a name from the save

A key event normally carries one character, but input methods and pasting
can deliver many in one event (and a synthetic one can carry 10,000): the
limit is applied to the result, never to the length before adding.
"""
from __future__ import annotations


def type_into(text: str, typed: str | None, limit: int) -> tuple[str, bool]:
    """(``text`` + the printable characters of ``typed``, cut to ``limit``;
    True when something typed did not fit)."""
    keep = "".join(c for c in (typed or "") if c.isprintable())
    joined = text + keep
    return joined[:limit], len(joined) > limit


def kept_name(saved: object, limit: int) -> str:
    """A name read back from the save, kept as typing it would have kept it
    (printable characters only, within ``limit``): an edited save may hold
    anything, and a control character cannot even be drawn."""
    return type_into("", str(saved), limit)[0]
