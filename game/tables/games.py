"""Every table as a Game, by name: the one place that maps a table's name to its game.

A Game (after OpenSpiel's Game/State split) is a small frozen value holding a
table's rules; it makes the table's state and reads and writes its action
words. The state (``DealerTable``, ``ShowdownTable``, ``IndianTable``) is the
mutable match: ``legal_actions()``, ``apply(action)``, ``events()``, ...

    game = game_for("classic", {"decks": 2})    # SetupError for a bad override
    state = game.new_state(seed, {"chips": [1000]}, cards=["AS", "KD"])
    state.apply(game.parse(state, "bet 1 10"))
    word = game.format(state, action)            # game.parse(state, word) == action
    game.output(state)                           # what ``python -m game.scenario`` prints
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal, Protocol, TypeVar, overload

from game.errors import SetupError
from game.tables.dealer.game import DealerGame
from game.tables.dealer.rules import CLASSIC, MIDNIGHT
from game.tables.indian.game import INDIAN_GAME, IndianGame
from game.tables.overrides import OverridableRules, with_overrides
from game.tables.showdown.game import SHOWDOWN_GAME, ShowdownGame

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

GAMES: dict[str, DealerGame | ShowdownGame | IndianGame] = {
    "midnight": DealerGame(MIDNIGHT),
    "classic": DealerGame(CLASSIC),
    "showdown": SHOWDOWN_GAME,
    "indian": INDIAN_GAME,
}
TABLE_NAMES = tuple(GAMES)


@overload
def game_for(table: Literal["midnight", "classic"],
             rule_overrides: object = None) -> DealerGame: ...
@overload
def game_for(table: Literal["showdown"], rule_overrides: object = None) -> ShowdownGame: ...
@overload
def game_for(table: Literal["indian"], rule_overrides: object = None) -> IndianGame: ...
@overload
def game_for(table: str, rule_overrides: object = None) -> AnyGame: ...


def game_for(table: str, rule_overrides: object = None) -> AnyGame:
    """The game of ``table`` with its rules overridden (docs/scenarios.md
    "rules"); SetupError naming an unknown table or the first bad override."""
    game = GAMES.get(table) if isinstance(table, str) else None
    if game is None:
        raise SetupError(f"unknown table {table!r} (tables: {', '.join(TABLE_NAMES)})")
    if rule_overrides is None or rule_overrides == {}:
        return game
    if isinstance(game, DealerGame):
        return DealerGame(with_overrides(game.rules, rule_overrides))
    if isinstance(game, ShowdownGame):
        return ShowdownGame(with_overrides(game.rules, rule_overrides))
    return IndianGame(with_overrides(game.rules, rule_overrides))
