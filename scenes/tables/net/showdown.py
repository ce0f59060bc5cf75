"""Blackjack Showdown at a networked table: the local scene, drawn from this
seat's updates instead of an engine of its own.

``RemoteShowdownScene`` is ``ShowdownScene`` with its engine step replaced
(``scenes.tables.net.seat.NetSeat``): the same board, animations, summaries,
sounds, tips and keys.  Every other seat — the host, other guests, the host's
AI players — plays at the host; their moves arrive with the updates and
animate as the AI's do at a local table.  At a round's summary NEXT HAND tells
the host this player is ready; the next round is dealt once every player is.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

import pygame

from game.messages import message, verbatim
from game.tables.showdown.view import (
    NEXT,
    CardDealt,
    RoundStarted,
    ShowdownAction,
    ShowdownKind,
    ShowdownPhase,
)
from scenes.app.context import Context
from scenes.app.i18n import N_, _
from scenes.app.settings_store import AnimSpeed
from scenes.tables.match_over import sweep_over
from scenes.tables.net.facts import SeatFacts
from scenes.tables.net.feed import Remote, SeatUpdate, Taken
from scenes.tables.net.seat import WAITING, WAITING_FOR_OTHERS, NetSeat
from scenes.tables.net.seat_table import ShowdownSeatTable
from scenes.tables.seat_config import SeatConfig, SeatKind, SeatName, shown_name
from scenes.tables.showdown.anim import ShowdownAnimator
from scenes.tables.showdown.board import BoardPainter, Mover, ShowdownBoard
from scenes.tables.showdown.controls import ShowdownControls
from scenes.tables.showdown.scene import ShowdownScene
from scenes.tables.showdown.seats import (
    MARKER_HALF,
    CardImages,
    SeatPanel,
    ShowdownFelt,
    seat_anchor_names,
)
from scenes.tables.showdown.watch import WATCH_NEXT_S, ShowdownWatch, SummaryButton


class RemoteWatch(ShowdownWatch):
    """Once this seat is out, each summary goes on by itself: the rest of the
    match is played at the host (no skipping ahead of the others)."""

    def summary_choices(self) -> tuple[list[SummaryButton], float | None]:
        if not self.humans_out() or self.scene.engine.is_over():
            return [], None
        speed = self.scene.anim_speed()
        return [], 0.0 if speed is AnimSpeed.INSTANT else WATCH_NEXT_S / speed.factor

    def humans_out(self) -> bool:
        """This player's seat cannot ante any more."""
        scene: Any = self.scene             # a RemoteShowdownScene
        engine, seat = scene.engine, scene.viewer
        return not engine.active[seat] or engine.tokens[seat] < engine.rules.ante


