"""Indian Blackjack at a networked table: the local scene, drawn from this
seat's updates instead of an engine of its own.

``RemoteIndianScene`` is ``IndianScene`` with its engine step replaced
(``scenes.tables.net.seat.NetSeat`` does what differs for every networked
table): the painting, animations, sounds, tips, refusal pill, keys and pad are
the local scene's.  The player always looks from their own seat, at the bottom
(no hand-over curtain: each player has a screen); the opponent's moves arrive
with the updates and animate as the AI's do locally.  Nothing is saved here:
the host's engine is the table, and the match's online record is the History
entry written when it ends.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.tables.indian.view import NEXT, IndianAction, IndianKind, IndianPhase
from scenes.app.context import Context
from scenes.app.i18n import _
from scenes.tables.base import TableScene
from scenes.tables.indian.anim import IndianAnimator, Shown
from scenes.tables.indian.config import IndianConfig, Mode, Opponent
from scenes.tables.indian.controls import Controls, Offer
from scenes.tables.indian.opponent import AI_PAUSE_CHIP_BONUS_S, PLAYING
from scenes.tables.indian.paint import IndianPainter
from scenes.tables.indian.scene import IndianScene
from scenes.tables.indian.text import match_over_messages, plate_name
from scenes.tables.match_over import duel_over
from scenes.tables.net.facts import SeatFacts
from scenes.tables.net.feed import Remote, SeatUpdate, Taken
from scenes.tables.net.seat import WAITING_FOR_OTHERS, NetSeat
from scenes.tables.net.seat_table import IndianSeatTable

K = IndianKind


class RemoteIndianScene(NetSeat, IndianScene):
    engine: IndianSeatTable

    def __init__(self, context: Context, remote: Remote, facts: SeatFacts,
                 translate: Callable[[Any], list[Taken]], **options: Any) -> None:
        TableScene.__init__(self, context, "indian", **options)
        self.setup_seat(remote, facts, translate)
        items_dealt = facts.setup.get("items", {}) if facts.setup else {}
        mode = Mode.FINALS if len(items_dealt) != 1 else Mode.DEATH_MATCH
        self.config = IndianConfig((facts.names[0], facts.names[1]), Opponent.AI, mode=mode)
        self.names = list(facts.names)
        self.painter = IndianPainter(context.resources, self.anchors)
        self.controls = Controls(context.resources, context.sound, self.anchor("buttons"),
                                 self.act, self.keep_card)
        self.last_drawn = []
        self.hold_ai = False
        self.resigned = None
        self.match_words = []
        self.round_words = []
        self.kept = set()
        self.deferred = None
        self.handover_due = False
        self.ai = None
        self.viewer = facts.seat
        self.offer_wait = 0.0           # seconds an out-of-turn Chip Bonus has been offered

    # -- the first update and every later one (NetSeat calls these) -------------------
    def begin(self, update: SeatUpdate) -> None:
        engine = update.table
        assert isinstance(engine, IndianSeatTable)
        self.engine = engine
        if update.events:          # the deal animates from the stacks as they were
            self.shown = Shown(chips=[c + b for c, b in zip(engine.chips, engine.bets)])
        else:
            self.shown = Shown()
        self.animator = IndianAnimator(self.shown, self.timeline, self, self.painter.back)
        if update.events:
            self.animator.queue_events(update.events)
        else:                      # joined again mid-round: the table as it stands
            self.animator.rebuild_shown()
            if engine.phase in (IndianPhase.RESULT, IndianPhase.OVER):
                self.shown.result = engine.result

    def take(self, update: SeatUpdate) -> None:
        before = self.engine
        engine = update.table
        assert isinstance(engine, IndianSeatTable)
        self.engine = engine
        self.offer_wait = 0.0
        if before.phase is IndianPhase.RESULT and engine.round_no != before.round_no:
            self.round_words = []              # NEXT: the old round's cards leave first
            if not engine.is_over():
                self.animator.sweep_table()
        self.animator.queue_events(update.events)

    def seats_known(self) -> None:
        self.names = list(self.facts.names)

    def round_shown(self) -> bool:
        """The result stands on the table: later updates wait for NEXT."""
        return self.engine.phase is IndianPhase.RESULT

    def is_next(self, action: Any) -> bool:
        return isinstance(action, IndianAction) and action.kind is K.NEXT

    # -- who may do what -------------------------------------------------------------
    def is_human(self, player: int) -> bool:
        return not self.facts.is_ai(player)

    def offer(self) -> Offer:
        if not self.ready or self.asking or self.finished:
            return Offer()
        t, v = self.engine, self.viewer
        if t.phase is IndianPhase.OVER:
            return Offer()
        if t.phase is IndianPhase.RESULT:
            return Offer() if self.released else Offer((NEXT,), phase=t.phase)
        mine = tuple(t.legal_actions())       # the host sends this seat's own only
        window = self.offered and any(a.kind is K.DEAL_AGAIN for a in mine)
        return Offer(mine, window, t.phase, t.observation(v).bets[1 - v])

    def deal_again_window(self, player: int) -> bool:
        return (player == self.viewer and self.ready and self.offered
                and any(a.kind is K.DEAL_AGAIN for a in self.engine.legal_actions()))

    def keep_card(self) -> None:
        """KEEP CARD in the out-of-turn Deal Again window: the host hears
        "decline" and the opponent plays on."""
        self.decline()

    def waiting_text(self) -> str:
        if not self.ready:
            return ""
        if self.waiting_for_others():
            return _(WAITING_FOR_OTHERS)
        t = self.engine
        current = t.current_player()
        if t.phase not in PLAYING or current == self.viewer or self.offered:
            return ""
        if current is None or current < 0:
            return ""
        if self.facts.is_ai(current):
            return _("Wait: {name} is thinking…").format(name=self.names[current])
        return super().waiting_text()

    def plate_label(self, player: int) -> str:
        level = self.facts.levels[player] if self.facts.is_ai(player) else None
        return plate_name(self.names[player], player == self.viewer, False, level)

    def guide_tips(self) -> dict[str, str]:
        return {**super().guide_tips(), **self.seat_tips()}

    # -- the frame ---------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.follow_host()             # first: an instant speed lands its events at once
        TableScene.update(self, dt)
        offer = self.offer()
        self.controls.set_offer(offer)
        if self.ready:
            self.message = self._status(offer)
        self.chip_bonus_window(dt)
        self.after_frame()

    def chip_bonus_window(self, dt: float) -> None:
        """An out-of-turn Chip Bonus is open as long as a local AI would wait
        for it; then the host hears "decline" and the opponent plays on."""
        if not (self.ready and self.offered) or self.asking:
            return
        if any(a.kind is not K.CHIP_BONUS for a in self.engine.legal_actions()):
            return
        self.offer_wait += dt * self.context.settings.anim_speed.factor
        if self.offer_wait >= AI_PAUSE_CHIP_BONUS_S or self.instant():
            self.decline()

    def open_match_over(self) -> None:
        if self.ending is not None:
            self.show_ending()

    def ending_overlay(self) -> Any:
        t = self.engine
        winner = t.winner if t.winner is not None else 0
        title, line = match_over_messages(self.names[winner], t.round_no, t.total_chips())
        return duel_over(self.context, title, line, self.names[winner], self.leave,
                         self.context.back_to_lobby)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.ready:
            self.draw_waiting(surface)
            return
        super().draw(surface)
        self.draw_seat_extras(surface)
