"""The rules of Blackjack Showdown (docs/rules.md); only ``ante`` may be overridden."""
from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class ShowdownRules:
    ante: int = 10
    start_tokens: int = 100
    decks: int = 1
    overridable: tuple[str, ...] = ("ante",)

    def field_choices(self, name: str) -> tuple[int, ...]:
        return ()

    def with_changes(self, changes: Mapping[str, Any]) -> ShowdownRules:
        return dataclasses.replace(self, **changes)


SHOWDOWN = ShowdownRules()
