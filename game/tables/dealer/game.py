"""Midnight and Classic as Games: their rules, their state and their action words.

    game = DealerGame(MIDNIGHT)
    state = game.new_state(seed=7, setup={"chips": [1000]}, cards=["9S", "KD"])
    state.apply(game.parse(state, "bet 1 10"))
    game.format(state, HIT)        # "hit"
    game.output(state)             # the scenario output (docs/scenarios.md)

The words are those of ``game.tables.dealer.actions`` (``bet SPOT AMOUNT``,
``deal``, ``hit``, ...); ``rebet`` and ``rebet_deal`` only where the rules
have SAME BET buttons.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from game.cards import is_standard_card
from game.errors import SetupError
from game.money import CENTS_PER_CHIP, to_json_number
from game.tables.common import MAX_CHIPS
from game.tables.dealer.actions import Action, format_action, parse_action
from game.tables.dealer.rules import DealerRules
from game.tables.dealer.table import DealerTable
from game.words import is_whole

DEFAULT_CHIPS = [1000]


@dataclass(frozen=True)
class DealerGame:
    rules: DealerRules

    @property
    def name(self) -> str:
        return self.rules.name

    def new_state(self, seed: int, setup: object,
                  cards: Sequence[object] | None = None) -> DealerTable:
        """A table as ``setup`` says, SetupError if bad: ``chips`` (whole chips
        per player) or, in a save whose bankroll holds half chips, ``cents``."""
        if not isinstance(setup, dict):
            raise SetupError("setup must be an object")
        fields: Mapping[str, object] = setup
        unknown = sorted(set(fields) - {"chips", "cents"})
        if unknown:
            raise SetupError(f"unknown setup field {unknown[0]!r} for {self.name}")
        if "cents" in fields:
            cents = _amounts(fields["cents"], "cents", MAX_CHIPS * CENTS_PER_CHIP)
        else:
            chips = _amounts(fields.get("chips", DEFAULT_CHIPS), "chips", MAX_CHIPS)
        stacked: list[str] = []
        for c in cards or []:
            if not is_standard_card(c) or not isinstance(c, str):
                raise SetupError(f"unknown card {str(c)[:20]!r}")
            stacked.append(c)
        if "cents" in fields:
            table = DealerTable(self.rules, seed, (), cents=cents)
        else:
            table = DealerTable(self.rules, seed, chips)
        table.shoe.stack(stacked)
        return table

    def parse(self, state: DealerTable | None, word: object) -> Action:
        """The action ``word`` names; IllegalAction if it names none here."""
        return parse_action(word, self.rules)

    def format(self, state: DealerTable | None, action: Action) -> str:
        """The word of ``action``; ``parse`` reads it back."""
        return format_action(action)

    def output(self, state: DealerTable) -> dict[str, object]:
        return {
            "players": [{"chips": to_json_number(state.chips_of(p)),
                         "on_table": to_json_number(state.on_table_of(p))}
                        for p in range(state.n_players)],
            "pot": 0,
            "winner": None,
            "rounds": state.rounds,
        }


def _amounts(value: object, name: str, most: int) -> list[int]:
    if not isinstance(value, list) or not all(
            is_whole(v) and 0 <= v <= most for v in value):
        raise SetupError(f"setup.{name} must be a list of whole numbers of {name}")
    return [v for v in value if isinstance(v, int)]
