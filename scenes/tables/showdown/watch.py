"""Blackjack Showdown once every human is out: the rest is the AIs' alone.

The round summary then offers SKIP TO END (K: the AI-only rounds played out at
once, unanimated, then the match result) and WATCH (AUTO) (W: from then on
each summary moves on by itself after a pause).  Those rounds are not the
player's: the save counts them as watched (``game.storage.results``).

``ShowdownWatch`` is a component of the table scene; what it needs from the
table is the ``Table`` protocol.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from game.tables.showdown.table import ShowdownTable
from game.tables.showdown.view import NEXT, ShowdownPhase
from scenes.app.i18n import _
from scenes.app.settings_store import AnimSpeed
from scenes.tables.played import ActingTable
from scenes.tables.showdown.config import SeatConfig
from scenes.widgets.tween import Timeline

WATCH_NEXT_S = 2.5         # watching the AIs: a summary stays this long (scaled by speed)
SKIP_GUARD = 100_000       # a match always ends; this only guards a bug

SummaryButton = tuple[str, Callable[[], None], str]   # (label, what it does, its key's action)


class Table(ActingTable, Protocol):
    """What watching asks of the table scene."""
    engine: ShowdownTable
    players: list[SeatConfig]
    timeline: Timeline

    def anim_speed(self) -> AnimSpeed: ...
    def ai_to_act(self) -> int | None: ...
    def ai_move(self, seat: int) -> None: ...
    def close_overlay(self) -> None: ...
    def next_hand(self) -> None: ...


class ShowdownWatch:
    def __init__(self, scene: Table) -> None:
        self.scene = scene
        self.watching = False      # WATCH (AUTO) chosen: summaries move on by themselves
        self.skipping = False      # SKIP TO END running: no summary is opened

    def reset(self) -> None:
        """A new match: the player plays again."""
        self.watching = self.skipping = False

    def summary_choices(self) -> tuple[list[SummaryButton], float | None]:
        """(extra summary buttons, seconds before NEXT HAND goes by itself)."""
        if not self.humans_out() or self.scene.engine.is_over():
            return [], None
        extras: list[SummaryButton] = [(_("SKIP TO END"), self.skip_to_end, "skip_to_end")]
        if not self.watching:
            return [(_("WATCH (AUTO)"), self.watch, "watch"), *extras], None
        speed = self.scene.anim_speed()
        return extras, 0.0 if speed is AnimSpeed.INSTANT else WATCH_NEXT_S / speed.factor

    def humans_out(self) -> bool:
        """No human seat can ante any more: the rest of the match is the AIs' alone."""
        engine = self.scene.engine
        ante = engine.rules.ante
        humans = [i for i, p in enumerate(self.scene.players) if not p.is_ai]
        return bool(humans) and all(not engine.active[i] or engine.tokens[i] < ante
                                    for i in humans)

    def watch(self) -> None:
        """Watch the AIs play on; each round's summary moves on by itself."""
        self.watching = True
        self.scene.next_hand()

    def skip_to_end(self) -> None:
        """Play the AI-only rounds out at once (unanimated), then show the result."""
        scene = self.scene
        scene.close_overlay()
        self.skipping = True
        try:
            for _ in range(SKIP_GUARD):
                engine = scene.engine
                if engine.is_over():
                    break
                if engine.phase is ShowdownPhase.SUMMARY:
                    scene.act(NEXT)
                else:
                    seat = scene.ai_to_act()
                    if seat is None:          # a human to play: only a bug gets here
                        break
                    scene.ai_move(seat)
                scene.timeline.skip()
        finally:
            self.skipping = False
        scene.timeline.skip()


__all__ = ["ShowdownWatch", "Table", "WATCH_NEXT_S"]
