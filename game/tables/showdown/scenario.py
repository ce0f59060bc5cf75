"""Scenario adapter for Blackjack Showdown (docs/scenarios.md).

``game.scenario`` imports this module by name and calls exactly these four
functions; they also serve the tests' own in-process runner.
"""
from __future__ import annotations

from typing import Any

from game.cards import is_standard_card
from game.errors import IllegalAction, SetupError
from game.rules import SHOWDOWN, with_overrides
from game.tables.showdown.table import MAX_SEATS, MIN_SEATS, ShowdownTable
from game.tables.showdown.view import HIT, NEXT, STAND, ShowdownAction

DEFAULT_CHIPS = [100, 100]
MAX_CHIPS = 10**12        # as the dealer tables: a bigger stack is a typo or an attack
WORDS: dict[str, ShowdownAction] = {"hit": HIT, "stand": STAND, "next": NEXT}


def whole_chips(value: Any, lo: int, hi: int, name: str) -> list[int]:
    """A list of ``lo``-``hi`` positive whole numbers, else SetupError."""
    if not isinstance(value, list) or not lo <= len(value) <= hi:
        n = f"{lo}" if lo == hi else f"{lo}-{hi}"
        raise SetupError(f"setup.{name} must be a list of {n} whole numbers")
    for v in value:
        if isinstance(v, bool) or not isinstance(v, int) or v < 1:
            raise SetupError(f"setup.{name}: {v!r} is not a positive whole number")
        if v > MAX_CHIPS:
            raise SetupError(f"setup.{name}: {str(v)[:40]} is out of range (at most {MAX_CHIPS})")
    return list(value)


def check_cards(cards: Any, valid) -> list[str]:
    if cards is None:
        return []
    if not isinstance(cards, list):
        raise SetupError("cards must be a list of card codes")
    for c in cards:
        if not valid(c):
            raise SetupError(f"unknown card {c!r}")
    return list(cards)


def check_seed(seed: Any) -> int:
    if seed is None:
        return 0
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise SetupError(f"seed must be a whole number, got {seed!r}")
    return seed


def check_setup(setup: Any, allowed: set[str]) -> dict[str, Any]:
    if setup is None:
        return {}
    if not isinstance(setup, dict):
        raise SetupError("setup must be an object")
    unknown = sorted(set(setup) - allowed)
    if unknown:
        raise SetupError(f"unknown setup field {unknown[0]!r}")
    return setup


def scenario_table(table: str, seed: int, rules: dict, setup: dict,
                   cards: list[str]) -> ShowdownTable:
    rules_obj = with_overrides(SHOWDOWN, rules or {})
    setup = check_setup(setup, {"chips", "first_seat"})
    chips = whole_chips(setup.get("chips", DEFAULT_CHIPS), MIN_SEATS, MAX_SEATS, "chips")
    # Showdown only (docs/scenarios.md): game k of a series starts at seat k, so a
    # record of a later game can be replayed. 1-based like every seat word.
    first = setup.get("first_seat", 1)
    if isinstance(first, bool) or not isinstance(first, int) or not 1 <= first <= len(chips):
        raise SetupError(f"setup.first_seat must be a seat from 1 to {len(chips)}")
    stacked = check_cards(cards, is_standard_card)
    return ShowdownTable(rules_obj, check_seed(seed), chips, first_seat=first - 1, cards=stacked)


def parse_action(table: Any, text: str) -> ShowdownAction:
    if isinstance(text, str) and text.strip().lower() in WORDS:
        return WORDS[text.strip().lower()]
    raise IllegalAction(f"not a showdown action: {text!r} (hit, stand, next)")


def format_action(*args: Any) -> str:
    """The scenario word; called as ``format_action(action)`` or
    ``format_action(table_obj, action)`` (game.scenario's form)."""
    action: ShowdownAction = args[-1]
    return action.kind.name.lower()


def scenario_output(t: ShowdownTable) -> dict[str, Any]:
    return {
        "players": [{"chips": tok, "on_table": 0} for tok in t.tokens],
        "pot": t.pot,
        "winner": None if t.winner is None else t.winner + 1,
        "rounds": t.round_no,
    }
