"""The rules of Indian Blackjack (docs/rules.md): the ante, the stacks, the
penalties and bonuses; ``blackjack_bonus_on_fold`` and ``ante`` may be overridden."""
from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class IndianRules:
    ante: int = 1
    start_chips: int = 30
    blackjack_bonus_on_fold: bool = False
    fold_21_penalty: int = 10
    bust_penalty: int = 5
    blackjack_bonus: int = 15
    chip_bonus: int = 5
    reshuffle_below: int = 5
    overridable: tuple[str, ...] = ("blackjack_bonus_on_fold", "ante")

    def field_choices(self, name: str) -> tuple[int, ...]:
        return ()

    def with_changes(self, changes: Mapping[str, Any]) -> IndianRules:
        return dataclasses.replace(self, **changes)


INDIAN = IndianRules()
