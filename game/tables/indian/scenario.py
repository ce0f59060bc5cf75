"""Scenario adapter for Indian Blackjack (docs/scenarios.md).

``game.scenario`` imports this module by name and calls exactly these four
functions. Players are 1 and 2 in the words, 0 and 1 in the engine.
"""
from __future__ import annotations

from typing import Any

from game.cards import is_indian_card
from game.errors import IllegalAction, SetupError
from game.rules import INDIAN, with_overrides
from game.tables.indian.table import IndianTable
from game.tables.indian.view import (
    CALL,
    DEAL_AGAIN,
    FOLD,
    FREE_FOLD,
    HIT,
    NEXT,
    PASS,
    STAY,
    IndianAction,
    IndianKind,
    ItemKind,
    chip_bonus,
    raise_to,
)
from game.tables.showdown.scenario import check_cards, check_seed, check_setup, whole_chips

DEFAULT_CHIPS = [30, 30]
PLAIN: dict[str, IndianAction] = {
    "call": CALL, "fold": FOLD, "free_fold": FREE_FOLD, "pass": PASS, "hit": HIT,
    "stay": STAY, "deal_again": DEAL_AGAIN, "next": NEXT,
}
ITEM_NAMES = {"free_fold": ItemKind.FREE_FOLD, "chip_bonus": ItemKind.CHIP_BONUS,
              "deal_again": ItemKind.DEAL_AGAIN}


def _items(value: Any) -> dict[ItemKind, int]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise SetupError("setup.items must be an object like {\"free_fold\": 1}")
    out = {}
    for name, player in value.items():
        if name not in ITEM_NAMES:
            raise SetupError(f"unknown item {name!r} (free_fold, chip_bonus, deal_again)")
        if isinstance(player, bool) or player not in (1, 2):
            raise SetupError(f"setup.items.{name} must be player 1 or 2, got {player!r}")
        out[ITEM_NAMES[name]] = player - 1
    return out


def scenario_table(table: str, seed: int, rules: dict, setup: dict,
                   cards: list[str]) -> IndianTable:
    rules_obj = with_overrides(INDIAN, rules or {})
    setup = check_setup(setup, {"chips", "items"})
    chips = whole_chips(setup.get("chips", DEFAULT_CHIPS), 2, 2, "chips")
    items = _items(setup.get("items"))
    stacked = check_cards(cards, is_indian_card)
    return IndianTable(rules_obj, check_seed(seed), chips, items, cards=stacked)


def _whole(word: str) -> int | None:
    return int(word) if word.isascii() and word.isdigit() else None


def parse_action(table: Any, text: str) -> IndianAction:
    words = text.strip().lower().split() if isinstance(text, str) else []
    if len(words) == 1 and words[0] in PLAIN:
        return PLAIN[words[0]]
    if len(words) == 2 and words[0] == "raise" and _whole(words[1]) is not None:
        return raise_to(_whole(words[1]))
    if len(words) == 2 and words[0] == "chip_bonus" and words[1] in ("1", "2"):
        return chip_bonus(int(words[1]) - 1)
    raise IllegalAction(f"not an indian action: {text!r}")


def format_action(*args: Any) -> str:
    """The scenario word; called as ``format_action(action)`` or
    ``format_action(table_obj, action)`` (game.scenario's form)."""
    action: IndianAction = args[-1]
    if action.kind is IndianKind.RAISE:
        return f"raise {action.amount}"
    if action.kind is IndianKind.CHIP_BONUS:
        return f"chip_bonus {action.player + 1}"
    return action.kind.name.lower()


def scenario_output(t: IndianTable) -> dict[str, Any]:
    return {
        "players": [{"chips": t.chips[p], "on_table": t.bets[p]} for p in (0, 1)],
        "pot": 0,
        "winner": None if t.winner is None else t.winner + 1,
        "rounds": t.round_no,
    }
