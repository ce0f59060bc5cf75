"""Blackjack Showdown: engine events → tweens on the scene's timeline.

The engine has already applied the rule when these run; each step only moves
the *shown* state (``ShowdownBoard``: seat panels, the pot figure, the FIRST
token) towards the engine's, in order, so skipping the timeline lands exactly
on it.  What the animator needs from its scene is the ``Hooks`` protocol.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import pygame

from game.messages import Message, message
from game.tables.showdown.view import (
    AntePaid,
    AutoStood,
    Busted,
    CardDealt,
    DiscardsShuffled,
    Hit,
    MatchWon,
    NaturalDealt,
    Outcome,
    PotCarried,
    PotSplit,
    PotWon,
    RoundOver,
    RoundStarted,
    RoundSummary,
    SeatEliminated,
    Stood,
    TurnStarted,
)
from scenes.app.i18n import N_
from scenes.app.sound_cues import Cue
from scenes.tables.seat_config import SeatName, SeatNames
from scenes.tables.sentences import said_message
from scenes.tables.showdown.board import Mover, ShowdownBoard
from scenes.tables.showdown.seats import (
    CHIP_PX,
    MARKER_HALF,
    CardImages,
    SeatCard,
    small_card_size,
)
from scenes.widgets.tween import MoveFromCurrent, Parallel, Timeline

Point = tuple[float, float]
DEAL_S, FLIP_S, ANTE_S, PAYOUT_S, TOKEN_S, SWEEP_S = 0.16, 0.08, 0.35, 0.45, 0.45, 0.3
NATURAL_PAUSE_S, ROUND_END_PAUSE_S = 0.8, 0.5


class Hooks(Protocol):
    """What the animator asks of its scene."""

    def anchor(self, name: str) -> pygame.Rect: ...
    def say(self, text: Message) -> None: ...
    def toast(self, text: Message, seconds: float) -> None: ...
    def sound_play(self, cue: Cue) -> None: ...
    def on_turn(self, seat: int) -> None: ...
    def on_round_over(self, summary: RoundSummary) -> None: ...
    def open_summary(self, summary: RoundSummary) -> None: ...
    def open_match_over(self, ev: MatchWon) -> None: ...


class ShowdownAnimator:
    """``queue_events(events)``: the engine's events as steps on ``timeline``
    that change ``board``."""

    def __init__(self, board: ShowdownBoard, timeline: Timeline, cards: CardImages,
                 hooks: Hooks) -> None:
        self.board = board
        self.timeline = timeline
        self.cards = cards
        self.hooks = hooks
        self.naturals: list[int] = []    # the seats dealt a natural in the last deal

    def queue_events(self, events: list[Any]) -> None:
        # Every natural of the deal is named at once (they share the pot).
        self.naturals = [ev.seat for ev in events if isinstance(ev, NaturalDealt)]
        antes: list[AntePaid] = []
        for ev in events:
            if isinstance(ev, AntePaid):
                antes.append(ev)
                continue
            if antes:
                self._antes(antes)
                antes = []
            handler = self._HANDLERS.get(type(ev))
            if handler is not None:
                handler(self, ev)
        if antes:
            self._antes(antes)

    # -- helpers ----------------------------------------------------------
    def _call(self, fn: Callable[[], None]) -> None:
        self.timeline.call(fn)

    def _say(self, text: Message) -> None:
        self._call(lambda: self.hooks.say(text))

    def seat_name(self, seat: int) -> str:
        """The seat's name as set up ("You" for the default one, whatever the language)."""
        return self.board.panels[seat].config.name

    def _shoe_pos(self) -> tuple[int, int]:
        shoe = self.hooks.anchor("shoe")
        return shoe.centerx - small_card_size()[0] // 2, shoe.y + 12

    def _pot_centre(self) -> tuple[int, int]:
        centre: tuple[int, int] = self.hooks.anchor("pot").center
        return centre

    def _fly_chips(self, routes: list[tuple[Point, Point]], seconds: float,
                   before: Callable[[], None], after: Callable[[], None]) -> None:
        """Chips slide along ``routes`` (from, to) together."""
        half = CHIP_PX // 2
        chips = [Mover((a[0] - half, a[1] - half), visible=False) for a, _ in routes]

        def launch() -> None:
            before()
            for chip in chips:
                chip.visible = True
                self.board.flying.append(chip)

        def land() -> None:
            for chip in chips:
                if chip in self.board.flying:
                    self.board.flying.remove(chip)
            after()

        self._call(launch)
        self.timeline.add(Parallel([MoveFromCurrent(c, (b[0] - half, b[1] - half), seconds)
                                    for c, (_, b) in zip(chips, routes)]))
        self._call(land)

    # -- one method per event ----------------------------------------------
    def _round_started(self, ev: RoundStarted) -> None:
        board = self.board

        def begin() -> None:
            board.carried_shown = board.pot_shown
            board.acting = None
            self.hooks.say(said_message(self.seat_name(ev.first_seat),
                                        N_("Round {round}: you are first"),
                                        N_("Round {round}: {name} is first"), round=ev.round_no))
        self._call(begin)
        self.timeline.add(MoveFromCurrent(board.marker, self.marker_target(ev.first_seat),
                                          TOKEN_S))

    def marker_target(self, seat: int) -> Point:
        """Where the FIRST token rests beside ``seat`` (its image's top left)."""
        x, y = self.board.panels[seat].token_spot
        return x - MARKER_HALF, y - MARKER_HALF

    def _antes(self, antes: list[AntePaid]) -> None:
        pot = self._pot_centre()
        board = self.board
        routes: list[tuple[Point, Point]] = [(board.panels[a.seat].chip_spot, pot)
                                             for a in antes]

        def pay() -> None:
            self.hooks.sound_play(Cue.BET_SMALL)
            for a in antes:
                board.panels[a.seat].tokens -= a.amount

        def into_pot() -> None:
            board.pot_shown = antes[-1].pot
        self._say(message(N_("Antes into the pot")))
        self._fly_chips(routes, ANTE_S, pay, into_pot)

    def _card_dealt(self, ev: CardDealt) -> None:
        panel = self.board.panels[ev.seat]
        size = small_card_size()
        card = SeatCard(self.cards.face(ev.card, size), self.cards.back(size),
                        self._shoe_pos(), size, ev.card)
        panel.cards.append(card)  # hidden until its turn in the deal
        spots = panel.card_positions(len(panel.cards))
        self._call(lambda: setattr(card, "visible", True))
        shuffle_up = [MoveFromCurrent(c, p, DEAL_S) for c, p in zip(panel.cards[:-1], spots)]
        self.timeline.add(Parallel([MoveFromCurrent(card, spots[-1], DEAL_S), *shuffle_up]))
        self.timeline.add(card.flip(FLIP_S))

        def landed() -> None:
            panel.total = ev.total
            self.hooks.sound_play(Cue.CARD_DEALT)
            if self.board.acting == ev.seat:   # a hit: ask the same seat again
                self.hooks.on_turn(ev.seat)
        self._call(landed)

    def _natural(self, ev: NaturalDealt) -> None:
        names = [self.board.panels[seat].config.name for seat in self.naturals or [ev.seat]]

        def show() -> None:
            self.board.panels[ev.seat].badge = message(N_("NATURAL!"))
            if len(names) == 1:
                self.hooks.say(said_message(names[0],
                                            N_("Natural for you! Nobody plays this round"),
                                            N_("Natural for {name}! Nobody plays this round")))
            else:
                self.hooks.say(message(N_("Naturals for {names} and {last}! They share the "
                                          "pot; nobody plays this round"),
                                       names=SeatNames(tuple(names[:-1])),
                                       last=SeatName(names[-1], as_object=True)))
        self._call(show)
        self.timeline.wait(NATURAL_PAUSE_S)

    def _turn(self, ev: TurnStarted) -> None:
        self._call(lambda: self.hooks.on_turn(ev.seat))

    def _hit(self, ev: Hit) -> None:
        self._say(said_message(self.seat_name(ev.seat), N_("You hit"), N_("{name} hits")))

    def _badge(self, seat: int, text: Message, bad: bool, said: Message) -> None:
        def show() -> None:
            self.board.panels[seat].badge, self.board.panels[seat].badge_bad = text, bad
            self.hooks.say(said)
        self._call(show)

    def _stood(self, ev: Stood) -> None:
        self._badge(ev.seat, message(N_("STANDS {total}"), total=ev.total), False,
                    said_message(self.seat_name(ev.seat), N_("You stand on {total}"),
                                 N_("{name} stands on {total}"), total=ev.total))

    def _auto_stood(self, ev: AutoStood) -> None:
        self._badge(ev.seat, message(N_("21 · STANDS")), False,
                    said_message(self.seat_name(ev.seat), N_("You have 21 and stand"),
                                 N_("{name} has 21 and stands")))

    def _busted(self, ev: Busted) -> None:
        self._badge(ev.seat, message(N_("BUST {total}"), total=ev.total), True,
                    said_message(self.seat_name(ev.seat), N_("You bust with {total}"),
                                 N_("{name} busts with {total}"), total=ev.total))
        self._call(lambda: self.hooks.sound_play(Cue.BUST))

    def _payout(self, seats: tuple[int, ...], share: int, said: Message) -> None:
        pot, board = self._pot_centre(), self.board

        def out_of_pot() -> None:
            board.acting = None
            board.pot_shown -= share * len(seats)
            self.hooks.say(said)
            self.hooks.sound_play(Cue.POT_TAKEN)

        def land() -> None:
            for s in seats:
                board.panels[s].tokens += share
        self._fly_chips([(pot, board.panels[s].chip_spot) for s in seats], PAYOUT_S,
                        out_of_pot, land)

    def _pot_won(self, ev: PotWon) -> None:
        self._payout((ev.seat,), ev.amount,
                     said_message(self.seat_name(ev.seat), N_("You take the pot: {amount}"),
                                  N_("{name} takes the pot: {amount}"), amount=ev.amount))

    def _pot_split(self, ev: PotSplit) -> None:
        names = SeatNames(tuple(self.board.panels[s].config.name for s in ev.seats))
        self._payout(ev.seats, ev.share, message(N_("Split pot: {share} each to {names}"),
                                                 share=ev.share, names=names))

    def _pot_carried(self, ev: PotCarried) -> None:
        def show() -> None:
            self.board.acting = None
            self.hooks.say(message(N_("{amount} stays in the pot for the next round"),
                                   amount=ev.amount))
        self._call(show)

    def _shuffled(self, ev: DiscardsShuffled) -> None:
        def shuffle() -> None:
            self.board.discards_shown = 0
            self.hooks.sound_play(Cue.SHUFFLE)
            self.hooks.toast(message(N_("Shoe empty: the discards are shuffled in")), 3.0)
        self._call(shuffle)

    def _round_over(self, ev: RoundOver) -> None:
        def badges() -> None:
            for seat in ev.summary.seats:
                if seat.outcome is Outcome.FOLDED_BY_NATURAL:
                    self.board.panels[seat.seat].badge = message(N_("FOLDED"))
            self.hooks.on_round_over(ev.summary)
        self._call(badges)
        self.timeline.wait(ROUND_END_PAUSE_S)
        self._call(lambda: self.hooks.open_summary(ev.summary))

    def _eliminated(self, ev: SeatEliminated) -> None:
        def out() -> None:
            panel = self.board.panels[ev.seat]
            panel.out, panel.tokens = True, ev.tokens
            self.hooks.sound_play(Cue.ELIMINATED)
            self.hooks.say(said_message(panel.config.name,
                                        N_("You cannot ante and are out with {tokens}"),
                                        N_("{name} cannot ante and is out with {tokens}"),
                                        tokens=ev.tokens))
        self._call(out)
        self.timeline.wait(0.4)

    def _match_won(self, ev: MatchWon) -> None:
        if ev.swept:
            self._payout((ev.seat,), ev.swept,
                         said_message(self.seat_name(ev.seat), N_("You sweep the pot: {amount}"),
                                      N_("{name} sweeps the pot: {amount}"), amount=ev.swept))
        winner = self.board.panels[ev.seat]

        def final_tokens() -> None:
            winner.tokens = ev.tokens
        self._call(final_tokens)
        self.timeline.wait(ROUND_END_PAUSE_S)
        self._call(lambda: self.hooks.open_match_over(ev))

    def sweep_cards(self) -> None:
        """The finished round's cards slide to the discard pile.  They leave the
        seats at once, so the next deal lays its cards out from empty hands."""
        board = self.board
        discard = self.hooks.anchor("discard")
        target = (discard.centerx - small_card_size()[0] // 2, discard.y + 20)
        moving = [c for p in board.panels for c in p.cards]
        for panel in board.panels:
            panel.cards = []
        board.leaving.extend(moving)
        if moving:
            self.timeline.add(Parallel([MoveFromCurrent(c, target, SWEEP_S) for c in moving]))

        def clear() -> None:
            board.discards_shown += len(moving)
            for c in moving:
                board.leaving.remove(c)
            for p in board.panels:
                p.reset_round()
        self._call(clear)

    _HANDLERS: dict[type, Callable[[ShowdownAnimator, Any], None]] = {
        RoundStarted: _round_started, CardDealt: _card_dealt, NaturalDealt: _natural,
        TurnStarted: _turn, Hit: _hit, Stood: _stood, AutoStood: _auto_stood, Busted: _busted,
        PotWon: _pot_won, PotSplit: _pot_split, PotCarried: _pot_carried,
        DiscardsShuffled: _shuffled, RoundOver: _round_over, SeatEliminated: _eliminated,
        MatchWon: _match_won,
    }


__all__ = ["Hooks", "ShowdownAnimator"]
