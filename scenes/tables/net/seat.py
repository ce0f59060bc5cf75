"""What every networked table scene does differently from a local one.

``NetSeat`` is mixed in before a local table scene (``RemoteIndianScene(NetSeat,
IndianScene)``): the scene keeps its painting, animations, sounds, tips, keys
and refusal pill, and this mixin replaces the engine step.

* Each frame ``follow_host`` takes what the host sent (``feed.Feed``): an
  update becomes the table the scene reads (``seat_table``) and its events go
  to the scene's animator, as a local engine's would; a refusal is the red
  pill with the engine's reason; the end shows the verification and the
  match-over panel; a lost host, a message screen back to the lobby.
* ``act`` (the one way in) sends the action's word instead of applying it;
  until the answer comes no second word is sent.  At a round's result the
  host asks every person for NEXT; the scene takes no update of the next round
  before the player pressed it (a NEXT pressed before the host asked goes as
  soon as it does), then waits for the others.
* The seed commitment stands in the top bar for the whole match (where a
  local table prints its shoe's fingerprint), with a tip saying what it is.

The scene supplies ``begin`` (the first update), ``take`` (every later one),
``round_shown`` (a round's result is up: hold later updates) and ``is_next``.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.errors import IllegalAction
from game.messages import Message, message
from scenes.app.i18n import N_, _
from scenes.app.settings_store import AnimSpeed
from scenes.tables.net.ending import (
    AbandonedScene,
    CappedScene,
    HostGoneScene,
    VerdictBand,
)
from scenes.tables.net.facts import SeatFacts, seated
from scenes.tables.net.feed import (
    Feed,
    HostGone,
    MatchEnd,
    Refusal,
    Remote,
    Seating,
    SeatUpdate,
    Taken,
)
from scenes.tables.net.reasons import known_reason
from scenes.tables.net.record import record_match
from scenes.widgets.theme import MUTED

COMMITMENT_MOMENT = "commitment"
COMMITMENT_TIP = N_("Commitment: before the first card, the host sent this fingerprint "
                    "of the seed that shuffles the match's deck. At the end it reveals "
                    "the seed, and your game deals the match again to check every card "
                    "and result you saw.")
WAITING = N_("Waiting for the host to deal…")
WAITING_FOR_OTHERS = N_("Waiting for the other players to go on…")
ASKING = N_("Wait: the host has not answered your last move yet")
COMMIT_SHOWN = 12          # hex digits of the commitment in the top bar


def short_fingerprint(commitment: str) -> str:
    return commitment[:COMMIT_SHOWN]


class NetSeat:
    """The networked engine step, mixed into a table scene (see the module)."""
    # from the table scene this is mixed into
    context: Any
    engine: Any
    timeline: Any
    anchors: dict[str, pygame.Rect]
    table_name: str
    menu_button: Any
    message: Any
    refuse: Callable[[Message | str], None]
    draw_table: Callable[[pygame.Surface], None]
    draw_hud: Callable[[pygame.Surface], None]

    def setup_seat(self, remote: Remote, facts: SeatFacts,
                   translate: Callable[[Any], list[Taken]]) -> None:
        self.remote, self.facts = remote, facts
        self.feed = Feed(remote, translate)
        self.commitment = facts.commitment
        self.engine = None           # the table as the last update taken shows it
        self.ready = False           # the first update has come
        self.asking = False          # a word is on its way: no second one until answered
        self.offered = False         # the host offers an out-of-turn item (or decline)
        self.released = False        # NEXT pressed at a result: take the next round
        self.next_due: Any = None    # that NEXT, when the host has not asked for it yet
        self.ending: MatchEnd | None = None
        self.ending_shown = False
        self.recorded: int | None = None     # the History entry's sitting, once written
        self.gone = False
        self.verdict = VerdictBand()
        self.message = message(WAITING)

    # -- what the table scene supplies ------------------------------------------------
    def begin(self, update: SeatUpdate) -> None:
        raise NotImplementedError

    def take(self, update: SeatUpdate) -> None:
        raise NotImplementedError

    def round_shown(self) -> bool:
        raise NotImplementedError

    def is_next(self, action: Any) -> bool:
        raise NotImplementedError

    def ending_overlay(self) -> Any:
        raise NotImplementedError

    def seats_known(self) -> None:
        """``self.facts`` has the seats' names and AI levels anew."""
        raise NotImplementedError

    @property
    def journal(self) -> None:
        """Nothing of a networked match is journaled here: the host's engine
        is the table; the online record is written when the match ends."""
        return None

    def can_end_match(self) -> bool:
        """No Resign or New match in the pause menu: the host decides those."""
        return False

    def leave_warning(self) -> tuple[str, str] | None:
        """Leaving a live match: for the host it ends the match for everyone;
        a guest's seat waits for it (the room code takes it back)."""
        if self.finished:
            return None
        if self.facts.hosting:
            return (_("Leave and end the match?"),
                    _("It ends for everyone; nothing is counted."))
        return (_("Leave the match?"),
                _("Your seat waits: join again with the code."))

    # -- following the host ---------------------------------------------------------
    @property
    def finished(self) -> bool:
        return self.ending is not None or self.gone

    def follow_host(self) -> None:
        """Take what has arrived, in order; a round's result holds later
        updates until the player has pressed NEXT."""
        self.feed.pull()
        while (piece := self.feed.peek()) is not None:
            if isinstance(piece, SeatUpdate):
                moves_on = self.ready and not self.same_moment(piece.table)
                if moves_on and self.round_shown() and not self.released:
                    return
                self.feed.take()
                self.asking = False
                self.offered = piece.offer
                if self.ready:
                    if moves_on:
                        self.released, self.next_due = False, None
                    self.take(piece)
                    self.say_next_when_asked()
                else:
                    self.ready = True
                    self.begin(piece)
            elif isinstance(piece, Refusal):
                self.feed.take()
                self.asking = False
                self.refuse(said_reason(piece.reason))
            elif isinstance(piece, MatchEnd):
                self.feed.take()
                self.ending = piece
                self.verdict.set(piece)
            elif isinstance(piece, Seating):
                self.feed.take()
                self.facts = seated(self.facts, piece)
                self.seats_known()
            else:
                assert isinstance(piece, HostGone)
                self.feed.take()
                self.host_gone()
                return

    def same_moment(self, table: Any) -> bool:
        """``table`` is at the phase and round shown now (a question asked
        again, or the result's NEXT asked after the result itself)."""
        return bool(table.phase == self.engine.phase and table.round_no == self.engine.round_no)

    def act(self, action: Any) -> bool:
        """The player's move: its word goes to the host (the answer comes as an
        update, or a refusal with the engine's reason)."""
        if not self.ready or self.finished:
            return False
        if self.asking:
            self.refuse(message(ASKING))
            return False
        if self.is_next(action):
            self.released = True      # the next round may be shown once it comes
            if action not in self.engine.legal_actions():
                self.next_due = action    # the host asks for it in a moment: said then
                return True
        try:
            self.remote.apply(action)
        except IllegalAction as exc:  # no question open, or the link just broke
            self.refuse(exc.message)
            return False
        self.asking = True
        return True

    def say_next_when_asked(self) -> None:
        """NEXT pressed before the host asked for it goes as soon as it does."""
        due = self.next_due
        if due is not None and due in self.engine.legal_actions() and not self.asking:
            self.next_due = None
            self.act(due)

    def decline(self) -> None:
        """No to the out-of-turn item the host offers."""
        if self.ready and self.offered and not self.asking and not self.finished:
            try:
                self.remote.decline()
            except IllegalAction as exc:
                self.refuse(exc.message)
                return
            self.asking = True

    def after_frame(self) -> None:
        """The end, once the table has shown everything: the verdict and the
        match-over panel (or, without a result, the message screen)."""
        ending = self.ending
        if ending is None or self.ending_shown or self.timeline.busy:
            return
        if self.context.manager.top is not self:
            return
        if ending.abandoned or ending.ended == "capped":
            self.ending_shown = True
            notice = AbandonedScene if ending.abandoned else CappedScene
            self.context.manager.push(notice(self.context))
        elif self.engine is not None and self.engine.is_over():
            self.show_ending()

    def show_ending(self) -> None:
        if self.ending_shown or self.ending is None:
            return
        self.ending_shown = True
        self.recorded = record_match(self.context, self.remote, self.facts)
        self.context.manager.push(self.verdict.over(self.ending_overlay()))

    def host_gone(self) -> None:
        if self.gone:
            return
        self.gone = True
        if self.ending is not None and not self.ending.abandoned:
            return            # the match was over: the seed came, nothing is lost
        self.context.manager.push(HostGoneScene(self.context))

    def leave(self) -> None:
        self.context.back_to_lobby()

    def exit(self) -> None:
        """The table is left (to the lobby, or the app closes): the link goes."""
        self.remote.leave()
        if self.facts.on_leave is not None:
            self.facts.on_leave()

    def instant(self) -> bool:
        return bool(self.context.settings.anim_speed is AnimSpeed.INSTANT)

    def waiting_for_others(self) -> bool:
        """NEXT is pressed at a round's result; the others have not yet."""
        return bool(self.ready and self.released and self.round_shown())

    # -- the commitment ---------------------------------------------------------------
    def guide_moment(self) -> str | None:
        """The seat's own moment (waiting, the commitment) before the table's."""
        moment = self.seat_moment()
        if moment is not None or not self.ready or self.waiting_for_others():
            return moment
        return super().guide_moment()  # type: ignore[misc]  # the table scene after NetSeat

    def seat_moment(self) -> str | None:
        """The commitment's tip comes first, once, when the first cards are down."""
        if not self.ready or self.finished or self.timeline.busy:
            return None
        if self.context.settings.tip_seen(self.table_name, COMMITMENT_MOMENT):
            return None
        return COMMITMENT_MOMENT

    def seat_tips(self) -> dict[str, str]:
        return {COMMITMENT_MOMENT: _(COMMITMENT_TIP)}

    def top_bar_words(self) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """The commitment where a local table prints its shoe's fingerprint
        (a guest never knows the seed, so it has no fingerprint of its own)."""
        res = self.context.resources
        words: list[tuple[pygame.Surface, pygame.Rect]] = []
        rect = self.anchors.get("seed_label", pygame.Rect(16, 12, 300, 22))
        if self.commitment:
            line = _("Commitment: {fingerprint}…").format(
                fingerprint=short_fingerprint(self.commitment))
            text = res.text(line, 14, MUTED)
            words.append((text, text.get_rect(midleft=rect.midleft)))
        title = res.text(self.title_text(), 16, (212, 175, 55), bold=True)
        words.append((title, title.get_rect(midright=(self.menu_button.rect.x - 16,
                                                      self.menu_button.rect.centery))))
        return words

    def title_text(self) -> str:
        return _("{table} · online").format(table=getattr(self, "title", self.table_name))

    # -- drawing ------------------------------------------------------------------------
    def draw_waiting(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)
        self.draw_hud(surface)

    def draw_seat_extras(self, surface: pygame.Surface) -> None:
        """Nothing yet beyond the local table (a hook for the host's window)."""


def said_reason(reason: str) -> Message | str:
    """The engine's reason as the host sent it (English), said in the language
    shown when the catalogue knows it."""
    return known_reason(reason)


__all__ = ["NetSeat", "SeatFacts", "COMMITMENT_MOMENT"]
