"""Scenario adapter for the dealer tables (see game/scenario.py, docs/scenarios.md)."""
from __future__ import annotations

from typing import Any

from game.cards import is_standard_card
from game.errors import SetupError
from game.money import to_json_number
from game.rules import CLASSIC, MIDNIGHT, with_overrides
from game.tables.dealer import actions as dealer_actions
from game.tables.dealer.table import DealerTable

RULES = {"midnight": MIDNIGHT, "classic": CLASSIC}
DEFAULT_CHIPS = {"midnight": [1000], "classic": [1000]}
_MAX_CHIPS = 10**12


def scenario_table(table: str, seed: int, rules: dict, setup: dict,
                   cards: list) -> DealerTable:
    if table not in RULES:
        raise SetupError(f"unknown table {table!r}")
    r = with_overrides(RULES[table], rules)
    if not isinstance(setup, dict):
        raise SetupError("setup must be an object")
    unknown = sorted(set(setup) - {"chips"})
    if unknown:
        raise SetupError(f"unknown setup field {unknown[0]!r} for {table}")
    chips = setup.get("chips", DEFAULT_CHIPS[table])
    if not isinstance(chips, list) or not all(
            isinstance(c, int) and not isinstance(c, bool) and 0 <= c <= _MAX_CHIPS
            for c in chips):
        raise SetupError("setup.chips must be a list of whole numbers of chips")
    for c in cards:
        if not is_standard_card(c):
            raise SetupError(f"unknown card {str(c)[:20]!r}")
    t = DealerTable(r, seed, chips)
    t.shoe.stack(cards)
    return t


def parse_action(table: DealerTable, text: Any) -> dealer_actions.Action:
    return dealer_actions.parse_action(text, table.rules)


def format_action(table: DealerTable, action: dealer_actions.Action) -> str:
    return dealer_actions.format_action(action)


def scenario_output(table: DealerTable) -> dict:
    return {
        "players": [{"chips": to_json_number(table.chips_of(p)),
                     "on_table": to_json_number(table.on_table_of(p))}
                   for p in range(table.n_players)],
        "pot": 0,
        "winner": None,
        "rounds": table.rounds,
    }
