"""The strategy drill: a hand, your play, the exact EV a mistake gives up.

Keys: H hit, S stand, D double, P split, R surrender (where the rules offer
it), Enter the next hand, M the heat map of mistakes, X missed cells only on /
off, Esc back to the training room.  Every answer is saved at once.
"""
from __future__ import annotations

import threading
import time
from functools import partial
from typing import Any

import pygame

from game.strategy.basic import Play
from game.training.cells import CellKind, tallies_to_json
from game.training.results import DrillKind, DrillRecord, strategy_history
from game.training.strategy_drill import (
    PLAY_NAMES,
    PLAY_ORDER,
    DrillHand,
    DrillMode,
    Refusal,
    RulesChoice,
    StrategyDrill,
    Verdict,
)
from scenes.app.context import Context
from scenes.app.i18n import N_, _, format_fixed, format_number, format_points, remade, say
from scenes.app.key_maps import STRATEGY_DRILL
from scenes.app.scene import Scene
from scenes.training.common import (
    BACKGROUND,
    TITLE_H,
    choices,
    load_records,
    log,
    rules_words,
    save_record,
    text,
)
from scenes.widgets.button import Button, layout_row, same_size
from scenes.widgets.panel import Panel
from scenes.widgets.theme import CREAM, FELT_GREEN, GOLD_DARK, GOLD_LIGHT, MUTED, RED

FELT_RECT = pygame.Rect(30, 96, 760, 420)
PLAYS_ROW = pygame.Rect(30, 532, 760, 54)
SIDE = pygame.Rect(816, 96, 434, 490)
FEEDBACK = pygame.Rect(30, 600, 760, 104)
# A play's key: its action in the drill's keys (the player may have chosen others).
PLAY_ACTIONS = {Play.HIT: "hit", Play.STAND: "stand", Play.DOUBLE: "double",
                Play.SPLIT: "split", Play.SURRENDER: "surrender"}


def play_key(play: Play) -> int:
    return STRATEGY_DRILL.key(PLAY_ACTIONS[play])
GREEN = (112, 196, 120)




# The table buttons' words (already in the catalogue), written here as "Hit".
PLAY_WORDS = {Play.HIT: N_("HIT"), Play.STAND: N_("STAND"), Play.DOUBLE: N_("DOUBLE"),
              Play.SPLIT: N_("SPLIT"), Play.SURRENDER: N_("SURRENDER")}


def play_name(play: Play) -> str:
    """"Hit", "Stand"… in the player's language (the engine's PLAY_NAMES are English)."""
    if play not in PLAY_WORDS:
        return PLAY_NAMES[play]
    return remade(lambda: _(PLAY_WORDS[play]).capitalize())


def hand_words(hand: DrillHand) -> str:
    """"Hard 16", "Soft 18", "Pair of 8s", "Pair of aces"."""
    cell = hand.cell
    if cell.kind is CellKind.PAIR:        # value index: 0 is the ace, 9 the ten
        if cell.value == 0:
            return _("Pair of aces")
        if cell.value == 9:
            return _("Pair of tens")
        return _("Pair of {rank}s").format(rank=cell.value + 1)
    if cell.kind is CellKind.SOFT:
        return _("Soft {total}").format(total=cell.value)
    return _("Hard {total}").format(total=cell.value)


def verdict_lines(verdict: Verdict) -> list[str]:
    """What the feedback box says of an answer: right, or the mistake and its cost."""
    evs, best, chosen = verdict.hand.evs, verdict.hand.best, verdict.chosen

    def ev(play: Play) -> str:
        return format_fixed(evs[play], 4, signed=True)
    if verdict.right:
        return [_("Right: {play} (EV {ev} per bet)").format(play=play_name(chosen),
                                                            ev=ev(chosen))]
    return [_("Mistake: {play} (EV {ev}); {best} was best (EV {best_ev})").format(
                play=play_name(chosen), ev=ev(chosen), best=play_name(best), best_ev=ev(best)),
            _("EV lost: {bets} of the bet ({percent})").format(
                bets=format_fixed(verdict.loss, 4), percent=format_points(verdict.loss * 100, 2))]


