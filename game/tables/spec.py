"""What the engine knows of one table: its game, its money and its bots.

One ``TableSpec`` per table, written in the table's own package
(``game/tables/<table>/spec.py``) and listed once in ``game.tables.registry``;
every list of tables in ``game/`` is read from there.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any

from game.ai.base import BaseBot
from game.storage.journal import RoundResult
from game.tables.game_protocol import AnyGame

BotFactory = Callable[[], BaseBot]
# (the state after a round, the player whose result it is) -> what the save keeps
RoundReport = Callable[[Any, int], RoundResult]
# The scene's saved setup -> the engine player whose money and wins are saved;
# KeyError, TypeError, ValueError or StopIteration when the setup does not say.
PlayerOf = Callable[[Any], int]


def first_player(scene_setup: Any) -> int:
    """One player, or the player is always engine player 0."""
    return 0


class Money(Enum):
    """What a table plays for."""
    BANKROLL = "bankroll"   # the player's chips, in cents, kept between sittings
    MATCH = "match"         # a match's tokens: won or lost with the match, no net


@dataclass(frozen=True)
class TableSpec:
    name: str                          # the word in scenarios, records and saves
    game: AnyGame                      # the table's own rules, unoverridden
    money: Money
    bots: Mapping[str, BotFactory]     # level (menu or sparring) -> a fresh bot
    round_result: RoundReport          # a settled round as the save and its check see it
    player_of: PlayerOf = first_player
    # The table takes house rules (overrides of its rules, saved with the sitting).
    house_rules: bool = False
    # A dealer's shoe: a round's check says the shoe's order and that the
    # round re-dealt has ended.
    dealer_shoe: bool = False
    # Every human at the device leaves a match together: a match ended
    # before its end is the player's loss, whoever the opponents were.
    resign_loses: bool = False

    @property
    def plays_bankroll(self) -> bool:
        return self.money is Money.BANKROLL
