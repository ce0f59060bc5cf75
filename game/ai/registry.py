"""Every bot by table and level, read from each table's spec (``game.tables.registry``).

    bot = make_bot("indian", "hard")

Menu levels (``Level``) are what a setup screen offers; every other name is a
sparring opponent for ``python -m game.sim.tournament`` (never in a menu).
"""
from __future__ import annotations

import re
from collections.abc import Callable
from enum import Enum

from game.ai.base import BaseBot, Level
from game.tables.registry import spec_for, specs

Factory = Callable[[], BaseBot]


def _level_name(level: str | Enum) -> str:
    return str(level.value if isinstance(level, Enum) else level)


def make_bot(table: str, level: str | Enum) -> BaseBot:
    """A fresh bot for ``table`` ("indian", "showdown", "classic", "midnight")
    at ``level`` ("random", "easy", "normal", "hard", or a sparring opponent)."""
    name = _level_name(level)
    bots = spec_for(table).bots
    if name not in bots:
        raise KeyError(f"no {name} bot for {table}; have {sorted(bots)}")
    return bots[name]()


def levels(table: str) -> list[str]:
    """The menu levels (``Level``) for ``table``, easiest first."""
    order = [lv.value for lv in Level]
    return sorted((lv for lv in spec_for(table).bots if lv in order),
                  key=order.index)


def opponent_levels(table: str) -> list[str]:
    """The sparring opponents for ``table`` (not in any menu)."""
    menu = {lv.value for lv in Level}
    names = [lv for lv in spec_for(table).bots if lv not in menu]
    # "raise-2" before "raise-10": the number part sorts as a number
    return sorted(names, key=lambda n: [int(p) if p.isdigit() else p
                                        for p in re.split(r"(\d+)", n)])


def registry() -> list[tuple[str, str]]:
    """Every (table, level) pair there is a bot for."""
    return sorted((spec.name, lv) for spec in specs() for lv in spec.bots)

