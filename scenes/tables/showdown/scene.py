"""Blackjack Showdown table: 2-8 seats round one pot, humans and AI.

``create_scene(context)`` opens the setup screen (``setup``); with
``players=[SeatConfig, ...]`` it opens the table itself.  Every engine action
goes through ``act``; the engine's events become tweens (``anim``); the round
summary and the winner's screen are overlays pushed on top.

The scene owns its parts, each with one job: ``board`` (what is shown now),
``animator`` (events → steps that change the board), ``painter`` (draws the
board), ``controls`` (HIT / STAND), ``saver`` (the save) and ``watching``
(the AI-only rounds after every human is out).

``--screenshot/--actions`` (``apply_actions``) and the smoke run use
``config.script_players()``: six human seats, so the picture shows exactly the
state after the given words (no AI moves on by itself afterwards).
"""
from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import pygame

from game.ai.base import decision_rng
from game.ai.registry import make_bot
from game.errors import IllegalAction
from game.messages import Message, message, verbatim
from game.record import Record, new_table
from game.tables.showdown.game import SHOWDOWN_GAME
from game.tables.showdown.table import ShowdownTable
from game.tables.showdown.view import (
    NEXT,
    MatchWon,
    RoundSummary,
    ShowdownAction,
    ShowdownKind,
    ShowdownPhase,
)
from scenes.app.context import Context
from scenes.app.i18n import N_, _, say
from scenes.app.preload import ALL_CODES, glyph_tasks
from scenes.app.scene import Scene
from scenes.app.settings_store import AnimSpeed
from scenes.app.sound_cues import Cue, sound_of
from scenes.tables.journal import TableJournal
from scenes.tables.played import Played
from scenes.tables.seat_config import SeatName, shown_name
from scenes.tables.showdown import guide
from scenes.tables.showdown.anim import ShowdownAnimator
from scenes.tables.showdown.board import BoardPainter, Mover, ShowdownBoard
from scenes.tables.showdown.config import (
    START_TOKENS,
    SeatConfig,
    SeatKind,
    script_players,
)
from scenes.tables.showdown.controls import ShowdownControls
from scenes.tables.showdown.keys import SHOWDOWN, SHOWDOWN_SUMMARY
from scenes.tables.showdown.save import ShowdownSaver, saved_players
from scenes.tables.showdown.seats import (
    MARKER_HALF,
    CardImages,
    SeatPanel,
    ShowdownFelt,
    seat_anchor_names,
    small_card_size,
)
from scenes.tables.showdown.setup import ShowdownSetupScene
from scenes.tables.showdown.summary import (
    ROW_CARD,
    SUMMARY_TEXT_SIZES,
    RoundSummaryOverlay,
    overlay_layer,
    showdown_rows,
)
from scenes.tables.showdown.watch import ShowdownWatch
from scenes.tables.sitting import sit_or_set_up

log = logging.getLogger(__name__)

AI_PAUSE_S = 0.6           # a visible think before each AI decision (scaled by speed)
Bot = Any                  # a showdown bot from ``game.ai.registry`` (act, maybe observe)


