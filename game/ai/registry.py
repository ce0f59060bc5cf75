"""Every bot by table and level, listed by hand: one place to read them all.

    bot = make_bot("indian", "hard")

Menu levels (``Level``) are what a setup screen offers; every other name is a
sparring opponent for ``python -m game.sim.tournament`` (never in a menu).
"""
from __future__ import annotations

import re
from collections.abc import Callable
from enum import Enum

from game.ai.base import BaseBot, Level, SparringLevel, TableName
from game.ai.classic import bots as classic
from game.ai.indian import bots as indian
from game.ai.indian import equilibrium as indian_equilibrium
from game.ai.indian import exploiters as indian_exploiters
from game.ai.indian import hard as indian_hard
from game.ai.indian import opponents as indian_sparring
from game.ai.showdown import bots as showdown
from game.ai.showdown import opponents as showdown_sparring

Factory = Callable[[], BaseBot]


def _raise_to(n: int) -> Factory:
    return lambda: indian_sparring.RaiseTo(n)


def _raise_always(n: int) -> Factory:
    return lambda: indian_exploiters.RaiseAlways(n)


def _raise_favoured(n: int) -> Factory:
    return lambda: indian_exploiters.RaiseFavoured(n)


_FACTORIES: dict[tuple[TableName, str], Factory] = {
    (TableName.CLASSIC, Level.RANDOM.value): classic.random_bot,
    (TableName.CLASSIC, Level.EASY.value): classic.EasyClassicBot,
    (TableName.CLASSIC, Level.NORMAL.value): classic.NormalClassicBot,
    (TableName.MIDNIGHT, Level.NORMAL.value): classic.midnight_bot,

    (TableName.SHOWDOWN, Level.RANDOM.value): showdown.random_bot,
    (TableName.SHOWDOWN, Level.EASY.value): showdown.EasyShowdownBot,
    (TableName.SHOWDOWN, Level.NORMAL.value): showdown.NormalShowdownBot,
    (TableName.SHOWDOWN, Level.HARD.value): showdown.HardShowdownBot,
    (TableName.SHOWDOWN, SparringLevel.HIT17.value): showdown_sparring.Hit17,
    (TableName.SHOWDOWN, SparringLevel.STAND12.value): showdown_sparring.Stand12,
    (TableName.SHOWDOWN, SparringLevel.BEAT_BEST.value): showdown_sparring.BeatBest,
    (TableName.SHOWDOWN, SparringLevel.BEST_RESPONSE.value): showdown_sparring.BestResponse,

    (TableName.INDIAN, Level.RANDOM.value): indian.random_bot,
    (TableName.INDIAN, Level.EASY.value): indian.EasyIndianBot,
    (TableName.INDIAN, Level.NORMAL.value): indian.NormalIndianBot,
    (TableName.INDIAN, Level.HARD.value): indian_equilibrium.EquilibriumIndianBot,
    # the hard level before the equilibrium core: kept to measure against
    (TableName.INDIAN, "bayes"): indian_hard.BayesIndianBot,
    (TableName.INDIAN, "maniac"): indian_sparring.maniac,
    **{(TableName.INDIAN, f"raise-{n}"): _raise_to(n) for n in indian_sparring.RAISE_LEVELS},
    **{(TableName.INDIAN, f"raise-always-{n}"): _raise_always(n)
       for n in indian_exploiters.EXPLOIT_SIZES},
    **{(TableName.INDIAN, f"raise-favoured-{n}"): _raise_favoured(n)
       for n in indian_exploiters.EXPLOIT_SIZES},
    (TableName.INDIAN, "bully"): indian_sparring.Bully,
    (TableName.INDIAN, "station"): indian_sparring.Station,
    (TableName.INDIAN, "tag"): indian_sparring.TightAggressive,
    (TableName.INDIAN, "uniform"): indian_sparring.Uniform,
    (TableName.INDIAN, "pressure"): indian_sparring.Pressure,
    (TableName.INDIAN, "mimic"): indian_sparring.Mimic,
}

def _level_name(level: str | Enum) -> str:
    return str(level.value if isinstance(level, Enum) else level)


def make_bot(table: str, level: str | Enum) -> BaseBot:
    """A fresh bot for ``table`` ("indian", "showdown", "classic", "midnight")
    at ``level`` ("random", "easy", "normal", "hard", or a sparring opponent)."""
    name = _level_name(level)
    key = (TableName(table), name)
    if key not in _FACTORIES:
        have = sorted(lv for t, lv in _FACTORIES if t == key[0])
        raise KeyError(f"no {name} bot for {table}; have {have}")
    return _FACTORIES[key]()


def levels(table: str) -> list[str]:
    """The menu levels (``Level``) for ``table``, easiest first."""
    order = [lv.value for lv in Level]
    return sorted((lv for t, lv in _FACTORIES if t == TableName(table) and lv in order),
                  key=order.index)


def opponent_levels(table: str) -> list[str]:
    """The sparring opponents for ``table`` (not in any menu)."""
    menu = {lv.value for lv in Level}
    names = [lv for t, lv in _FACTORIES if t == TableName(table) and lv not in menu]
    # "raise-2" before "raise-10": the number part sorts as a number
    return sorted(names, key=lambda n: [int(p) if p.isdigit() else p
                                        for p in re.split(r"(\d+)", n)])


def registry() -> list[tuple[str, str]]:
    """Every (table, level) pair there is a bot for."""
    return sorted((t.value, lv) for t, lv in _FACTORIES)

