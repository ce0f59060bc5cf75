"""Indian Blackjack table: a duel against the AI or a friend on the same computer.

``create_scene(context)`` opens the setup screen (``indian_setup``); with
``config=IndianConfig(...)`` it opens the table itself.

Who is looking (``self.viewer``): against the AI always player 1 (the human);
in pass-and-play the player whose turn it is, changed only behind the
hand-over curtain (``scenes.dialogs.handover``).  Everything is drawn from
``table.observation(viewer)``, so the viewer's own first card is a back with a
question mark until the round's result.  ``last_drawn`` lists the cards the
last frame drew and which face each showed (tests read it).

Every engine action goes through ``act``; events become tweens
(``indian_anim``); the AI moves from ``update`` after a short visible pause.
"""
from __future__ import annotations

import logging
from typing import Any

import pygame

from game.ai.registry import make_bot
from game.errors import IllegalAction
from game.tables.indian.scenario import format_action, parse_action
from game.tables.indian.table import IndianTable
from game.tables.indian.view import (
    NEXT,
    IndianAction,
    IndianKind,
    IndianPhase,
    chip_bonus,
)
from scenes.app.settings_store import AnimSpeed
from scenes.dialogs.handover import ExtraAction, HandOverScene
from scenes.dialogs.save_fault import NOT_SAVED, writes_failing
from scenes.tables.base import TableScene
from scenes.tables.indian.anim import COMMUNITY, IndianAnimator, Shown, says
from scenes.tables.indian.controls import KIND_BY_KEY, Controls, Offer
from scenes.tables.indian.paint import IndianFelt, IndianPainter
from scenes.tables.indian.save import AI, IndianSaving, bot_dice, owner_of, saved_config
from scenes.tables.indian.setup import DEFAULT_CONFIG, IndianConfig, Mode
from scenes.tables.indian.text import info_lines, prompt, reasons, refusal, result_lines
from scenes.tables.journal import TableJournal
from scenes.tables.sitting import sit_or_set_up
from scenes.widgets.theme import CREAM

log = logging.getLogger(__name__)
K = IndianKind
AI_PAUSE_S = 0.8            # the AI's visible think (scaled by the animation speed)
AI_PAUSE_CHIP_BONUS_S = 2.5  # longer while the human may still take a Chip Bonus
BETTING = (IndianPhase.BET1, IndianPhase.BET2)
PLAYING = (*BETTING, IndianPhase.HIT, IndianPhase.DEAL_AGAIN_WAIT)