class ShowdownScene(ShowdownFelt):
    context: Context
    saver: ShowdownSaver

    def __init__(self, context: Context, players: Sequence[SeatConfig] | None = None,
                 seed: int | None = None, resume: Any = None, **options: Any) -> None:
        super().__init__(context, **options)
        if seed is not None:  # the setup hands on its seed: --seed S plays shoe S
            self.seed = seed
        res = context.resources
        if players is None:
            players = script_players()
        if resume is not None:
            players = saved_players(context, resume)
        self.players: list[SeatConfig] = [p if isinstance(p, SeatConfig) else SeatConfig(**p)
                                          for p in players]
        self.cards = CardImages(res, context.settings.four_colour_deck)
        self.painter = BoardPainter(res, self.cards, self.anchor("pot"), self.anchor("discard"))
        self.controls = ShowdownControls(res, context.sound, self.anchor("buttons"),
                                         self.human_act)
        self.saver = ShowdownSaver(context, self.players)
        self.watching = ShowdownWatch(self)
        self.overlay: Scene | None = None
        self.summary_shown: RoundSummary | None = None     # what the summary overlay tells
        # resume: overlays to push once this scene is on the stack (None: push at once)
        self.deferred_overlay: list[Callable[[], None]] | None = None
        self.match_words: list[str] = []   # every word of the match (the bots' dice count them)
        self.game_no = 1
        self.active_before: list[bool] = []   # who was in when the last round ended
        # set by start_match:
        self.engine: ShowdownTable
        self.bots: dict[int, Bot]
        self.board: ShowdownBoard
        self.animator: ShowdownAnimator
        self.ai_wait = 0.0
        if resume is not None:
            self.resume_match(resume)
        else:
            self.begin_match([START_TOKENS] * len(self.players), 0, self.seed)

    @property
    def journal(self) -> TableJournal | None:
        """The sitting being written (the name every table scene gives it)."""
        return self.saver.journal

    # -- the match ------------------------------------------------------------
    def begin_match(self, tokens: list[int], first_seat: int, seed: int) -> None:
        """A new match sitting (saved first), then its first deal."""
        self.seed = self.saver.sit_down(tokens, first_seat, seed)
        self.commitment = self.saver.commitment
        self.start_match(ShowdownTable(seed=self.seed, tokens=tokens, first_seat=first_seat))

    def start_match(self, engine: ShowdownTable) -> None:
        self.engine = engine
        # the bots' dice count this game's words only, as a resumed game does
        self.match_words = []
        self.watching.reset()
        self.seed = engine.seed
        self.bots = {i: make_bot("showdown", p.level) for i, p in enumerate(self.players)
                     if p.is_ai}
        names = seat_anchor_names(len(self.players))
        panels = [SeatPanel(i, p, self.anchor(n), engine.start_tokens[i])
                  for i, (p, n) in enumerate(zip(self.players, names))]
        centre = self.anchor("pot").center
        self.board = ShowdownBoard(panels, Mover((centre[0] - MARKER_HALF,
                                                  centre[1] - MARKER_HALF)))
        self.animator = ShowdownAnimator(self.board, self.timeline, self.cards, self)
        self.active_before = list(engine.active)
        self.ai_wait = 0.0
        self.animator.queue_events(engine.events())
        self.saver.record(Played(engine))

    def play_again(self) -> None:
        """A new game: fresh tokens, the first seat moves on by one (engine)."""
        self.close_overlay()
        self.timeline.skip()
        self.game_no += 1
        first = (self.engine.game_first_seat + 1) % self.engine.seats
        seed = self.saver.sit_down(list(self.engine.start_tokens), first,
                                   self.context.seed_source.next_seed())
        self.commitment = self.saver.commitment
        self.seed = seed
        self.start_match(self.engine.new_game(seed))

    def resume_match(self, pending: Any) -> None:
        """The saved match again: its words replayed unsaved and unanimated, the
        view landing on the same decision; then the sitting continues."""
        record = pending.record
        self.start_match(new_table(Record.from_dict({**record, "actions": []})))
        self.deferred_overlay = []       # overlays wait until we are on the stack
        for word in record["actions"]:
            self.act(SHOWDOWN_GAME.parse(self.engine, word))
            self.timeline.skip()
        self.saver.resume(pending, self.engine)
        self.commitment = self.saver.commitment

    # -- match control (the pause menu) -----------------------------------------
    def can_end_match(self) -> bool:
        """Resign and New match are offered while the match goes on."""
        return not self.engine.is_over()

    def resign(self) -> None:
        """Every human at this device gives the match up (in pass-and-play too:
        one device, one decision).  The save counts it as lost (see
        ``ShowdownSaver.resign``); the table gives way to its setup screen."""
        self.timeline.skip()      # first: a round's last tween opens its summary…
        self.to_top()             # …which closes here with the menu
        self.saver.resign()
        self.context.toast.show(_("You resigned the match"), 3.0)
        self.context.manager.replace(self.context.create_scene(self.table_name))

    def new_match(self) -> None:
        """A fresh match with the same seats: 100 tokens each, seat 1 first; the
        unfinished one is given up (its settled rounds stay in history)."""
        self.timeline.skip()      # first: else the old round's summary opens over the new match
        self.to_top()
        self.game_no = 1
        self.begin_match([START_TOKENS] * len(self.players), 0,
                         self.context.seed_source.next_seed())

    def to_top(self) -> None:
        """Whatever is over the table (the pause menu, a summary) closes."""
        self.close_overlay()
        manager = self.context.manager
        if self in manager.stack:
            manager.pop_to(self)

    # -- the guided first match ------------------------------------------------------
    def guide_moment(self) -> str | None:
        moment = guide.guide_moment(self.engine, self.why_not_human() is None,
                                    self.humans_out_for_good(), self.active_before)
        # How a round starts comes before how to play it, even when the
        # player acts first (else the deal tip shows mid-round, after the play)
        if moment == guide.ACT and not self.context.settings.tip_seen(self.table_name,
                                                                      guide.DEAL):
            return guide.DEAL
        return moment

    def humans_out_for_good(self) -> bool:
        """Every human is out of the match, not merely short of the next ante:
        one who paid their last tokens in still plays this round out."""
        if not self.watching.humans_out():
            return False
        if self.engine.phase is not ShowdownPhase.PLAY:
            return True
        return not any(self.engine.active[i] for i, p in enumerate(self.players)
                       if not p.is_ai)

    def guide_tips(self) -> dict[str, str]:
        return guide.guide_tips(self.engine.rules.ante)

    def tip_regions(self, moment: str) -> list[pygame.Rect]:
        # Over a summary: a wide band above or under its panel.  At the table:
        # the top middle when no seat sits there, else the left or right side
        # between the seats in play (``tip_keep_clear``), top down.
        if self.summary_panel() is not None:
            return [pygame.Rect(16, 50, 1248, 664)]
        return [pygame.Rect(340, 50, 600, 230), pygame.Rect(16, 50, 364, 664),
                pygame.Rect(900, 50, 364, 664)]

    def tip_keep_clear(self) -> list[pygame.Rect]:
        panel = self.summary_panel()
        if panel is not None:            # the table is dimmed under it: the panel counts
            return [panel, self.menu_button.rect]
        return [*super().tip_keep_clear(),
                *(self.anchor(n) for n in seat_anchor_names(len(self.players)))]

    def summary_panel(self) -> pygame.Rect | None:
        """The rect of the round's or the match's summary when it is up."""
        overlay = self.overlay
        if overlay is None or overlay not in self.context.manager.stack:
            return None
        panel = getattr(overlay, "panel", None)
        return panel.rect if panel is not None else None

    # -- the scene's life ---------------------------------------------------------
    def enter(self) -> None:
        overlays, self.deferred_overlay = self.deferred_overlay or [], None
        for open_overlay in overlays[-1:]:
            open_overlay()

    def exit(self) -> None:
        # A match left before its end stays saved (no stand-up): opening the
        # table again, or the next start, offers to continue it.
        self.saver.leave()

    def keep_word(self, word: str) -> None:
        self.match_words.append(word)

    def after_action(self, action: ShowdownAction) -> None:
        self.ai_wait = 0.0
        if self.engine.phase in (ShowdownPhase.SUMMARY, ShowdownPhase.OVER):
            self.bots_observe()
        if action.kind is ShowdownKind.NEXT:
            self.close_overlay()
            self.animator.sweep_cards()
        self.animator.queue_events(self.engine.events())

    def bots_observe(self) -> None:
        """The round summary is up: every AI sees it (hard bots learn the discards)."""
        for seat, bot in self.bots.items():
            observe = getattr(bot, "observe", None)
            try:
                if observe is not None:
                    observe(self.engine.observation(seat))
            except Exception:  # learning must never end the match
                log.exception("showdown bot observe failed")

    def human_act(self, action: ShowdownAction) -> None:
        why = self.why_not_human()
        if why:
            self.refuse(why)
            return
        self.act(action)

    def next_hand(self) -> None:
        self.act(NEXT)

    def apply_actions(self, words: list[str]) -> None:
        """Scenario words (hit, stand, next) for ``club21 --actions``."""
        for word in words:
            self.timeline.skip()
            try:
                action = SHOWDOWN_GAME.parse(self.engine, word)
            except IllegalAction as exc:
                self.refuse(exc.message)
                return
            if not self.act(action):
                self.refuse(_("{word} refused: {reason}").format(word=repr(word),
                                                                 reason=self.alert))
                return
        self.timeline.skip()

    # -- what the animator calls back (anim.Hooks) ----------------------------------
    def say(self, text: Message) -> None:
        self.message = text

    def toast(self, text: Message, seconds: float) -> None:
        self.context.toast.show(say(text), seconds)

    def sound_play(self, cue: Cue) -> None:
        self.context.sound.play(sound_of(cue, self.table_name))

    def on_turn(self, seat: int) -> None:
        self.board.acting = seat
        panel = self.board.panels[seat]
        if panel.config.is_ai:
            self.message = message(N_("{name} is thinking…"), name=SeatName(panel.config.name))
        else:
            self.message = message(N_("{name}: {total} — HIT ({hit}) or STAND ({stand})?"),
                                   name=SeatName(panel.config.name), total=panel.total,
                                   hit=verbatim(SHOWDOWN.key_word("hit")),
                                   stand=verbatim(SHOWDOWN.key_word("stand")))

    def on_round_over(self, summary: RoundSummary) -> None:
        self.board.acting = None

    def open_summary(self, summary: RoundSummary) -> None:
        self.active_before = list(self.engine.active)
        if self.watching.skipping:
            return
        if self.deferred_overlay is not None:
            self.deferred_overlay.append(lambda: self.open_summary(summary))
            return
        rows = showdown_rows(summary, self.players)
        extras, auto = self.watching.summary_choices()
        title = _("Round {number}").format(number=summary.round_no)
        self.summary_shown = summary
        self.overlay = RoundSummaryOverlay(self.context, title, rows,
                                           self.summary_footer(summary), self.next_hand,
                                           self.cards, extras, auto,
                                           offer_tip=self.offer_tip_over)
        self.context.manager.push(self.overlay)

    def language_changed(self) -> None:
        super().language_changed()
        self.controls.language_changed()
        self.painter.language_changed()
        summary = self.summary_shown
        if isinstance(self.overlay, RoundSummaryOverlay) and summary is not None:
            extras, _auto = self.watching.summary_choices()
            self.overlay.reword(_("Round {number}").format(number=summary.round_no),
                                showdown_rows(summary, self.players),
                                self.summary_footer(summary), [extra[0] for extra in extras])

    def summary_footer(self, summary: RoundSummary) -> str:
        if summary.pot_carried:
            return _("Pot played: {pot}  ·  {carried} carried to the next round").format(
                pot=summary.pot, carried=summary.pot_carried)
        return _("Pot played: {pot}  ·  nothing carried").format(pot=summary.pot)

    def open_match_over(self, ev: MatchWon) -> None:
        if self.deferred_overlay is not None:
            self.deferred_overlay.append(lambda: self.open_match_over(ev))
            return
        from scenes.tables.match_over import sweep_over
        self.overlay = sweep_over(self.context, ev, self.board.panels, self.play_again,
                                  self.context.back_to_lobby)
        self.context.manager.push(self.overlay)
        self.offer_tip_over(self.overlay)     # who won the match: the last tip

    def offer_tip_over(self, overlay: Scene) -> None:
        """The tip after a round or a match goes over its summary (the table
        below is not updated while the summary is up)."""
        self.offer_tip(over=overlay)

    def close_overlay(self) -> None:
        if self.deferred_overlay:
            self.deferred_overlay.clear()    # resume: that overlay was already dismissed
        overlay, self.overlay = self.overlay, None
        manager = self.context.manager
        if overlay is not None and overlay in manager.stack:
            manager.pop_to(overlay)
            manager.pop()

    # -- turns ------------------------------------------------------------------
    def anim_speed(self) -> AnimSpeed:
        speed: AnimSpeed = self.context.settings.anim_speed
        return speed

    def ai_to_act(self) -> int | None:
        seat = self.engine.current_player()
        if self.engine.phase is ShowdownPhase.PLAY and seat is not None and seat in self.bots:
            return seat
        return None

    def why_not_human(self) -> str | None:
        """None when a human may hit or stand now, else what to tell them."""
        if self.engine.phase is ShowdownPhase.OVER:
            return _("The match is over")
        if self.engine.phase is ShowdownPhase.SUMMARY:
            return _("The round is over: NEXT HAND ({key}) to go on").format(
                key=SHOWDOWN_SUMMARY.key_word("next_hand"))
        seat = self.engine.current_player()
        if seat in self.bots:
            return _("Wait: it is {name}'s turn (AI)").format(
                name=shown_name(self.players[seat].name))
        if self.timeline.busy:
            return _("Wait for the cards to be dealt")
        return None

    def preload_tasks(self) -> list[Callable[[], object]]:
        """Every face at the seats' size, every mini face for the summary, the back."""
        faces = [partial(self.cards.face, c, small_card_size()) for c in ALL_CODES]
        minis = [partial(self.cards.mini, c, ROW_CARD) for c in ALL_CODES]
        return [overlay_layer, *glyph_tasks(self.context.resources, SUMMARY_TEXT_SIZES),
                *faces, *minis, partial(self.cards.back, small_card_size())]

    def update(self, dt: float) -> None:
        super().update(dt)
        self.controls.enable(self.why_not_human() is None, self.engine.legal_actions(),
                             not self.humans_out_for_good())
        if self.timeline.busy or self.overlay is not None:
            return
        seat = self.ai_to_act()
        if seat is None:
            return
        speed = self.anim_speed()
        self.ai_wait += dt * (speed.factor if speed is not AnimSpeed.INSTANT else 0.0)
        if speed is AnimSpeed.INSTANT or self.ai_wait >= AI_PAUSE_S:
            self.ai_move(seat)

    def ai_move(self, seat: int) -> None:
        obs = self.engine.observation(seat)
        self.act(self.bots[seat].act(obs, self.engine.legal_actions(),
                                     decision_rng(self.engine.seed, "showdown", seat,
                                                  len(self.match_words))))

    # -- input ------------------------------------------------------------------
    def on_event(self, ev: pygame.event.Event) -> bool:
        if super().on_event(ev):  # skips an animation, or the Menu button
            return True
        if self.controls.refused(ev):
            self.refuse(self.why_not_human() or _("Not now"))
            return True
        return self.controls.handle_event(ev)

    # -- drawing (reads only) ------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)
        self.painter.draw(surface, self.board, self.game_no)
        self.controls.draw(surface)
        self.draw_hud(surface)


def create_scene(context: Context, players: Sequence[SeatConfig] | None = None,
                 resume: Any = None, **options: Any) -> Scene:
    """The setup screen, or (with ``players``) the table itself.  ``resume``: a
    saved match continues.  A match left unfinished (mid-round or between
    rounds) is offered over the setup screen: Resume or New match."""
    def open_table(chosen: Sequence[SeatConfig] | None, pending: Any) -> Scene:
        if chosen is None:
            return ShowdownScene(context, resume=pending, **options)
        return ShowdownScene(context, players=chosen, **options)

    def open_setup(unfinished: Any) -> Scene:
        return ShowdownSetupScene(context, unfinished=unfinished, **options)

    return sit_or_set_up(context, "showdown", players, resume, open_table, open_setup)


__all__ = ["SeatKind", "SeatConfig", "ShowdownScene", "create_scene"]
