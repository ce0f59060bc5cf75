"""Indian Blackjack as the registry lists it."""
from __future__ import annotations

from game.ai.base import Level
from game.ai.indian import bots, equilibrium, hard, opponents
from game.tables.indian.game import INDIAN_GAME
from game.tables.spec import BotFactory, Money, TableSpec


def _raise_to(n: int) -> BotFactory:
    return lambda: opponents.RaiseTo(n)


INDIAN_SPEC = TableSpec(
    name="indian", game=INDIAN_GAME, money=Money.MATCH,
    bots={Level.RANDOM.value: bots.random_bot,
          Level.EASY.value: bots.EasyIndianBot,
          Level.NORMAL.value: bots.NormalIndianBot,
          Level.HARD.value: equilibrium.EquilibriumIndianBot,
          # the hard level before the equilibrium core: kept to measure against
          "bayes": hard.BayesIndianBot,
          "maniac": opponents.maniac,
          **{f"raise-{n}": _raise_to(n) for n in opponents.RAISE_LEVELS},
          "bully": opponents.Bully,
          "station": opponents.Station,
          "tag": opponents.TightAggressive,
          "uniform": opponents.Uniform,
          "pressure": opponents.Pressure,
          "mimic": opponents.Mimic})