class RemoteShowdownScene(NetSeat, ShowdownScene):
    engine: ShowdownSeatTable     # type: ignore[assignment]

    def __init__(self, context: Context, remote: Remote, facts: SeatFacts,
                 translate: Callable[[Any], list[Taken]], **options: Any) -> None:
        ShowdownFelt.__init__(self, context, **options)
        self.setup_seat(remote, facts, translate)
        self.viewer = facts.seat
        res = context.resources
        self.players = seat_configs(facts)
        self.cards = CardImages(res, context.settings.four_colour_deck)
        self.painter = BoardPainter(res, self.cards, self.anchor("pot"), self.anchor("discard"))
        self.controls = ShowdownControls(res, context.sound, self.anchor("buttons"),
                                         self.human_act)
        self.watching = RemoteWatch(cast(Any, self))   # its engine is a seat's view
        self.overlay = None
        self.summary_shown = None
        self.deferred_overlay = None
        self.match_words = []
        self.game_no = 1
        self.active_before = []
        self.bots = {}
        self.ai_wait = 0.0

    # -- the first update and every later one (NetSeat calls these) -------------------
    def begin(self, update: SeatUpdate) -> None:
        engine = update.table
        assert isinstance(engine, ShowdownSeatTable)
        self.engine = engine
        names = seat_anchor_names(len(self.players))
        tokens = start_tokens(engine, update.events)
        panels = [SeatPanel(i, p, self.anchor(n), tokens[i])
                  for i, (p, n) in enumerate(zip(self.players, names))]
        centre = self.anchor("pot").center
        self.board = ShowdownBoard(panels, Mover((centre[0] - MARKER_HALF,
                                                  centre[1] - MARKER_HALF)))
        self.animator = ShowdownAnimator(self.board, self.timeline, self.cards, self)
        self.active_before = list(engine.active)
        if update.events:
            self.animator.queue_events(list(update.events))
        else:
            self.rebuild()

    def rebuild(self) -> None:
        """Joined again mid-round: the table as it stands, unanimated (every
        card here is public)."""
        obs = self.engine.obs
        dealt: list[Any] = [RoundStarted(obs.round_no, obs.first_seat or 0)]
        for view in obs.seats:
            dealt += [CardDealt(view.seat, card, 0) for card in view.cards]
        self.animator.queue_events(dealt)
        self.timeline.skip()
        for view, panel in zip(obs.seats, self.board.panels):
            panel.tokens, panel.total, panel.out = view.tokens, view.total, not view.active
        self.board.pot_shown = obs.pot
        if obs.current_player is not None and obs.current_player >= 0:
            self.on_turn(obs.current_player)

    def take(self, update: SeatUpdate) -> None:
        before = self.engine
        engine = update.table
        assert isinstance(engine, ShowdownSeatTable)
        self.engine = engine
        if before.phase is ShowdownPhase.SUMMARY and engine.round_no != before.round_no:
            self.close_overlay()
            self.animator.sweep_cards()
        self.animator.queue_events(list(update.events))

    def seats_known(self) -> None:
        self.players = seat_configs(self.facts)
        if self.ready:
            for panel, config in zip(self.board.panels, self.players):
                panel.config = config

    def round_shown(self) -> bool:
        return self.engine.phase is ShowdownPhase.SUMMARY

    def is_next(self, action: Any) -> bool:
        return isinstance(action, ShowdownAction) and action.kind is ShowdownKind.NEXT

    def next_hand(self) -> None:
        """NEXT HAND on the summary: the host hears this player is ready; the
        summary closes and the table waits for the others."""
        if self.act(NEXT) and not self.finished:
            self.close_overlay()
            if self.engine.phase is ShowdownPhase.SUMMARY:
                self.message = message(WAITING_FOR_OTHERS)

    # -- turns ------------------------------------------------------------------------
    def ai_to_act(self) -> int | None:
        return None               # every other seat plays at the host

    def why_not_human(self) -> str | None:
        if not self.ready or self.finished:
            return _("The match is over") if self.finished else _(WAITING)
        seat = self.engine.current_player()
        if self.engine.phase is ShowdownPhase.PLAY and seat is not None and seat >= 0 \
                and seat != self.viewer:
            name = shown_name(self.players[seat].name)
            if self.players[seat].is_ai:
                return _("Wait: it is {name}'s turn (AI)").format(name=name)
            return _("Wait: it is {name}'s turn").format(name=name)
        if self.asking:
            return _("Wait: the host has not answered your last move yet")
        return super().why_not_human()

    def on_turn(self, seat: int) -> None:
        if seat == self.viewer:
            super().on_turn(seat)
            return
        self.board.acting = seat
        self.message = message(N_("{name} is thinking…"),
                               name=SeatName(self.players[seat].name))

    def guide_tips(self) -> dict[str, str]:
        if not self.ready:
            return self.seat_tips()
        return {**super().guide_tips(), **self.seat_tips()}

    # -- the frame ----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.follow_host()             # first: an instant speed lands its events at once
        ShowdownFelt.update(self, dt)
        if self.ready:
            self.controls.enable(self.why_not_human() is None, self.engine.legal_actions(),
                                 not self.humans_out_for_good())
        self.after_frame()

    def open_match_over(self, ev: Any) -> None:
        self.won = ev                 # the panel opens once the seed is checked

    def ending_overlay(self) -> Any:
        won = getattr(self, "won", None)
        assert won is not None, "the match ends with its MatchWon"
        overlay = sweep_over(self.context, won, self.board.panels, self.leave,
                             self.context.back_to_lobby)
        self.overlay = overlay
        return overlay

    def show_ending(self) -> None:
        if getattr(self, "won", None) is None:
            return
        super().show_ending()
        self.overlay = self.context.manager.top
        self.offer_tip_over(self.overlay)

    def exit(self) -> None:
        NetSeat.exit(self)

    def enter(self) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        if not self.ready:
            self.draw_waiting(surface)
            return
        super().draw(surface)
        self.draw_seat_extras(surface)


def seat_configs(facts: SeatFacts) -> list[SeatConfig]:
    """The seats as the local table's panels read them."""
    return [SeatConfig(name, SeatKind.AI if level else SeatKind.HUMAN, level or "normal")
            for name, level in zip(facts.names, facts.levels)]


def start_tokens(table: ShowdownSeatTable, events: tuple[Any, ...]) -> list[int]:
    """Each seat's tokens before ``events`` (what the panels show as they
    begin to play them): the tokens now, with every ante and payout undone."""
    from game.tables.showdown.view import AntePaid, MatchWon, PotSplit, PotWon
    tokens = list(table.tokens)
    for ev in events:
        if isinstance(ev, AntePaid):
            tokens[ev.seat] += ev.amount
        elif isinstance(ev, PotWon):
            tokens[ev.seat] -= ev.amount
        elif isinstance(ev, PotSplit):
            for seat in ev.seats:
                tokens[seat] -= ev.share
        elif isinstance(ev, MatchWon):
            tokens[ev.seat] -= ev.swept
    return tokens


__all__ = ["RemoteShowdownScene", "start_tokens", "verbatim"]