class IndianScene(IndianSaving, IndianAnimator, IndianFelt, TableScene):
    def __init__(self, context, config: IndianConfig = DEFAULT_CONFIG, *,
                 chips: tuple[int, int] = (30, 30), cards: tuple[str, ...] = (),
                 resume=None, **options) -> None:
        TableScene.__init__(self, context, "indian", **options)
        res = context.resources
        if resume is not None:
            config = saved_config(context, resume)
            chips = tuple(resume.record["setup"].get("chips", chips))
        self.config = config
        self.start_chips, self.stacked = tuple(chips), tuple(cards)   # tests: a known deal
        self.names = list(config.names)
        self.painter = IndianPainter(res, self.anchors)
        self.card_back = self.painter.back
        self.controls = Controls(res, context.sound, self.anchor("buttons"), self.human_act,
                                 self.keep_card)
        self.last_drawn: list = []
        self.hold_ai = False          # --actions: the picture shows exactly those words
        self.match_words: list[str] = []
        self.journal: TableJournal | None = None
        if resume is None:
            self.sit_down()
            self.start_match()
        else:
            self.resume_match(resume.record)
            self.journal = TableJournal.resume(context, resume)
            if self.journal is not None:
                self.commitment = self.journal.commitment
                self.journal.match_round = self.table.round_no
                self._journal(None)     # settles / finishes what was left half-written

    # -- the match ---------------------------------------------------------------
    def start_match(self, table: IndianTable | None = None) -> None:
        """A new match, or (``table``: a saved one, replayed) the view of it as it stands."""
        cfg = self.config
        resumed = table is not None
        self.table = table or IndianTable(seed=self.seed, chips=self.start_chips,
                                          items=cfg.engine_items(), cards=self.stacked)
        self.viewer = 0
        self.shown = Shown(chips=[c + b for c, b in zip(self.table.chips, self.table.bets)])
        self.bot = None if cfg.hotseat else make_bot("indian", cfg.level)
        self.ai_wait = 0.0
        self.offered: set = set()     # (round, item) already offered to the AI out of turn
        self.kept: set = set()        # (round, player): Deal Again window closed by KEEP
        self.round_words: list[str] = []
        self.deferred: list | None = None    # events held behind a hand-over curtain
        self.handover_due = cfg.hotseat      # shown in enter(): nobody has looked yet
        events = self.table.events()
        if resumed:                   # no animation: the table as it stands
            current = self.table.current_player()
            if cfg.hotseat and current is not None and current >= 0:
                self.viewer = current
            self.rebuild_shown()
            self.shown.result = self.table.result if self.table.phase in (
                IndianPhase.RESULT, IndianPhase.OVER) else None
        elif cfg.hotseat:
            self.deferred = list(events)
        else:
            self.queue_events(events)
        if not resumed:
            self._journal(None)       # the engine dealt round 1 by itself

    def enter(self) -> None:
        if self.handover_due:
            self.handover_due = False
            self.push_handover(self.table.current_player())

    def play_again(self) -> None:
        scene = IndianScene(self.context, config=self.config)
        self.context.manager.replace(scene)

    # -- the one way into the engine ------------------------------------------------
    def act(self, action: IndianAction) -> bool:
        """Apply ``action`` (humans, the bot, scripts); refusals become a toast."""
        if writes_failing(self.context):      # nothing is played until the save works
            self.context.toast.show(NOT_SAVED)
            return False
        try:
            self.table.apply(action)
        except IllegalAction as exc:
            self.context.toast.show(exc.reason)
            return False
        word = format_action(action)
        self.round_words.append(word)
        self.match_words.append(word)
        self.ai_wait = 0.0
        self._journal(word)
        if self.table.phase in (IndianPhase.RESULT, IndianPhase.OVER) and self.bot is not None \
                and hasattr(self.bot, "observe"):   # the result shows its card: hard learns
            self._safe_bot(lambda: self.bot.observe(self.table.observation(AI)), None)
        events = self.table.events()
        if action.kind is K.NEXT:
            self.round_words = []
            if self.table.is_over():
                self.queue_events(events)
                self.open_match_over()
                return True
            if self.config.hotseat:   # both were watching the result: curtain first
                self.timeline.skip()
                self.shown.sprites, self.shown.leaving, self.shown.result = {}, [], None
                self.deferred = list(events)
                self.push_handover(self.table.current_player())
                return True
            self.sweep_table()
        if self.deferred is not None:
            self.deferred.extend(events)
        else:
            self.queue_events(events)
        return True

    def human_act(self, action: IndianAction) -> None:
        self.act(action)

    def keep_card(self) -> None:
        """KEEP CARD during the out-of-turn Deal Again window: no engine action
        (the window closes by itself when the opponent acts); it lets the game go on."""
        self.kept.add((self.table.round_no, self.viewer))

    def apply_actions(self, words: list[str]) -> None:
        """Scenario words (``raise 3``, ``call``, ``hit``…) for ``club21 --actions``;
        each is played by whoever is to act.  The AI then holds still."""
        self.hold_ai = True
        for word in words:
            self.timeline.skip()
            try:
                action = parse_action(self.table, word)
            except IllegalAction as exc:
                self.context.toast.show(str(exc.reason))
                break
            if not self.act(action):
                self.context.toast.show(f"{word!r} refused: {self.context.toast.message}")
                break
        self.timeline.skip()

    def on_round_over(self, result) -> None:
        self.shown.result = result
        self.sound_play("win" if result.winner == self.viewer else "lose")

    def open_match_over(self) -> None:
        from scenes.tables.indian.over import MatchOverOverlay
        winner = self.table.winner
        self.context.manager.push(MatchOverOverlay(
            self.context, self.names[winner], self.table.round_no, self.table.total_chips(),
            self.play_again, self.context.back_to_lobby))

    # -- who may do what ---------------------------------------------------------------
    def observe(self, player: int | None = None):
        return self.table.observation(self.viewer if player is None else player)

    def is_human(self, player: int) -> bool:
        return self.config.hotseat or player != AI

    def owner(self, action: IndianAction) -> int | None:
        """Who may take ``action``: an item's holder, else the player to act."""
        return owner_of(self.table, action)

    def deal_again_window(self, player: int) -> bool:
        """``player`` just hit, may still Deal Again, and the opponent is to act."""
        t = self.table
        return (t.current_player() != player and (t.round_no, player) not in self.kept and
                any(a.kind is K.DEAL_AGAIN and self.owner(a) == player
                    for a in t.legal_actions()))

    def offer(self) -> Offer:
        t, v = self.table, self.viewer
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
        t = self.table
        current = t.current_player()
        if t.phase not in PLAYING or current == self.viewer:
            return ""
        if self.deal_again_window(self.viewer):
            return ""
        if not self.is_human(current):
            return f"Wait: {self.names[current]} is thinking…" if self.names[current] != "AI" \
                else "Wait: the AI is thinking…"
        return f"Wait: it is {self.names[current]}'s turn"

    # -- pass-and-play -------------------------------------------------------------------
    def push_handover(self, player: int | None) -> None:
        if player is None or player < 0:
            return
        self.controls.set_offer(Offer())
        detail = self.shown.log[-1] if self.shown.log and self.deferred is None else ""
        if self.deferred is not None:
            detail = f"Round {self.table.round_no}: {says(self.names[self.table.starter], 'start')}"
        other = 1 - player
        extra = None
        if chip_bonus(other) in self.table.legal_actions():
            extra = ExtraAction(f"{self.names[other]}: CHIP BONUS", pygame.K_b,
                                lambda: self.act(chip_bonus(other)),
                                f"{self.names[other]} may take the Chip Bonus (+5) now, "
                                "before the first bet")
        self.context.manager.push(HandOverScene(self.context, self.names[player],
                                                lambda: self.handed_over(player), detail, extra))

    def handed_over(self, player: int) -> None:
        self.viewer = player
        self.timeline.skip()
        if self.deferred is not None:
            events, self.deferred = self.deferred, None
            self.shown.sprites, self.shown.leaving = {}, []
            self.queue_events(events)
        else:
            self.rebuild_shown()

    def desired_viewer(self) -> int:
        t = self.table
        if t.phase not in PLAYING or self.deal_again_window(self.viewer):
            return self.viewer
        return t.current_player()

    # -- the frame -----------------------------------------------------------------------
    def preload_tasks(self) -> list:
        res = self.context.resources
        return [lambda n=n: res.card_face(str(n)) for n in range(1, 12)] + \
            [lambda: res.card_back(indian=True)]

    def update(self, dt: float) -> None:
        super().update(dt)
        offer = self.offer()
        self.controls.set_offer(offer)
        self.message = self._status(offer)
        if self.timeline.busy or self.context.manager.top is not self:
            return
        if self.config.hotseat:
            if self.desired_viewer() != self.viewer:
                self.push_handover(self.desired_viewer())
            return
        self._drive_ai(dt)

    def _status(self, offer: Offer) -> str:
        t = self.table
        if t.phase is IndianPhase.RESULT:
            result = self.shown.result
            if result is None:
                return ""
            from scenes.tables.indian.text import headline
            return headline(result, self.names)
        if t.phase is IndianPhase.OVER:
            return f"{says(self.names[t.winner], 'win')} the match!"
        return self.waiting_text() or prompt(offer, self.names[self.viewer])

    def _drive_ai(self, dt: float) -> None:
        t = self.table
        if self.hold_ai or t.phase not in PLAYING:
            return
        legal = t.legal_actions()
        obs = t.observation(AI)
        current = t.current_player()
        for a in legal:   # items the AI may use while the human is to act
            token = (t.round_no, a.kind)
            if current != AI and self.owner(a) == AI and token not in self.offered:
                self.offered.add(token)
                dice = bot_dice(self.table.seed, "offer", len(self.match_words))
                if self._safe_bot(lambda: self.bot.offer(obs, a, dice), False):
                    self.act(a)
                    return
        if current != AI or self.deal_again_window(0):
            return
        speed = self.context.settings.anim_speed
        pause = AI_PAUSE_CHIP_BONUS_S if chip_bonus(0) in legal else AI_PAUSE_S
        self.ai_wait += dt * (speed.factor if speed is not AnimSpeed.INSTANT else 0.0)
        if speed is not AnimSpeed.INSTANT and self.ai_wait < pause:
            return
        mine = [a for a in legal if self.owner(a) == AI]
        dice = bot_dice(self.table.seed, "act", len(self.match_words))
        choice = self._safe_bot(lambda: self.bot.act(obs, mine, dice), mine[0])
        if choice not in mine:
            choice = mine[0]
        self.act(choice)

    @staticmethod
    def _safe_bot(call, fallback):
        try:
            return call()
        except Exception:  # noqa: BLE001 - a bot bug must not end the match
            log.exception("indian bot failed; falling back")
            return fallback

    # -- input -----------------------------------------------------------------------------
    def handle_event(self, ev: pygame.event.Event) -> bool:
        if super().handle_event(ev):   # skips an animation, or the Menu button
            return True
        if self.controls.handle_event(ev):
            return True
        if ev.type == pygame.KEYDOWN and ev.key in KIND_BY_KEY:
            offer = self.controls.offer
            kind = KIND_BY_KEY[ev.key]
            self.context.toast.show(refusal(kind, offer, self.observe(), self.waiting_text()))
            return True
        return False

    # -- geometry used by the animator -------------------------------------------------
    def slot_pos(self, key) -> tuple[int, int]:
        if key == COMMUNITY:
            return self.painter.community_pos()
        kind, player = key
        return self.painter.card_slots(player, self.viewer)[0 if kind == "first" else 1]

    def deck_pos(self) -> tuple[int, int]:
        return self.painter.deck_pos()

    def _centre(self, name: str) -> tuple[int, int]:
        return self.anchors[name].center

    def stack_point(self, p: int):
        return self._centre("stack_1" if p == self.viewer else "stack_2")

    def bet_point(self, p: int):
        return self._centre("bet_1" if p == self.viewer else "bet_2")

    def pot_point(self):
        return self._centre("pot")

    def sound_play(self, name: str) -> None:
        self.context.sound.play(name)

    # -- drawing (reads only, except the record of what was drawn) ---------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)
        obs = self.observe()
        shown, painter = self.shown, self.painter
        painter.draw_pot(surface, shown, obs.raise_cap)
        painter.draw_money(surface, shown, self.viewer, self.names)
        self._draw_plates(surface, obs)
        self.last_drawn = painter.draw_cards(surface, shown, obs)
        painter.draw_chip_flights(surface, shown)
        painter.draw_count_panel(surface, obs, self.own_card_turned())
        mode = "Death Match" if self.config.mode is Mode.DEATH_MATCH else "Finals"
        if shown.result is not None:
            painter.draw_info(surface, result_lines(shown.result, self.names))
        else:
            painter.draw_info(surface, info_lines(obs, self.names, shown.log, mode))
        hint = reasons(self.controls.offer, obs) or self.waiting_text()
        if hint:
            text = self.context.resources.text(hint, 14, CREAM)
            surface.blit(text, text.get_rect(center=self.anchors["hint"].center))
        self.controls.draw(surface)
        self.draw_hud(surface)


def create_scene(context: Any, config: IndianConfig | None = None, resume: Any = None,
                 **options: Any) -> TableScene:
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


__all__ = ["IndianScene", "IndianConfig", "create_scene"]
