"""The exact house edge of a table's house rules: the strategy's mathematics
over the rules' builder. It lives with the strategy, not with the rules, so
the rules (``game.tables``) never depend on the strategy that reads them."""
from __future__ import annotations

from collections.abc import Callable

from game.strategy.basic import house_edge
from game.strategy.dealer import kept_distributions
from game.strategy.yielding import GaveWay, giving_way
from game.tables.dealer.house_rules import (
    EDGE_FREE_FIELDS,
    Overrides,
    build,
    edge_key,
    fields_for,
    step,
)


def exact_edge(table: str, overrides: Overrides) -> float:
    """The exact house edge (a fraction) of basic strategy under these rules."""
    return house_edge(build(table, overrides))


# Fields whose change needs new dealer distributions (the dearest): last.
_NEW_DEALER = ("decks", "dealer_hits_soft_17")
# Working ahead stops short of new dealer distributions once this many are
# kept (about three deck counts or soft-17 rules): the calculator's memory
# stays within ~250 MB however long the screen stays open.
WARM_DISTRIBUTIONS_LIMIT = 100_000


def neighbours(table: str, overrides: Overrides) -> list[Overrides]:
    """Every rule set one step (← or →) of one rule away from ``overrides``
    that the house-rules screen allows, those sharing the dealer's
    distributions first."""
    out: list[Overrides] = []
    seen = {edge_key(table, overrides)}
    fields = sorted((f for f in fields_for(table) if f.name not in EDGE_FREE_FIELDS),
                    key=lambda f: f.name in _NEW_DEALER)
    for field in fields:
        for direction in (1, -1):
            moved = step(table, overrides, field.name, direction)
            key = edge_key(table, moved.overrides)
            if moved.refused is None and key not in seen:
                seen.add(key)
                out.append(moved.overrides)
    return out


def warm_neighbours(args: tuple[str, Overrides], wanted: Callable[[], bool]) -> None:
    """Compute the edges one step away from the rule set ``args`` =
    (table, overrides) into the engine's caches, stopping as soon as
    ``wanted()`` says a question waits (the screen's calculator, while the
    player reads)."""
    table, overrides = args
    with giving_way(wanted):
        for near in neighbours(table, overrides):
            if wanted():
                return
            if (kept_distributions() > WARM_DISTRIBUTIONS_LIMIT
                    and any(near.get(f) != overrides.get(f) for f in _NEW_DEALER)):
                continue
            try:
                exact_edge(table, near)
            except GaveWay:
                return
