"""Letting a long computation give way to a more wanted one.

The house-rules screen's calculator fills its caches with the rule sets one
change away while the player reads; a real question must not wait for that.
``giving_way(wanted)`` makes the derivation ask ``wanted()`` between totals
and stop with ``GaveWay`` when it says yes. Stopping there is safe: every
cache the engine keeps gets whole entries only (a chart, an edge, a dealer
distribution, a finished pass), so a later question computes what is missing.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

_WANTED: list[Callable[[], bool]] = []


class GaveWay(Exception):
    """A computation stopped because something else is wanted."""


def check() -> None:
    """Raise GaveWay if a more wanted computation waits (cheap when none does)."""
    if _WANTED and _WANTED[-1]():
        raise GaveWay


@contextmanager
def giving_way(wanted: Callable[[], bool]) -> Iterator[None]:
    _WANTED.append(wanted)
    try:
        yield
    finally:
        _WANTED.pop()
