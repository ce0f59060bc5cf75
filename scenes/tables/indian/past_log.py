"""The THIS MATCH log of a resumed Indian match, written again from its save.

The log is the animator's account of the engine's events, so it is rebuilt
the same way it was first written: the saved words are played on a fresh
table, every event is kept, and an animator that nobody sees or hears (its
own timeline and shown table, no sounds, no round-over hook) tells them. The
lines it ends with are the lines the table showed before the quit.
"""
from __future__ import annotations

from typing import Any

import pygame

from game.messages import Message
from game.record import RecordData
from game.storage.replays import start_table
from game.tables.indian.table import IndianTable
from game.tables.indian.view import IndianObservation, RoundResult
from scenes.app.sound_cues import Cue
from scenes.tables.indian.anim import Hooks, IndianAnimator, Point, Shown, SlotKey
from scenes.widgets.tween import Timeline


def replayed(record: RecordData) -> tuple[IndianTable, list[Any]]:
    """The saved match's table as it stands, and every event on the way there."""
    game, table = start_table(record)
    events = list(table.events())                 # round 1 deals itself
    for word in record.get("actions", []):
        table.apply(game.parse(table, word))
        events += table.events()
    return table, events


class _Silent:
    """The table's hooks, less what would be seen or heard: no sound, and the
    round's end announces nothing."""

    def __init__(self, hooks: Hooks) -> None:
        self.hooks = hooks

    @property
    def viewer(self) -> int:
        return self.hooks.viewer

    @property
    def names(self) -> list[str]:
        return self.hooks.names

    def observe(self) -> IndianObservation:
        return self.hooks.observe()

    def slot_pos(self, key: SlotKey) -> Point:
        return self.hooks.slot_pos(key)

    def deck_pos(self) -> Point:
        return self.hooks.deck_pos()

    def stack_point(self, player: int) -> Point:
        return self.hooks.stack_point(player)

    def bet_point(self, player: int) -> Point:
        return self.hooks.bet_point(player)

    def pot_point(self) -> Point:
        return self.hooks.pot_point()

    def sound_play(self, cue: Cue) -> None:
        pass

    def on_round_over(self, result: RoundResult) -> None:
        pass


def past_log(events: list[Any], hooks: Hooks, card_back: pygame.Surface) -> list[Message]:
    """The log lines ``events`` leave on the table (the last few, as shown)."""
    told = Shown()
    timeline = Timeline()
    IndianAnimator(told, timeline, _Silent(hooks), card_back).queue_events(events)
    timeline.skip()
    return told.log
