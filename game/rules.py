"""Every table's rules by name, for code that spans tables (strategy, bots, tools).

Each table's rules live with the table: ``game/tables/<table>/rules.py`` (one
frozen dataclass, the rulings of docs/rules.md as fields). Overrides of the
fields docs/rules.md lists for a table go through ``with_overrides``
(``game/tables/overrides.py``).
"""
from __future__ import annotations

from game.tables.dealer.rules import (
    CLASSIC,
    DECK_CHOICES,
    MIDNIGHT,
    RESPLIT_CHOICES,
    BlackjackPays,
    DealerRules,
    DoubleOn,
)
from game.tables.indian.rules import INDIAN, IndianRules
from game.tables.overrides import with_overrides
from game.tables.showdown.rules import SHOWDOWN, ShowdownRules

__all__ = [
    "CLASSIC", "DECK_CHOICES", "INDIAN", "MIDNIGHT", "RESPLIT_CHOICES", "SHOWDOWN",
    "BlackjackPays", "DealerRules", "DoubleOn", "IndianRules", "ShowdownRules",
    "with_overrides",
]
