"""What every table's game offers (after OpenSpiel's Game/State split).

A Game is a small frozen value holding a table's rules; it makes the table's
state and reads and writes its action words. Kept apart from the registry so
that a table's spec can name its game without importing every other table.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, TypeVar

from game.tables.overrides import OverridableRules

S = TypeVar("S")
A = TypeVar("A")


class Game(Protocol[S, A]):
    """What every table's game offers. ``state`` may be None where a word is
    read or written without a state at hand (a bot's answer): the words of
    these tables do not depend on it."""

    @property
    def name(self) -> str: ...

    @property
    def rules(self) -> OverridableRules:
        """The table's frozen rules dataclass (``game/tables/<table>/rules.py``)."""
        ...

    def new_state(self, seed: int, setup: object,
                  cards: Sequence[object] | None = None) -> S:
        """The state as ``setup`` (the scenario/record ``setup`` object) says,
        with ``cards`` stacked to be dealt first; SetupError if bad."""
        ...

    def parse(self, state: S | None, word: object) -> A:
        """The action ``word`` names; IllegalAction if it names none."""
        ...

    def format(self, state: S | None, action: A) -> str: ...

    def output(self, state: S) -> dict[str, object]:
        """The scenario output of docs/scenarios.md."""
        ...


# A game of whichever table a name picks at run time: table-generic code
# (scenarios, records, replays) holds it as this; the state and action types
# are known only to the table's own code, which uses the concrete games.
AnyGame = Game[Any, Any]
