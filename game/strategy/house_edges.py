"""The exact house edge of a table's house rules: the strategy's mathematics
over the rules' builder. It lives with the strategy, not with the rules, so
the rules (``game.tables``) never depend on the strategy that reads them."""
from __future__ import annotations

from collections.abc import Callable

from game.strategy import collector, forgetting
from game.strategy.basic import house_edge
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


def calculator_edge(table: str, overrides: Overrides) -> float:
    """``exact_edge`` in a process that computes nothing else (the house-rules
    screen's calculator): what it keeps is frozen out of collections."""
    collector.freeze_when_done()
    return exact_edge(table, overrides)


# Fields whose change needs new dealer distributions (the dearest): last.
_NEW_DEALER = ("decks", "dealer_hits_soft_17")


def neighbours(table: str, overrides: Overrides) -> list[Overrides]:
    """Every rule set one step (← or →) of one rule away from ``overrides``
    that the house-rules screen allows, those sharing the dealer's
    distributions first, a new deck count last."""
    out: list[Overrides] = []
    seen = {edge_key(table, overrides)}
    # (the soft-17 rule before the decks: its change recomputes the ace to
    # the 6 only, from the other rule's distributions, about half a deck's)
    fields = sorted((f for f in fields_for(table) if f.name not in EDGE_FREE_FIELDS),
                    key=lambda f: (f.name in _NEW_DEALER, f.name == "decks"))
    for field in fields:
        for direction in (1, -1):
            moved = step(table, overrides, field.name, direction)
            key = edge_key(table, moved.overrides)
            if moved.refused is None and key not in seen:
                seen.add(key)
                out.append(moved.overrides)
    return out


def one_change_away(table: str, overrides: Overrides) -> list[Overrides]:
    """``neighbours`` first, then every other value of one rule (a few steps of
    it: 6 decks to 2), those needing new dealer distributions last."""
    out = neighbours(table, overrides)
    seen = {edge_key(table, o) for o in [overrides, *out]}
    farther: list[Overrides] = []
    for field in fields_for(table):
        if field.name in EDGE_FREE_FIELDS:
            continue
        moved = overrides
        for _ in range(len(field.choices)):
            taken = step(table, moved, field.name, 1)
            if taken.refused is not None:
                break
            moved = taken.overrides
            key = edge_key(table, moved)
            if key not in seen:
                seen.add(key)
                farther.append(moved)
    # (stable: within each half, single steps first, in ``neighbours``' order)
    return sorted(out + farther,
                  key=lambda o: any(o.get(f) != overrides.get(f) for f in _NEW_DEALER))


def warm_neighbours(args: tuple[str, Overrides], wanted: Callable[[], bool]) -> None:
    """Compute the edges one change away from the rule set ``args`` =
    (table, overrides) into the engine's caches (``one_change_away``),
    stopping as soon as ``wanted()`` says a question waits (the screen's
    calculator, while the player reads). Every one is computed, a new deck
    count or soft-17 rule too: first the memos of the shoes none of them
    draws from are forgotten (``forgetting``), so the memory stays bounded
    however long the screen stays open."""
    table, overrides = args
    near_sets = one_change_away(table, overrides)
    forgetting.keep_only(build(table, o) for o in [overrides, *near_sets])
    with giving_way(wanted):
        for near in near_sets:
            if wanted():
                return
            try:
                exact_edge(table, near)
            except GaveWay:
                return
