"""A table's game by name, its rules overridden: ``game_for``.

A Game (after OpenSpiel's Game/State split, ``game_protocol.Game``) is a small
frozen value holding a table's rules; it makes the table's state and reads and
writes its action words. The state (``DealerTable``, ``ShowdownTable``,
``IndianTable``) is the mutable match: ``legal_actions()``, ``apply(action)``,
``events()``, ... The tables themselves are listed in ``game.tables.registry``.

    game = game_for("classic", {"decks": 2})    # SetupError for a bad override
    state = game.new_state(seed, {"chips": [1000]}, cards=["AS", "KD"])
    state.apply(game.parse(state, "bet 1 10"))
    word = game.format(state, action)            # game.parse(state, word) == action
    game.output(state)                           # what ``python -m game.scenario`` prints
"""
from __future__ import annotations

from dataclasses import replace

from game.tables.game_protocol import AnyGame as AnyGame
from game.tables.game_protocol import Game as Game
from game.tables.overrides import with_overrides
from game.tables.registry import spec_for


def game_for(table: str, rule_overrides: object = None) -> AnyGame:
    """The game of ``table`` with its rules overridden (docs/scenarios.md
    "rules"); SetupError naming an unknown table or the first bad override."""
    game = spec_for(table).game
    if rule_overrides is None or rule_overrides == {}:
        return game
    # every table's Game is a frozen dataclass whose one field is its rules
    return replace(game, rules=with_overrides(game.rules, rule_overrides))  # type: ignore[type-var]
