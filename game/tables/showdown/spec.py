"""Blackjack Showdown as the registry lists it."""
from __future__ import annotations

from typing import Any

from game.ai.base import Level, SparringLevel
from game.ai.showdown import bots, opponents
from game.storage.results import showdown_result
from game.tables.showdown.game import SHOWDOWN_GAME
from game.tables.spec import Money, TableSpec


def _first_human_seat(scene_setup: Any) -> int:
    """The first human seat at one screen; an online match says whose save it is."""
    online = scene_setup.get("online") if isinstance(scene_setup, dict) else None
    if isinstance(online, dict):
        return int(online["you"])
    return next(i for i, p in enumerate(scene_setup["players"]) if p["kind"] != "ai")


SHOWDOWN_SPEC = TableSpec(
    name="showdown", game=SHOWDOWN_GAME, money=Money.MATCH, round_result=showdown_result,
    player_of=_first_human_seat, resign_loses=True,
    bots={Level.RANDOM.value: bots.random_bot,
          Level.EASY.value: bots.EasyShowdownBot,
          Level.NORMAL.value: bots.NormalShowdownBot,
          Level.HARD.value: bots.HardShowdownBot,
          SparringLevel.HIT17.value: opponents.Hit17,
          SparringLevel.STAND12.value: opponents.Stand12,
          SparringLevel.BEAT_BEST.value: opponents.BeatBest,
          SparringLevel.BEST_RESPONSE.value: opponents.BestResponse})
