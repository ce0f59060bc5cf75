"""Opening a match table (Showdown, Indian): resume a saved match, or the setup.

Both tables' ``create_scene`` come here, so a match left unfinished is handled
the same way at both:

* ``resume`` given (the start-up prompt, or the setup screen's Resume): the
  table continues that saved match;
* the table's own setup given (seats, mode): a fresh match with it;
* neither: the setup screen, with the unfinished match (if any, mid-round
  or between rounds) offered over it as Resume / New match, so a match can
  always be abandoned, and an Indian pass-and-play match resumes behind the
  hand-over curtain, never straight into one seat's view.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from scenes.app.scene import Scene
from scenes.tables.journal import open_sitting, profile_of

Setup = TypeVar("Setup")


def sit_or_set_up(context: Any, table: str, chosen: Setup | None, resume: Any,
                  open_table: Callable[[Setup | None, Any], Scene],
                  open_setup: Callable[[Any], Scene]) -> Scene:
    """The scene that opening ``table`` shows.  ``open_table(chosen, resume)``
    builds the table (one of the two is None); ``open_setup(unfinished)``
    builds the setup screen, ``unfinished`` the saved match to offer (or None)."""
    if resume is not None:
        return open_table(None, resume)
    if chosen is None:
        return open_setup(open_sitting(profile_of(context), table))
    return open_table(chosen, None)


__all__ = ["sit_or_set_up"]
