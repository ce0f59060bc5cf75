"""Indian Blackjack as the registry lists it."""
from __future__ import annotations

from typing import Any

from game.ai.base import Level
from game.ai.indian import bots, equilibrium, exploiters, hard, learners, opponents, readers
from game.storage.journal import RoundResult
from game.storage.results import indian_result
from game.tables.indian.game import INDIAN_GAME
from game.tables.spec import BotFactory, Money, TableSpec


def _indian_result(table: Any, who: int) -> RoundResult:
    return indian_result(table, who)


def _players_seat(scene_setup: Any) -> int:
    """Player 0 at one screen; an online match says whose save it is."""
    online = scene_setup.get("online") if isinstance(scene_setup, dict) else None
    return int(online["you"]) if isinstance(online, dict) else 0


def _raise_to(n: int) -> BotFactory:
    return lambda: opponents.RaiseTo(n)


def _raise_always(n: int) -> BotFactory:
    return lambda: exploiters.RaiseAlways(n)


def _raise_favoured(n: int) -> BotFactory:
    return lambda: exploiters.RaiseFavoured(n)


INDIAN_SPEC = TableSpec(
    name="indian", game=INDIAN_GAME, money=Money.MATCH, round_result=_indian_result,
    player_of=_players_seat,
    bots={Level.RANDOM.value: bots.random_bot,
          Level.EASY.value: bots.EasyIndianBot,
          Level.NORMAL.value: bots.NormalIndianBot,
          Level.HARD.value: equilibrium.EquilibriumIndianBot,
          # the hard level before the equilibrium core: kept to measure against
          "bayes": hard.BayesIndianBot,
          "maniac": opponents.maniac,
          **{f"raise-{n}": _raise_to(n) for n in opponents.RAISE_LEVELS},
          # exploiters that raise to N with any cards, or when the cards favour them
          **{f"raise-always-{n}": _raise_always(n) for n in exploiters.EXPLOIT_SIZES},
          **{f"raise-favoured-{n}": _raise_favoured(n) for n in exploiters.EXPLOIT_SIZES},
          "bully": opponents.Bully,
          "station": opponents.Station,
          "tag": opponents.TightAggressive,
          "uniform": opponents.Uniform,
          "pressure": opponents.Pressure,
          "mimic": opponents.Mimic,
          # a card counter that reads its own card from the other's bets,
          # learning across the matches of a run ("reader") or per match
          "reader": readers.shared_reader,
          "reader-fresh": readers.fresh_reader,
          # reads each of the other's moves, learning across matches or per match
          "learner": learners.shared_learner,
          "learner-fresh": learners.fresh_learner})
