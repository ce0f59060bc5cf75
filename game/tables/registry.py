"""Every table the engine plays, listed once: the one place that names them all.

    spec_for("classic").game          # the table's Game (rules unoverridden)
    table_names()                     # in lobby and Statistics order
    register(spec)                    # a further table (a test's, a variant)

Everything in ``game/`` that walks the tables (scenarios, bots, saves,
statistics) reads this list, so a table registered here is played,
saved and counted without another edit.
"""
from __future__ import annotations

from game.errors import SetupError
from game.tables.dealer.spec import CLASSIC_SPEC, MIDNIGHT_SPEC
from game.tables.indian.spec import INDIAN_SPEC
from game.tables.showdown.spec import SHOWDOWN_SPEC
from game.tables.spec import Money, TableSpec

_SPECS: dict[str, TableSpec] = {}


def register(spec: TableSpec) -> None:
    """Add ``spec`` (after those already there); a name is registered once."""
    if spec.name in _SPECS and _SPECS[spec.name] is not spec:
        raise ValueError(f"table {spec.name!r} is registered already")
    _SPECS[spec.name] = spec


def unregister(name: str) -> None:
    """Take a table added by ``register`` out again (a test's, when it is done)."""
    _SPECS.pop(name, None)


def table_names() -> tuple[str, ...]:
    return tuple(_SPECS)


def specs() -> tuple[TableSpec, ...]:
    return tuple(_SPECS.values())


def spec_for(name: str) -> TableSpec:
    """The spec of ``name``; SetupError naming the tables there are if none."""
    spec = _SPECS.get(name) if isinstance(name, str) else None
    if spec is None:
        raise SetupError(f"unknown table {name!r} (tables: {', '.join(_SPECS)})")
    return spec


def plays_bankroll(name: str) -> bool:
    """``name`` is a table that plays with the player's bankroll (False for a
    match table, and for a name that is no table)."""
    spec = _SPECS.get(name)
    return spec is not None and spec.plays_bankroll


def plays_matches(name: str) -> bool:
    """``name`` is a table that plays matches for tokens (False for a name
    that is no table)."""
    spec = _SPECS.get(name)
    return spec is not None and spec.money is Money.MATCH


for _spec in (MIDNIGHT_SPEC, CLASSIC_SPEC, SHOWDOWN_SPEC, INDIAN_SPEC):
    register(_spec)
