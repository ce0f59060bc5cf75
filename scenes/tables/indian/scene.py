"""Indian Blackjack table: a duel against the AI or a friend on the same computer.

``create_scene(context)`` opens the setup screen (``setup.py``); with
``config=IndianConfig(...)`` it opens the table itself.

Who is looking (``self.viewer``): against the AI always player 1 (the human);
in pass-and-play the player whose turn it is, changed only behind the
hand-over curtain (``scenes.dialogs.handover``).  Everything is drawn from
``engine.observation(viewer)``, so the viewer's own first card is a back with a
question mark until the round's result.  ``last_drawn`` lists the cards the
last frame drew and which face each showed (tests read it).

The scene owns its parts: ``animator`` (engine events → tweens, ``anim.py``),
``controls`` (the button bar), ``painter`` (drawing), ``saver`` (the save) and,
against the computer, ``ai`` (``opponent.py``).  Every engine action goes
through ``act``; the AI moves from ``update`` after a short visible pause.

Match control (the pause menu): ``resign`` ends the match as a loss for the
player looking, ``new_match`` starts afresh with the same setup.  The guided
first round: ``guide_moment`` names the moment the viewer is in, and
``guide_tips`` says it in a sentence or two (fixed words: never a card).
"""
from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from game.errors import IllegalAction
from game.storage.journal import Pending
from game.tables.indian.game import INDIAN_GAME
from game.tables.indian.table import IndianTable
from game.tables.indian.view import (
    NEXT,
    IndianAction,
    IndianKind,
    IndianObservation,
    IndianPhase,
    RoundResult,
    chip_bonus,
)
from scenes.app.context import Context
from scenes.app.i18n import N_, _, say
from scenes.app.scene import Scene
from scenes.app.settings_store import AnimSpeed
from scenes.app.sound_cues import Cue, sound_of
from scenes.dialogs.handover import ExtraAction, HandOverScene
from scenes.tables.base import TableScene
from scenes.tables.indian import guide
from scenes.tables.indian.anim import COMMUNITY, IndianAnimator, Point, Shown, SlotKey
from scenes.tables.indian.config import DEFAULT_CONFIG, IndianConfig
from scenes.tables.indian.controls import KEYED, Controls, Offer, key_of
from scenes.tables.indian.opponent import AI, PLAYING, AiOpponent, indian_bot, owner_of
from scenes.tables.indian.paint import (
    BASE_MARKS,
    DrawnCard,
    IndianPainter,
    mark_felt,
    print_felt_lines,
)
from scenes.tables.indian.past_log import past_log, replayed
from scenes.tables.indian.save import MatchSaver, saved_config
from scenes.tables.indian.text import (
    headline,
    info_lines,
    match_over_messages,
    plate_name,
    prompt,
    reasons,
    refusal,
    resigned_messages,
    result_lines,
    shown,
)
from scenes.tables.journal import TableJournal
from scenes.tables.match_over import MatchOverOverlay, duel_over
from scenes.tables.played import Played
from scenes.tables.sentences import said
from scenes.tables.sitting import sit_or_set_up
from scenes.widgets.draw import fitted_text
from scenes.widgets.theme import CREAM

K = IndianKind


