"""The exact house edge of a table's house rules: the strategy's mathematics
over the rules' builder. It lives with the strategy, not with the rules, so
the rules (``game.tables``) never depend on the strategy that reads them."""
from __future__ import annotations

from game.strategy.basic import house_edge
from game.tables.dealer.house_rules import Overrides, build


def exact_edge(table: str, overrides: Overrides) -> float:
    """The exact house edge (a fraction) of basic strategy under these rules."""
    return house_edge(build(table, overrides))