class NextHand:
    """The next hand, priced while the player reads the feedback of the last.

    Pricing a hand takes 0.3 ms typically but up to ~0.5 s for a composition
    new to the calculator (bench/training.py). The cards are drawn at once,
    after the answer (so missed-cells mode sees the cell just answered); the
    EVs are computed on a thread; Enter waits for whatever is left of it.
    """

    def __init__(self, drill: StrategyDrill) -> None:
        self.drill = drill
        self._thread: threading.Thread | None = None
        self._hand: DrillHand | None = None

    def start(self) -> None:
        self.take()                         # never two at once
        cards, up = self.drill.draw()
        self._hand = None

        def price() -> None:
            try:
                self._hand = self.drill.evaluate(cards, up)
            except Exception:  # take() then deals in the frame
                log.exception("pricing the next drill hand failed")
        self._thread = threading.Thread(target=price, name="drill-hand", daemon=True)
        self._thread.start()

    def take(self) -> DrillHand | None:
        """The priced hand (None when none was started or it failed)."""
        if self._thread is not None:
            self._thread.join()
            self._thread = None
        hand, self._hand = self._hand, None
        return hand


class StrategyDrillScene(Scene):
    name = "strategy_drill"
    context: Context                  # always given

    def __init__(self, context: Context, choice: RulesChoice | None = None,
                 **options: Any) -> None:
        super().__init__(context)
        res, snd = context.resources, context.sound
        self.choice = choice or choices(context)[0]
        self.rules = self.choice.rules
        records = load_records(context, DrillKind.STRATEGY)
        self.drill = StrategyDrill(self.rules, context.seed_source.next_seed(),
                                   history=strategy_history(records, self.choice.saved))
        self.record = DrillRecord(DrillKind.STRATEGY, _now_ms(), _now_ms(), self.choice.saved,
                                  {"seed": str(self.drill.seed)})
        self.plays = [p for p in PLAY_ORDER if p is not Play.SURRENDER or self.rules.late_surrender]
        self.play_buttons = {
            p: Button(res, rect, play_name(p), partial(self.choose, p), play_key(p),
                      font_size=20, sound=snd)
            for p, rect in zip(self.plays, layout_row(PLAYS_ROW, len(self.plays)))}
        row = layout_row(pygame.Rect(SIDE.x, SIDE.bottom + 14, SIDE.w, 46), 2)
        self.next_button = Button(res, row[0], _("Next hand"), self.next_hand, pygame.K_RETURN,
                                  font_size=18, sound=snd)
        self.map_button = Button(res, row[1], _("Heat map"), self.open_map, pygame.K_m,
                                 font_size=18, sound=snd)
        row = layout_row(pygame.Rect(SIDE.x, SIDE.bottom + 70, SIDE.w, 46), 2)
        self.mode_button = Button(res, row[0], _("Missed only"), self.toggle_mode, pygame.K_x,
                                  font_size=18, sound=snd)
        self.back = Button(res, row[1], _("Back"), self.close, pygame.K_ESCAPE, font_size=18,
                           sound=snd)
        self.buttons = [*self.play_buttons.values(), self.next_button, self.map_button,
                        self.mode_button, self.back]
        same_size(self.play_buttons.values())
        same_size((self.next_button, self.map_button, self.mode_button, self.back))
        self.message, self.message_bad = "", False
        self.clock = 0.0               # scene time: how long an answer took
        self.dealt_at = 0.0
        self.upcoming = NextHand(self.drill)
        self.next_hand()

    # -- the drill ------------------------------------------------------------
    def next_hand(self) -> None:
        if self.drill.hand is not None:
            self.say(_("Answer this hand first (H S D P R)") if self.rules.late_surrender
                     else _("Answer this hand first (H S D P)"), bad=True)
            return
        ready = self.upcoming.take()
        if ready is not None:
            self.drill.hand = ready
        else:
            self.drill.deal()
        self.dealt_at = self.clock
        self.message = ""
        self._refresh_buttons()

    def choose(self, play: Play) -> None:
        if self.drill.hand is None:
            self.say(_("Press Enter for the next hand"), bad=True)
            return
        verdict = self.drill.answer(play)
        if isinstance(verdict, Refusal):
            self.say(say(verdict.message), bad=True)
            return
        self.message = ""
        thought = round((self.clock - self.dealt_at) * 1000)
        score, rec = self.drill.score, self.record
        rec.items, rec.right, rec.ev_lost_micro = score.hands, score.right, score.loss_micro
        rec.answer_ms += max(0, thought)
        rec.ended_ms = max(rec.started_ms, _now_ms())
        rec.setup["mode"] = self.drill.mode.value
        rec.detail = {"cells": tallies_to_json(self.drill.tallies)}
        problem = save_record(self.context, rec)
        if problem:
            self.context.toast.show(problem)
        self.upcoming.start()
        self._refresh_buttons()

    def toggle_mode(self) -> None:
        wanted = DrillMode.ALL if self.drill.mode is DrillMode.MISSED else DrillMode.MISSED
        refusal = self.drill.set_mode(wanted)
        if refusal is not None:
            self.say(say(refusal), bad=True)
            return
        self.upcoming.take()                   # drawn in the old mode: not dealt
        self.say(_("Missed cells only: each one until you get it right twice in a row")
                 if wanted is DrillMode.MISSED else _("Every hand a shoe deals"))
        if self.drill.hand is not None:        # the hand on show is from the old mode
            self.drill.hand = None
            self.next_hand()
        self._refresh_buttons()

    def open_map(self) -> None:
        self.context.open_scene("heat_map", drill=self.drill, choice=self.choice)

    def close(self) -> None:
        self.upcoming.take()
        self.context.manager.pop()

    def say(self, words: str, bad: bool = False) -> None:
        self.message, self.message_bad = words, bad

    def _refresh_buttons(self) -> None:
        hand = self.drill.hand
        for play, button in self.play_buttons.items():
            button.enabled = hand is not None and play in hand.evs
        self.next_button.enabled = hand is None
        self.mode_button.text = _("All hands") if self.drill.mode is DrillMode.MISSED \
            else _("Missed only")

    # -- input ------------------------------------------------------------------
    def handle_event(self, ev: pygame.event.Event) -> bool:
        if ev.type == pygame.KEYDOWN:
            for play in PLAY_ACTIONS:
                if ev.key == play_key(play) and play in self.plays:
                    self.choose(play)          # a refused play is said, not ignored
                    return True
            if ev.key == play_key(Play.SURRENDER) and Play.SURRENDER not in self.plays:
                self.say(_("These rules have no surrender"), bad=True)
                return True
        for button in self.buttons:
            if button.handle_event(ev):
                return True
        return False

    def update(self, dt: float) -> None:
        self.clock += dt

    # -- drawing ----------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        surface.fill(BACKGROUND)
        text(surface, res, _("Strategy drill"), (30, 20), 30, GOLD_LIGHT, True,
             height=TITLE_H)      # a larger text size keeps it above the line under it
        mode = _("missed cells only") if self.drill.mode is DrillMode.MISSED else _("every hand")
        rules = rules_words(self.choice.overrides) if self.choice.overrides \
            else _("the table's own")
        text(surface, res, _("{name} ({rules})  ·  {mode}").format(
            name=say(self.choice.label), rules=rules, mode=mode), (32, 62), 15, MUTED)
        self._draw_felt(surface)
        for button in self.buttons:
            button.draw(surface)
        self._draw_side(surface)
        self._draw_feedback(surface)

    def _draw_felt(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        pygame.draw.rect(surface, FELT_GREEN, FELT_RECT, border_radius=18)
        pygame.draw.rect(surface, GOLD_DARK, FELT_RECT, 3, border_radius=18)
        hand = self.drill.hand or (self.drill.last.hand if self.drill.last else None)
        if hand is None:
            return
        four = self.context.settings.four_colour_deck
        up = res.card_face(hand.up, four)
        text(surface, res, _("Dealer shows"), (FELT_RECT.centerx, FELT_RECT.y + 18), 16, CREAM,
             anchor="midtop")
        surface.blit(up, up.get_rect(midtop=(FELT_RECT.centerx, FELT_RECT.y + 44)))
        y = FELT_RECT.y + 222
        for i, code in enumerate(hand.cards):
            face = res.card_face(code, four)
            surface.blit(face, face.get_rect(topleft=(FELT_RECT.centerx - 70 + i * 50, y + i * 8)))
        text(surface, res, hand_words(hand), (FELT_RECT.centerx, FELT_RECT.bottom - 22), 20,
             GOLD_LIGHT, True, "midbottom")

    def _draw_side(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        Panel(SIDE, _("This session"), res).draw(surface)
        area = Panel(SIDE, _("This session"), res).content_rect
        s = self.drill.score
        lost = s.loss_micro / 1e6
        per_hand = _("{percent} of the bet").format(
            percent=format_points(lost * 100 / s.hands, 2)) if s.hands else "—"
        rows = [(_("Hands"), format_number(s.hands)),
                (_("Right"), _("{count}  ({percent}%)").format(count=format_number(s.right),
                                                               percent=s.percent)),
                (_("EV lost"), _("{bets} bets").format(bets=format_fixed(lost, 4))),
                (_("A hand"), per_hand),
                (_("Cells to clear"), f"{len(self.drill.missed_cells())}")]
        y = area.y + 4
        for label, value in rows:
            # at a larger text size the words shrink to the panel, never into each other
            left = text(surface, res, label, (area.x, y), 17, MUTED, room=area.w // 2 - 6,
                        height=30)
            text(surface, res, value, (area.right, y), 17, CREAM, True, "topright",
                 room=area.w - left.w - 12, height=30)
            y += 30
        last = self.drill.last
        if last is None:
            return
        y += 12
        pygame.draw.line(surface, GOLD_DARK, (area.x, y), (area.right, y))
        text(surface, res, _("Last hand: EV of each play (per bet)"), (area.x, y + 10), 15, MUTED,
             room=area.w, height=28)
        y += 38
        evs = last.hand.evs
        for play in sorted(evs, key=lambda p: -evs[p]):
            colour = GREEN if play is last.hand.best else RED if play is last.chosen else CREAM
            mark = _("  ← you") if play is last.chosen else ""
            text(surface, res, play_name(play) + mark, (area.x + 8, y), 17, colour)
            text(surface, res, format_fixed(evs[play], 4, signed=True), (area.right, y), 17,
                 colour, anchor="topright")
            y += 26

    def _draw_feedback(self, surface: pygame.Surface) -> None:
        res = self.context.resources
        Panel(FEEDBACK, None, res).draw(surface)
        x, y = FEEDBACK.x + 22, FEEDBACK.y + 16
        if self.message:
            text(surface, res, self.message, (x, y), 17, RED if self.message_bad else GOLD_LIGHT,
                 room=FEEDBACK.w - 44, height=30)
            y += 30
        last = self.drill.last
        if self.drill.hand is not None:
            if not self.message:
                ask = _("Your play?  H hit · S stand · D double · P split")
                if self.rules.late_surrender:
                    ask += _(" · R surrender")
                text(surface, res, ask, (x, y), 18, CREAM, room=FEEDBACK.w - 44, height=30)
            return
        if last is not None:
            for line in verdict_lines(last)[: 2 if not self.message else 1]:
                text(surface, res, line, (x, y), 17, GREEN if last.right else CREAM,
                     room=FEEDBACK.w - 44, height=28)
                y += 28


def _now_ms() -> int:
    return int(time.time() * 1000)