class IndianScene(TableScene):
    context: Context                  # always given
    saver: MatchSaver

    def __init__(self, context: Context, config: IndianConfig = DEFAULT_CONFIG, *,
                 chips: tuple[int, int] = (30, 30), cards: tuple[str, ...] = (),
                 resume: Pending | None = None, **options: Any) -> None:
        super().__init__(context, "indian", **options)
        if resume is not None:
            config = saved_config(context, resume)
            first, second = resume.record["setup"].get("chips", chips)
            chips = (int(first), int(second))
        self.config = config
        self.start_chips, self.stacked = chips, tuple(cards)   # tests: a known deal
        self.names = list(config.names)
        self.painter = IndianPainter(context.resources, self.anchors)
        self.controls = Controls(context.resources, context.sound, self.anchor("buttons"),
                                 self.act, self.keep_card)
        self.last_drawn: list[DrawnCard] = []
        self.hold_ai = False          # --actions: the picture shows exactly those words
        self.resigned: int | None = None     # the player who resigned: the match is over
        self.match_words: list[str] = []
        if resume is None:
            self.saver = MatchSaver.sit_down(context, config, chips, self.stacked, self.seed)
            if self.saver.journal is not None:
                self.seed, self.commitment = self.saver.journal.seed, self.saver.journal.commitment
            self.start_match(IndianTable(seed=self.seed, chips=chips,
                                         items=config.engine_items(), cards=self.stacked))
            self.saver.record(Played(self.engine))   # the engine dealt round 1
        else:
            table, past = replayed(resume.record)
            self.seed = table.seed        # the label shows this match's shoe, not a new one
            self.start_match(table, resumed=True)
            self.shown.log = past_log(past, self, self.painter.back)   # as it was at the quit
            self.match_words = list(resume.record.get("actions", []))
            if self.ai is not None:       # the AI goes over the match again
                self.ai.recall(resume.record)
            self.saver = MatchSaver.resume(context, resume, self.engine, self.names)
            if self.saver.journal is not None:
                self.commitment = self.saver.journal.commitment

    @property
    def journal(self) -> TableJournal | None:
        """The match's sitting in the save (None without a profile)."""
        return self.saver.journal

    # -- the match ---------------------------------------------------------------
    def start_match(self, engine: IndianTable, resumed: bool = False) -> None:
        """The match on ``engine``: a new one (its first deal animates), or a
        saved one (``resumed``) shown as it stands."""
        cfg = self.config
        self.engine = engine
        self.viewer = 0
        self.shown = Shown(chips=[c + b for c, b in zip(engine.chips, engine.bets)])
        self.animator = IndianAnimator(self.shown, self.timeline, self, self.painter.back)
        self.ai = None if cfg.hotseat else AiOpponent(indian_bot(cfg.level), engine.seed)
        self.kept: set[tuple[int, int]] = set()   # (round, player): Deal Again window closed
        self.round_words: list[str] = []
        self.deferred: list[object] | None = None   # events held behind a hand-over curtain
        self.handover_due = cfg.hotseat      # shown in enter(): nobody has looked yet
        events = engine.events()
        if resumed:                   # no animation: the table as it stands
            current = engine.current_player()
            if cfg.hotseat and current is not None and current >= 0:
                self.viewer = current
            self.animator.rebuild_shown()
            self.shown.result = engine.result if engine.phase in (
                IndianPhase.RESULT, IndianPhase.OVER) else None
        elif cfg.hotseat:
            self.deferred = list(events)
        else:
            self.animator.queue_events(events)

    def enter(self) -> None:
        if self.handover_due:
            self.handover_due = False
            self.push_handover(self.engine.current_player())

    def exit(self) -> None:
        self.saver.leave()

    def play_again(self) -> None:
        """A fresh match with the same setup (the match-over panel, New match)."""
        manager = self.context.manager
        if self in manager.stack:
            manager.pop_to(self)
        manager.replace(IndianScene(self.context, config=self.config))

    # -- match control (the pause menu) ----------------------------------------------
    def can_end_match(self) -> bool:
        return self.resigned is None and not self.engine.is_over()

    def resign(self) -> None:
        """The player looking at the table gives up: the match ends as their loss
        (saved so, and counted in the statistics); the match-over panel follows."""
        if not self.can_end_match():
            return
        loser = self.viewer
        self.resigned = loser
        self.timeline.skip()
        self.saver.resign(self.engine, loser)
        self.controls.set_offer(Offer())
        self.message = self._status(Offer())   # "You resign", under the panel
        manager = self.context.manager
        if self in manager.stack:         # the pause menu and its confirm close
            manager.pop_to(self)
        self.open_match_over()

    def new_match(self) -> None:
        """Leave this match (counted neither won nor lost, as a match left
        unfinished) and start a fresh one with the same setup."""
        self.play_again()

    # -- the guided first round (scenes/tables/indian/guide.py) ----------------------
    def guide_moment(self) -> str | None:
        handing_over = self.config.hotseat and (self.handover_due
                                                or self.desired_viewer() != self.viewer)
        return guide.guide_moment(self.engine, self.offer(), self.viewer,
                                  finished=self.resigned is not None,
                                  result_shown=self.shown.result is not None,
                                  handing_over=handing_over)

    def guide_tips(self) -> dict[str, str]:
        return guide.guide_tips()

    def tip_regions(self, moment: str) -> list[pygame.Rect]:
        return [guide.PLACE.copy()]

    # -- the one way into the engine ------------------------------------------------
    def keep_word(self, word: str) -> None:
        self.round_words.append(word)
        self.match_words.append(word)

    def after_action(self, action: IndianAction) -> None:
        """The bot learns; NEXT clears the table (a curtain first between two
        players at one screen); the events go to the animator.  A refusal is
        ``refuse``'s pill."""
        if self.ai is not None:
            self.ai.learn(self.engine)
        events = self.engine.events()
        if action.kind is K.NEXT:
            self.round_words = []
            if self.engine.is_over():
                self.animator.queue_events(events)
                self.open_match_over()
                return
            if self.config.hotseat:   # both were watching the result: curtain first
                self.timeline.skip()
                self.shown.sprites, self.shown.leaving, self.shown.result = {}, [], None
                self.deferred = list(events)
                self.push_handover(self.engine.current_player())
                return
            self.animator.sweep_table()
        if self.deferred is not None:
            self.deferred.extend(events)
        else:
            self.animator.queue_events(events)

    def keep_card(self) -> None:
        """KEEP CARD during the out-of-turn Deal Again window: no engine action
        (the window closes by itself when the opponent acts); it lets the game go on."""
        self.kept.add((self.engine.round_no, self.viewer))

    def apply_actions(self, words: list[str]) -> None:
        """Scenario words (``raise 3``, ``call``, ``hit``…) for ``club21 --actions``;
        each is played by whoever is to act.  The AI then holds still."""
        self.hold_ai = True
        for word in words:
            self.timeline.skip()
            try:
                action = INDIAN_GAME.parse(self.engine, word)
            except IllegalAction as exc:
                self.refuse(exc.message)
                break
            if not self.act(action):
                self.refuse(_("{word} refused: {reason}").format(word=repr(word),
                                                                 reason=self.alert))
                break
        self.timeline.skip()

    def on_round_over(self, result: RoundResult) -> None:
        self.shown.result = result
        self.sound_play(Cue.WIN if result.winner == self.viewer
                        else Cue.PUSH if result.winner is None else Cue.LOSS)

    def open_match_over(self) -> None:
        self.context.manager.push(self.match_over())

    def match_over(self) -> MatchOverOverlay:
        t = self.engine
        if self.resigned is not None:
            winner, loser = 1 - self.resigned, self.resigned
            title, line = resigned_messages(self.names[winner], self.names[loser], t.round_no)
        else:
            winner = t.winner if t.winner is not None else 0
            title, line = match_over_messages(self.names[winner], t.round_no, t.total_chips())
        return duel_over(self.context, title, line, self.names[winner], self.play_again,
                         self.context.back_to_lobby)

    # -- who may do what ---------------------------------------------------------------
    def observe(self, player: int | None = None) -> IndianObservation:
        return self.engine.observation(self.viewer if player is None else player)

    def is_human(self, player: int) -> bool:
        return self.config.hotseat or player != AI

    def owner(self, action: IndianAction) -> int | None:
        """Who may take ``action``: an item's holder, else the player to act."""
        return owner_of(self.engine, action)

    def deal_again_window(self, player: int) -> bool:
        """``player`` just hit, may still Deal Again, and the opponent is to act."""
        t = self.engine
        return (t.current_player() != player and (t.round_no, player) not in self.kept and
                any(a.kind is K.DEAL_AGAIN and self.owner(a) == player
                    for a in t.legal_actions()))

    def offer(self) -> Offer:
        t, v = self.engine, self.viewer
        if t.phase is IndianPhase.OVER:
            return Offer()
        if t.phase is IndianPhase.RESULT:
            return Offer((NEXT,), phase=t.phase)
        if not self.is_human(v):
            return Offer()
        current = t.current_player()
        mine = tuple(a for a in t.legal_actions() if self.owner(a) == v and
                     (current == v or a.kind in (K.CHIP_BONUS, K.DEAL_AGAIN)))
        obs = self.observe()
        return Offer(mine, self.deal_again_window(v), t.phase, obs.bets[1 - v])

    def waiting_text(self) -> str:
        t = self.engine
        current = t.current_player()
        if t.phase not in PLAYING or current == self.viewer:
            return ""
        if self.deal_again_window(self.viewer):
            return ""
        if current is None or current < 0:
            return ""
        if not self.is_human(current):
            return (_("Wait: {name} is thinking…").format(name=self.names[current])
                    if self.names[current] != "AI" else _("Wait: the AI is thinking…"))
        return _("Wait: it is {name}'s turn").format(name=shown(self.names[current]))

    # -- pass-and-play -------------------------------------------------------------------
    def push_handover(self, player: int | None) -> None:
        if player is None or player < 0:
            return
        self.controls.set_offer(Offer())
        detail = say(self.shown.log[-1]) if self.shown.log and self.deferred is None else ""
        if self.deferred is not None:
            starter = self.names[self.engine.starter]
            detail = said(starter, N_("Round {round}: You start"),
                          N_("Round {round}: {name} starts"), round=self.engine.round_no)
        other = 1 - player
        extra = None
        if chip_bonus(other) in self.engine.legal_actions():
            def take_bonus() -> None:
                self.act(chip_bonus(other))
            other_name = shown(self.names[other])
            extra = ExtraAction(_("{name}: CHIP BONUS").format(name=other_name), pygame.K_b,
                                take_bonus,
                                _("{name} may take the Chip Bonus (+5) now, before the "
                                  "first bet").format(name=other_name))
        self.context.manager.push(HandOverScene(self.context, shown(self.names[player]),
                                                lambda: self.handed_over(player), detail, extra))

    def handed_over(self, player: int) -> None:
        self.viewer = player
        self.timeline.skip()
        if self.deferred is not None:
            events, self.deferred = self.deferred, None
            self.shown.sprites, self.shown.leaving = {}, []
            self.animator.queue_events(events)
        else:
            self.animator.rebuild_shown()

    def desired_viewer(self) -> int:
        t = self.engine
        current = t.current_player()
        if t.phase not in PLAYING or current is None or self.deal_again_window(self.viewer):
            return self.viewer
        return current

    # -- the frame -----------------------------------------------------------------------
    def preload_tasks(self) -> list[Callable[[], object]]:
        res = self.context.resources
        faces: list[Callable[[], object]] = [partial(res.card_face, str(n)) for n in range(1, 12)]
        return [*faces, partial(res.card_back, indian=True)]

    def update(self, dt: float) -> None:
        super().update(dt)
        offer = self.offer()
        self.controls.set_offer(offer)
        self.message = self._status(offer)
        if self.timeline.busy or self.context.manager.top is not self:
            return
        if self.resigned is not None:
            if self.context.manager.top is self:      # its panel was closed: show it again
                self.open_match_over()
            return
        if self.config.hotseat:
            if self.desired_viewer() != self.viewer:
                self.push_handover(self.desired_viewer())
            return
        self._drive_ai(dt)

    def language_changed(self) -> None:
        super().language_changed()
        self.controls.language_changed()
        self.painter.language_changed()
        self.message = self._status(self.offer())   # redrawn under a panel, not updated

    def _status(self, offer: Offer) -> str:
        t = self.engine
        if t.phase is IndianPhase.RESULT:
            result = self.shown.result
            if result is None:
                return ""
            return headline(result, self.names)
        if self.resigned is not None:
            return said(self.names[self.resigned], N_("You resign"), N_("{name} resigns"))
        if t.phase is IndianPhase.OVER and t.winner is not None:
            return said(self.names[t.winner], N_("You win the match!"),
                        N_("{name} wins the match!"))
        return self.waiting_text() or prompt(offer, self.names[self.viewer])

    def _drive_ai(self, dt: float) -> None:
        t, ai = self.engine, self.ai
        if ai is None or self.hold_ai or t.phase not in PLAYING:
            return
        words = len(self.match_words)
        item = ai.item_now(t, words)
        if item is not None:
            self.act(item)
            return
        if t.current_player() != AI or self.deal_again_window(0):
            return
        speed = self.context.settings.anim_speed
        instant = speed is AnimSpeed.INSTANT
        action = ai.move(t, 0.0 if instant else dt * speed.factor, instant, words)
        if action is not None:
            self.act(action)

    # -- input -----------------------------------------------------------------------------
    def on_event(self, ev: pygame.event.Event) -> bool:
        if super().on_event(ev):   # skips an animation, or the Menu button
            return True
        if self.controls.handle_event(ev):
            return True
        kind = next((k for k in KEYED if key_of(k) == ev.key), None) \
            if ev.type == pygame.KEYDOWN else None
        if kind is not None:
            offer = self.controls.offer
            self.refuse(refusal(kind, offer, self.observe(), self.waiting_text()))
            return True
        return False

    # -- geometry used by the animator -------------------------------------------------
    def slot_pos(self, key: SlotKey) -> Point:
        kind, player = key
        if key == COMMUNITY or player is None:
            return self.painter.community_pos()
        return self.painter.card_slots(player, self.viewer)[0 if kind == "first" else 1]

    def deck_pos(self) -> Point:
        return self.painter.deck_pos()

    def _centre(self, name: str) -> Point:
        x, y = self.anchors[name].center
        return x, y

    def stack_point(self, p: int) -> Point:
        return self._centre("stack_1" if p == self.viewer else "stack_2")

    def bet_point(self, p: int) -> Point:
        return self._centre("bet_1" if p == self.viewer else "bet_2")

    def pot_point(self) -> Point:
        return self._centre("pot")

    def sound_play(self, cue: Cue) -> None:
        self.context.sound.play(sound_of(cue, self.table_name))

    # -- drawing (reads only, except the record of what was drawn) ---------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)
        obs = self.observe()
        shown, painter = self.shown, self.painter
        painter.felt = self._static
        painter.draw_pot(surface, shown, obs.raise_cap)
        painter.draw_money(surface, shown, self.viewer, self.names)
        painter.draw_plates(surface, obs, shown, [self.plate_label(p) for p in (0, 1)],
                            self.engine.current_player())
        self.last_drawn = painter.draw_cards(surface, shown, obs)
        painter.draw_chip_flights(surface, shown)
        painter.draw_count_panel(surface, obs, shown.own_card_turned(self.viewer))
        if shown.result is not None:
            painter.draw_info(surface, result_lines(shown.result, self.names))
        else:
            painter.draw_info(surface, info_lines(obs, self.names, shown.log,
                                                  _(self.config.mode_title)))
        hint = reasons(self.controls.offer, obs) or self.waiting_text()
        if hint:
            res = self.context.resources
            text = fitted_text(res, hint, 14, CREAM, self.anchors["hint"].w, res.smallest_size())
            surface.blit(text, text.get_rect(center=self.anchors["hint"].center))
        self.controls.draw(surface)
        self.draw_hud(surface)

    def plate_label(self, player: int) -> str:
        human = self.is_human(player)
        return plate_name(self.names[player], human and player == self.viewer,
                          self.config.hotseat, None if human else self.config.level)

    # -- the printed felt (TableScene draws it once, at construction) -------------------
    def _mark(self, surface: pygame.Surface, name: str, rect: pygame.Rect) -> None:
        if name in BASE_MARKS:
            super()._mark(surface, name, rect)
        else:
            mark_felt(surface, name, rect)

    def print_felt_rules(self, surface: pygame.Surface) -> None:
        print_felt_lines(surface, self.context.resources, self.anchors)


def create_scene(context: Context, config: IndianConfig | None = None,
                 resume: Pending | None = None, **options: Any) -> Scene:
    """The setup screen, or (with ``config``) the table itself.  ``resume``: a
    saved match continues.  A match left unfinished (mid-round or between
    rounds) is offered over the setup screen: Resume or New match — so it can
    be abandoned, and a pass-and-play match resumes behind the hand-over curtain."""
    def open_table(chosen: IndianConfig | None, pending: Any) -> TableScene:
        if chosen is None:
            return IndianScene(context, resume=pending, **options)
        return IndianScene(context, config=chosen, **options)

    def open_setup(unfinished: Any) -> TableScene:
        from scenes.tables.indian.setup import IndianSetupScene
        return IndianSetupScene(context, unfinished=unfinished, **options)

    return sit_or_set_up(context, "indian", config, resume, open_table, open_setup)


__all__ = ["IndianScene", "create_scene"]
