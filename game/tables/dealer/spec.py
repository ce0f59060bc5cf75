"""Midnight Blackjack and Classic Shoe as the registry lists them."""
from __future__ import annotations

from typing import Any

from game.ai.base import Level
from game.ai.classic import bots
from game.storage.results import dealer_result
from game.tables.dealer.game import DealerGame
from game.tables.dealer.rules import CLASSIC, MIDNIGHT
from game.tables.spec import Money, TableSpec

MIDNIGHT_SPEC = TableSpec(
    name="midnight", game=DealerGame(MIDNIGHT), money=Money.BANKROLL, round_result=dealer_result,
    house_rules=True, dealer_shoe=True,
    bots={Level.NORMAL.value: bots.midnight_bot})

def _first_human_seat(scene_setup: Any) -> int:
    seated = [s for s in scene_setup["seats"] if s["kind"] != "empty"]
    return next(i for i, s in enumerate(seated) if s["kind"] == "human")


CLASSIC_SPEC = TableSpec(
    name="classic", game=DealerGame(CLASSIC), money=Money.BANKROLL, round_result=dealer_result,
    player_of=_first_human_seat, house_rules=True, dealer_shoe=True,
    bots={Level.RANDOM.value: bots.random_bot,
          Level.EASY.value: bots.EasyClassicBot,
          Level.NORMAL.value: bots.NormalClassicBot})
